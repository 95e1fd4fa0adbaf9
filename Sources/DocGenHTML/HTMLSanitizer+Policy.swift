import Foundation

extension HTMLSanitizer {
    /// What a sanitizer keeps: elements and their attributes, which URLs, whether `style` stays.
    public struct Policy: Sendable {
        /// Which URLs `href`, `src` and `srcset` may hold.
        public enum URLRule: Sendable {
            /// Absolute URLs with these schemes only.
            case absolute(links: Set<String>, images: Set<String>)
            /// Relative URLs too, which the site resolves like Markdown links; absolute ones must
            /// be http, https or mailto (links), http, https or a raster `data:` image (images).
            case relative
        }

        /// The allowed elements, each with the attributes it may keep besides the global ones.
        public var elements: [String: Set<String>]
        /// Attributes any allowed element may keep.
        public var globalAttributes: Set<String>
        /// Attributes left out without a note: harmless, only not the content's to set.
        public var quietlyDropped: Set<String>
        /// Elements removed together with everything inside them: scripts, styles, embedded
        /// documents, forms and foreign content, whose content is code or markup with other rules.
        public var droppedWithContent: Set<String>
        /// Which URLs are kept.
        public var urls: URLRule
        /// Whether kept links get `rel="noopener noreferrer nofollow"`.
        public var marksLinksNofollow: Bool

        /// What a component preview's HTML (a banner's content) keeps: text markup and web links and
        /// images; `style` only with text properties; no `class` or `id`, which could borrow the site's
        /// styles or collide with the page's anchors.
        public static let preview: Policy = {
            var elements: [String: Set<String>] = [:]
            let plain = [
                "p", "br", "b", "strong", "i", "em", "u", "s", "del", "ins", "small", "sub", "sup", "span", "div", "mark",
                "h1", "h2", "h3", "h4", "h5", "h6", "ul", "li", "blockquote", "hr", "code", "pre", "q", "cite", "abbr",
                "table", "thead", "tbody", "tfoot", "tr", "caption", "dl", "dt", "dd",
            ]
            for name in plain { elements[name] = [] }
            elements["a"] = ["href"]
            elements["img"] = ["src", "alt", "width", "height"]
            elements["ol"] = ["start"]
            elements["td"] = ["colspan", "rowspan"]
            elements["th"] = ["colspan", "rowspan"]
            return Policy(
                elements: elements, globalAttributes: ["title", "lang", "dir", "style"], quietlyDropped: ["class", "id"],
                droppedWithContent: HTMLSanitizer.codeAndDocuments.union(["source"]),
                urls: .absolute(links: ["http", "https", "mailto"], images: ["http", "https"]), marksLinksNofollow: true)
        }()

        /// What raw HTML in Markdown keeps, close to what GitHub shows of a README: text markup,
        /// `details`/`summary`, `kbd`, `sup`/`sub`, images with their size and alignment,
        /// `picture`/`source`, `align` on blocks, tables, anchors with `name` or `id`; no `style`,
        /// `class`, event handler or script.
        public static let markdown: Policy = {
            var elements: [String: Set<String>] = [:]
            let plain = [
                "b", "i", "strong", "em", "u", "s", "strike", "del", "ins", "small", "sub", "sup", "span", "mark", "code",
                "pre", "tt", "kbd", "samp", "var", "q", "cite", "abbr", "dfn", "time", "br", "hr", "wbr", "ul", "li", "dl",
                "dt", "dd", "blockquote", "thead", "tbody", "tfoot", "tr", "caption", "figure", "figcaption", "summary",
                "ruby", "rt", "rp", "picture",
            ]
            for name in plain { elements[name] = [] }
            for name in ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6"] { elements[name] = ["align"] }
            elements["a"] = ["href", "name", "id"]
            elements["img"] = ["src", "srcset", "alt", "width", "height", "align"]
            elements["source"] = ["src", "srcset", "media", "type", "width", "height"]
            elements["ol"] = ["start", "type"]
            elements["table"] = ["align", "width"]
            elements["td"] = ["align", "valign", "colspan", "rowspan", "width"]
            elements["th"] = ["align", "valign", "colspan", "rowspan", "width"]
            elements["details"] = ["open"]
            return Policy(
                elements: elements, globalAttributes: ["title", "lang", "dir", "aria-label"],
                quietlyDropped: ["class", "id", "style"], droppedWithContent: HTMLSanitizer.codeAndDocuments, urls: .relative,
                marksLinksNofollow: false)
        }()
    }

    /// Elements whose content is code or another document, removed with it by every policy.
    static let codeAndDocuments: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "template",
        "noscript", "noembed", "noframes", "textarea", "select", "option", "form", "button", "title", "head", "xmp",
        "plaintext", "canvas", "audio", "video", "track", "portal", "dialog",
    ]

    /// Elements whose content the HTML parser reads as raw text up to their end tag.
    static let rawText: Set<String> = [
        "script", "style", "iframe", "noscript", "noembed", "noframes", "textarea", "title", "xmp", "plaintext",
    ]

    /// Elements that never have content or an end tag.
    static let voidElements: Set<String> = ["br", "hr", "img", "wbr", "source"]
}

/// Keeps the text properties of a `style` attribute that cannot move, resize or cover anything.
enum StyleFilter {
    static let allowed: [String] = ["color", "background-color", "font-weight", "font-style", "text-decoration", "text-align"]
    static let allowedList = allowed.map { "'\($0)'" }.joined(separator: ", ")

    /// The allowed declarations, and whether anything was dropped.
    static func filter(_ style: String) -> (style: String, dropped: Bool) {
        var kept: [String] = []
        var dropped = false
        for declaration in style.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else {
                if !declaration.allSatisfy(\.isWhitespace) { dropped = true }
                continue
            }
            let property = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            let lowered = value.lowercased()
            let safeValue =
                !value.isEmpty && value.count <= 64
                && value.unicodeScalars.allSatisfy { scalar in
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " #.,%()-".unicodeScalars.contains(scalar)
                } && !lowered.contains("url") && !lowered.contains("expression") && !lowered.contains("var")
            if allowed.contains(property), safeValue {
                kept.append("\(property): \(value)")
            } else {
                dropped = true
            }
        }
        return (kept.joined(separator: "; "), dropped)
    }
}
