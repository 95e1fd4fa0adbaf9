import DocGenMarkdown
import Foundation
import Testing

@testable import DocGenSearch

@Suite struct IncrementalSearchIndexTests {
    private func page(_ number: Int, _ extra: String = "") -> (outputPath: String, sections: [SearchSection]) {
        let outputPath = "folder\(number % 7)/p\(number).html"
        let markdown = "# Page \(number)\n\nIntro banner \(number % 13).\(extra)\n\n## Part\n\n배너의 정책 \(number % 5).\n"
        return (outputPath, SearchSection.sections(markdown: markdown, outputPath: outputPath))
    }

    private static func texts(_ files: [SearchIndexFile]) -> [String: String] {
        var texts: [String: String] = [:]
        for file in files { texts[file.path] = file.text }
        return texts
    }

    @Test(
        "updating pages in several chunks and shards gives the files of an index built anew",
        arguments: [([5], false), ([298, 3], false), ([150, 299, 0], false), ([7], true), ([0, 299], true)])
    func updateMatchesFreshIndex(edited: [Int], removing: Bool) throws {
        let extra = " Newword zebra_\(7) ToastPresenter 東京タワー 2024"
        // Removing: the pages start with words of their own, which the edit takes away again.
        var pages = (0..<300).map { page($0, removing && edited.contains($0) ? extra + " Onlyhere\($0)" : "") }
        var index = IncrementalSearchIndex(pageSections: pages)
        #expect(index.chunks.count > 1)
        #expect(index.shards.count > 1)
        let before = Self.texts(index.files())
        for number in edited { pages[number] = page(number, removing ? "" : extra) }
        let update = index.update(pageSections: edited.map { pages[$0] })
        let changed = try #require(update)
        let fresh = Self.texts(IncrementalSearchIndex(pageSections: pages).files())
        #expect(Self.texts(index.files()) == fresh)
        #expect(fresh == Self.texts(SearchIndex(pageSections: pages.map(\.sections)).files()))
        let changedTexts = Self.texts(changed)
        for (path, text) in fresh {
            // A file the update did not return must be unchanged; one it did must be the new text.
            #expect((changedTexts[path] ?? before[path]) == text, "\(path)")
        }
    }
}
