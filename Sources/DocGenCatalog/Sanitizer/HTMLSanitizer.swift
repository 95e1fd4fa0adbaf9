import DocGenMarkdown

/// Cleans untrusted HTML (a banner's `H` content) down to an allow-list, so it can never run script
/// or reach outside the card it is shown in.
///
/// The input is tokenized and written out again: only allowed elements and attributes survive,
/// every text and attribute value is re-escaped, URLs must be http, https or mailto (images http or
/// https), `style` keeps only a few text properties, elements whose content is code or another
/// document (`script`, `style`, `iframe`, `svg`, …) are removed with their content, other unknown
/// elements are unwrapped, and end tags only close elements this content opened.
public struct HTMLSanitizer: Sendable {
    /// What was cleaned, with the HTML that is safe to embed.
    public struct Result: Sendable, Equatable {
        /// The safe HTML.
        public var html: String
        /// One sentence per kind of thing removed, in first-seen order, such as "removed the 'script' element".
        public var removed: [String]
    }

    /// Creates a sanitizer with the built-in allow-list.
    public init() {}

    /// Returns the allowed part of `html`.
    public func sanitize(_ html: String) -> Result {
        var scanner = HTMLScanner(html)
        var writer = SanitizedWriter()
        while let token = scanner.next() {
            switch token {
            case let .text(text):
                writer.text(text)
            case let .startTag(name, attributes, selfClosing):
                if Self.droppedWithContent.contains(name) {
                    writer.note("removed the '\(name)' element")
                    if !selfClosing { scanner.skipElement(named: name, raw: Self.rawText.contains(name)) }
                } else if let allowed = Self.elements[name] {
                    writer.open(name, attributes: filter(attributes, allowed: allowed, element: name, writer: &writer))
                } else {
                    writer.note("removed the '\(name)' tag")
                }
            case let .endTag(name):
                writer.close(name)
            case .comment:
                writer.note("removed a comment")
            }
        }
        return Result(html: writer.finish(), removed: writer.notes)
    }

    private func filter(
        _ attributes: [(name: String, value: String)], allowed: Set<String>, element: String, writer: inout SanitizedWriter
    ) -> [(String, String)] {
        var kept: [(String, String)] = []
        for (name, value) in attributes where !kept.contains(where: { $0.0 == name }) {
            guard allowed.contains(name) || Self.globalAttributes.contains(name) else {
                // `class` and `id` are left out for the page's sake, not because they are unsafe:
                // the app's HTML carries them as a matter of course, and saying so is noise.
                if !Self.quietlyDropped.contains(name) {
                    writer.note(name.hasPrefix("on") ? "removed the event handler '\(name)'" : "removed the attribute '\(name)'")
                }
                continue
            }
            switch name {
            case "href", "src":
                let schemes: Set<String> = name == "src" ? ["http", "https"] : ["http", "https", "mailto"]
                guard let url = Self.safeURL(value, schemes: schemes) else {
                    writer.note("removed the \(name) '\(value.prefix(40))', which is not an allowed URL")
                    continue
                }
                kept.append((name, url))
            case "style":
                let (style, dropped) = StyleFilter.filter(value)
                if dropped { writer.note("removed style properties other than \(StyleFilter.allowedList)") }
                if !style.isEmpty { kept.append((name, style)) }
            case "width", "height", "colspan", "rowspan", "start":
                if value.allSatisfy(\.isASCIIDigit), value.count <= 4, !value.isEmpty { kept.append((name, value)) }
            default:
                kept.append((name, value))
            }
        }
        if element == "a", kept.contains(where: { $0.0 == "href" }) { kept.append(("rel", "noopener noreferrer nofollow")) }
        return kept
    }

    /// The schemes of images and links a preview may load or open.
    static let webSchemes: Set<String> = ["http", "https"]

    /// The URL when it is absolute with one of `schemes`; control characters and spaces inside the scheme never pass.
    static func safeURL(_ value: String, schemes: Set<String>) -> String? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let scheme = trimmed[..<colon].lowercased()
        guard schemes.contains(scheme), !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        return trimmed
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        // Nearly every value has nothing to trim, which its first and last bytes tell.
        func isSpaceByte(_ byte: UInt8?) -> Bool { byte.map { $0 == 0x20 || (0x09...0x0D).contains($0) } ?? false }
        guard isSpaceByte(utf8.first) || isSpaceByte(utf8.last) else { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        var text = Substring(self)
        while let first = text.first, isSpace(first) { text = text.dropFirst() }
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        return String(text)
    }
}
