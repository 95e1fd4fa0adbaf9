import DocGenConcurrency
import DocGenContent
import DocGenMarkdown
import DocGenSearch

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
