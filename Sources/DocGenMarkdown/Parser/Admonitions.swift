/// MkDocs admonitions (`!!! tip "Title"` over indented lines, `???` and `???+` for collapsed and
/// open ones), read before parsing as the alerts GitHub writes as `> [!TIP]`.
///
/// MkDocs sites (Material's admonitions and details) write notes this way; read as CommonMark,
/// the marker is a paragraph and the indented body a code block. Each line keeps its place and
/// its columns: the marker line becomes the alert's first line, and the body's indentation (four
/// spaces or a tab) becomes the quote's `>` and what is left of it, so diagnostics inside keep
/// their positions.
public enum Admonitions {
    /// Whether a line starts with `!!!` or `???`: every page is asked, so the line starts are
    /// found with `memchr`, which reads many bytes a step.
    private static func mayHaveMarker(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            func isMarker(at index: Int) -> Bool {
                guard index + 3 <= bytes.count, bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?") else {
                    return false
                }
                return bytes[index + 1] == bytes[index] && bytes[index + 2] == bytes[index]
            }
            var start = 0
            while true {
                if isMarker(at: start) { return true }
                guard let newline = bytes.offset(of: 0x0A, from: start) else { return false }
                start = newline + 1
            }
        }
    }

    /// The text with its admonitions rewritten as alerts; nil when it has none.
    public static func process(_ text: String) -> String? {
        guard mayHaveMarker(text) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        var fences = CodeFences()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard !fences.isCode(line.drop { $0 == " " }), let marker = Marker(line) else {
                index += 1
                continue
            }
            var end = index + 1
            var lastBody = index
            while end < lines.count {
                if lines[end].allSatisfy({ $0 == " " || $0 == "\t" }) {
                    end += 1
                } else if lines[end].hasPrefix("    ") || lines[end].hasPrefix("\t") {
                    lastBody = end
                    end += 1
                } else {
                    break
                }
            }
            // An admonition with nothing under it stays as written.
            guard lastBody > index else {
                index += 1
                continue
            }
            lines[index] = "> [!\(marker.kind.rawValue.uppercased())]" + marker.comment
            for body in (index + 1)...lastBody {
                let line = lines[body]
                if line.hasPrefix("\t") {
                    lines[body] = ">" + line.dropFirst()
                } else if line.hasPrefix("    ") {
                    lines[body] = ">   " + line.dropFirst(4)
                } else {
                    lines[body] = ">"
                }
            }
            changed = true
            index = lastBody + 1
        }
        return changed ? lines.joined(separator: "\n") : nil
    }

    /// How an admonition folds: `???` starts collapsed, `???+` open.
    public enum Folding: String, Sendable {
        case collapsed, open
    }

    /// What an alert made from an admonition shows besides its kind: the title it names (empty
    /// for none, nil for the kind's own) and whether it folds, read from the comment the marker
    /// line carries.
    struct Presentation: Equatable {
        var title: String?
        var folding: Folding?

        /// The presentation a marker line's comment holds; nil for any other HTML.
        init?(comment html: String) {
            guard html.hasPrefix(Self.prefix), html.hasSuffix("-->") else { return nil }
            var fields = html.dropFirst(Self.prefix.count).dropLast(3).split(
                separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count == 2 else { return nil }
            folding = Folding(rawValue: String(fields.removeLast()))
            let title = fields[0]
            self.title = title == "\u{1E}" ? nil : String(title)
        }

        init(title: String?, folding: Folding?) {
            (self.title, self.folding) = (title, folding)
        }

        /// The comment that carries the presentation on the marker line.
        var comment: String {
            Self.prefix + (title ?? "\u{1E}") + "\u{1F}" + (folding?.rawValue ?? "") + "-->"
        }

        private static let prefix = "<!--docgen-admonition "
    }

    /// An admonition's first line: `!!! warning "Careful"`, `??? note`, `???+ tip ""`.
    private struct Marker {
        var kind: AlertKind
        var comment: String

        init?(_ line: String) {
            let folding: Folding?
            var rest: Substring
            if line.hasPrefix("!!! ") {
                (folding, rest) = (nil, line.dropFirst(4))
            } else if line.hasPrefix("???+ ") {
                (folding, rest) = (.open, line.dropFirst(5))
            } else if line.hasPrefix("??? ") {
                (folding, rest) = (.collapsed, line.dropFirst(4))
            } else {
                return nil
            }
            rest = rest.drop { $0 == " " }
            let word = rest.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
            guard !word.isEmpty else { return nil }
            rest = rest.dropFirst(word.count).drop { $0 == ":" }.drop { $0 == " " }
            var title: String?
            if rest.hasPrefix("\"") {
                let inner = rest.dropFirst()
                guard let close = inner.firstIndex(of: "\"") else { return nil }
                title = String(inner[..<close]).replacingOccurrences(of: "-->", with: "")
                rest = inner[inner.index(after: close)...].drop { $0 == " " }
            }
            guard rest.isEmpty else { return nil }
            let (kind, ownTitle) = Self.kind(of: word.lowercased())
            // Without a title of its own, a type that is no alert kind is titled by its word.
            if title == nil, ownTitle { title = word.prefix(1).uppercased() + word.dropFirst().lowercased() }
            self.kind = kind
            comment = title == nil && folding == nil ? "" : Presentation(title: title, folding: folding).comment
        }

        // Material's types, each shown as the alert of nearest meaning.
        private static func kind(of type: String) -> (AlertKind, ownTitle: Bool) {
            switch type {
            case "note": (.note, false)
            case "tip": (.tip, false)
            case "important": (.important, false)
            case "warning": (.warning, false)
            case "caution": (.caution, false)
            case "hint", "success", "check", "done", "example": (.tip, true)
            case "attention", "question", "help", "faq": (.important, true)
            case "danger", "error", "failure", "fail", "missing", "bug": (.caution, true)
            default: (.note, true)
            }
        }
    }
}
