/// Something a call can resolve to: an initializer, a method or an enum case with associated values.
struct Callable {
    /// The type it belongs to, such as `PromotionalHeaderData`.
    var typeName: String
    /// Its base name: `init`, the method's or the case's.
    var name: String
    /// The parameters, with types already resolved against the index.
    var parameters: [ParameterDeclaration]
    /// The type of the call's value, when known.
    var resultType: TypeRef?
    /// Whether this is the synthesized `init(rawValue:)` of an enum (its argument is checked against the raw values).
    var isRawValueInitializer = false
    /// The enum whose raw values an `init(rawValue:)` accepts.
    var owner: String?

    /// The name used in messages, such as `PromotionalHeaderData.init(id:icon:title:subtitle:backgroundColor:)`.
    ///
    /// Made only when a message needs it: most calls match and are never named.
    var displayName: String {
        "\(typeName).\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }
}

/// One argument of a call as written.
struct CallArgument {
    /// Its label, or nil when unlabeled.
    var label: String?
    /// Where its label (or, without one, its value) starts.
    var position: Int
    /// Where its value starts.
    var valuePosition: Int
}
