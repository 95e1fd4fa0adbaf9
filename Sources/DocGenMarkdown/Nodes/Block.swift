import Foundation

/// A block-level Markdown element, converted from cmark-gfm's tree.
public enum Block: Hashable, Sendable {
    /// A paragraph of inline content.
    case paragraph([Inline], SourcePosition)
    /// An ATX or setext heading.
    case heading(Heading)
    /// A `>` quotation holding blocks.
    case blockQuote([Block], SourcePosition)
    /// A bullet or ordered list.
    case list(ListBlock)
    /// A fenced or indented code block.
    case codeBlock(CodeBlock)
    /// Raw HTML, rendered escaped unless the site allows raw HTML.
    case htmlBlock(String, SourcePosition)
    /// A `---` rule.
    case thematicBreak
    /// A GFM table.
    case table(Table)
    /// A footnote's text, with its label as written and how many references point at it; cmark
    /// moves these to the end of the document in the order of first reference.
    case footnoteDefinition(label: String, references: Int, blocks: [Block])
}

/// A heading with its GitHub-compatible anchor id.
public struct Heading: Hashable, Sendable {
    /// 1 to 6.
    public var level: Int
    /// The heading's inline content.
    public var content: [Inline]
    /// The anchor id, unique within the document (`제약사항`, `usage-1`).
    public var anchor: String
    /// Where the heading starts.
    public var position: SourcePosition

    /// Creates a heading.
    public init(level: Int, content: [Inline], anchor: String, position: SourcePosition) {
        self.level = level
        self.content = content
        self.anchor = anchor
        self.position = position
    }

    /// The heading's text as a reader sees it, for tables of contents and slugs.
    public var plainText: String { content.plainText }
}

/// A code block and the info string that tells the pipeline what it holds.
public struct CodeBlock: Hashable, Sendable {
    /// The whole info string after the fence, trimmed (`json [QuickLinkItem]`, `swift no-check`).
    public var info: String {
        didSet { language = Self.language(of: info) }
    }
    /// The code, ending in a newline as cmark gives it.
    public var code: String
    /// Where the fence (or the indented block) starts.
    public var position: SourcePosition
    /// The first word of the info string, lowercased: `swift`, `json`, `mermaid`; read for every
    /// block several times a build, so found once.
    public private(set) var language: String
    /// How many backticks or tildes open the fence (3 for ```` ``` ````); 0 for an indented block.
    public var fenceLength: Int

    /// A code block with its info string, code and position.
    public init(info: String, code: String, position: SourcePosition, fenceLength: Int = 3) {
        self.info = info
        self.code = code
        self.position = position
        self.fenceLength = fenceLength
        language = Self.language(of: info)
    }

    private static func language(of info: String) -> String {
        // An ASCII word, the usual case, is cut and lowercased as bytes.
        let utf8 = info.utf8
        let end = utf8.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? utf8.endIndex
        let word = utf8[..<end]
        if !word.contains(where: { $0 >= 0x80 }) {
            guard word.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                return String(info[..<end])
            }
            return String(decoding: word.map(UTF8Scalar.asciiLowercased), as: UTF8.self)
        }
        return info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map { String($0).lowercased() } ?? ""
    }

    /// The info string after the language word, trimmed (`[QuickLinkItem]`, `no-check`).
    public var arguments: String {
        guard let space = info.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return "" }
        return info[space...].trimmingCharacters(in: .whitespaces)
    }

    /// The line of the code's first line in the file (the line after the opening fence).
    public var firstCodeLine: Int { position.line + 1 }
}

/// A bullet or ordered list.
public struct ListBlock: Hashable, Sendable {
    /// Whether items are numbered.
    public var ordered: Bool
    /// The first number of an ordered list.
    public var start: Int
    /// Whether items are tight (no `<p>` around their paragraphs).
    public var tight: Bool
    /// The items.
    public var items: [ListItem]
}

/// One list item; `task` is set for GFM task-list items.
public struct ListItem: Hashable, Sendable {
    /// The item's blocks.
    public var blocks: [Block]
    /// nil for an ordinary item, otherwise whether the task box is checked.
    public var task: Bool?
}

/// A GFM table.
public struct Table: Hashable, Sendable {
    /// How a column's cells are aligned.
    public enum Alignment: String, Hashable, Sendable {
        case none, left, center, right
    }

    /// One alignment per column.
    public var alignments: [Alignment]
    /// The header row's cells.
    public var header: [[Inline]]
    /// The body rows; each row has up to one cell per column.
    public var rows: [[[Inline]]]
    /// Where the table starts.
    public var position: SourcePosition
}
