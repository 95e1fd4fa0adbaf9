extension Document {
    /// Every heading, in document order.
    public var headings: [Heading] {
        var result: [Heading] = []
        walk { block in
            if case .heading(let heading) = block { result.append(heading) }
        }
        return result
    }

    /// Every code block, in document order, including those inside lists and quotes.
    public var codeBlocks: [CodeBlock] {
        var result: [CodeBlock] = []
        walk { block in
            if case .codeBlock(let code) = block { result.append(code) }
        }
        return result
    }

    /// Every link and image, in document order; `isImage` tells them apart.
    public var links: [(link: Link, isImage: Bool)] {
        var result: [(Link, Bool)] = []
        walkInlines { inline in
            switch inline {
            case .link(let link): result.append((link, false))
            case .image(let link): result.append((link, true))
            default: break
            }
        }
        return result
    }

    /// The text of the first level-1 heading, if any.
    public var firstTitle: String? {
        headings.first { $0.level == 1 }?.plainText
    }

    /// Calls `visit` for every block, parents before children.
    public func walk(_ visit: (Block) -> Void) {
        func walk(_ blocks: [Block]) {
            for block in blocks {
                visit(block)
                switch block {
                case .blockQuote(let children, _): walk(children)
                case .list(let list): list.items.forEach { walk($0.blocks) }
                case .footnoteDefinition(_, _, let children): walk(children)
                default: break
                }
            }
        }
        walk(blocks)
    }

    /// Calls `visit` for every inline, parents before children, in document order.
    public func walkInlines(_ visit: (Inline) -> Void) {
        walk(blocks: { _ in }, inlines: visit)
    }

    /// Calls `visitBlock` for every block and `visitInline` for every inline, in one pass in
    /// document order: a block, then its own inlines, then its children.
    public func walk(blocks visitBlock: (Block) -> Void, inlines visitInline: (Inline) -> Void) {
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                visitInline(inline)
                switch inline {
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    walk(children)
                case .link(let link), .image(let link): walk(link.content)
                default: break
                }
            }
        }
        self.walk { block in
            visitBlock(block)
            switch block {
            case .paragraph(let inlines, _): walk(inlines)
            case .heading(let heading): walk(heading.content)
            case .table(let table):
                table.header.forEach(walk)
                table.rows.forEach { $0.forEach(walk) }
            default: break
            }
        }
    }
}
