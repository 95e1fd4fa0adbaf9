import DocGenMarkdown

/// Cleans untrusted HTML down to an allow-list (`Policy`), so it can never run script or reach
/// outside the place it is shown in: a banner's content in a preview card, or raw HTML in Markdown.
///
/// The input is tokenized and written out again: only allowed elements and attributes survive,
/// every text and attribute value is re-escaped, URLs are checked (`Policy.URLRule`), `style`
/// keeps only a few text properties where it is kept at all, elements whose content is code or
/// another document (`script`, `style`, `iframe`, `svg`, …) are removed with their content,
/// comments and other unknown elements are unwrapped, and end tags only close elements this
/// content opened.
public struct HTMLSanitizer: Sendable {
    /// What was cleaned, with the HTML that is safe to embed.
    public struct Result: Sendable, Equatable {
        /// The safe HTML.
        public var html: String
        /// One sentence per kind of thing removed, in first-seen order, such as "removed the 'script' element".
        public var removed: [String]
    }

    /// What this sanitizer keeps.
    public let policy: Policy

    /// Creates a sanitizer with an allow-list, a preview's by default.
    public init(policy: Policy = .preview) {
        self.policy = policy
    }

    /// Returns the allowed part of `html`.
    public func sanitize(_ html: String) -> Result {
        var writer = SanitizedWriter()
        sanitize(html, into: &writer, rewriteURL: { url, _ in url })
        return Result(html: writer.finish(), removed: writer.notes)
    }

    /// Writes the allowed part of `html` into `writer`, which may hold elements opened by earlier fragments.
    func sanitize(_ html: String, into writer: inout SanitizedWriter, rewriteURL: (String, _ isImage: Bool) -> String?) {
        var scanner = HTMLScanner(html)
        // An element an earlier fragment began removing goes on until its end tag.
        if let skipping = writer.skipping {
            guard scanner.skipElement(named: skipping, raw: Self.rawText.contains(skipping)) else { return }
            writer.skipping = nil
        }
        while let token = scanner.next() {
            switch token {
            case let .text(text):
                writer.text(text)
            case let .startTag(name, attributes, selfClosing):
                if policy.droppedWithContent.contains(name) {
                    writer.note("removed the '\(name)' element")
                    if !selfClosing, !scanner.skipElement(named: name, raw: Self.rawText.contains(name)) {
                        writer.startSkipping(name)
                    }
                } else if let allowed = policy.elements[name] {
                    let kept = filter(attributes, allowed: allowed, element: name, writer: &writer, rewriteURL: rewriteURL)
                    writer.open(name, attributes: kept)
                } else {
                    writer.note("removed the '\(name)' tag")
                }
            case let .endTag(name):
                writer.close(name)
            case .comment:
                writer.note("removed a comment")
            }
        }
    }

    private func filter(
        _ attributes: [(name: String, value: String)], allowed: Set<String>, element: String, writer: inout SanitizedWriter,
        rewriteURL: (String, _ isImage: Bool) -> String?
    ) -> [(String, String)] {
        var kept: [(String, String)] = []
        for (name, value) in attributes where !kept.contains(where: { $0.0 == name }) {
            guard allowed.contains(name) || policy.globalAttributes.contains(name) else {
                // `class` and `id` are left out for the page's sake, not because they are unsafe:
                // the app's HTML carries them as a matter of course, and saying so is noise.
                if !policy.quietlyDropped.contains(name) {
                    writer.note(name.hasPrefix("on") ? "removed the event handler '\(name)'" : "removed the attribute '\(name)'")
                }
                continue
            }
            switch name {
            case "href", "src":
                let isImage = name == "src"
                guard let url = checkedURL(value, isImage: isImage).flatMap({ rewriteURL($0, isImage) }) else {
                    writer.note("removed the \(name) '\(value.prefix(40))', which is not an allowed URL")
                    continue
                }
                kept.append((name, url))
            case "srcset":
                let candidates = Self.srcsetCandidates(value).compactMap { url, descriptor in
                    checkedURL(url, isImage: true).flatMap { rewriteURL($0, true) }.map { $0 + descriptor }
                }
                if !candidates.isEmpty { kept.append((name, candidates.joined(separator: ", "))) }
            case "style":
                let (style, dropped) = StyleFilter.filter(value)
                if dropped { writer.note("removed style properties other than \(StyleFilter.allowedList)") }
                if !style.isEmpty { kept.append((name, style)) }
            case "width", "height", "colspan", "rowspan", "start":
                if Self.isSize(value) { kept.append((name, value)) }
            case "align", "valign", "type":
                if !value.isEmpty, value.count <= 10, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                    kept.append((name, value))
                }
            default:
                kept.append((name, value))
            }
        }
        if policy.marksLinksNofollow, element == "a", kept.contains(where: { $0.0 == "href" }) {
            kept.append(("rel", "noopener noreferrer nofollow"))
        }
        return kept
    }

    /// The URL as kept, when the policy allows it.
    private func checkedURL(_ value: String, isImage: Bool) -> String? {
        switch policy.urls {
        case .absolute(let links, let images):
            return Self.safeURL(value, schemes: isImage ? images : links)
        case .relative:
            let trimmed = value.trimmingASCIIWhitespace()
            guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }),
                !URLSafety.isDangerous(trimmed)
            else { return nil }
            // A scheme is what comes before a `:` that no `/`, `?` or `#` precedes.
            guard let colon = trimmed.firstIndex(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }),
                trimmed[colon] == ":"
            else { return trimmed }
            let scheme = trimmed[..<colon].lowercased()
            let allowed: Set<String> = isImage ? ["http", "https", "data"] : ["http", "https", "mailto"]
            return allowed.contains(scheme) ? trimmed : nil
        }
    }

    /// The URLs of a `srcset` with what follows each (` 2x`, ` 480w`).
    static func srcsetCandidates(_ value: String) -> [(url: String, descriptor: String)] {
        value.split(separator: ",").compactMap { candidate in
            let parts = candidate.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard let url = parts.first else { return nil }
            let descriptor = parts.dropFirst().filter {
                $0.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "x" || $0 == "w") }
            }
            return (String(url), descriptor.isEmpty ? "" : " " + descriptor.joined(separator: " "))
        }
    }

    private static func isSize(_ value: String) -> Bool {
        let digits = value.hasSuffix("%") ? value.dropLast() : Substring(value)
        return !digits.isEmpty && digits.count <= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The schemes of images and links a preview may load or open.
    public static let webSchemes: Set<String> = ["http", "https"]

    /// The URL when it is absolute with one of `schemes`; control characters and spaces inside the scheme never pass.
    public static func safeURL(_ value: String, schemes: Set<String>) -> String? {
        let trimmed = value.trimmingASCIIWhitespace()
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let scheme = trimmed[..<colon].lowercased()
        guard schemes.contains(scheme), !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        return trimmed
    }
}

extension String {
    /// The string without ASCII whitespace at either end.
    package func trimmingASCIIWhitespace() -> String {
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
