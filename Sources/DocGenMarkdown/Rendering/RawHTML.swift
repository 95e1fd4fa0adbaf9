/// What the renderer does with raw HTML written in Markdown.
public enum RawHTML {
    /// Shown as text, escaped.
    case escaped
    /// Passed through with GitHub's tag filter (`<script>`, `<style>`, … shown as text), as
    /// cmark-gfm's `tagfilter` extension writes it: for documents whose writers are trusted.
    case tagFiltered
    /// Handed to a filter, such as a sanitizer, one HTML node at a time.
    case filtered(any RawHTMLFilter)
}

/// Writes the raw HTML nodes of one document, in order, as the document is rendered.
///
/// cmark-gfm gives raw HTML as separate nodes: a `<details>` block, then Markdown, then a
/// `</details>` block, or `<kbd>` and `</kbd>` inline around text. A filter sees them one at a
/// time and keeps its own open elements across them; the renderer tells it where each Markdown
/// container (paragraph, list item, quote, table cell, footnote) begins and ends, so what raw
/// HTML opens inside one is closed before the container's own end tag.
public protocol RawHTMLFilter: AnyObject {
    /// Appends one HTML block (`isBlock`) or inline HTML span, filtered.
    func append(_ html: String, isBlock: Bool, to output: inout HTMLBytes)
    /// Whether the Markdown coming next lies inside an element the filter removes with its
    /// content (`<script>` and `</script>` inline around text), so the renderer leaves it out.
    var suppressesMarkdown: Bool { get }
    /// Marks the start of a Markdown container: end tags inside it close only what it opens.
    func enterContainer()
    /// Closes whatever was opened since the matching `enterContainer()`.
    func leaveContainer(into output: inout HTMLBytes)
}
