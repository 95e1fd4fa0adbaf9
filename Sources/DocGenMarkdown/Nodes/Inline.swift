/// An inline Markdown element.
///
/// The cases with large payloads are `indirect`: an array of inlines then takes 24 bytes per
/// element instead of 56, which matters when every page of a large site is held parsed.
public enum Inline: Hashable, Sendable {
    /// Literal text.
    case text(String)
    /// A line ending inside a paragraph.
    case softBreak
    /// A hard line break (two spaces or a backslash before the newline).
    case lineBreak
    /// `code`.
    case code(String)
    /// A code span between double backticks holding a symbol path (```` ``Store/send(_:)`` ````),
    /// DocC's symbol link; GitHub shows it as any code span.
    case symbolLink(String)
    /// Raw inline HTML, rendered escaped unless the site allows raw HTML.
    case html(String)
    /// *emphasis*.
    case emphasis([Inline])
    /// **strong**.
    case strong([Inline])
    /// ~~strikethrough~~.
    case strikethrough([Inline])
    /// A link, including GFM autolinks.
    indirect case link(Link)
    /// An image; its children are the alt text.
    indirect case image(Link)
    /// A `[^label]` footnote reference.
    indirect case footnoteReference(label: String, position: SourcePosition)
}

/// A link or image target with its content.
public struct Link: Hashable, Sendable {
    /// The destination as written (`../banner.md#제약사항`).
    public var destination: String
    /// The optional title.
    public var title: String
    /// The link text, or an image's alt text.
    public var content: [Inline]
    /// Where the link starts.
    public var position: SourcePosition
}

extension Array where Element == Inline {
    /// The text a reader sees, without markup or raw HTML.
    public var plainText: String {
        var result = ""
        appendPlainText(to: &result)
        return result
    }

    /// Appends the text a reader sees to `result`.
    public func appendPlainText(to result: inout String) {
        for inline in self {
            switch inline {
            case .text(let text), .code(let text), .symbolLink(let text): result += text
            case .softBreak, .lineBreak: result += " "
            case .html: break
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                children.appendPlainText(to: &result)
            case .link(let link), .image(let link): link.content.appendPlainText(to: &result)
            case .footnoteReference: break
            }
        }
    }
}
