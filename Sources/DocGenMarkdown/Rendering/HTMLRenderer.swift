/// Renders a `Document` to an HTML fragment, with hooks the site pipeline uses to rewrite
/// links and replace code blocks (diagrams, checked examples, highlighted code).
public struct HTMLRenderer {
    /// Whether raw HTML in the Markdown is passed through; when false it is shown escaped.
    public var allowRawHTML = false
    /// Returns the `href` or `src` to write for a link or image destination.
    public var resolveURL: (_ link: Link, _ isImage: Bool) -> String = { link, _ in link.destination }
    /// Returns HTML that replaces a code block, or nil for the default `<pre><code>`.
    public var renderCodeBlock: (CodeBlock) -> String? = { _ in nil }
    /// Returns a URL for inline code that names something with its own page (a model type), or nil.
    public var linkCode: (String) -> String? = { _ in nil }

    /// Creates a renderer with the default behaviour.
    public init() {}

    /// Renders the document's blocks.
    public func render(_ document: Document) -> String {
        var renderer = self
        renderer.footnotes = FootnoteState(document: document)
        return renderer.renderBlocks(document)
    }

    var footnotes = FootnoteState()

    private func renderBlocks(_ document: Document) -> String {
        var output = ""
        output.reserveCapacity(4096)
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
        var output = ""
        render(inlines, into: &output)
        return output
    }

    // MARK: - Blocks

    func render(_ block: Block, tight: Bool, into output: inout String) {
        switch block {
        case .paragraph(let inlines, _):
            if tight {
                render(inlines, into: &output)
                output += "\n"
            } else {
                output += "<p>"
                render(inlines, into: &output)
                output += "</p>\n"
            }
        case .heading(let heading):
            let id = HTMLEscaping.attribute(heading.anchor)
            output += "<h\(heading.level) id=\"\(id)\">"
            render(heading.content, into: &output)
            output += "<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"Link to this section\">#</a>"
            output += "</h\(heading.level)>\n"
        case .blockQuote(let children, _):
            output += "<blockquote>\n"
            children.forEach { render($0, tight: false, into: &output) }
            output += "</blockquote>\n"
        case .list(let list):
            renderList(list, into: &output)
        case .codeBlock(let code):
            if let replacement = renderCodeBlock(code) {
                output += replacement
            } else {
                let language = code.language
                output += language.isEmpty ? "<pre><code>" : "<pre><code class=\"language-\(HTMLEscaping.attribute(language))\">"
                HTMLEscaping.appendText(code.code, to: &output)
                output += "</code></pre>\n"
            }
        case .htmlBlock(let html, _):
            if allowRawHTML {
                output += html
            } else {
                output += "<p class=\"raw-html\">"
                HTMLEscaping.appendText(html, to: &output)
                output += "</p>\n"
            }
        case .thematicBreak:
            output += "<hr />\n"
        case .table(let table):
            renderTable(table, into: &output)
        case .footnoteDefinition:
            break
        }
    }

    private func renderList(_ list: ListBlock, into output: inout String) {
        let isTaskList = list.items.contains { $0.task != nil }
        let classAttribute = isTaskList ? " class=\"task-list\"" : ""
        if list.ordered {
            output += list.start == 1 ? "<ol\(classAttribute)>\n" : "<ol\(classAttribute) start=\"\(list.start)\">\n"
        } else {
            output += "<ul\(classAttribute)>\n"
        }
        for item in list.items {
            if let checked = item.task {
                output +=
                    "<li class=\"task-list-item\"><input type=\"checkbox\" disabled=\"\"\(checked ? " checked=\"\"" : "") /> "
            } else {
                output += "<li>"
            }
            for (index, block) in item.blocks.enumerated() {
                if list.tight, case .paragraph(let inlines, _) = block {
                    if index > 0, !output.hasSuffix("\n") { output += "\n" }
                    render(inlines, into: &output)
                } else {
                    if !output.hasSuffix("\n") { output += "\n" }
                    render(block, tight: false, into: &output)
                }
            }
            output += "</li>\n"
        }
        output += list.ordered ? "</ol>\n" : "</ul>\n"
    }

    private func renderTable(_ table: Table, into output: inout String) {
        func cellTag(_ tag: String, column: Int) -> String {
            let alignment = column < table.alignments.count ? table.alignments[column] : .none
            return alignment == .none ? "<\(tag)>" : "<\(tag) style=\"text-align: \(alignment.rawValue)\">"
        }
        output += "<div class=\"table-wrapper\"><table>\n<thead>\n<tr>\n"
        for (column, cell) in table.header.enumerated() {
            output += cellTag("th", column: column)
            render(cell, into: &output)
            output += "</th>\n"
        }
        output += "</tr>\n</thead>\n"
        if !table.rows.isEmpty {
            output += "<tbody>\n"
            for row in table.rows {
                output += "<tr>\n"
                for (column, cell) in row.enumerated() {
                    output += cellTag("td", column: column)
                    render(cell, into: &output)
                    output += "</td>\n"
                }
                output += "</tr>\n"
            }
            output += "</tbody>\n"
        }
        output += "</table></div>\n"
    }

    private func renderFootnotes(_ footnotes: [(label: String, blocks: [Block])], into output: inout String) {
        output += "<section class=\"footnotes\" aria-label=\"Footnotes\">\n<ol>\n"
        for (label, blocks) in footnotes {
            let id = Self.footnoteID(label)
            output += "<li id=\"fn-\(id)\">\n"
            var body = ""
            blocks.forEach { render($0, tight: false, into: &body) }
            let backlink = " <a href=\"#fnref-\(id)\" class=\"footnote-backref\" aria-label=\"Back to the reference\">↩</a>"
            if body.hasSuffix("</p>\n") {
                body.removeLast(5)
                body += backlink + "</p>\n"
            } else {
                body += backlink + "\n"
            }
            output += body
            output += "</li>\n"
        }
        output += "</ol>\n</section>\n"
    }

    /// The id fragment used for a footnote label's definition (`fn-…`) and reference (`fnref-…`).
    public static func footnoteID(_ label: String) -> String {
        HTMLEscaping.attribute(HeadingSlugger.slug(label))
    }
}
