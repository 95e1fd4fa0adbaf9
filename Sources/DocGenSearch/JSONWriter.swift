/// Writes compact JSON into a byte buffer, byte for byte as Foundation's `JSONEncoder` does with
/// `.sortedKeys` and `.withoutEscapingSlashes`, without its boxing of every value.
///
/// The search index is tens of megabytes of JSON on a large site; building it through
/// `Encodable` took a third of the build. Strings escape `"`, `\` and control characters
/// (`\b \t \n \f \r` short, others as `\u00XX`); everything else, non-ASCII included, is written
/// as UTF-8. Object keys are sorted by their UTF-8 bytes, as the encoder sorts them.
struct JSONWriter {
    /// The JSON written so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Creates an empty writer, with room for about `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The JSON written so far, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends punctuation or a literal that needs no escaping (`[`, `,`, `null`).
    mutating func raw(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends JSON read from another buffer.
    mutating func append(_ json: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: json)
    }

    /// Appends an integer.
    mutating func integer(_ value: Int) {
        guard value >= 0 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        // Digits straight into the buffer: the search index writes two integers per posting.
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Appends a number as written (already valid JSON number text).
    mutating func number(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a quoted, escaped string.
    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Runs that need no escaping, nearly all of a text, are copied whole.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                escaped(byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): escape(byte)
        case 0x08: escape(UInt8(ascii: "b"))
        case 0x09: escape(UInt8(ascii: "t"))
        case 0x0A: escape(UInt8(ascii: "n"))
        case 0x0C: escape(UInt8(ascii: "f"))
        case 0x0D: escape(UInt8(ascii: "r"))
        case 0x00..<0x20:
            escape(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        default: bytes.append(byte)
        }
    }

    private mutating func escape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    /// Appends an array of strings.
    mutating func strings(_ values: [String]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(",") }
            string(value)
        }
        raw("]")
    }

    /// Appends an object whose keys are sorted as `JSONEncoder` sorts them; `value` writes
    /// each key's value.
    mutating func object<Value>(_ members: [String: Value], value: (inout JSONWriter, Value) -> Void) {
        raw("{")
        for (index, key) in Self.sortedKeys(members.keys).enumerated() {
            if index > 0 { raw(",") }
            string(key)
            raw(":")
            // The key came from the dictionary, so the lookup cannot fail.
            if let member = members[key] { value(&self, member) }
        }
        raw("}")
    }

    /// Keys in the order `JSONEncoder`'s `.sortedKeys` writes them: by their UTF-8 bytes.
    static func sortedKeys(_ keys: some Sequence<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
