import DocGenMarkdown

/// What the rest of the build needs from a page's parsed document once its body is rendered:
/// the title heading, the headings and the ids links may point at.
public struct PageOutline: Sendable {
    /// The text of the first level-1 heading.
    public var firstTitle: String?
    /// Every heading, in document order.
    public var headings: [Heading]
    /// Heading anchors and footnote ids.
    public var anchors: Set<String>

    /// The outline of a document.
    init(_ document: Document) {
        headings = document.headings
        firstTitle = headings.first { $0.level == 1 }?.plainText
        var anchors = Set(headings.map(\.anchor))
        for case .footnoteDefinition(let label, _) in document.blocks {
            anchors.insert("fn-\(label)")
            anchors.insert("fnref-\(label)")
        }
        self.anchors = anchors
    }
}
