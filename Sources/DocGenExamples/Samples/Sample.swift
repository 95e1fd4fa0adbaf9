import DocGenDiagnostics

/// A value from an example that passed its check, ready to preview: its model type and its value.
public struct Sample: Sendable, Equatable, Codable {
    /// The language the sample was written in.
    public enum Language: String, Sendable, Codable {
        case json, swift
    }

    /// The sample's type as resolved against the index, such as `QuickLinkItem` or `[QuickLinkItem]`.
    public var type: TypeRef
    /// The value.
    public var root: SampleNode
    /// Whether it came from a JSON block or a Swift initializer call.
    public var language: Language

    /// Creates a sample.
    public init(type: TypeRef, root: SampleNode, language: Language) {
        self.type = type
        self.root = root
        self.language = language
    }

    /// The model type's name, for a sample of one model or an array of them.
    public var modelName: String? {
        switch type {
        case let .named(name, _): name
        case let .array(.named(name, _)): name
        default: nil
        }
    }

    /// The location of the sample's first character.
    public var location: SourceLocation { root.location }
}
