/// Numbers footnotes in the order cmark lists their definitions and counts repeated references,
/// so each reference gets the unique id cmark-gfm gives it.
final class FootnoteState {
    private var numbers: [String: Int] = [:]
    private var seen: [String: Int] = [:]
    // cmark counts a footnote's references in source order. Notes come last when rendered, so
    // when a note holds a reference the two orders can differ; only then is each reference's
    // place among its footnote's references found from the positions.
    private var sourceOrder: [SourcePosition: Int] = [:]

    init() {}

    init(document: Document) {
        var next = 1
        var notesHoldReferences = false
        for case .footnoteDefinition(let label, _, let blocks) in document.blocks {
            if numbers[label] == nil {
                numbers[label] = next
                next += 1
            }
            Document(blocks: blocks).walkInlines { inline in
                if case .footnoteReference = inline { notesHoldReferences = true }
            }
        }
        guard notesHoldReferences else { return }
        var positions: [String: [SourcePosition]] = [:]
        document.walkInlines { inline in
            if case .footnoteReference(let label, let position) = inline { positions[label, default: []].append(position) }
        }
        for list in positions.values {
            for (index, position) in list.sorted().enumerated() { sourceOrder[position] = index + 1 }
        }
    }

    /// The footnote's number and which of its references this is, counting from 1; references
    /// are asked for in the order they are rendered, alt text included.
    func reference(to label: String, at position: SourcePosition) -> (number: Int, occurrence: Int) {
        let occurrence = (seen[label] ?? 0) + 1
        seen[label] = occurrence
        return (numbers[label] ?? 0, sourceOrder[position] ?? occurrence)
    }
}
