import SwiftSyntax

/// The kind of a literal expression, for checking it against an expected type.
enum LiteralKind: Equatable {
    /// A string literal; its text is read only by the few checks that need it.
    case string(StringLiteralExprSyntax)
    case integer
    case float
    case bool
    case `nil`
    case array
    case dictionary

    /// The literal kind of `expr`, looking through a leading `-`; nil when it is not a literal.
    init?(_ expr: ExprSyntax) {
        // One look at the node's kind instead of a cast tried per literal kind: every argument
        // of every call in every example comes through here.
        switch expr.kind {
        case .stringLiteralExpr: self = .string(expr.cast(StringLiteralExprSyntax.self))
        case .integerLiteralExpr: self = .integer
        case .floatLiteralExpr: self = .float
        case .booleanLiteralExpr: self = .bool
        case .nilLiteralExpr: self = .nil
        case .arrayExpr: self = .array
        case .dictionaryExpr: self = .dictionary
        case .prefixOperatorExpr:
            let prefix = expr.cast(PrefixOperatorExprSyntax.self)
            guard prefix.operator.text == "-", let inner = LiteralKind(prefix.expression), inner == .integer || inner == .float
            else { return nil }
            self = inner
        default:
            return nil
        }
    }

    /// The text of a string literal without interpolation; nil for other literals and for a
    /// string with interpolation.
    var stringText: String? {
        guard case let .string(literal) = self else { return nil }
        return Self.plainText(of: literal)
    }

    /// Whether this is a string literal of exactly one character, as a `Character` takes,
    /// escapes read as Swift reads them (`"\u{65}\u{301}"` is one character).
    var isSingleCharacter: Bool {
        guard case let .string(literal) = self, let text = Self.plainText(of: literal) else { return false }
        let escape = "\\" + String(repeating: "#", count: literal.openingPounds?.text.count ?? 0)
        return Self.isSingleCharacter(text.contains(escape) ? Self.unescaped(text, escape: escape) : text)
    }

    /// A literal's text with its escapes (`\n`, `\u{301}`, or `\#n` in a raw string) replaced by
    /// the characters they stand for; an escape it does not know stays as written.
    static func unescaped(_ text: String, escape: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: escape) {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...]
            guard let first = rest.first else { return result + escape }
            let simple: [Character: String] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "\"": "\"", "'": "'"]
            if let replacement = simple[first] {
                result += replacement
                rest = rest.dropFirst()
            } else if first == "u", rest.dropFirst().first == "{", let close = rest.firstIndex(of: "}"),
                let value = UInt32(rest[rest.index(rest.startIndex, offsetBy: 2)..<close], radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: close)...]
            } else {
                result += escape
            }
        }
        return result + rest
    }

    /// The text of a string literal without interpolation, or nil when it has some.
    static func plainText(of string: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in string.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// Whether `text` is one character, found without counting the characters of a long text.
    static func isSingleCharacter(_ text: String) -> Bool {
        !text.isEmpty && text.index(after: text.startIndex) == text.endIndex
    }

    /// The type Swift gives the literal when nothing else decides.
    var naturalType: TypeRef? {
        switch self {
        case .string: .named("String")
        case .integer: .named("Int")
        case .float: .named("Double")
        case .bool: .named("Bool")
        case .nil, .array, .dictionary: nil
        }
    }

    /// The literal's type as the compiler names it in messages.
    var typeDescription: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .float: "Double"
        case .bool: "Bool"
        case .nil: "nil"
        case .array: "array literal"
        case .dictionary: "dictionary literal"
        }
    }
}
