import DocGenContent
import DocGenMarkdown

/// A folder-wide sidebar cut into the text every page of the folder shows and the text only one
/// page shows (its own entry's `aria-current`, say), placed by where it goes in the shared text.
///
/// A page's sidebar is then the shared text with that page's few pieces copied in, instead of
/// a scan of the whole sidebar for markers on every page.
package struct CutSidebar: Sendable {
    /// A piece of text one page adds, and where in `shared` it goes.
    private struct Piece: Sendable {
        var offset: Int
        var bytes: [UInt8]
    }

    /// What every page shows, as UTF-8.
    private var shared: [UInt8] = []
    /// The pieces each page adds, by page number, in order.
    private var pieces: [Int: [Piece]] = [:]

    /// Adds text that is kept for a page when every section around it (`sections`, their page
    /// numbers) is that page's; text in no section is shared.
    package mutating func add(_ text: UnsafeBufferPointer<UInt8>, keptFor sections: [Int?]) {
        guard let first = sections.first else {
            shared.append(contentsOf: text)
            return
        }
        // Sections of different pages, or of an unreadable one, keep their text for no page.
        guard let page = first, sections.allSatisfy({ $0 == page }) else { return }
        pieces[page, default: []].append(Piece(offset: shared.count, bytes: Array(text)))
    }

    /// The sidebar of page `page`.
    package func html(for page: Int) -> HTMLBytes {
        let own = pieces[page] ?? []
        var output = HTMLBytes(capacity: shared.count + own.reduce(0) { $0 + $1.bytes.count })
        // Only whole runs between ASCII markers were cut, so the text is UTF-8 as the sidebar was.
        shared.withUnsafeBufferPointer { shared in
            var position = 0
            for piece in own {
                output.raw(utf8: UnsafeBufferPointer(rebasing: shared[position..<piece.offset]))
                piece.bytes.withUnsafeBufferPointer { output.raw(utf8: $0) }
                position = piece.offset
            }
            output.raw(utf8: UnsafeBufferPointer(rebasing: shared[position...]))
        }
        return output
    }
}
