/// A parsed kanban board: columns, each holding cards with optional metadata.
struct KanbanDiagram: Sendable {
    /// A column or a card: `id[text]`, `[text]` or bare text, with `@{ … }` metadata on cards.
    struct Item: Sendable {
        var id: String
        var label: TextBlock
        var ticket: String?
        var assigned: String?
        var priority: Priority?
    }

    /// A card's `priority`, drawn as a coloured bar on its left edge.
    enum Priority: String, Sendable, CaseIterable {
        case veryHigh = "Very High", high = "High", low = "Low", veryLow = "Very Low"
    }

    /// One column and its cards.
    struct Column: Sendable {
        var item: Item
        var cards: [Item] = []
    }

    var columns: [Column] = []
    var accessibility = AccessibilityText()
}
