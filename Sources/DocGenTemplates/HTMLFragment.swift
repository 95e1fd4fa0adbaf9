import DocGenContent
import DocGenMarkdown
import Mustache

/// HTML a template context holds as bytes: a page's body and its finished sidebar.
///
/// Pages are rendered into bytes from their body to the file, because making a `String` of a
/// page's HTML checks every byte of it as UTF-8 again (a tenth of a large build). Skeletons copy
/// the bytes in (`TemplateText`); a template that swift-mustache renders directly sees the HTML
/// as the string it spells, in every tag: printed, escaped, opening a section or transformed.
package struct HTMLFragment: MustacheCustomRepresentation, Sendable {
    /// The HTML.
    package let html: HTMLBytes

    package var representation: Any? { html.text }
}
