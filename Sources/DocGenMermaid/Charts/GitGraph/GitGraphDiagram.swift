/// A parsed git graph: commits in the order they were made, each on a branch, with the
/// parents that link them.
struct GitGraphDiagram: Sendable {
    /// The way commits run: `gitGraph LR:` (the default), `TB:` or `BT:`.
    enum Orientation: String, Sendable, CaseIterable {
        case leftToRight = "LR", topToBottom = "TB", bottomToTop = "BT"

        /// Whether commits run down or up the page, branches side by side.
        var isVertical: Bool { self != .leftToRight }
    }

    /// How a commit is drawn: `type: NORMAL`, `REVERSE` or `HIGHLIGHT`.
    enum Symbol: String, Sendable, CaseIterable {
        case normal = "NORMAL", reverse = "REVERSE", highlight = "HIGHLIGHT"
    }

    /// What made a commit.
    enum Kind: Sendable, Equatable {
        case commit
        /// `merge`: its second parent is the merged branch's head.
        case merge
        /// `cherry-pick`: its second parent is the picked commit.
        case cherryPick
    }

    struct Commit: Sendable {
        /// `id: "…"`, or a generated id such as `3-5f1c9a2`.
        var id: String
        /// Whether `id` was written in the source; a merge shows its id only then.
        var hasCustomID: Bool
        var kind: Kind
        /// `type:`; nil draws a merge as a ringed circle and any other commit as a plain one.
        var symbol: Symbol?
        var tags: [String]
        /// The index of its branch in ``GitGraphDiagram/branches``.
        var branch: Int
        /// Indices of its parents in ``GitGraphDiagram/commits``: the branch's previous head
        /// first, then the merged head or picked commit.
        var parents: [Int]
    }

    struct Branch: Sendable {
        var name: String
        /// `order:`, or for the main branch `gitGraph.mainBranchOrder`.
        var order: Double?
    }

    var orientation = Orientation.leftToRight
    var title: String?
    var accessibility = AccessibilityText()
    var commits: [Commit] = []
    /// The branches in the order they were created, the main branch first.
    var branches: [Branch] = []

    /// The branches' indices in drawing order: the main branch at `mainBranchOrder` (0), then
    /// branches without `order` as they were created, then by `order`, as mermaid.js sorts them.
    var laneOrder: [Int] {
        let fraction = 1 / Double(branches.count + 1)
        let keys = branches.enumerated().map { index, branch in branch.order ?? Double(index) * fraction }
        return branches.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
    }
}
