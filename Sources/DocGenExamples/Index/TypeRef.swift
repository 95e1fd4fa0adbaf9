/// A type as written in a declaration, normalised so that `Array<T>`, `[T]`, `Optional<T>` and `T?` compare equal.
public indirect enum TypeRef: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A named type such as `String`, `QuickLinkType` or `Outer.Inner`, with its generic arguments.
    case named(String, [TypeRef])
    /// `T?`, `T!` or `Optional<T>`.
    case optional(TypeRef)
    /// `[T]` or `Array<T>`.
    case array(TypeRef)
    /// `[K: V]` or `Dictionary<K, V>`.
    case dictionary(key: TypeRef, value: TypeRef)
    /// A tuple, function, existential or other type that docgen does not look into.
    case opaque(String)

    /// A plain named type without generic arguments.
    public static func named(_ name: String) -> TypeRef { .named(name, []) }

    /// The type as Swift spells it, such as `[String: Int]?`.
    public var description: String {
        switch self {
        case let .named(name, arguments):
            arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case let .optional(wrapped):
            "\(wrapped)?"
        case let .array(element):
            "[\(element)]"
        case let .dictionary(key, value):
            "[\(key): \(value)]"
        case let .opaque(text):
            text
        }
    }

    /// Whether the type is optional.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type with every level of optionality removed.
    public var unwrapped: TypeRef {
        if case let .optional(wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The name of a named type, otherwise nil.
    public var name: String? {
        if case let .named(name, _) = self { return name }
        return nil
    }

    /// The type with generic parameters replaced by their arguments.
    func substituting(_ bindings: [String: TypeRef]) -> TypeRef {
        guard !bindings.isEmpty else { return self }
        switch self {
        case let .named(name, arguments):
            if arguments.isEmpty, let bound = bindings[name] { return bound }
            // `R.State` with `R` bound to `Feature` is `Feature.State`.
            if let dot = name.firstIndex(of: "."), case let .named(base, [])? = bindings[String(name[..<dot])] {
                return .named(base + name[dot...], arguments.map { $0.substituting(bindings) })
            }
            return .named(name, arguments.map { $0.substituting(bindings) })
        case let .optional(wrapped):
            return .optional(wrapped.substituting(bindings))
        case let .array(element):
            return .array(element.substituting(bindings))
        case let .dictionary(key, value):
            return .dictionary(key: key.substituting(bindings), value: value.substituting(bindings))
        case let .opaque(text):
            // A generic parameter the declaration marked (`TypeDeclaration.markingGenericParameters`).
            return bindings[text] ?? self
        }
    }
}
