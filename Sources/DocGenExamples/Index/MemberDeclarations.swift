import DocGenDiagnostics

/// A stored or computed property, instance or static.
public struct PropertyDeclaration: Hashable, Sendable {
    /// The property's name.
    public var name: String
    /// The declared type, or the type inferred from a literal or initializer call; nil when unknown.
    public var type: TypeRef?
    /// Whether it is declared with `let`.
    public var isLet: Bool
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it stores a value (no getter), so it is part of the memberwise initializer and of JSON.
    public var isStored: Bool
    /// Whether it has an initial value (`= …`).
    public var hasInitialValue: Bool
    /// Whether it is `private` or `fileprivate`, so code outside its file cannot use it.
    public var isPrivate: Bool
    /// Whether it is written `fileprivate` rather than `private`, as diagnostics name it.
    public var isFileprivate = false
    /// Whether it is `public` or `open`, so other modules see it.
    public var isPublic = false
    /// Where its name is.
    public var location: SourceLocation
    /// Where its type annotation is, when it has one.
    public var typeLocation: SourceLocation?
    /// The initial value as written (`= …` without the `=`), when it has one.
    public var initialValue: String? = nil
    /// Its documentation comment without the `///` markers, when it has one.
    public var documentation: String? = nil
    /// Whether it has an attribute that may be a property wrapper or macro (`@Published`,
    /// `@State`, `@Shared(…)`), which gives it `_name` storage and may give it a `$name` projection.
    public var isWrapped = false
    /// Whether its type is written `T!`: Swift unwraps it wherever a `T` is needed.
    public var isImplicitlyUnwrapped = false
}

/// One parameter of an initializer, method or enum case.
public struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label; nil for `_` or an unlabeled associated value.
    public var label: String?
    /// The parameter's type.
    public var type: TypeRef
    /// Whether it has a default value, so callers may leave it out.
    public var hasDefault: Bool
    /// Whether it is variadic (`T...`).
    public var isVariadic: Bool
    /// Where it is declared.
    public var location: SourceLocation
    /// The default value as written, when it has one.
    public var defaultValue: String? = nil
    /// Whether it is a memberwise initializer's parameter for a private stored property, which
    /// only code in the property's file may pass.
    public var isPrivate = false
}

/// An initializer: written in the type or an extension, or synthesized (memberwise, `init(rawValue:)`).
public struct InitializerDeclaration: Hashable, Sendable {
    /// The parameters in order.
    public var parameters: [ParameterDeclaration]
    /// Whether it is `init?`.
    public var isFailable: Bool
    /// Whether the compiler synthesizes it (memberwise or `init(rawValue:)`).
    public var isSynthesized: Bool
    /// Whether it is `private` or `fileprivate`.
    public var isPrivate: Bool
    /// Whether it is `fileprivate` rather than `private`, as diagnostics name it.
    public var isFileprivate = false
    /// Where it is declared (the type's location for synthesized ones).
    public var location: SourceLocation
    /// Whether it is written `override` or `convenience` (and not marked unavailable): a class
    /// that writes one may inherit initializers from a superclass docgen cannot see.
    public var mayInherit = false
    /// The protocols the extension it is written in conforms the type to (`extension
    /// Certificate: DERImplicitlyTaggable`): it may be one of their requirements.
    public var conformances: [String] = []
    /// The group of its `@_spi(Group)` attribute, when it has one: only code that writes
    /// `@_spi(Group) import` of the models' module sees it.
    public var spiGroup: String? = nil

    /// The Swift name, such as `init(id:icon:title:)`.
    public var signature: String { "init(\(parameters.map { "\($0.label ?? "_"):" }.joined()))" }
}

/// A method, instance or static.
public struct MethodDeclaration: Hashable, Sendable {
    /// The method's base name.
    public var name: String
    /// The parameters in order.
    public var parameters: [ParameterDeclaration]
    /// The declared return type; nil for `Void` or when not written.
    public var returnType: TypeRef?
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether it is `private` or `fileprivate`.
    public var isPrivate: Bool
    /// Whether it is `fileprivate` rather than `private`, as diagnostics name it.
    public var isFileprivate = false
    /// Where it is declared.
    public var location: SourceLocation
    /// Its documentation comment without the `///` markers, when it has one.
    public var documentation: String? = nil
}

/// One case of an enum.
public struct EnumCaseDeclaration: Hashable, Sendable {
    /// The case name.
    public var name: String
    /// The explicit raw value as written (string contents without quotes), or nil when implicit.
    public var explicitRawValue: String?
    /// The associated values, or nil when the case has none.
    public var associatedValues: [ParameterDeclaration]?
    /// Where the case name is.
    public var location: SourceLocation
    /// Its documentation comment without the `///` markers, when it has one.
    public var documentation: String? = nil
}

/// One case of a `CodingKeys` enum: the property it codes and its key in JSON.
public struct CodingKeyDeclaration: Hashable, Sendable {
    /// The property name (the case name).
    public var propertyName: String
    /// The JSON key (the raw value, or the case name).
    public var jsonKey: String
}

/// A `subscript(dynamicMember:)`: the root it forwards members to and the type it gives for one.
public struct DynamicMemberSubscript: Hashable, Sendable {
    /// The key path's root (`State` of `KeyPath<State, Value>`), or `.opaque` for a subscript
    /// that takes a string or any name.
    public var root: TypeRef
    /// The subscript's generic parameter the key path's value binds (`Value`), marked `.opaque`
    /// in `result`; nil when the value is no generic parameter of the subscript.
    public var valueParameter: String?
    /// The type the subscript gives (`Value`, `Binding<Value>`); nil when it is not written.
    public var result: TypeRef?
}
