import DocGenHTML

/// A drawn preview's HTML as elements and texts, for `PreviewStyles` to walk up and down.
struct PreviewTree {
    struct Element: Hashable {
        var markup: Markup
        var parent: Int?

        var tag: String { markup.tag }

        /// The names in its `class` attribute; read only for an element whose style is not cached.
        var classes: Set<String> {
            // HTML splits the attribute at ASCII white space, byte by byte.
            let text = markup.classes ?? ""
            let parts = text.utf8.split { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
            return Set(parts.map { String(text[$0.startIndex..<$0.endIndex]) })
        }
    }

    /// What of an element's start tag its style depends on, hashed once: each element is
    /// looked up in the style cache in both themes.
    struct Markup: Hashable {
        var tag: String
        /// The `class` attribute as written.
        var classes: String?
        /// The `style` attribute.
        var style: String?
        /// `hidden` or `aria-hidden="true"`.
        var hidden: Bool
        private var hash = 0

        init(tag: String, classes: String? = nil, style: String? = nil, hidden: Bool = false) {
            (self.tag, self.classes, self.style, self.hidden) = (tag, classes, style, hidden)
            var hasher = Hasher()
            hasher.combine(tag)
            hasher.combine(classes)
            hasher.combine(style)
            hasher.combine(hidden)
            hash = hasher.finalize()
        }

        static func == (left: Markup, right: Markup) -> Bool {
            left.hash == right.hash && left.tag == right.tag && left.classes == right.classes && left.style == right.style
                && left.hidden == right.hidden
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// What the contrast of a preview's texts follows from.
    ///
    /// Its elements, each with its markup and parent, and the elements that hold text: two
    /// previews of one shape differ only in their words (and in what `imagesWithoutAlt` reads),
    /// so they draw every text in the same colors.
    struct Shape: Hashable {
        var elements: [Element]
        var textElements: [Int]
        private var hash: Int

        init(elements: [Element], textElements: [Int]) {
            (self.elements, self.textElements) = (elements, textElements)
            var hasher = Hasher()
            hasher.combine(elements)
            hasher.combine(textElements)
            hash = hasher.finalize()
        }

        static func == (left: Shape, right: Shape) -> Bool {
            left.hash == right.hash && left.textElements == right.textElements && left.elements == right.elements
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// The preview's shape.
    var shape: Shape { Shape(elements: elements, textElements: texts.map(\.element)) }

    /// Element 0 is the page around the preview, which `:root`, `html` and `body` rules style.
    private(set) var elements: [Element] = [Element(markup: Markup(tag: ""), parent: nil)]
    /// Each text with the element it is in.
    private(set) var texts: [(text: String, element: Int)] = []
    /// The `src` of each `<img>` with no `alt` attribute.
    private(set) var imagesWithoutAlt: [String] = []

    /// Elements that have no end tag.
    ///
    /// A `switch` compares the short names as they are, where a set would hash each tag of
    /// every preview.
    private static func isVoid(_ tag: String) -> Bool {
        switch tag {
        case "img", "br", "hr", "input", "meta", "link", "source", "wbr", "area", "col", "embed", "track": true
        default: false
        }
    }

    /// Elements whose text is not text on the page (or is drawn by SVG's own colors).
    private static func isIgnored(_ tag: String) -> Bool {
        switch tag {
        case "svg", "style", "script", "template", "noscript": true
        default: false
        }
    }

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
            case let .startTag(tag, attributes, selfClosing):
                // The first of repeated attributes counts, as in a browser.
                func value(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
                if tag == "img", value("alt") == nil { imagesWithoutAlt.append(value("src") ?? "") }
                let markup = Markup(
                    tag: tag, classes: value("class"), style: value("style"),
                    hidden: value("hidden") != nil || value("aria-hidden") == "true")
                elements.append(Element(markup: markup, parent: open.last))
                if !selfClosing, !Self.isVoid(tag) {
                    open.append(elements.count - 1)
                    if ignoredFrom == nil, Self.isIgnored(tag) { ignoredFrom = open.count - 1 }
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
