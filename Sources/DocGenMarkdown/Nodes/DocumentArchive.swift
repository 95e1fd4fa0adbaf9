/// A parsed document as compact bytes, read back into the same document.
///
/// A one-off build parses each page in its parse step, lets the tree go, and needs it again
/// when it renders the page; reading these bytes back costs a fraction of parsing the Markdown
/// again with cmark-gfm (docs/benchmarks.md), and the bytes wait in the build's spill file
/// rather than in memory. Numbers are variable-length (seven bits a byte), texts are their
/// length and UTF-8 bytes, and every node starts with a byte naming its kind.
package enum DocumentArchive {
    /// The document as bytes.
    package static func bytes(of document: Document) -> [UInt8] {
        var writer = ArchiveWriter()
        writer.bytes.reserveCapacity(4096)
        writer.blocks(document.blocks)
        writer.number(document.warnings.count)
        for warning in document.warnings {
            writer.text(warning.message)
            writer.position(warning.position)
        }
        writer.number(document.symbolLinks.count)
        for link in document.symbolLinks {
            writer.text(link.path)
            writer.position(link.position)
        }
        return writer.bytes
    }

    /// The document `bytes(of:)` made these bytes of; nil when they are not such bytes.
    package static func document(from bytes: [UInt8]) -> Document? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(bytes: buffer)
            guard let blocks = reader.blocks(), let warningCount = reader.count() else { return nil }
            var warnings: [MarkdownWarning] = []
            warnings.reserveCapacity(warningCount)
            for _ in 0..<warningCount {
                guard let message = reader.text(), let position = reader.position() else { return nil }
                warnings.append(MarkdownWarning(message: message, position: position))
            }
            guard let linkCount = reader.count() else { return nil }
            var symbolLinks: [SymbolLink] = []
            symbolLinks.reserveCapacity(linkCount)
            for _ in 0..<linkCount {
                guard let path = reader.text(), let position = reader.position() else { return nil }
                symbolLinks.append(SymbolLink(path: path, position: position))
            }
            guard reader.isAtEnd else { return nil }
            return Document(blocks: blocks, warnings: warnings, symbolLinks: symbolLinks)
        }
    }
}

private enum BlockKind: UInt8 {
    case paragraph, heading, blockQuote, list, codeBlock, htmlBlock, thematicBreak, table, footnoteDefinition
}

private enum InlineKind: UInt8 {
    case text, softBreak, lineBreak, code, symbolLink, html, emphasis, strong, strikethrough, link, image
    case footnoteReference
}

private extension ArchiveWriter {
    mutating func blocks(_ blocks: [Block]) {
        number(blocks.count)
        for block in blocks { self.block(block) }
    }

    mutating func block(_ block: Block) {
        switch block {
        case .paragraph(let content, let position):
            bytes.append(BlockKind.paragraph.rawValue)
            inlines(content)
            self.position(position)
        case .heading(let heading):
            bytes.append(BlockKind.heading.rawValue)
            number(heading.level)
            inlines(heading.content)
            text(heading.anchor)
            position(heading.position)
        case .blockQuote(let children, let position):
            bytes.append(BlockKind.blockQuote.rawValue)
            blocks(children)
            self.position(position)
        case .list(let list):
            bytes.append(BlockKind.list.rawValue)
            bytes.append((list.ordered ? 1 : 0) | (list.tight ? 2 : 0))
            number(list.start)
            number(list.items.count)
            for item in list.items {
                bytes.append(item.task.map { $0 ? 2 : 1 } ?? 0)
                blocks(item.blocks)
            }
        case .codeBlock(let code):
            bytes.append(BlockKind.codeBlock.rawValue)
            text(code.info)
            text(code.code)
            position(code.position)
            number(code.fenceLength)
        case .htmlBlock(let html, let position):
            bytes.append(BlockKind.htmlBlock.rawValue)
            text(html)
            self.position(position)
        case .thematicBreak:
            bytes.append(BlockKind.thematicBreak.rawValue)
        case .table(let table):
            bytes.append(BlockKind.table.rawValue)
            number(table.alignments.count)
            for alignment in table.alignments { bytes.append(Self.code(of: alignment)) }
            cells(table.header)
            number(table.rows.count)
            for row in table.rows { cells(row) }
            position(table.position)
        case .footnoteDefinition(let label, let references, let children):
            bytes.append(BlockKind.footnoteDefinition.rawValue)
            text(label)
            number(references)
            blocks(children)
        }
    }

    mutating func cells(_ cells: [[Inline]]) {
        number(cells.count)
        for cell in cells { inlines(cell) }
    }

    mutating func inlines(_ inlines: [Inline]) {
        number(inlines.count)
        for inline in inlines { self.inline(inline) }
    }

    mutating func inline(_ inline: Inline) {
        switch inline {
        case .text(let value):
            bytes.append(InlineKind.text.rawValue)
            text(value)
        case .softBreak:
            bytes.append(InlineKind.softBreak.rawValue)
        case .lineBreak:
            bytes.append(InlineKind.lineBreak.rawValue)
        case .code(let value):
            bytes.append(InlineKind.code.rawValue)
            text(value)
        case .symbolLink(let value):
            bytes.append(InlineKind.symbolLink.rawValue)
            text(value)
        case .html(let value):
            bytes.append(InlineKind.html.rawValue)
            text(value)
        case .emphasis(let children):
            bytes.append(InlineKind.emphasis.rawValue)
            inlines(children)
        case .strong(let children):
            bytes.append(InlineKind.strong.rawValue)
            inlines(children)
        case .strikethrough(let children):
            bytes.append(InlineKind.strikethrough.rawValue)
            inlines(children)
        case .link(let link):
            bytes.append(InlineKind.link.rawValue)
            self.link(link)
        case .image(let link):
            bytes.append(InlineKind.image.rawValue)
            self.link(link)
        case .footnoteReference(let label, let position):
            bytes.append(InlineKind.footnoteReference.rawValue)
            text(label)
            self.position(position)
        }
    }

    mutating func link(_ link: Link) {
        text(link.destination)
        text(link.title)
        inlines(link.content)
        position(link.position)
    }

    static func code(of alignment: Table.Alignment) -> UInt8 {
        switch alignment {
        case .none: 0
        case .left: 1
        case .center: 2
        case .right: 3
        }
    }
}

private extension ArchiveReader {
    mutating func blocks() -> [Block]? {
        guard let count = count() else { return nil }
        var blocks: [Block] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            guard let block = block() else { return nil }
            blocks.append(block)
        }
        return blocks
    }

    mutating func block() -> Block? {
        guard let code = byte(), let kind = BlockKind(rawValue: code) else { return nil }
        switch kind {
        case .paragraph:
            guard let content = inlines(), let position = position() else { return nil }
            return .paragraph(content, position)
        case .heading:
            guard let level = number(), let content = inlines(), let anchor = text(), let position = position() else {
                return nil
            }
            return .heading(Heading(level: level, content: content, anchor: anchor, position: position))
        case .blockQuote:
            guard let children = blocks(), let position = position() else { return nil }
            return .blockQuote(children, position)
        case .list:
            guard let flags = byte(), let start = number(), let count = count() else { return nil }
            var items: [ListItem] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let task = byte(), task <= 2, let children = blocks() else { return nil }
                items.append(ListItem(blocks: children, task: task == 0 ? nil : task == 2))
            }
            return .list(ListBlock(ordered: flags & 1 != 0, start: start, tight: flags & 2 != 0, items: items))
        case .codeBlock:
            guard let info = text(), let code = text(), let position = position(), let fence = number() else {
                return nil
            }
            return .codeBlock(CodeBlock(info: info, code: code, position: position, fenceLength: fence))
        case .htmlBlock:
            guard let html = text(), let position = position() else { return nil }
            return .htmlBlock(html, position)
        case .thematicBreak:
            return .thematicBreak
        case .table:
            guard let columns = count() else { return nil }
            var alignments: [Table.Alignment] = []
            alignments.reserveCapacity(columns)
            for _ in 0..<columns {
                guard let alignment = byte().flatMap(Self.alignment) else { return nil }
                alignments.append(alignment)
            }
            guard let header = cells(), let rowCount = count() else { return nil }
            var rows: [[[Inline]]] = []
            rows.reserveCapacity(rowCount)
            for _ in 0..<rowCount {
                guard let row = cells() else { return nil }
                rows.append(row)
            }
            guard let position = position() else { return nil }
            return .table(Table(alignments: alignments, header: header, rows: rows, position: position))
        case .footnoteDefinition:
            guard let label = text(), let references = number(), let children = blocks() else { return nil }
            return .footnoteDefinition(label: label, references: references, blocks: children)
        }
    }

    mutating func cells() -> [[Inline]]? {
        guard let count = count() else { return nil }
        var cells: [[Inline]] = []
        cells.reserveCapacity(count)
        for _ in 0..<count {
            guard let cell = inlines() else { return nil }
            cells.append(cell)
        }
        return cells
    }

    mutating func inlines() -> [Inline]? {
        guard let count = count() else { return nil }
        var inlines: [Inline] = []
        inlines.reserveCapacity(count)
        for _ in 0..<count {
            guard let inline = inline() else { return nil }
            inlines.append(inline)
        }
        return inlines
    }

    mutating func inline() -> Inline? {
        guard let code = byte(), let kind = InlineKind(rawValue: code) else { return nil }
        switch kind {
        case .text: return text().map(Inline.text)
        case .softBreak: return .softBreak
        case .lineBreak: return .lineBreak
        case .code: return text().map(Inline.code)
        case .symbolLink: return text().map(Inline.symbolLink)
        case .html: return text().map(Inline.html)
        case .emphasis: return inlines().map(Inline.emphasis)
        case .strong: return inlines().map(Inline.strong)
        case .strikethrough: return inlines().map(Inline.strikethrough)
        case .link: return link().map(Inline.link)
        case .image: return link().map(Inline.image)
        case .footnoteReference:
            guard let label = text(), let position = position() else { return nil }
            return .footnoteReference(label: label, position: position)
        }
    }

    mutating func link() -> Link? {
        guard let destination = text(), let title = text(), let content = inlines(), let position = position() else {
            return nil
        }
        return Link(destination: destination, title: title, content: content, position: position)
    }

    static func alignment(_ code: UInt8) -> Table.Alignment? {
        switch code {
        case 0: Table.Alignment.none
        case 1: .left
        case 2: .center
        case 3: .right
        default: nil
        }
    }
}
