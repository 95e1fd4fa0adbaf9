import DocGenMarkdown

/// Writes the sanitized HTML, keeping open and close tags balanced within the content, and
/// within each container (`enterContainer`) the content is split into.
struct SanitizedWriter {
    private(set) var notes: [String] = []
    private var html = ""
    private var open: [String] = []
    // Where each container's elements start in `open`: an end tag closes only its container's.
    private var floors: [Int] = []
    /// A removed element whose end tag has not come yet: what follows is removed until it does,
    /// or until the container it began in ends.
    var skipping: String?
    private var skippingDepth = 0

    mutating func note(_ sentence: String) {
        if !notes.contains(sentence) { notes.append(sentence) }
    }

    /// Whether `:shortcode:` emoji in text become their characters, as GitHub shows them, except
    /// inside `code`, `pre` and `tt`.
    var replacesEmoji = false

    mutating func text(_ text: String) {
        let literal = !replacesEmoji || open.contains { $0 == "code" || $0 == "pre" || $0 == "tt" }
        HTMLEscaping.appendText(literal ? text : EmojiShortcodes.replacing(in: text), to: &html)
    }

    mutating func open(_ name: String, attributes: [(String, String)]) {
        html += "<" + name
        for (attribute, value) in attributes {
            html += " \(attribute)=\"\(HTMLEscaping.attribute(value))\""
        }
        html += ">"
        if !HTMLSanitizer.voidElements.contains(name) { open.append(name) }
    }

    /// Closes `name` and anything opened inside it; an end tag for an element that is not open
    /// in the current container is dropped.
    mutating func close(_ name: String) {
        let floor = floors.last ?? 0
        guard let index = open[floor...].lastIndex(of: name) else { return }
        closeElements(from: index)
    }

    mutating func enterContainer() {
        floors.append(open.count)
    }

    mutating func leaveContainer() {
        closeElements(from: floors.popLast() ?? 0)
        if floors.count < skippingDepth { skipping = nil }
    }

    mutating func startSkipping(_ name: String) {
        skipping = name
        skippingDepth = floors.count
    }

    /// The HTML written since the last call, leaving open elements open.
    mutating func take() -> String {
        defer { html = "" }
        return html
    }

    mutating func finish() -> String {
        closeElements(from: 0)
        floors.removeAll()
        return take()
    }

    private mutating func closeElements(from index: Int) {
        guard index < open.count else { return }
        for element in open[index...].reversed() { html += "</\(element)>" }
        open.removeSubrange(index...)
    }
}
