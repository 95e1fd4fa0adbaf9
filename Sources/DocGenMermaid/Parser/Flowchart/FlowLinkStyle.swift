/// A `linkStyle` rule.
struct FlowLinkStyle: Sendable, Hashable {
    /// The edge indices it applies to; nil for `default`.
    var indices: [Int]?
    /// The declarations.
    var properties: [StyleProperty]
    /// The offset of the rule, for out-of-range errors.
    var offset: Int
}
