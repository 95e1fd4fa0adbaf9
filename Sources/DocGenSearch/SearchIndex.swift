import DocGenConcurrency
import DocGenMarkdown
import Foundation

/// The search index written at build time: sections, and which terms occur in which.
///
/// Files under `search/`, each a script that hands its JSON to `docgenSearch(name, data)`
/// (`SearchIndexFile.script`), so a script element loads it from a server and from disk alike:
/// `meta.js` says how the index is split (version 5); `terms-K.js` maps each term whose first
/// UTF-16 unit modulo `shards` is K to its sections and weights, a string of base-64 digits
/// with each section after the first written as its distance from the one before
/// (`SearchPostings.write`); and
/// `sections-C.js` holds sections `C × chunk ..< (C + 1) × chunk` as `[title, url, heading,
/// snippet]`, with the page's language fifth when it sets one. A row of the same page as the
/// row before it in its file leaves out what it shares with it: its title is `""`, its url
/// only the `#anchor` (or `""`), and it has no language. The search script loads only the
/// shards and chunks a query needs, so the index of a large site never weighs on the first page.
public struct SearchIndex: Sendable {
    /// Sections per `sections-C.js` file.
    static let chunkSize = 400
    /// How a term's weight in a section is made (`SearchPostings.adding`): a bit for the page
    /// title and one for the heading, above the number of times it is in the text, up to
    /// `bodyCap`; at most 31, the five bits a posting has for it.
    static let weights = (title: 16, heading: 8, body: 1, bodyCap: 7)

    let sections: SearchSections
    /// Reads back the records of the pages whose sections are kept elsewhere.
    let readRecords: SearchRecordReader?

    /// The index of sections already split per page, in any order: pages are put in output-path order.
    ///
    /// The records of pages kept elsewhere are read back through `readRecords` a few hundred
    /// sections at a time, as their terms are filed and again as their chunk is written.
    public init(pages: [SearchPageSections], readRecords: SearchRecordReader? = nil) {
        sections = SearchSections(pages: pages.filter { $0.count > 0 }.sorted { $0.outputPath < $1.outputPath })
        self.readRecords = readRecords
    }

    /// The index of sections already split per page, in any order.
    public init(pageSections: [[SearchSection]]) {
        self.init(pages: pageSections.map(SearchPageSections.sections))
    }

    /// An index of sections already split and ordered by page output path.
    public init(sections: [SearchSection]) {
        self.sections = SearchSections(sections)
        readRecords = nil
    }

    /// One shard for small sites; more as the site grows, so each stays small.
    var shardCount: Int { min(64, max(1, sections.count / 250)) }

    /// The index files: built on all cores, with the same bytes as a serial build.
    public func files() -> [SearchIndexFile] {
        files { $0 }
    }

    /// The index files: built on all cores, with the same bytes as a serial build.
    ///
    /// Each file goes through `stage` as soon as it is made, which may write it out and return
    /// what stands for it, so the files need not all be held.
    public func files<File: Sendable>(stage: @escaping @Sendable (SearchIndexFile) -> File) -> [File] {
        var files = [stage(metaFile())]
        files += SearchPostings(sections: sections, shards: shardCount, readRecords: readRecords).files(stage)
        return files + Array(0..<chunkCount).parallelMap { stage(chunkFile($0)) }
    }

    /// The number of `sections-C.js` files.
    var chunkCount: Int { (sections.count + Self.chunkSize - 1) / Self.chunkSize }

    /// `search/meta.js`: how the index is split.
    func metaFile() -> SearchIndexFile {
        SearchIndexFile.script("meta") { writer in
            writer.object(["version": 5, "shards": shardCount, "chunk": Self.chunkSize, "sections": sections.count]) {
                $0.integer($1)
            }
        }
    }

    /// Every `sections-C.js` file, on all cores.
    func chunkFiles() -> [SearchIndexFile] {
        Array(0..<chunkCount).parallelMap(chunkFile)
    }

    /// The `sections-C.js` file of chunk `number`, its sections read back if they are kept elsewhere.
    func chunkFile(_ number: Int) -> SearchIndexFile {
        let run = (number * Self.chunkSize)..<min(sections.count, (number + 1) * Self.chunkSize)
        return Self.chunkFile(number, of: sections.sections(in: run, reading: readRecords))
    }

    /// The `sections-C.js` file of chunk `number`, which holds `sections`.
    static func chunkFile(_ number: Int, of sections: [SearchSection]) -> SearchIndexFile {
        SearchIndexFile.script("sections-\(number)", capacity: chunkSize * 256) { writer in
            writer.raw("[")
            var previousPath: String?
            for (offset, section) in sections.enumerated() {
                if offset > 0 { writer.raw(",") }
                let anchor = section.anchor.map { "#\($0)" } ?? ""
                // A page's later rows leave out its title, path and language: most of a large
                // site's rows are a page's second or later section.
                guard section.outputPath != previousPath else {
                    writer.strings(["", anchor, section.heading ?? "", snippet(section.text)])
                    continue
                }
                previousPath = section.outputPath
                // The language comes last and only when the page sets one: most rows need none.
                let language = section.language.map { [$0] } ?? []
                writer.strings(
                    [section.pageTitle, section.outputPath + anchor, section.heading ?? "", snippet(section.text)] + language)
            }
            writer.raw("]")
        }
    }

    /// The text cut to 160 characters for a search result, with an ellipsis when it was longer.
    static func snippet(_ text: String) -> String {
        if let cut = simpleCut(text) { return cut }
        // Counting the characters of a long section would walk all of it; only the first 161 matter.
        let cut = text.index(text.startIndex, offsetBy: 160, limitedBy: text.endIndex)
        guard let cut, cut != text.endIndex else { return text }
        return String(text.prefix(157)) + "…"
    }

    /// The snippet of text whose first 161 scalars are ASCII other than CR and precomposed
    /// Hangul syllables, cut by counting UTF-8 bytes; nil for any other text.
    ///
    /// Each such scalar is a character of its own: a syllable joins only a following conjoining
    /// jamo, and ASCII only CR LF, so scalars and characters count alike, without grapheme
    /// breaking, which made Korean snippets most of the snippet step.
    private static func simpleCut(_ text: String) -> String? {
        var text = text
        let cut = text.withUTF8 { bytes -> SimpleCut in
            var scalars = 0
            var offset = 0
            var cutEnd = 0
            while offset < bytes.count {
                if scalars == 157 { cutEnd = offset }
                let lead = bytes[offset]
                if lead < 0x80 {
                    guard lead != 0x0D else { return .complex }
                    offset += 1
                } else {
                    guard UTF8Scalar.isHangulSyllable(bytes, at: offset) else { return .complex }
                    offset += 3
                }
                scalars += 1
                if scalars > 160 { return .cut(String(decoding: bytes[..<cutEnd], as: UTF8.self) + "…") }
            }
            return .whole
        }
        switch cut {
        case .cut(let snippet): return snippet
        case .whole: return text
        case .complex: return nil
        }
    }

    private enum SimpleCut {
        case cut(String), whole, complex
    }
}
