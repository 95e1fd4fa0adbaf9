/// Where a `click` directive sends the reader; only safe URLs get this far.
struct NodeLink: Sendable, Hashable {
    /// An http(s) or relative URL.
    var url: String
    /// The tooltip, if any.
    var tooltip: String?
    /// The target window, such as `_blank`.
    var target: String?
}
