/// Renders a `Document` to an HTML fragment, with hooks the site pipeline uses to rewrite
/// links and replace code blocks (diagrams, checked examples, highlighted code).
public struct HTMLRenderer {
    /// Whether raw HTML in the Markdown is passed through; when false it is shown escaped.
    public var allowRawHTML = false
    /// Returns the `href` or `src` to write for a link or image destination.
    public var resolveURL: (_ link: Link, _ isImage: Bool) -> String = { link, _ in link.destination }
    /// Writes HTML that replaces a code block and returns true, or returns false for the default
    /// `<pre><code>`.
    public var writeCodeBlock: (CodeBlock, inout HTMLBytes) -> Bool = { _, _ in false }
    /// Returns a URL for inline code that names something with its own page (a model type), or nil.
    public var linkCode: (String) -> String? = { _ in nil }

    /// Creates a renderer with the default behaviour.
    public init() {}

    /// Renders the document's blocks.
    public func render(_ document: Document) -> String {
        html(for: document).text
    }

    /// Renders the document's blocks as bytes, for HTML that is written out rather than read.
    public func html(for document: Document) -> HTMLBytes {
        var renderer = self
        renderer.footnotes = FootnoteState(document: document)
        return renderer.renderBlocks(document)
    }

    var footnotes = FootnoteState()

    private func renderBlocks(_ document: Document) -> HTMLBytes {
        var output = HTMLBytes(capacity: 16_384)
        var footnotes: [(label: String, blocks: [Block])] = []
        for block in document.blocks {
            if case .footnoteDefinition(let label, let blocks) = block {
                footnotes.append((label, blocks))
            } else {
                render(block, tight: false, into: &output)
            }
        }
        if !footnotes.isEmpty { renderFootnotes(footnotes, into: &output) }
        return output
    }

    /// The inline HTML of some inline content, such as a heading for a table of contents.
    public func render(inlines: [Inline]) -> String {
        var output = HTMLBytes()
        render(inlines, into: &output)
        return output.text
    }

    // MARK: - Blocks

    func render(_ block: Block, tight: Bool, into output: inout HTMLBytes) {
        switch block {
        case .paragraph(let inlines, _):
            if tight {
                render(inlines, into: &output)
                output.raw("\n")
            } else {
                output.raw("<p>")
                render(inlines, into: &output)
                output.raw("</p>\n")
            }
        case .heading(let heading):
            output.raw("<h")
            output.decimal(heading.level)
            output.raw(" id=\"")
            output.attribute(heading.anchor)
            output.raw("\">")
            render(heading.content, into: &output)
            output.raw("<a class=\"heading-anchor\" href=\"#")
            output.attribute(heading.anchor)
            output.raw("\" aria-label=\"Link to this section\">#</a></h")
            output.decimal(heading.level)
            output.raw(">\n")
        case .blockQuote(let children, _):
            output.raw("<blockquote>\n")
            children.forEach { render($0, tight: false, into: &output) }
            output.raw("</blockquote>\n")
        case .list(let list):
            renderList(list, into: &output)
        case .codeBlock(let code):
            guard !writeCodeBlock(code, &output) else { break }
            let language = code.language
            if language.isEmpty {
                output.raw("<pre><code>")
            } else {
                output.raw("<pre><code class=\"language-")
                output.attribute(language)
                output.raw("\">")
            }
            output.text(code.code)
            output.raw("</code></pre>\n")
        case .htmlBlock(let html, _):
            if allowRawHTML {
                output.raw(html)
            } else {
                output.raw("<p class=\"raw-html\">")
                output.text(html)
                output.raw("</p>\n")
            }
        case .thematicBreak:
            output.raw("<hr />\n")
        case .table(let table):
            renderTable(table, into: &output)
        case .footnoteDefinition:
            break
        }
    }

    private func renderList(_ list: ListBlock, into output: inout HTMLBytes) {
        let isTaskList = list.items.contains { $0.task != nil }
        output.raw(list.ordered ? "<ol" : "<ul")
        if isTaskList { output.raw(" class=\"task-list\"") }
        if list.ordered, list.start != 1 {
            output.raw(" start=\"")
            output.decimal(list.start)
            output.raw("\"")
        }
        output.raw(">\n")
        for item in list.items {
            if let checked = item.task {
                output.raw("<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\"")
                if checked { output.raw(" checked=\"\"") }
                output.raw(" /> ")
            } else {
                output.raw("<li>")
            }
            for (index, block) in item.blocks.enumerated() {
                if list.tight, case .paragraph(let inlines, _) = block {
                    if index > 0, !output.hasSuffix("\n") { output.raw("\n") }
                    render(inlines, into: &output)
                } else {
                    if !output.hasSuffix("\n") { output.raw("\n") }
                    render(block, tight: false, into: &output)
                }
            }
            output.raw("</li>\n")
        }
        output.raw(list.ordered ? "</ol>\n" : "</ul>\n")
    }

    private func renderTable(_ table: Table, into output: inout HTMLBytes) {
        func openCell(_ tag: StaticString, column: Int) {
            let alignment = column < table.alignments.count ? table.alignments[column] : .none
            output.raw("<")
            output.raw(tag)
            if alignment != .none {
                output.raw(" style=\"text-align: ")
                output.raw(alignment.rawValue)
                output.raw("\"")
            }
            output.raw(">")
        }
        output.raw("<div class=\"table-wrapper\"><table>\n<thead>\n<tr>\n")
        for (column, cell) in table.header.enumerated() {
            openCell("th", column: column)
            render(cell, into: &output)
            output.raw("</th>\n")
        }
        output.raw("</tr>\n</thead>\n")
        if !table.rows.isEmpty {
            output.raw("<tbody>\n")
            for row in table.rows {
                output.raw("<tr>\n")
                for (column, cell) in row.enumerated() {
                    openCell("td", column: column)
                    render(cell, into: &output)
                    output.raw("</td>\n")
                }
                output.raw("</tr>\n")
            }
            output.raw("</tbody>\n")
        }
        output.raw("</table></div>\n")
    }

    private func renderFootnotes(_ footnotes: [(label: String, blocks: [Block])], into output: inout HTMLBytes) {
        output.raw("<section class=\"footnotes\" aria-label=\"Footnotes\">\n<ol>\n")
        for (label, blocks) in footnotes {
            let id = Self.footnoteID(label)
            output.raw("<li id=\"fn-")
            output.raw(id)
            output.raw("\">\n")
            var body = HTMLBytes()
            blocks.forEach { render($0, tight: false, into: &body) }
            // The link back goes inside the last paragraph, when the note ends with one.
            let endsWithParagraph = body.hasSuffix("</p>\n")
            if endsWithParagraph { body.removeLast(5) }
            body.raw(" <a href=\"#fnref-")
            body.raw(id)
            body.raw("\" class=\"footnote-backref\" aria-label=\"Back to the reference\">↩</a>")
            body.raw(endsWithParagraph ? "</p>\n" : "\n")
            output.raw(body)
            output.raw("</li>\n")
        }
        output.raw("</ol>\n</section>\n")
    }

    /// The id fragment used for a footnote label's definition (`fn-…`) and reference (`fnref-…`).
    public static func footnoteID(_ label: String) -> String {
        HTMLEscaping.attribute(HeadingSlugger.slug(label))
    }
}
