import DocGenDiagnostics
import DocGenExamples

extension ExampleCoding {
    /// Reads cache text; every read returns nil on text it does not expect.
    struct Reader {
        let bytes: [UInt8]
        let file: String
        let firstLine: Int
        private var offset = 0
        // Deep nesting in a damaged file must not exhaust the stack.
        private var depth = 0

        init(bytes: [UInt8], file: String, firstLine: Int) {
            self.bytes = bytes
            self.file = file
            self.firstLine = firstLine
        }

        var isAtEnd: Bool { offset == bytes.count }

        mutating func tag() -> Character? {
            guard offset < bytes.count, bytes[offset] < 0x80 else { return nil }
            offset += 1
            return Character(Unicode.Scalar(bytes[offset - 1]))
        }

        mutating func integer() -> Int? {
            number(until: 0x3B).flatMap { Int($0) }
        }

        mutating func string() -> String? {
            guard let count = number(until: 0x3A).flatMap({ Int($0) }), count >= 0, count <= bytes.count - offset else {
                return nil
            }
            defer { offset += count }
            return String(validating: bytes[offset..<(offset + count)], as: UTF8.self)
        }

        mutating func double() -> Double? {
            number(until: 0x3B).flatMap { UInt64($0) }.map(Double.init(bitPattern:))
        }

        mutating func type() -> TypeRef? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { return nil }
            switch tag() {
            case "N":
                guard let name = string(), let count = integer(), count >= 0, count < 64 else { return nil }
                var arguments: [TypeRef] = []
                for _ in 0..<count {
                    guard let argument = type() else { return nil }
                    arguments.append(argument)
                }
                return .named(name, arguments)
            case "O": return type().map(TypeRef.optional)
            case "A": return type().map(TypeRef.array)
            case "D":
                guard let key = type(), let value = type() else { return nil }
                return .dictionary(key: key, value: value)
            case "Q": return string().map(TypeRef.opaque)
            default: return nil
            }
        }

        mutating func node() -> SampleNode? {
            depth += 1
            defer { depth -= 1 }
            guard depth < 256, let line = integer(), let column = integer(), let value = value() else { return nil }
            return SampleNode(value, at: SourceLocation(file: file, line: firstLine + line, column: column))
        }

        private mutating func value() -> SampleValue? {
            switch tag() {
            case "s": return string().map(SampleValue.string)
            case "n": return string().map(SampleValue.number)
            case "t": return .bool(true)
            case "f": return .bool(false)
            case "z": return .null
            case "a":
                guard let count = integer(), count >= 0 else { return nil }
                var elements: [SampleNode] = []
                for _ in 0..<count {
                    guard let element = node() else { return nil }
                    elements.append(element)
                }
                return .array(elements)
            case "o":
                guard let count = integer(), count >= 0 else { return nil }
                var fields: [SampleField] = []
                for _ in 0..<count {
                    guard let key = string(), let node = node() else { return nil }
                    fields.append(SampleField(key: key, value: node))
                }
                return .object(fields)
            case "c": return color().map(SampleValue.color)
            default: return nil
            }
        }

        private mutating func color() -> SampleColor? {
            let base: SampleColor.Base
            switch tag() {
            case "N":
                guard let name = string() else { return nil }
                base = .named(name)
            case "R":
                guard let red = double(), let green = double(), let blue = double() else { return nil }
                base = .rgb(red: red, green: green, blue: blue)
            case "W":
                guard let white = double() else { return nil }
                base = .white(white)
            default: return nil
            }
            switch tag() {
            case "A": return double().map { SampleColor(base: base, alpha: $0) }
            case "-": return SampleColor(base: base, alpha: nil)
            default: return nil
            }
        }

        /// The digits (and sign) up to `terminator`, which is consumed.
        private mutating func number(until terminator: UInt8) -> Substring? {
            guard let end = bytes[offset...].firstIndex(of: terminator), end - offset <= 24 else { return nil }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            offset = end + 1
            return Substring(text)
        }
    }
}
