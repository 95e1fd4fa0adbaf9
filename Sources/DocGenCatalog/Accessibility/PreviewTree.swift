import DocGenHTML

/// A drawn preview's HTML as elements and texts, for `PreviewStyles` to walk up and down.
struct PreviewTree {
    struct Element {
        var tag: String
        var attributes: [String: String]
        var parent: Int?

        /// The names in its `class` attribute; read only for an element whose style is not cached.
        var classes: Set<String> {
            Set((attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init))
        }
    }

    /// Element 0 is the page around the preview, which `:root`, `html` and `body` rules style.
    private(set) var elements: [Element] = [Element(tag: "", attributes: [:], parent: nil)]
    /// Each text with the element it is in.
    private(set) var texts: [(text: String, element: Int)] = []
    /// The `src` of each `<img>` with no `alt` attribute.
    private(set) var imagesWithoutAlt: [String] = []

    private static let voidTags: Set<String> = [
        "img", "br", "hr", "input", "meta", "link", "source", "wbr", "area", "col", "embed", "track",
    ]
    /// Elements whose text is not text on the page (or is drawn by SVG's own colors).
    private static let ignoredTags: Set<String> = ["svg", "style", "script", "template", "noscript"]

    /// Whether `text` holds more than white space; an ASCII letter answers without reading
    /// characters, which was a tenth of checking a catalog.
    private static func hasText(_ text: String) -> Bool {
        var onlyASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                onlyASCII = false
            } else if byte != 0x20, byte != 0x0A, byte != 0x09, byte != 0x0D, byte != 0x0C {
                return true
            }
        }
        return !onlyASCII && text.contains { !$0.isWhitespace }
    }

    init(_ html: String) {
        var scanner = HTMLScanner(html)
        var open: [Int] = [0]
        // The place in `open` of the element whose text is ignored, while one is open.
        var ignoredFrom: Int?
        while let token = scanner.next() {
            switch token {
            case let .text(text):
                if ignoredFrom == nil, let element = open.last, Self.hasText(text) {
                    texts.append((text, element))
                }
            case let .startTag(tag, attributeList, selfClosing):
                var attributes: [String: String] = [:]
                for attribute in attributeList where attributes[attribute.name] == nil {
                    attributes[attribute.name] = attribute.value
                }
                if tag == "img", attributes["alt"] == nil { imagesWithoutAlt.append(attributes["src"] ?? "") }
                elements.append(Element(tag: tag, attributes: attributes, parent: open.last))
                if !selfClosing, !Self.voidTags.contains(tag) {
                    open.append(elements.count - 1)
                    if ignoredFrom == nil, Self.ignoredTags.contains(tag) { ignoredFrom = open.count - 1 }
                }
            case let .endTag(tag):
                guard let index = open.lastIndex(where: { elements[$0].tag == tag }), index > 0 else { continue }
                open.removeSubrange(index...)
                if let from = ignoredFrom, from >= open.count { ignoredFrom = nil }
            case .comment:
                break
            }
        }
    }
}
