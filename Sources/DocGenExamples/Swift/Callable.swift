/// Something a call can resolve to: an initializer, a method or an enum case with associated values.
struct Callable {
    /// The name used in messages, such as `PromotionalHeaderData.init(id:icon:title:subtitle:backgroundColor:)`.
    var displayName: String
    /// The parameters, with types already resolved against the index.
    var parameters: [ParameterDeclaration]
    /// The type of the call's value, when known.
    var resultType: TypeRef?
    /// Whether this is the synthesized `init(rawValue:)` of an enum (its argument is checked against the raw values).
    var isRawValueInitializer = false
    /// The enum whose raw values an `init(rawValue:)` accepts.
    var owner: String?
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
