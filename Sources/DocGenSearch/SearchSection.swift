import DocGenMarkdown

/// A stretch of a page between two headings: what a search result points at.
public struct SearchSection: Sendable {
    /// The page title.
    var pageTitle: String
    /// The page's output path.
    var outputPath: String
    /// The heading the section starts with; nil for the text before the first heading.
    var heading: String?
    /// The heading's anchor.
    var anchor: String?
    /// The section's text: paragraphs, lists, tables and inline code, without code blocks;
    /// empty once the site keeps it elsewhere (`keepingText(at:)`).
    public internal(set) var text: String
    /// The page's language when it sets one, so results in the reader's language come first.
    var language: String? = nil
    /// Where the site keeps the text once the section has let it go.
    private(set) var textLocation: TextLocation?

    /// Where a site keeps a section's text out of memory: a range of bytes in a store of its own,
    /// which it reads back for the index (`SearchTextReader`).
    public struct TextLocation: Sendable, Equatable {
        /// The text's first byte.
        public var offset: Int
        /// The text's length in UTF-8 bytes.
        public var count: Int

        /// The text at `offset`, `count` bytes long.
        public init(offset: Int, count: Int) {
            self.offset = offset
            self.count = count
        }
    }

    /// The section without its text, which the site keeps at `location`: the index reads it
    /// back to file its terms and cut its snippet.
    public func keepingText(at location: TextLocation) -> SearchSection {
        var section = self
        section.textLocation = location
        section.text = ""
        return section
    }

    /// Splits a page, given its title, output path and parsed body, into sections at its level 1 to 3 headings.
    public static func sections(
        title: String, outputPath: String, document: Document, language: String? = nil
    ) -> [SearchSection] {
        var sections: [SearchSection] = []
        var current = SearchSection(pageTitle: title, outputPath: outputPath, heading: nil, anchor: nil, text: "")
        document.walk { block in
            switch block {
            case .heading(let heading) where heading.level <= 3:
                if current.heading != nil || !current.text.isEmpty { sections.append(current) }
                current = SearchSection(
                    pageTitle: title, outputPath: outputPath, heading: heading.plainText,
                    anchor: heading.level == 1 ? nil : heading.anchor, text: "")
            case .heading(let heading):
                current.append(heading.content)
            case .paragraph(let inlines, _):
                current.append(inlines)
            case .table(let table):
                for cell in table.header { current.append(cell) }
                for row in table.rows {
                    for cell in row { current.append(cell) }
                }
            default:
                break
            }
        }
        if current.heading != nil || !current.text.isEmpty || sections.isEmpty { sections.append(current) }
        if let language {
            for index in sections.indices { sections[index].language = language }
        }
        return sections
    }

    /// Appends the inlines' text, after a space when there is text before it.
    private mutating func append(_ inlines: [Inline]) {
        // Written straight into the section's text; a space that nothing followed is taken back.
        let separated = !text.isEmpty
        if separated { text += " " }
        let length = text.utf8.count
        inlines.appendPlainText(to: &text)
        if separated, text.utf8.count == length { text.unicodeScalars.removeLast() }
    }
}

/// Reads back texts a site keeps elsewhere (`SearchSection.keepingText(at:)`): one text for
/// each location, in their order.
public typealias SearchTextReader = @Sendable ([SearchSection.TextLocation]) -> [String]
