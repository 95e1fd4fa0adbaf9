import DocGenDiagnostics
import DocGenExamples

/// A property's declared default (`= "Close"`, `= 0`, `= true`, `= .web`) as a preview value.
///
/// Only literals are read: a default that calls a function or reads another value has no value
/// docgen could know at build time, so the property stays absent.
struct DefaultLiteral {
    let value: PreviewValue?

    init?(_ text: String, type: TypeRef?, index: TypeIndex, at location: SourceLocation) {
        let literal = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = type?.unwrapped
        switch literal {
        case "nil":
            value = nil
        case "true", "false":
            value = .bool(literal == "true", at: location)
        case "[]", "[:]":
            value = literal == "[]" ? .list([], at: location) : .object([], at: location)
        default:
            if let string = Self.stringLiteral(literal) {
                value = .text(string, caseName: nil, at: location)
            } else if Self.isNumber(literal) {
                value = .number(literal.filter { $0 != "_" }, caseName: nil, at: location)
            } else if let caseName = Self.caseName(literal), let name = expected?.name,
                let declaration = index.type(named: name), declaration.kind == .enum
            {
                guard let raw = declaration.rawValues.first(where: { $0.caseName == caseName })?.rawValue else { return nil }
                let isText = declaration.rawType?.name == "String" || declaration.rawType?.name == "Character"
                value =
                    isText
                    ? .text(raw, caseName: caseName, at: location) : .number(raw, caseName: caseName, at: location)
            } else {
                return nil
            }
        }
    }

    /// The contents of a one-line string literal without interpolation; simple escapes are read.
    private static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"", "\\", "'": result.append(character)
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                result.append(character)
            }
        }
        return escaped ? nil : result
    }

    private static func isNumber(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = digits.first, first.isASCII, first.isNumber else { return false }
        return Double(digits.filter { $0 != "_" }) != nil
    }

    /// `x` of `.x` or `Type.x`.
    private static func caseName(_ text: String) -> String? {
        guard let dot = text.lastIndex(of: ".") else { return nil }
        let name = text[text.index(after: dot)...]
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(name)
    }
}
