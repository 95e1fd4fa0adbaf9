import Foundation
import Testing

@testable import DocGenSearch

/// A one-off build keeps each section's text out of memory until the index files its terms:
/// the index reads it back through the site's reader, and writes the same bytes.
@Suite struct StoredTextTests {
    /// Texts in one string, as a site's store keeps them, read back by byte range.
    private final class Store: @unchecked Sendable {
        private(set) var bytes: [UInt8] = []
        private let lock = NSLock()
        private(set) var reads = 0

        func keep(_ text: String) -> SearchSection.TextLocation {
            defer { bytes += text.utf8 }
            return SearchSection.TextLocation(offset: bytes.count, count: text.utf8.count)
        }

        func read(_ locations: [SearchSection.TextLocation]) -> [String] {
            lock.withLock { reads += 1 }
            return locations.map { String(decoding: bytes[$0.offset..<($0.offset + $0.count)], as: UTF8.self) }
        }
    }

    @Test("an index whose sections let their text go writes the same files as one that keeps it")
    func sameFiles() {
        let words = ["Banner", "배너의", "정책을", "isVisible", "v2", "snake_case", "東京", "e\u{301}cole", "long"]
        // Enough sections for each batch to read its texts in several runs; long texts cut into snippets.
        let pages = (0..<900).map { number in
            let word = { (offset: Int) in words[(number * 7 + offset) % words.count] }
            let long = String(repeating: "\(word(1)) \(word(3)) ", count: number % 40)
            return SearchSection.sections(
                markdown: "# \(word(0)) \(number)\n\nIntro \(long).\n\n## \(word(2)) part\n\n\(word(3)) \(word(4)).\n"
                    + "\n### Deep \(word(5))\n\n\(word(6)) \(long)\n",
                outputPath: "folder\(number % 9)/p\(number).html")
        }
        let store = Store()
        // Every fourth page keeps its text, as a page does when the site's store refuses it.
        let stored = pages.enumerated().map { number, sections in
            number % 4 == 3 ? sections : sections.map { $0.keepingText(at: store.keep($0.text)) }
        }
        #expect(stored[0].allSatisfy { $0.text.isEmpty })
        let kept = SearchIndex(pageSections: pages).files()
        let read = SearchIndex(pageSections: stored, readTexts: store.read).files()
        #expect(kept.map(\.path) == read.map(\.path))
        for (expected, file) in zip(kept, read) {
            #expect(file.text == expected.text, "\(file.path)")
        }
        #expect(store.reads > 8)
    }
}
