/// A label's decoded text: plain lines, ready to measure and escape.
struct TextBlock: Sendable, Hashable {
    /// The lines, without markup or entities.
    var lines: [String]
    /// Whether it came from a Markdown string (`"`…`"`), which Mermaid wraps automatically.
    var isMarkdown: Bool = false

    /// A block of one line.
    init(_ text: String) {
        lines = [text]
    }

    /// A block of the given lines.
    init(lines: [String], isMarkdown: Bool = false) {
        self.lines = lines
        self.isMarkdown = isMarkdown
    }

    /// Whether there is no visible text.
    var isEmpty: Bool { lines.allSatisfy { $0.isEmpty } }

    /// The lines joined with spaces, for summaries.
    var plain: String { Emphasis.stripped(lines.joined(separator: " ")) }
}
