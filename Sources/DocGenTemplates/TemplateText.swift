import DocGenContent
import DocGenMarkdown

/// A text a skeleton is filled with (`ContextShape`): a string of the context, or HTML it holds
/// as bytes (`HTMLFragment`).
package enum TemplateText {
    case string(String)
    case html(HTMLBytes)

    /// The text's length in UTF-8 bytes.
    package var utf8Count: Int {
        switch self {
        case .string(let text): text.utf8.count
        case .html(let html): html.count
        }
    }

    /// Appends the text, escaped as swift-mustache escapes `{{name}}` when `escaped`.
    package func write(into output: inout HTMLBytes, escaped: Bool) {
        switch self {
        case .string(let text):
            output.raw(escaped ? HTMLEscaping.templateValue(text) : text)
        case .html(let html):
            // HTML printed with `{{…}}`, for a page that shows its own markup, is rare enough to
            // go through a string and escape as text does.
            if escaped { output.raw(HTMLEscaping.templateValue(html.text)) } else { output.raw(html) }
        }
    }
}
