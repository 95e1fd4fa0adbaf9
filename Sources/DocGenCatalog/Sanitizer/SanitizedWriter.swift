import DocGenMarkdown

/// Writes the sanitized HTML, keeping open and close tags balanced within the content.
struct SanitizedWriter {
    private(set) var notes: [String] = []
    private var html = ""
    private var open: [String] = []

    mutating func note(_ sentence: String) {
        if !notes.contains(sentence) { notes.append(sentence) }
    }

    mutating func text(_ text: String) {
        HTMLEscaping.appendText(text, to: &html)
    }

    mutating func open(_ name: String, attributes: [(String, String)]) {
        html += "<" + name
        for (attribute, value) in attributes {
            html += " \(attribute)=\"\(HTMLEscaping.attribute(value))\""
        }
        html += ">"
        if !HTMLSanitizer.voidElements.contains(name) { open.append(name) }
    }

    /// Closes `name` and anything opened inside it; an end tag for an element that is not open is dropped.
    mutating func close(_ name: String) {
        guard let index = open.lastIndex(of: name) else { return }
        for element in open[index...].reversed() { html += "</\(element)>" }
        open.removeSubrange(index...)
    }

    mutating func finish() -> String {
        for element in open.reversed() { html += "</\(element)>" }
        open.removeAll()
        return html
    }
}
