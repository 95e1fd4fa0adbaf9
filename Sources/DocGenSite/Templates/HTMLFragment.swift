import DocGenMarkdown
import Mustache

/// HTML a template context holds as bytes: a page's body and its finished sidebar.
///
/// Pages are rendered into bytes from their body to the file, because making a `String` of a
/// page's HTML checks every byte of it as UTF-8 again (a tenth of a large build). Skeletons copy
/// the bytes in (`TemplateText`); a template rendered directly by swift-mustache sees the HTML
/// as text, the same as a string: printed as it is with `{{{…}}}`, escaped with `{{…}}`, a
/// section opened by it renders. Only transforms (`{{lowercased(page.content)}}`), which no
/// template applies to HTML, do not apply to it.
struct HTMLFragment: MustacheCustomRenderable, Sendable {
    /// The HTML.
    let html: HTMLBytes

    var renderText: String { html.text }
    var isNull: Bool { false }
}
