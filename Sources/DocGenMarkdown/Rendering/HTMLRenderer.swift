/// Renders a `Document` to an HTML fragment, with hooks the site pipeline uses to rewrite
/// links and replace code blocks (diagrams, checked examples, highlighted code).
public struct HTMLRenderer {
    /// What raw HTML in the Markdown becomes: text (the default), HTML through GitHub's tag
    /// filter, or what a filter such as a sanitizer makes of it.
    public var rawHTML = RawHTML.escaped
    /// Whether GitHub's emoji shortcodes (`:tada:`) in text become emoji.
    public var emojiShortcodes = true
    /// The title of each kind of GitHub alert (`> [!NOTE]`), in the page's language.
    public var alertTitle: (AlertKind) -> String = { $0.defaultTitle }
    /// Whether a block quote that starts with one of DocC's aside words (`> Note: …`,
    /// `> Experiment: …`) is an aside, drawn as an alert, as DocC draws it.
    public var readsDocCAsides = false
    /// The accessible name of the `#` link after each heading, in the page's language.
    public var headingAnchorLabel = "Link to this section"
    /// The accessible name of a footnote's link back to where it is referenced (GitHub's words by default).
    public var footnoteBackLabel = "Back to content"
    /// Returns the `href` or `src` to write for a link or image destination.
    public var resolveURL: (_ link: Link, _ isImage: Bool) -> String = { link, _ in link.destination }
    /// Writes HTML that replaces a code block and returns true, or returns false for the default
    /// `<pre><code>`.
    public var writeCodeBlock: (CodeBlock, inout HTMLBytes) -> Bool = { _, _ in false }
    /// Returns a URL for inline code that names something with its own page (a model type), or nil.
    public var linkCode: (String) -> String? = { _ in nil }
    /// Returns the pixel density an image at a resolved URL was drawn for (2 for DocC's
    /// `chart@2x.png`), given by a `<picture>`'s `<source>` so it shows at its intended size;
    /// nil for 1×.
    public var imageScale: (String) -> Int? = { _ in nil }
    /// Returns the text a DocC symbol link shows instead of its path (the symbol's name, as DocC
    /// shows it), or nil to show the path as written.
    public var symbolText: (String) -> String? = { _ in nil }
    /// Returns the text to show instead of a link's own content (a DocC `<doc:…>` link shows
    /// its page's title), or nil to show the content.
    public var linkText: (Link) -> String? = { _ in nil }
    /// Whether a link is written as a link; one that is not shows its content alone (a DocC
    /// `<doc:…>` link that names no page, which a browser could not follow).
    public var writesLink: (Link) -> Bool = { _ in true }

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
        var footnotes: [(label: String, references: Int, blocks: [Block])] = []
        // Raw HTML left open at the end of the body is closed there, before the page's own tags.
        enterContainer()
        for block in document.blocks {
            if case .footnoteDefinition(let label, let references, let blocks) = block {
                footnotes.append((label, references, blocks))
            } else {
                render(block, tight: false, into: &output)
            }
        }
        leaveContainer(into: &output)
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
        if case .filtered(let filter) = rawHTML, filter.suppressesMarkdown {
            guard case .htmlBlock = block else { return }
        }
        switch block {
        case .paragraph(let inlines, _):
            if tight {
                renderContained(inlines, into: &output)
                output.raw("\n")
            } else {
                output.raw("<p>")
                renderContained(inlines, into: &output)
                output.raw("</p>\n")
            }
        case .heading(let heading):
            output.raw("<h")
            output.decimal(heading.level)
            output.raw(" id=\"")
            output.attribute(heading.anchor)
            output.raw("\">")
            renderContained(heading.content, into: &output)
            output.raw("<a class=\"heading-anchor\" href=\"#")
            output.attribute(heading.anchor)
            output.raw("\" aria-label=\"")
            output.attribute(headingAnchorLabel)
            output.raw("\">#</a></h")
            output.decimal(heading.level)
            output.raw(">\n")
        case .blockQuote(let children, _):
            if let (kind, blocks, presentation) = AlertKind.alert(in: children) {
                renderAlert(
                    kind, blocks, title: presentation?.title, folding: presentation?.folding, into: &output)
                break
            }
            if readsDocCAsides, let (kind, title, blocks) = AlertKind.aside(in: children) {
                renderAlert(kind, blocks, title: title, into: &output)
                break
            }
            output.raw("<blockquote>\n")
            renderContained(children, into: &output)
            output.raw("</blockquote>\n")
        case .list(let list):
            renderListWithCallouts(list, into: &output)
        case .codeBlock(let code):
            guard !writeCodeBlock(code, &output) else { break }
            // The info string's first word as written: `language` is lowercased for the pipeline.
            var info = code.info
            info.withUTF8 { bytes in
                let end = bytes.firstIndex { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) } ?? bytes.count
                if end == 0 {
                    output.raw("<pre tabindex=\"0\"><code>")
                } else {
                    output.raw("<pre tabindex=\"0\"><code class=\"language-")
                    output.text(bytes, 0..<end)
                    output.raw("\">")
                }
            }
            output.text(code.code)
            output.raw("</code></pre>\n")
        case .htmlBlock(let html, _):
            switch rawHTML {
            case .escaped:
                output.raw("<p class=\"raw-html\">")
                output.text(html)
                output.raw("</p>\n")
            case .tagFiltered:
                TagFilter.append(html, everyTag: true, to: &output)
            case .filtered(let filter):
                filter.append(html, isBlock: true, to: &output)
            }
        case .thematicBreak:
            output.raw("<hr />\n")
        case .table(let table):
            renderTable(table, into: &output)
        case .footnoteDefinition:
            break
        }
    }

    /// A list, with each DocC callout item (`- Note: …`) drawn as its aside between the runs
    /// of other items, as DocC draws it, on a catalog page.
    private func renderListWithCallouts(_ list: ListBlock, into output: inout HTMLBytes) {
        guard readsDocCAsides, !list.ordered, list.items.contains(where: { AlertKind.aside(inListItem: $0.blocks) != nil })
        else { return renderList(list, into: &output) }
        var run = list
        run.items = []
        for item in list.items {
            guard item.task == nil, let (kind, title, blocks) = AlertKind.aside(inListItem: item.blocks) else {
                run.items.append(item)
                continue
            }
            if !run.items.isEmpty { renderList(run, into: &output) }
            run.items = []
            renderAlert(kind, blocks, title: title, into: &output)
        }
        if !run.items.isEmpty { renderList(run, into: &output) }
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
                output.raw("<li class=\"task-list-item\"><input type=\"checkbox\"")
                if checked { output.raw(" checked=\"\"") }
                // A checkbox needs a name of its own for assistive technology: the item's text.
                if let label = Self.taskLabel(item.blocks) {
                    output.raw(" aria-label=\"")
                    output.attribute(label)
                    output.raw("\"")
                }
                output.raw(" disabled=\"\" /> ")
            } else {
                output.raw("<li>")
            }
            enterContainer()
            for (index, block) in item.blocks.enumerated() {
                if list.tight, case .paragraph(let inlines, _) = block {
                    if index > 0, !output.hasSuffix("\n") { output.raw("\n") }
                    renderContained(inlines, into: &output)
                } else {
                    if !output.hasSuffix("\n") { output.raw("\n") }
                    render(block, tight: false, into: &output)
                }
            }
            leaveContainer(into: &output)
            output.raw("</li>\n")
        }
        output.raw(list.ordered ? "</ol>\n" : "</ul>\n")
    }

    /// The text of a task item's first paragraph, spaces collapsed; nil when it has none.
    private static func taskLabel(_ blocks: [Block]) -> String? {
        guard case .paragraph(let inlines, _)? = blocks.first else { return nil }
        let text = inlines.plainText
        // Most labels are ASCII words with single spaces, which need no collapsing; splitting
        // into `Character`s was 2% of rendering a large site.
        var previous = UInt8(ascii: " ")
        let isCollapsed = text.utf8.allSatisfy { byte in
            defer { previous = byte }
            return byte > 0x20 && byte < 0x80 || (byte == 0x20 && previous != 0x20)
        }
        if isCollapsed, previous != 0x20 { return text }
        var label = String.UnicodeScalarView()
        var space = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII ? scalar == " " || ("\t"..."\r").contains(scalar) : scalar.properties.isWhitespace {
                space = !label.isEmpty
            } else {
                if space { label.append(" ") }
                space = false
                label.append(scalar)
            }
        }
        return label.isEmpty ? nil : String(label)
    }

    private func renderTable(_ table: Table, into output: inout HTMLBytes) {
        func openCell(_ tag: StaticString, column: Int) {
            let alignment = column < table.alignments.count ? table.alignments[column] : .none
            output.raw("<")
            output.raw(tag)
            if alignment != .none {
                output.raw(" align=\"")
                output.raw(alignment.rawValue)
                output.raw("\"")
            }
            output.raw(">")
        }
        output.raw("<div class=\"table-wrapper\" tabindex=\"0\"><table>\n<thead>\n<tr>\n")
        for (column, cell) in table.header.enumerated() {
            openCell("th", column: column)
            renderContained(cell, into: &output)
            output.raw("</th>\n")
        }
        output.raw("</tr>\n</thead>\n")
        if !table.rows.isEmpty {
            output.raw("<tbody>\n")
            for row in table.rows {
                output.raw("<tr>\n")
                for (column, cell) in row.enumerated() {
                    openCell("td", column: column)
                    renderContained(cell, into: &output)
                    output.raw("</td>\n")
                }
                output.raw("</tr>\n")
            }
            output.raw("</tbody>\n")
        }
        output.raw("</table></div>\n")
    }

    private func renderFootnotes(
        _ footnotes: [(label: String, references: Int, blocks: [Block])], into output: inout HTMLBytes
    ) {
        output.raw("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for (label, references, blocks) in footnotes {
            output.raw("<li id=\"fn-")
            output.url(label)
            output.raw("\">\n")
            renderContained(blocks, into: &output)
            // The links back go inside the last paragraph, when the note ends with one.
            let endsWithParagraph: Bool
            if case .paragraph? = blocks.last, output.hasSuffix("</p>\n") {
                endsWithParagraph = true
            } else {
                endsWithParagraph = false
            }
            if endsWithParagraph { output.removeLast("</p>\n".utf8.count) }
            for occurrence in 1...max(1, references) {
                if endsWithParagraph || occurrence > 1 { output.raw(" ") }
                output.raw("<a href=\"#fnref-")
                output.url(label)
                if occurrence > 1 {
                    output.raw("-")
                    output.decimal(occurrence)
                }
                output.raw("\" class=\"footnote-backref\" data-footnote-backref aria-label=\"")
                output.attribute(footnoteBackLabel)
                output.raw("\">↩")
                if occurrence > 1 {
                    output.raw("<sup class=\"footnote-ref\">")
                    output.decimal(occurrence)
                    output.raw("</sup>")
                }
                output.raw("</a>")
            }
            output.raw(endsWithParagraph ? "</p>\n" : "\n")
            output.raw("</li>\n")
        }
        output.raw("</ol>\n</section>\n")
    }
}
