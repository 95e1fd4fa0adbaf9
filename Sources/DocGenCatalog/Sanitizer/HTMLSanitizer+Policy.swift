import Foundation

extension HTMLSanitizer {
    /// The allowed elements, each with the attributes it may keep besides the global ones.
    static let elements: [String: Set<String>] = {
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
        return elements
    }()

    /// Attributes any allowed element may keep.
    ///
    /// `class` and `id` are not among them: they could borrow the site's own styles or collide
    /// with the page's anchors.
    static let globalAttributes: Set<String> = ["title", "lang", "dir", "style"]

    /// Attributes left out without a `preview-html` warning: harmless, only not the page's to take.
    static let quietlyDropped: Set<String> = ["class", "id"]

    /// Elements removed together with everything inside them: scripts, styles, embedded documents,
    /// forms and foreign content, whose content is code or markup with other rules.
    static let droppedWithContent: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math", "template",
        "noscript", "noembed", "noframes", "textarea", "select", "option", "form", "button", "title", "head", "xmp",
        "plaintext", "canvas", "audio", "video", "source", "track", "portal", "dialog",
    ]

    /// Elements whose content the HTML parser reads as raw text up to their end tag.
    static let rawText: Set<String> = [
        "script", "style", "iframe", "noscript", "noembed", "noframes", "textarea", "title", "xmp", "plaintext",
    ]

    /// Elements that never have content or an end tag.
    static let voidElements: Set<String> = ["br", "hr", "img"]
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
