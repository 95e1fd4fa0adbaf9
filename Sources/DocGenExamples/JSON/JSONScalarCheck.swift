import Foundation

/// How a standard type (`String`, `Int`, `Double`, `URL`, …) must appear in JSON, following JSONDecoder
/// with its default strategies.
enum JSONScalarCheck {
    case string
    case bool
    case integer(IntegerRange)
    case floating(isFloat: Bool)
    case url
    case uuid
    case date
    case data

    /// A problem with a JSON value, ready to be worded for its context.
    struct Problem {
        var rule: String
        var severity: Severity = .error
        var detail: (_ type: TypeRef, _ context: JSONValueContext) -> String

        enum Severity { case error, warning }

        func diagnostic(type: TypeRef, context: JSONValueContext, at position: TextPosition) -> PositionedDiagnostic {
            severity == .error
                ? .error(detail(type, context), position, rule) : .warning(detail(type, context), position, rule)
        }
    }

    /// The check for a standard type name, or nil when the name is not one.
    init?(typeName: String) {
        switch typeName {
        case "String": self = .string
        case "Bool": self = .bool
        case "Int", "Int64": self = .integer(IntegerRange(Int64.self))
        case "Int8": self = .integer(IntegerRange(Int8.self))
        case "Int16": self = .integer(IntegerRange(Int16.self))
        case "Int32": self = .integer(IntegerRange(Int32.self))
        case "UInt", "UInt64": self = .integer(IntegerRange(UInt64.self))
        case "UInt8": self = .integer(IntegerRange(UInt8.self))
        case "UInt16": self = .integer(IntegerRange(UInt16.self))
        case "UInt32": self = .integer(IntegerRange(UInt32.self))
        case "Double", "CGFloat", "Decimal": self = .floating(isFloat: false)
        case "Float": self = .floating(isFloat: true)
        case "URL": self = .url
        case "UUID": self = .uuid
        case "Date": self = .date
        case "Data": self = .data
        default: return nil
        }
    }

    /// What is wrong with `value` for this type, or nil when JSONDecoder would accept it.
    func check(_ value: JSONValue) -> Problem? {
        switch (self, value) {
        case (.string, .string), (.bool, .bool):
            return nil
        case let (.integer(range), .number(text)):
            return integerProblem(text, range: range)
        case let (.floating(isFloat), .number(text)):
            return floatingProblem(text, isFloat: isFloat)
        case let (.url, .string(text)):
            return URL(string: text) == nil ? formProblem("'\(text)' is not a valid URL") : nil
        case let (.uuid, .string(text)):
            return UUID(uuidString: text) == nil ? formProblem("'\(text)' is not a UUID") : nil
        case (.date, .number):
            return nil
        case let (.data, .string(text)):
            return Data(base64Encoded: text) == nil ? formProblem("'\(text)' is not base64") : nil
        default:
            let note = self == .date ? " (JSONDecoder's default date strategy reads seconds as a number)" : ""
            return Problem(rule: "json-type-mismatch") { type, context in
                "expected '\(type)'\(context.suffix), found \(value.kindDescription)\(note)"
            }
        }
    }

    private func integerProblem(_ text: String, range: IntegerRange) -> Problem? {
        let isPlainInteger = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        if isPlainInteger {
            return range.contains(text) ? nil : rangeProblem(text)
        }
        guard let double = Double(text), double.isFinite else { return rangeProblem(text) }
        guard double == double.rounded(.towardZero) else {
            return Problem(rule: "json-type-mismatch") { type, context in
                "expected '\(type)'\(context.suffix), found '\(text)', which is not a whole number"
            }
        }
        guard range.contains(double) else { return rangeProblem(text) }
        var problem = Problem(rule: "json-number-format") { type, context in
            "'\(text)'\(context.suffix) is a whole number written as a decimal; '\(type)' reads it, but write it as an integer"
        }
        problem.severity = .warning
        return problem
    }

    private func floatingProblem(_ text: String, isFloat: Bool) -> Problem? {
        let value = isFloat ? Float(text).map(Double.init) : Double(text)
        guard let value, value.isFinite else { return rangeProblem(text) }
        let mantissaIsZero = text.prefix { $0 != "e" && $0 != "E" }.allSatisfy { "-0.".contains($0) }
        return value == 0 && !mantissaIsZero ? rangeProblem(text) : nil
    }

    private func rangeProblem(_ text: String) -> Problem {
        let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return Problem(rule: "json-number-range") { type, context in
            "number '\(shown)'\(context.suffix) does not fit in '\(type)'"
        }
    }

    private func formProblem(_ text: String) -> Problem {
        Problem(rule: "json-string-form") { type, context in "\(text)\(context.suffix); '\(type)' cannot read it" }
    }
}

/// The values of one fixed-width integer type.
struct IntegerRange: Equatable {
    let minimum: Int64
    let maximum: UInt64

    init<T: FixedWidthInteger>(_ type: T.Type) {
        minimum = Int64(T.min)
        maximum = UInt64(T.max)
    }

    /// Whether the integer written as `text` is in range.
    func contains(_ text: String) -> Bool {
        if let value = Int64(text) { return value >= minimum && (value < 0 || UInt64(value) <= maximum) }
        if let value = UInt64(text) { return value <= maximum }
        return false
    }

    /// Whether the whole number `value` is in range.
    func contains(_ value: Double) -> Bool {
        if let signed = Int64(exactly: value) { return signed >= minimum && (signed < 0 || UInt64(signed) <= maximum) }
        if let unsigned = UInt64(exactly: value) { return unsigned <= maximum }
        return false
    }
}

extension JSONScalarCheck: Equatable {
    static func == (lhs: JSONScalarCheck, rhs: JSONScalarCheck) -> Bool {
        switch (lhs, rhs) {
        case (.string, .string), (.bool, .bool), (.url, .url), (.uuid, .uuid), (.date, .date), (.data, .data): true
        case let (.floating(a), .floating(b)): a == b
        default: false
        }
    }
}
