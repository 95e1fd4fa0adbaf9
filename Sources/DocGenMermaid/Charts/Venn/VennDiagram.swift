/// A parsed venn diagram: sets, the unions where they overlap, and text placed in either.
struct VennDiagram: Sendable {
    /// A `set` or a `union` of sets.
    struct Area: Sendable {
        var id: String
        var label: TextBlock
        /// The sets a union joins; empty for a set.
        var members: [String] = []
        var size: Double?
        /// `text` lines under it.
        var texts: [(id: String, label: TextBlock)] = []
    }

    var title: String?
    var sets: [Area] = []
    var unions: [Area] = []
    /// `style` declarations by set, union or text id.
    var styles: [String: [StyleProperty]] = [:]
    var accessibility = AccessibilityText()
}
