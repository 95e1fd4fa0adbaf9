import DocGenConcurrency
import DocGenContent
import DocGenMarkdown
import DocGenSearch
import Foundation

// The search engine (DocGenSearch) knows no site types: these hand it each page's title,
// output path and parsed body, and turn its files into the site's output files.

extension SearchSection {
    /// Splits a page into sections at its level 1 to 3 headings.
    static func sections(of page: Page) -> [SearchSection] {
        sections(of: page, document: page.document)
    }

    /// Splits a page into sections, reading its parsed body from `document`.
    static func sections(of page: Page, document: Document) -> [SearchSection] {
        sections(title: page.title, outputPath: page.outputPath, document: document, language: page.frontMatter.lang)
    }
}

extension SearchPageSections {
    /// A page's sections, stored in `spill` as one record (`SearchSection.record(ofPage:)`)
    /// that the index reads back; the sections themselves when the file would not take it.
    ///
    /// What a one-off build holds of a page's sections until the last page is rendered.
    static func spilling(_ sections: [SearchSection], to spill: SpillFile) -> SearchPageSections {
        let page = SearchPageSections.sections(sections)
        guard page.count > 0, let span = spill.store(bytes: [SearchSection.record(ofPage: sections)])?.first else { return page }
        return .stored(
            outputPath: page.outputPath, count: page.count, at: SearchRecordLocation(offset: span.offset, count: span.count))
    }
}

/// Reads the records of search sections spilled to a spill file back for the index
/// (`SearchPageSections.spilling(_:to:)`), and remembers whether a read failed: the index takes
/// a record for each stored page, and an unreadable one gives empty sections.
final class SpilledSearchSections: @unchecked Sendable {
    private let spill: SpillFile
    private let lock = NSLock()
    private var failed = false

    init(_ spill: SpillFile) {
        self.spill = spill
    }

    /// Whether a record could not be read back.
    var hasFailed: Bool { lock.withLock { failed } }

    /// The reader the index calls.
    var reader: SearchRecordReader {
        { [self] locations in
            if let records = spill.bytes(locations.map { SpillFile.Span(offset: $0.offset, count: $0.count) }) {
                return records
            }
            lock.withLock { failed = true }
            return Array(repeating: [], count: locations.count)
        }
    }
}

extension IncrementalSearchIndex {
    /// Builds the index of `pages`, their sections split on all cores.
    init(pages: [Page]) {
        let sections = pages.parallelMap(SearchSection.sections(of:))
        self.init(pageSections: zip(pages, sections).map { (outputPath: $0.outputPath, sections: $1) })
    }
}

extension OutputFile {
    /// The output file of a search index file, its JSON kept as text or bytes as it was made.
    init(_ file: SearchIndexFile) {
        switch file.contents {
        case .text(let text): self.init(path: file.path, contents: .text(text))
        case .bytes(let bytes): self.init(path: file.path, contents: .bytes(bytes))
        }
    }
}
