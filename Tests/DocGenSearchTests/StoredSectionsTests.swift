import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenSearch

/// A one-off build keeps each page's sections out of memory until the index is made, as one
/// record: the index reads the records back through the site's reader, and writes the same bytes.
@Suite struct StoredSectionsTests {
    /// Records in one run of bytes, as a site's store keeps them, read back by byte range.
    private final class Store: @unchecked Sendable {
        private(set) var bytes: [UInt8] = []
        private let lock = NSLock()
        private(set) var reads = 0

        func keep(_ sections: [SearchSection]) -> SearchPageSections {
            let record = SearchSection.record(ofPage: sections)
            defer { bytes += record }
            return .stored(
                outputPath: sections[0].outputPath, count: sections.count,
                at: SearchRecordLocation(offset: bytes.count, count: record.count))
        }

        func read(_ locations: [SearchRecordLocation]) -> [[UInt8]] {
            lock.withLock { reads += 1 }
            return locations.map { Array(bytes[$0.offset..<($0.offset + $0.count)]) }
        }
    }

    private static let words = ["Banner", "배너의", "정책을", "isVisible", "v2", "snake_case", "東京", "e\u{301}cole", "long"]

    /// Pages of three sections each, in nine folders, some in Korean.
    private static func pages(_ count: Int) -> [[SearchSection]] {
        (0..<count).map { number in
            let word = { (offset: Int) in words[(number * 7 + offset) % words.count] }
            let long = String(repeating: "\(word(1)) \(word(3)) ", count: number % 40)
            return SearchSection.sections(
                title: "\(word(0)) \(number)", outputPath: "folder\(number % 9)/p\(number).html",
                document: MarkdownParser.parse(
                    "# \(word(0)) \(number)\n\nIntro \(long).\n\n## \(word(2)) part\n\n\(word(3)) \(word(4)).\n"
                        + "\n### Deep \(word(5))\n\n\(word(6)) \(long)\n"),
                language: number % 5 == 0 ? "ko" : nil)
        }
    }

    @Test("an index whose pages keep their sections elsewhere writes the same files as one that holds them")
    func sameFiles() {
        // Enough sections for each batch to read its records in several runs; long texts cut into snippets.
        let pages = Self.pages(900)
        let store = Store()
        // Every fourth page holds its sections, as a page does when the site's store refuses them.
        let stored = pages.enumerated().map { number, sections in
            number % 4 == 3 ? SearchPageSections.sections(sections) : store.keep(sections)
        }
        let held = SearchIndex(pageSections: pages).files()
        let read = SearchIndex(pages: stored, readRecords: store.read).files()
        #expect(held.map(\.path) == read.map(\.path))
        for (expected, file) in zip(held, read) {
            #expect(file.text == expected.text, "\(file.path)")
        }
        #expect(store.reads > 8)
    }

    @Test("a record reads back as the page's sections, and other bytes as nothing")
    func records() {
        for sections in Self.pages(12) {
            let record = SearchSection.record(ofPage: sections)
            let read = SearchSection.sections(fromRecord: record[...])
            #expect(read.map { $0.map(\.text) } == sections.map(\.text))
            #expect(read.map { $0.map(\.heading) } == sections.map(\.heading))
            #expect(read.map { $0.map(\.anchor) } == sections.map(\.anchor))
            #expect(read.map { $0.map(\.language) } == sections.map(\.language))
            #expect(read?.allSatisfy { $0.pageTitle == sections[0].pageTitle && $0.outputPath == sections[0].outputPath } == true)
            #expect(SearchSection.sections(fromRecord: record.dropLast()) == nil)
            #expect(SearchSection.sections(fromRecord: (record + [0])[...]) == nil)
        }
    }

    @Test("a record that cannot be read back gives empty sections, and the later sections keep their numbers")
    func unreadable() {
        let pages = Self.pages(30)
        let store = Store()
        let stored = pages.map { store.keep($0) }
        let failing: SearchRecordReader = { locations in locations.map { _ in [] } }
        let files = SearchIndex(pages: stored, readRecords: failing).files()
        let meta = files.first { $0.path == "search/meta.js" }?.text ?? ""
        #expect(meta.contains("\"sections\":90"))
    }
}
