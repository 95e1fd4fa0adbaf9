/// The five kinds of GitHub alert, a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
public enum AlertKind: String, CaseIterable, Sendable {
    case note, tip, important, warning, caution

    /// The English title GitHub shows, used when the renderer is given none.
    public var defaultTitle: String {
        switch self {
        case .note: "Note"
        case .tip: "Tip"
        case .important: "Important"
        case .warning: "Warning"
        case .caution: "Caution"
        }
    }

    /// The alert a block quote's blocks make, with the blocks it shows and, for one made from
    /// an MkDocs admonition, its title and folding; nil for a plain quote.
    ///
    /// As on GitHub, the marker must be alone on the quote's first line, in any case, and the
    /// quote must have something after it.
    static func alert(in blocks: [Block]) -> (kind: AlertKind, blocks: [Block], presentation: Admonitions.Presentation?)? {
        guard case .paragraph(let inlines, let position)? = blocks.first, case .text(let first)? = inlines.first else {
            return nil
        }
        let marker = first.trimmingTrailingSpaces()
        guard marker.utf8.count >= 5, marker.utf8.first == UInt8(ascii: "["), marker.utf8.last == UInt8(ascii: "]"),
            marker.utf8.dropFirst().first == UInt8(ascii: "!"),
            let kind = AlertKind(rawValue: String(marker.dropFirst(2).dropLast()).lowercased())
        else { return nil }
        var rest = blocks.dropFirst()
        var after = inlines.dropFirst()
        var presentation: Admonitions.Presentation?
        if case .html(let html)? = after.first, let made = Admonitions.Presentation(comment: html) {
            presentation = made
            after = after.dropFirst()
        }
        switch after.first {
        case nil:
            guard !rest.isEmpty else { return nil }
        case .softBreak?, .lineBreak?:
            rest.insert(.paragraph(Array(after.dropFirst()), position), at: rest.startIndex)
        default:
            return nil
        }
        return (kind, Array(rest), presentation)
    }

    /// The aside a DocC block quote makes (`> Note: …`, `> Experiment: …`): its kind, the title
    /// to show when the word is none of the five kinds' (`Experiment`), and its blocks without
    /// the word; nil for a plain quote.
    static func aside(in blocks: [Block]) -> (kind: AlertKind, title: String?, blocks: [Block])? {
        guard case .paragraph(var inlines, let position)? = blocks.first, case .text(let first)? = inlines.first,
            let colon = first.firstIndex(of: ":"),
            first.index(after: colon) == first.endIndex || first[first.index(after: colon)] == " "
        else { return nil }
        let word = String(first[..<colon])
        guard let (kind, isOwnTitle) = docCAsideKinds[word.lowercased()] else { return nil }
        let rest = first[first.index(after: colon)...].drop { $0 == " " }
        if rest.isEmpty {
            inlines.removeFirst()
            if case .softBreak? = inlines.first { inlines.removeFirst() }
        } else {
            inlines[0] = .text(String(rest))
        }
        var shown = Array(blocks.dropFirst())
        if !inlines.isEmpty { shown.insert(.paragraph(inlines, position), at: 0) }
        guard !shown.isEmpty else { return nil }
        return (kind, isOwnTitle ? word : nil, shown)
    }

    /// The aside a list item of a DocC page makes (`- Note: …`), as DocC reads the callouts of
    /// Swift's documentation comments: only with one of their words, so `- Tip:` stays an item.
    static func aside(inListItem blocks: [Block]) -> (kind: AlertKind, title: String?, blocks: [Block])? {
        guard case .paragraph(let inlines, _)? = blocks.first, case .text(let first)? = inlines.first,
            let colon = first.firstIndex(of: ":"), calloutWords.contains(first[..<colon].lowercased())
        else { return nil }
        return aside(in: blocks)
    }

    // The words of DocC's list item callouts that are aside words too (`Returns`, `Throws` and
    // `Parameter` make sections of a symbol's page, not asides).
    private static let calloutWords: Set<String> = [
        "attention", "bug", "complexity", "experiment", "important", "invariant", "note", "postcondition",
        "precondition", "remark", "requires", "seealso", "since", "todo", "version", "warning",
    ]

    // DocC's aside words, each shown as the alert of nearest meaning; those that are not one of
    // the five kinds' names keep their own word as the title.
    private static let docCAsideKinds: [String: (AlertKind, Bool)] = [
        "note": (.note, false), "tip": (.tip, false), "important": (.important, false), "warning": (.warning, false),
        "caution": (.caution, false), "experiment": (.tip, true), "attention": (.important, true), "bug": (.caution, true),
        "remark": (.note, true), "complexity": (.note, true), "precondition": (.note, true),
        "postcondition": (.note, true), "invariant": (.note, true), "requires": (.note, true), "since": (.note, true),
        "version": (.note, true), "todo": (.note, true), "throws": (.note, true), "seealso": (.note, true),
    ]

    /// The icon drawn before the title: a 16-point outline in the text colour.
    var icon: StaticString {
        switch self {
        case .note:
            // A circle with an "i".
            "<circle cx=\"8\" cy=\"8\" r=\"6.25\"/><path d=\"M8 7.25v4M8 4.75v.01\"/>"
        case .tip:
            // A light bulb.
            "<path d=\"M5.75 12.25h4.5M6.5 14.25h3M8 1.75a4.25 4.25 0 0 0-2.4 7.76c.4.28.65.73.65 1.22v.27h3.5v-.27c0-.49.25-.94.65-1.22A4.25 4.25 0 0 0 8 1.75z\"/>"
        case .important:
            // A speech bubble with an exclamation mark.
            "<path d=\"M2.75 2.25h10.5a1 1 0 0 1 1 1v7.5a1 1 0 0 1-1 1H8.5l-3 2.5v-2.5H2.75a1 1 0 0 1-1-1v-7.5a1 1 0 0 1 1-1z\"/><path d=\"M8 4.75v3M8 9.75v.01\"/>"
        case .warning:
            // A triangle with an exclamation mark.
            "<path d=\"M7.13 2.25a1 1 0 0 1 1.74 0l5.9 10.5a1 1 0 0 1-.87 1.5H2.1a1 1 0 0 1-.87-1.5z\"/><path d=\"M8 6.25v3.5M8 11.75v.01\"/>"
        case .caution:
            // An octagon with an exclamation mark.
            "<path d=\"M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z\"/><path d=\"M8 4.75v4M8 11v.01\"/>"
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
