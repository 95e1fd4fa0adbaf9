/// A diagram of a type drawn without the graph pipeline (mindmap, journey, kanban, packet,
/// treemap, tree view, sankey, venn, ishikawa, git graph, wardley), laid out and ready to write.
///
/// Each type's parser and layout fill one in; ``ChartDocument`` writes it with the same root
/// element, accessible text and scoped style sheet as every other diagram.
struct Chart {
    /// The type's name, used in the root element's class (`dg-mindmap`).
    var kind: String
    /// The type's name in a sentence's first word, the title when nothing else names the diagram: "Mindmap".
    var noun: String
    /// The title drawn above the diagram: front matter's `title` or the type's own `title` statement.
    var title: String?
    /// `accTitle` and `accDescr`.
    var accessibility = AccessibilityText()
    /// The plain-language summary used when `accDescr` is not given.
    var summary: String
    /// The drawing's size, without the title.
    var size: Size
    /// The boxes that must not overlap one another, for tests and coverage measurements.
    var nodeBoxes: [Rect] = []
    /// Style rules the drawing adds, scoped under the root id: selector suffix and declarations.
    var css: [(String, String)] = []
    /// Warnings the parse produced.
    var warnings: [ParseError] = []
    /// Writes the drawing, with its top-left corner at the origin.
    var draw: (inout SVGWriter) -> Void
}

/// What every chart parser receives: the preprocessed source, where its header word starts,
/// the configuration from front matter and directives, and the limits.
struct ChartInput {
    var source: SourceText
    var headerOffset: Int
    var configuration: [(key: String, value: String)]
    var options: MermaidOptions

    /// The last value of a configuration key such as `packet.showBits`.
    func setting(_ key: String) -> String? {
        configuration.last { $0.key == key }?.value
    }

    /// A numeric setting within bounds, or nil when missing or out of range.
    func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let text = setting(key), let value = Double(text.trimmingSpaces.unquoted), range.contains(value) else { return nil }
        return value
    }
}
