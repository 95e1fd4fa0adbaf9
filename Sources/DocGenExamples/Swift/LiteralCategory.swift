/// Which literals a type accepts, for types docgen knows: standard scalars, collections and model types.
enum LiteralCategory {
    case string
    case character
    case integer
    case floating
    case bool
    case array
    case dictionary
    /// A model or Foundation type: only the literals its `ExpressibleBy…Literal` conformances allow.
    case conforming(Set<String>)

    private static let integers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    private static let floatings: Set<String> = ["Double", "Float", "Float16", "Float80", "CGFloat", "Decimal"]

    /// The category of a resolved, non-optional type; nil for types docgen cannot judge (app, UIKit, generic).
    init?(_ type: TypeRef, index: TypeIndex) {
        switch type {
        case .array: self = .array
        case .dictionary: self = .dictionary
        case .optional, .opaque: return nil
        case let .named(name, _):
            switch name {
            case "String", "Substring", "StaticString": self = .string
            case "Character": self = .character
            case "Bool": self = .bool
            case "Set": self = .array
            case "URL", "UUID", "Date", "Data": self = .conforming([])
            case _ where Self.integers.contains(name): self = .integer
            case _ where Self.floatings.contains(name): self = .floating
            default:
                guard let declaration = index.type(named: name), declaration.kind != .protocol,
                    declaration.genericParameters.isEmpty
                else { return nil }
                self = .conforming(Self.conformances(of: declaration, index: index))
            }
        }
    }

    /// The protocols of the standard library that bring a literal conformance with them
    /// (`OptionSet` refines `SetAlgebra`, which takes an array literal of its elements).
    private static let literalRefinements: [String: [String]] = [
        "OptionSet": ["ExpressibleByArrayLiteral"], "SetAlgebra": ["ExpressibleByArrayLiteral"],
        "Numeric": ["ExpressibleByIntegerLiteral"], "SignedNumeric": ["ExpressibleByIntegerLiteral"],
        "BinaryInteger": ["ExpressibleByIntegerLiteral"], "FixedWidthInteger": ["ExpressibleByIntegerLiteral"],
        "SignedInteger": ["ExpressibleByIntegerLiteral"], "UnsignedInteger": ["ExpressibleByIntegerLiteral"],
        "FloatingPoint": ["ExpressibleByIntegerLiteral"],
        "BinaryFloatingPoint": ["ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral"],
        "StringProtocol": ["ExpressibleByStringInterpolation"],
    ]

    /// What `declaration` conforms to, through the protocols and superclasses of the index it
    /// inherits from, with the literal conformances the standard library's protocols among
    /// them bring.
    private static func conformances(of declaration: TypeDeclaration, index: TypeIndex) -> Set<String> {
        var names: Set<String> = []
        var visited: Set<String> = [declaration.name]
        var queue = [declaration]
        while let type = queue.popLast() {
            let scope = type.name.lastIndex(of: ".").map { String(type.name[..<$0]) }
            for name in type.inherited where names.insert(name).inserted {
                names.formUnion(literalRefinements[name] ?? [])
                if let found = index.resolve(.named(name), scope: scope).name, let supertype = index.types[found],
                    visited.insert(found).inserted
                {
                    queue.append(supertype)
                }
            }
        }
        return names
    }

    /// Whether a literal of this kind can have this type.
    func accepts(_ literal: LiteralKind) -> Bool {
        switch (self, literal) {
        case (.string, .string), (.integer, .integer), (.floating, .integer), (.floating, .float), (.bool, .bool),
            (.array, .array), (.dictionary, .dictionary):
            return true
        case (.character, .string):
            return literal.isSingleCharacter
        case let (.conforming(protocols), .string):
            return protocols.contains("ExpressibleByStringLiteral") || protocols.contains("ExpressibleByStringInterpolation")
                || (protocols.contains("ExpressibleByExtendedGraphemeClusterLiteral") && literal.isSingleCharacter)
        case let (.conforming(protocols), .integer):
            return protocols.contains("ExpressibleByIntegerLiteral")
        case let (.conforming(protocols), .float):
            return protocols.contains("ExpressibleByFloatLiteral")
        case let (.conforming(protocols), .bool):
            return protocols.contains("ExpressibleByBooleanLiteral")
        case let (.conforming(protocols), .array):
            return protocols.contains("ExpressibleByArrayLiteral")
        case let (.conforming(protocols), .dictionary):
            return protocols.contains("ExpressibleByDictionaryLiteral")
        case let (.conforming(protocols), .nil):
            return protocols.contains("ExpressibleByNilLiteral")
        default:
            return false
        }
    }
}
