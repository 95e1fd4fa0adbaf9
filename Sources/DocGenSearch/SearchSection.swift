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
    /// The section's text: paragraphs, lists, tables and inline code, without code blocks.
    public internal(set) var text: String
    /// The page's language when it sets one, so results in the reader's language come first.
    var language: String? = nil

    /// A page's sections as one run of bytes, which `sections(fromRecord:)` reads back: the
    /// page's title, output path and language once, then each section's heading, anchor and
    /// text (`ArchiveWriter`).
    ///
    /// What a one-off build keeps of a page's sections until the index is made, out of memory
    /// (`SearchPageSections.stored`): a large site has hundreds of thousands of sections.
    public static func record(ofPage sections: [SearchSection]) -> [UInt8] {
        var writer = ArchiveWriter()
        guard let first = sections.first else { return writer.bytes }
        writer.text(first.pageTitle)
        writer.text(first.outputPath)
        writer.optionalText(first.language)
        writer.number(sections.count)
        for section in sections {
            writer.optionalText(section.heading)
            writer.optionalText(section.anchor)
            writer.text(section.text)
        }
        return writer.bytes
    }

    /// The sections `record(ofPage:)` made these bytes of; nil when they are not such bytes.
    public static func sections(fromRecord bytes: ArraySlice<UInt8>) -> [SearchSection]? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(bytes: buffer)
            guard let title = reader.text(), let outputPath = reader.text(), let language = reader.optionalText(),
                let count = reader.count()
            else { return nil }
            var sections: [SearchSection] = []
            sections.reserveCapacity(count)
            for _ in 0..<count {
                guard let heading = reader.optionalText(), let anchor = reader.optionalText(), let text = reader.text() else {
                    return nil
                }
                sections.append(
                    SearchSection(
                        pageTitle: title, outputPath: outputPath, heading: heading, anchor: anchor, text: text,
                        language: language))
            }
            return reader.isAtEnd ? sections : nil
        }
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
