import SwiftParser
import SwiftSyntax

/// Turns swift-syntax type nodes, or type text such as a fence's `[QuickLinkItem]`, into `TypeRef`s.
enum TypeRefReader {
    // Module prefixes that docs and models may write in front of standard types.
    private static let modulePrefixes: Set<String> = ["Swift", "Foundation", "CoreGraphics", "UIKit"]

    /// The type written in `syntax`.
    static func read(_ syntax: TypeSyntax) -> TypeRef {
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            return normalised(identifier.name.text, arguments(identifier.genericArgumentClause))
        }
        if let member = syntax.as(MemberTypeSyntax.self) {
            let base = read(member.baseType)
            let name = member.name.text
            if case let .named(baseName, []) = base {
                if modulePrefixes.contains(baseName) {
                    return normalised(name, arguments(member.genericArgumentClause))
                }
                return .named("\(baseName).\(name)", arguments(member.genericArgumentClause))
            }
            return .opaque(syntax.trimmedDescription)
        }
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            return .optional(read(optional.wrappedType))
        }
        if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(read(unwrapped.wrappedType))
        }
        if let array = syntax.as(ArrayTypeSyntax.self) {
            return .array(read(array.element))
        }
        if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: read(dictionary.key), value: read(dictionary.value))
        }
        if let attributed = syntax.as(AttributedTypeSyntax.self) {
            return read(attributed.baseType)
        }
        // `any Decoder` and `some Decoder` name the protocol; docgen does not tell existentials apart.
        if let existential = syntax.as(SomeOrAnyTypeSyntax.self) {
            return read(existential.constraint)
        }
        if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return read(only.type)
        }
        return .opaque(syntax.trimmedDescription)
    }

    /// The type written in `text`, or nil when it is not a single well-formed type.
    static func read(text: String) -> TypeRef? {
        // Most info strings name one type (`json QuickLinkItem`); parsing those would cost more
        // than the whole check of a small block.
        if isPlainTypeName(text) { return normalised(text, []) }
        // `[TypeName]`, the other common form, reads as the array of that name, as it would parsed.
        if let element = arrayElementName(text) { return .array(normalised(element, [])) }
        return parse(text: text)
    }

    /// The element of `[Name]` when `Name` is a plain type name, otherwise nil.
    static func arrayElementName(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
        let element = String(Substring(bytes.dropFirst().dropLast()))
        return isPlainTypeName(element) ? element : nil
    }

    /// The type written in `text` as swift-syntax parses it, or nil when it is not a single well-formed type.
    static func parse(text: String) -> TypeRef? {
        guard !BracketDepth.exceedsMaximum(text) else { return nil }
        var parser = Parser(text)
        let syntax = TypeSyntax.parse(from: &parser)
        guard !syntax.hasError, syntax.trimmedDescription == text.trimmingWhitespace() else { return nil }
        return read(syntax)
    }

    /// Whether `text` is a bare type name that swift-syntax would read as just that name: ASCII
    /// letters, digits and `_`, starting with a capital, and not one of the capitalised keywords.
    static func isPlainTypeName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        let isIdentifier = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"):
                return true
            default:
                return false
            }
        }
        return isIdentifier && !["Any", "Self", "Type", "Protocol"].contains(text)
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeRef] {
        guard let clause else { return [] }
        return clause.arguments.map { argument in
            switch argument.argument {
            case let .type(type): read(type)
            case let .expr(expr): .opaque(expr.trimmedDescription)
            }
        }
    }

    private static func normalised(_ name: String, _ arguments: [TypeRef]) -> TypeRef {
        switch (name, arguments.count) {
        case ("Optional", 1): .optional(arguments[0])
        case ("Array", 1): .array(arguments[0])
        case ("Dictionary", 2): .dictionary(key: arguments[0], value: arguments[1])
        default: .named(name, arguments)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension TypeRef {
    /// The type written in `text`, as an info string names it (`[String: Item]`); nil when it is none.
    public init?(reading text: String) {
        guard let read = TypeRefReader.read(text: text) else { return nil }
        self = read
    }
}
