/// Limits and defaults for rendering; the defaults suit documentation sites.
public struct MermaidOptions: Sendable, Hashable {
    /// The most nodes a diagram may have; more is an error.
    public var maximumNodes: Int
    /// The most edges a diagram may have; more is an error.
    public var maximumEdges: Int
    /// The most characters a diagram's source may have; more is an error.
    public var maximumCharacters: Int
    /// The deepest subgraphs or composite states may nest; deeper is an error.
    public var maximumNesting: Int
    /// The theme used when a diagram names none: `default`, `neutral`, `dark`, `forest` or `base`.
    public var theme: String

    /// Creates options; every limit bounds the work one diagram can cause.
    public init(
        maximumNodes: Int = 2_000, maximumEdges: Int = 5_000, maximumCharacters: Int = 50_000, maximumNesting: Int = 24,
        theme: String = "default"
    ) {
        self.maximumNodes = maximumNodes
        self.maximumEdges = maximumEdges
        self.maximumCharacters = maximumCharacters
        self.maximumNesting = maximumNesting
        self.theme = theme
    }
}
