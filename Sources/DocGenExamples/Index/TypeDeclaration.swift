import DocGenDiagnostics

/// One model type as read from source: its kind, members, coding keys and how it decodes.
public struct TypeDeclaration: Sendable {
    /// The kind of declaration.
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `actor`
    }

    /// How the type is decoded from JSON.
    public enum Decoding: Sendable, Equatable {
        /// The compiler's synthesized `init(from:)` (or none at all).
        case synthesized
        /// A hand-written `init(from:)` that docgen cannot follow: values are checked structurally only.
        case handWritten
        /// A hand-written `init(from:)` that decodes a single string (`singleValueContainer` and `String`).
        case singleString
    }

    /// The qualified name, such as `QuickLinkItem` or `Outer.Inner`.
    public var name: String
    /// Whether it is a struct, class, enum, protocol or actor.
    public var kind: Kind
    /// The names of its generic parameters.
    public var genericParameters: [String] = []
    /// The names in its inheritance clauses (raw type, superclass, protocols), including those added by extensions.
    public var inherited: [String] = []
    /// Its properties, instance and static, stored and computed, in declaration order.
    public var properties: [PropertyDeclaration] = []
    /// Its initializers as written in the type and its extensions.
    public var writtenInitializers: [InitializerDeclaration] = []
    /// Its methods, instance and static.
    public var methods: [MethodDeclaration] = []
    /// Its enum cases in order.
    public var cases: [EnumCaseDeclaration] = []
    /// The simple names of the types nested in it.
    public var nestedTypes: [String] = []
    /// Its `CodingKeys`, when it declares them.
    public var codingKeys: [CodingKeyDeclaration]?
    /// How it decodes from JSON.
    public var decoding: Decoding = .synthesized
    /// Where its name is declared.
    public var location: SourceLocation
    /// Its documentation comment without the `///` markers, when it has one.
    public var documentation: String?
    /// The names of the attributes written on it (`Observable`, `MainActor`, `dynamicMemberLookup`).
    public var attributes: [String] = []
    /// Its `subscript(dynamicMember:)`s, in declaration order.
    public var dynamicMemberSubscripts: [DynamicMemberSubscript] = []
    /// The root types of its `subscript(dynamicMember:)` key paths (`State` for
    /// `KeyPath<State, Value>`), with `.opaque` for a subscript that takes a string or any name.
    public var dynamicMemberRoots: [TypeRef] { dynamicMemberSubscripts.map(\.root) }
    /// Whether a name that is not its own may be inherited.
    ///
    /// True when it inherits from or conforms to anything but the plain supertypes
    /// (`TypeIndex.plainSupertypes`), or forwards dynamic members; kept by the index as
    /// extensions add conformances.
    var hasSupertypes = false
    /// Whether an initializer is written in the type's own body, which suppresses the memberwise one.
    var hasInitializerInBody = false
    /// Whether a page's examples declared the type, rather than the models.
    var isPageType = false
    /// Whether the type is `private` or `fileprivate`: seen only in its own file, so another
    /// file may declare its own of the same name.
    var isFilePrivate = false
    /// Whether it or a type it is nested in is neither `public` nor `open`: code of another
    /// module cannot name it, so such code's name for it may be another module's type.
    var isModuleInternal = false
    /// Whether it is declared inside an `#if` clause, so another declaration of the name may be
    /// the same type for another platform (`#if os(iOS)` in one file, `#if os(macOS)` in another).
    var isConditional = false
    /// The memberwise initializers of its declarations for each platform, when `#if` clauses
    /// declare it more than once (`absorb(platformVariant:)`); nil for a type declared once.
    var platformMemberwiseInitializers: [InitializerDeclaration]?
    /// Whether it is declared only for platforms other than Apple's (`#if os(Linux) ||
    /// os(Windows)`), standing in for a framework type they lack (swift-snapshot-testing's
    /// `XCTAttachment`): on Apple's platforms the name is the framework's type, whose members
    /// docgen does not see.
    var isForOtherPlatforms = false
    /// Whether its body marks members left out (`// ...`, a line `...`): an example's
    /// declaration then shows part of the type, and what it does not show is not missing.
    var elidesMembers = false
    /// The model folder given that holds it and the folder of it at the top, which may be a
    /// module of its own (`Sources/Kit/Views` for `Sources/Kit/Views/Chip.swift`); nil for a type
    /// not read from a folder.
    var folder: String?
    /// Whether the type has members docgen cannot see of its own: a page type that is generic.
    ///
    /// What it inherits from types outside the index is `TypeIndex.lineage(of:)`'s to say.
    var inheritsUnseenMembers = false

    /// Creates a declaration with no members.
    public init(name: String, kind: Kind, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }

    /// The last component of the name.
    public var simpleName: String {
        // Most model types are top-level; their name is already simple.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The instance properties that hold a value, in declaration order.
    public var storedProperties: [PropertyDeclaration] {
        properties.filter { $0.isStored && !$0.isStatic }
    }

    /// The static properties.
    public var staticProperties: [PropertyDeclaration] {
        properties.filter(\.isStatic)
    }

    /// The instance properties, stored and computed.
    public var instanceProperties: [PropertyDeclaration] {
        properties.filter { !$0.isStatic }
    }

    /// The raw-value type of an enum, such as `String`, or nil.
    public var rawType: TypeRef? {
        guard kind == .enum else { return nil }
        return inherited.first(where: TypeDeclaration.rawValueTypeNames.contains).map { TypeRef.named($0) }
    }

    static let rawValueTypeNames: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat",
    ]

    /// Whether it declares `Codable` or `Decodable` itself or through an extension.
    public var declaresDecodable: Bool {
        inherited.contains("Codable") || inherited.contains("Decodable")
    }

    /// Whether members the index does not list may exist whatever the type inherits: platform
    /// stand-ins, types declared for other platforms only and generic page types; such types'
    /// members are not checked.
    var hasUnseenMembers: Bool { inheritsUnseenMembers || isPlatformStandIn || isForOtherPlatforms }

    /// Whether it stands in for an Apple framework type (`UIColor`, `CGFloat`, …): Swift code may use
    /// members the stand-in does not declare, so only the members it does declare are checked.
    public var isPlatformStandIn: Bool {
        // Asked for every member use the checker sees, so only the first three scalars are read.
        var scalars = simpleName.unicodeScalars.makeIterator()
        guard let first = scalars.next(), let second = scalars.next(), let third = scalars.next() else { return false }
        switch (first, second) {
        case ("U", "I"), ("C", "G"), ("N", "S"), ("C", "A"): return third.properties.isUppercase
        default: return false
        }
    }
}
