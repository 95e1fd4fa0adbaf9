import CCMarkGFM
import Foundation

// The only file that talks to cmark-gfm: it parses with the GFM extensions and turns
// cmark's node tree into `Block` and `Inline` values. Nothing cmark-shaped leaves this file.

/// Converts Markdown text to a `Document` through cmark-gfm.
struct CMarkConverter {
    /// Nesting deeper than this is not converted, so hostile input cannot exhaust the stack.
    static let maximumDepth = 200

    private let text: SourceText
    private let options: MarkdownParser.Options
    private var slugger = HeadingSlugger()
    private var warnings: [MarkdownWarning] = []
    /// Where the block being converted starts: cmark-gfm gives inlines no positions of their own.
    private var blockPosition = SourcePosition(line: 1, column: 1)
    // The labels of the footnote definitions, numbered from 1 in order: cmark replaces each
    // reference's label with its definition's number.
    private var footnoteLabels: [String] = []
    // How many references point at each definition, by the same numbers.
    private var footnoteReferences: [Int] = []
    private var footnoteDefinitionCount = 0
    private var symbolLinks: [SymbolLink] = []

    init(text: SourceText, options: MarkdownParser.Options) {
        (self.text, self.options) = (text, options)
    }

    // cmark-gfm registers its extensions in global tables, and every parse switches the
    // extensions' special characters (`~` for strikethrough) on and off again in a process-wide
    // table while it parses inlines. Two parses at once would turn each other's characters off,
    // so registration happens once and the inline phase (inside `cmark_parser_finish`) is
    // serialised. Block parsing and the conversion to Swift values still run in parallel.
    private static let registration: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let inlinePhase = NSLock()

    /// Parses the text and converts the whole tree.
    mutating func convert() -> Document {
        guard let parser = Self.read(text, options: options) else { return Document(blocks: []) }
        Self.inlinePhase.lock()
        return finishLocked(parser)
    }

    /// The documents of several texts, parsed in order on the calling thread.
    ///
    /// When another thread holds the inline phase, the next text's blocks are read instead of
    /// waiting for it; at most one read text waits for its inline phase at a time.
    static func convert(_ converters: inout [CMarkConverter]) -> [Document] {
        var documents = Array(repeating: Document(blocks: []), count: converters.count)
        // Texts whose blocks are read, oldest first: at most two.
        var pending: [(index: Int, parser: OpaquePointer)] = []
        func finishOldest(waiting: Bool) -> Bool {
            guard let (index, parser) = pending.first else { return false }
            if waiting { inlinePhase.lock() } else if !inlinePhase.try() { return false }
            documents[index] = converters[index].finishLocked(parser)
            pending.removeFirst()
            return true
        }
        for index in converters.indices {
            if let parser = read(converters[index].text, options: converters[index].options) {
                pending.append((index, parser))
            }
            while finishOldest(waiting: pending.count > 1) {}
        }
        while finishOldest(waiting: true) {}
        return documents
    }

    /// A parser with the GFM extensions that has read the text's blocks; nil when cmark-gfm
    /// cannot make one.
    private static func read(_ text: SourceText, options: MarkdownParser.Options) -> OpaquePointer? {
        _ = registration
        let smart = options.contains(.smartPunctuation) ? CMARK_OPT_SMART : 0
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | smart) else { return nil }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        text.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
        }
        return parser
    }

    /// Runs the inline phase, which the caller has locked, unlocks it, and converts the tree;
    /// frees the parser.
    private mutating func finishLocked(_ parser: OpaquePointer) -> Document {
        defer { cmark_parser_free(parser) }
        let finished = cmark_parser_finish(parser)
        Self.inlinePhase.unlock()
        guard let root = finished else { return Document(blocks: []) }
        defer { cmark_node_free(root) }
        footnoteLabels = footnoteDefinitionLabels(childrenOf: root)
        footnoteReferences = Array(repeating: 0, count: footnoteLabels.count)
        var blocks = convertBlocks(childrenOf: root, depth: 0)
        // References inside notes are counted only once the notes are converted.
        for index in blocks.indices.reversed() {
            guard case .footnoteDefinition(let label, let number, let children) = blocks[index] else { break }
            let references = footnoteReferences.indices.contains(number - 1) ? footnoteReferences[number - 1] : 0
            blocks[index] = .footnoteDefinition(label: label, references: references, blocks: children)
        }
        return Document(blocks: blocks, warnings: warnings, symbolLinks: symbolLinks)
    }

    // MARK: - Blocks

    /// How many children a node has; every page's tree is kept until it is rendered, so its
    /// arrays are made the size they need instead of growing by doubling.
    private static func childCount(of parent: OpaquePointer) -> Int {
        var count = 0
        var child = cmark_node_first_child(parent)
        while let node = child {
            count += 1
            child = cmark_node_next(node)
        }
        return count
    }

    private mutating func convertBlocks(childrenOf parent: OpaquePointer, depth: Int) -> [Block] {
        var result: [Block] = []
        result.reserveCapacity(Self.childCount(of: parent))
        var child = cmark_node_first_child(parent)
        while let node = child {
            if depth >= Self.maximumDepth {
                warnings.append(
                    MarkdownWarning(
                        message: "content nested more than \(Self.maximumDepth) levels deep is not rendered",
                        position: position(of: node)))
                return result
            }
            if let block = convertBlock(node, depth: depth) { result.append(block) }
            child = cmark_node_next(node)
        }
        return result
    }

    private mutating func convertBlock(_ node: OpaquePointer, depth: Int) -> Block? {
        let at = position(of: node)
        blockPosition = at
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(convertInlines(childrenOf: node, depth: depth), at)
        case CMARK_NODE_HEADING:
            let content = convertInlines(childrenOf: node, depth: depth)
            let anchor = slugger.slug(for: content.plainText)
            return .heading(
                Heading(level: Int(cmark_node_get_heading_level(node)), content: content, anchor: anchor, position: at))
        case CMARK_NODE_BLOCK_QUOTE:
            return .blockQuote(convertBlocks(childrenOf: node, depth: depth + 1), at)
        case CMARK_NODE_LIST:
            return .list(convertList(node, depth: depth))
        case CMARK_NODE_CODE_BLOCK:
            let info = Self.trimmed(string(cmark_node_get_fence_info(node)))
            var (length, offset, character): (Int32, Int32, CChar) = (0, 0, 0)
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            return .codeBlock(
                CodeBlock(
                    info: info, code: string(cmark_node_get_literal(node)), position: at,
                    fenceLength: fenced ? Int(length) : 0))
        case CMARK_NODE_HTML_BLOCK:
            return .htmlBlock(string(cmark_node_get_literal(node)), at)
        case CMARK_NODE_THEMATIC_BREAK:
            return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            // Definitions come last, in the order of `footnoteLabels`; until all references are
            // counted (`finishLocked`), `references` holds the definition's number.
            footnoteDefinitionCount += 1
            let number = footnoteDefinitionCount
            let label = number <= footnoteLabels.count ? footnoteLabels[number - 1] : "\(number)"
            return .footnoteDefinition(
                label: label, references: number, blocks: convertBlocks(childrenOf: node, depth: depth + 1))
        default:
            if typeName(node) == "table" { return .table(convertTable(node, depth: depth)) }
            return nil
        }
    }

    private mutating func convertList(_ node: OpaquePointer, depth: Int) -> ListBlock {
        var items: [ListItem] = []
        var child = cmark_node_first_child(node)
        while let item = child {
            let task: Bool? = typeName(item) == "tasklist" ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
            items.append(ListItem(blocks: convertBlocks(childrenOf: item, depth: depth + 1), task: task))
            child = cmark_node_next(item)
        }
        return ListBlock(
            ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
            start: Int(cmark_node_get_list_start(node)),
            tight: cmark_node_get_list_tight(node) != 0,
            items: items)
    }

    private mutating func convertTable(_ node: OpaquePointer, depth: Int) -> Table {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [Table.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for index in 0..<columns {
                switch UInt8(raw[index]) {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var header: [[Inline]] = []
        var rows: [[[Inline]]] = []
        var row = cmark_node_first_child(node)
        while let rowNode = row {
            var cells: [[Inline]] = []
            var cell = cmark_node_first_child(rowNode)
            while let cellNode = cell {
                cells.append(convertInlines(childrenOf: cellNode, depth: depth + 1))
                cell = cmark_node_next(cellNode)
            }
            if typeName(rowNode) == "table_header" { header = cells } else { rows.append(cells) }
            row = cmark_node_next(rowNode)
        }
        return Table(alignments: alignments, header: header, rows: rows, position: position(of: node))
    }

    // MARK: - Inlines

    private mutating func convertInlines(childrenOf parent: OpaquePointer, depth: Int) -> [Inline] {
        var result: [Inline] = []
        result.reserveCapacity(Self.childCount(of: parent))
        var child = cmark_node_first_child(parent)
        while let node = child {
            if depth >= Self.maximumDepth {
                warnings.append(
                    MarkdownWarning(
                        message: "text nested more than \(Self.maximumDepth) levels deep (emphasis, links) is not rendered",
                        position: blockPosition))
                return result
            }
            if let inline = convertInline(node, depth: depth) {
                // cmark splits text at every special character; joining keeps the tree small.
                if case .text(let next) = inline, case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + next)
                } else {
                    result.append(inline)
                }
            }
            child = cmark_node_next(node)
        }
        return result
    }

    private mutating func convertInline(_ node: OpaquePointer, depth: Int) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE:
            let code = string(cmark_node_get_literal(node))
            // A symbol path holds no space or backtick: `` `tick` `` is code about a backtick.
            if isBetweenDoubleBackticks(node), !code.utf8.contains(where: { $0 == 0x20 || $0 == 0x60 }) {
                symbolLinks.append(SymbolLink(path: code, position: position(of: node)))
                return .symbolLink(code)
            }
            return .code(code)
        case CMARK_NODE_HTML_INLINE: return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis(convertInlines(childrenOf: node, depth: depth + 1))
        case CMARK_NODE_STRONG: return .strong(convertInlines(childrenOf: node, depth: depth + 1))
        case CMARK_NODE_LINK: return .link(convertLink(node, depth: depth))
        case CMARK_NODE_IMAGE: return .image(convertLink(node, depth: depth))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            let number = string(cmark_node_get_literal(node))
            guard let index = Int(number).map({ $0 - 1 }), footnoteLabels.indices.contains(index) else {
                return .footnoteReference(label: number, position: position(of: node))
            }
            footnoteReferences[index] += 1
            return .footnoteReference(label: footnoteLabels[index], position: position(of: node))
        default:
            if typeName(node) == "strikethrough" {
                return .strikethrough(convertInlines(childrenOf: node, depth: depth + 1))
            }
            return nil
        }
    }

    private mutating func convertLink(_ node: OpaquePointer, depth: Int) -> Link {
        Link(
            destination: string(cmark_node_get_url(node)),
            title: string(cmark_node_get_title(node)),
            content: convertInlines(childrenOf: node, depth: depth + 1),
            position: position(of: node))
    }

    // MARK: - Helpers

    /// The labels of the footnote definitions among the root's children, which cmark has put
    /// last, in the order of their first reference.
    private func footnoteDefinitionLabels(childrenOf root: OpaquePointer) -> [String] {
        var labels: [String] = []
        var child = cmark_node_last_child(root)
        while let node = child, cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION {
            labels.append(footnoteLabel(ofDefinition: node) ?? "")
            child = cmark_node_previous(node)
        }
        labels.reverse()
        // A label that could not be read is named by its number, which no written label is
        // (`[^1]` would be), so ids stay unique.
        for index in labels.indices where labels[index].isEmpty { labels[index] = "\(index + 1)" }
        return labels
    }

    /// A footnote definition's label as written, the way cmark-gfm names its ids.
    ///
    /// cmark keeps the label where its API cannot read it, and starts the definition node where
    /// its content starts, after `[^label]:` and the spaces after it; the label is read back from
    /// there. It holds no whitespace or `]`.
    private func footnoteLabel(ofDefinition node: OpaquePointer) -> String? {
        guard
            let contentStart = text.byteOffset(
                line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)))
        else { return nil }
        let bytes = text.bytes
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var end = contentStart
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        guard end >= 2, bytes[end - 1] == UInt8(ascii: ":"), bytes[end - 2] == UInt8(ascii: "]") else { return nil }
        end -= 2
        var start = end
        while start > 0, !isSpace(bytes[start - 1]), bytes[start - 1] != UInt8(ascii: "\n"),
            bytes[start - 1] != UInt8(ascii: "]")
        {
            start -= 1
        }
        // The run may begin with a quote's `>` before the `[^` that opens the label.
        guard
            let open = (start..<max(start, end - 1)).first(where: {
                bytes[$0] == UInt8(ascii: "[") && bytes[$0 + 1] == UInt8(ascii: "^")
            }), open + 2 < end
        else { return nil }
        return String(decoding: bytes[(open + 2)..<end], as: UTF8.self)
    }

    /// Whether a code span opens with exactly two backticks: cmark-gfm starts it at its text.
    private func isBetweenDoubleBackticks(_ node: OpaquePointer) -> Bool {
        guard
            let start = text.byteOffset(
                line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node))),
            start >= 2
        else { return false }
        let bytes = text.bytes
        let tick = UInt8(ascii: "`")
        return bytes[start - 1] == tick && bytes[start - 2] == tick && (start < 3 || bytes[start - 3] != tick)
    }

    private func position(of node: OpaquePointer) -> SourcePosition {
        text.position(line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)))
    }

    private func typeName(_ node: OpaquePointer) -> String {
        string(cmark_node_get_type_string(node))
    }

    /// A fence's info string without the whitespace around it, as
    /// `trimmingCharacters(in: .whitespaces)` gives it; most (`swift`, `json Type`) have none, and
    /// Foundation's character sets are slow to ask.
    static func trimmed(_ info: String) -> String {
        guard let first = info.utf8.first, let last = info.utf8.last else { return info }
        func plain(_ byte: UInt8) -> Bool { byte < 0x80 && byte != 0x20 && byte != 0x09 }
        return plain(first) && plain(last) ? info : info.trimmingCharacters(in: .whitespaces)
    }

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        // String(cString:) repairs invalid UTF-8 instead of failing.
        pointer.map { String(cString: $0) } ?? ""
    }
}
