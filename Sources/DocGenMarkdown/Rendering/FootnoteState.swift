/// Numbers footnotes in the order cmark lists their definitions and counts repeated references,
/// so each reference gets a unique id.
final class FootnoteState {
    private var numbers: [String: Int] = [:]
    private var seen: [String: Int] = [:]

    init() {}

    init(document: Document) {
        var next = 1
        for case .footnoteDefinition(let label, _) in document.blocks where numbers[label] == nil {
            numbers[label] = next
            next += 1
        }
    }

    /// The footnote's number and how many times it has been referenced so far, this one included.
    func reference(to label: String) -> (number: Int, occurrence: Int) {
        let occurrence = (seen[label] ?? 0) + 1
        seen[label] = occurrence
        return (numbers[label] ?? 0, occurrence)
    }
}
