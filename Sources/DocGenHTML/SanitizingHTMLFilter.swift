import DocGenMarkdown

/// Sanitizes the raw HTML of one Markdown document node by node, as the renderer meets it
/// (`RawHTMLFilter`), keeping the document's elements balanced: a `<details>` block, Markdown,
/// then a `</details>` block make one element; what is left open is closed at the end of the
/// container it was opened in.
public final class SanitizingHTMLFilter: RawHTMLFilter {
    private let sanitizer: HTMLSanitizer
    private let rewriteURL: (String, _ isImage: Bool) -> String?
    private var writer = SanitizedWriter()

    /// A filter for one document.
    ///
    /// `rewriteURL` turns each kept `href`, `src` or `srcset` URL into the one written (a link
    /// to `other.md` into `other.html`), or nil to drop it. With `emojiShortcodes`, `:tada:` in
    /// the HTML's text becomes 🎉, as in the Markdown around it.
    public init(
        sanitizer: HTMLSanitizer = HTMLSanitizer(policy: .markdown), emojiShortcodes: Bool = true,
        rewriteURL: @escaping (String, _ isImage: Bool) -> String? = { url, _ in url }
    ) {
        self.sanitizer = sanitizer
        self.rewriteURL = rewriteURL
        writer.replacesEmoji = emojiShortcodes
    }

    public func append(_ html: String, isBlock: Bool, to output: inout HTMLBytes) {
        sanitizer.sanitize(html, into: &writer, rewriteURL: rewriteURL)
        output.raw(writer.take())
    }

    public var suppressesMarkdown: Bool {
        writer.skipping != nil
    }

    public func enterContainer() {
        writer.enterContainer()
    }

    public func leaveContainer(into output: inout HTMLBytes) {
        writer.leaveContainer()
        output.raw(writer.take())
    }
}

extension HTMLSanitizer {
    /// A URL an element of raw HTML links to or loads, as the link checker sees it.
    public struct LinkedURL: Sendable, Equatable {
        /// The attribute's value with its character references decoded: what a browser follows.
        public var url: String
        /// Whether it is an image (`src` or `srcset`) rather than a link (`href`).
        public var isImage: Bool
        /// How many lines into the HTML the tag starts (0 for its first line).
        public var lineOffset: Int
    }

    /// The URLs in `html` that this policy keeps an element and attribute for, in order.
    public func linkedURLs(in html: String) -> [LinkedURL] {
        // Most HTML links nothing: only a tag with one of these attributes can.
        guard html.contains("href") || html.contains("src") else { return [] }
        var urls: [LinkedURL] = []
        forEachKeptAttribute(in: html) { attribute, value, line in
            switch attribute {
            case "href": urls.append(LinkedURL(url: value.trimmingASCIIWhitespace(), isImage: false, lineOffset: line))
            case "src": urls.append(LinkedURL(url: value.trimmingASCIIWhitespace(), isImage: true, lineOffset: line))
            case "srcset":
                for (url, _) in Self.srcsetCandidates(value) {
                    urls.append(LinkedURL(url: url, isImage: true, lineOffset: line))
                }
            default: break
            }
        }
        return urls
    }

    /// The ids that elements of `html` this policy keeps give the page to link to: an anchor's
    /// `name` or `id` (`<a name="setup"></a>`), in order.
    public func anchorNames(in html: String) -> [String] {
        // Most HTML names nothing: only a tag with one of these attributes can.
        guard html.contains("name") || html.contains("id") else { return [] }
        var names: [String] = []
        forEachKeptAttribute(in: html) { attribute, value, _ in
            if attribute == "name" || attribute == "id", !value.isEmpty { names.append(value) }
        }
        return names
    }

    /// Calls `body` with each attribute of `html` that this policy keeps, its value and the
    /// lines before its tag, in order.
    private func forEachKeptAttribute(in html: String, _ body: (String, String, Int) -> Void) {
        var scanner = HTMLScanner(html)
        while let token = scanner.next() {
            guard case let .startTag(name, attributes, selfClosing) = token else { continue }
            if policy.droppedWithContent.contains(name) {
                if !selfClosing { scanner.skipElement(named: name, raw: Self.rawText.contains(name)) }
                continue
            }
            guard let allowed = policy.elements[name] else { continue }
            let line = scanner.linesBeforeLastToken()
            for (attribute, value) in attributes where allowed.contains(attribute) { body(attribute, value, line) }
        }
    }
}
