import DocGenContent
import Foundation

extension SidebarPlan {
    // Markers are NUL-delimited and carry a random nonce: a title cannot contain one by chance,
    // and content cannot forge one to cut text out of the sidebar.
    private static let markerByte: UInt8 = 0
    private var startPrefix: [UInt8] { Array("docgen-current-\(nonce):".utf8) }
    private var endName: [UInt8] { Array("docgen-current-end-\(nonce)".utf8) }

    /// The marker values of a sidebar entry rendered for a whole folder: they wrap the text of
    /// its `isCurrent` section and name the entry's page (-1 for an entry without a page, never
    /// current).
    package func currentMarkers(page: Int?) -> [String: Any] {
        var markers: [String: Any] = [:]
        addCurrentMarkers(page: page, to: &markers)
        return markers
    }

    /// Sets `entry`'s marker values (`currentMarkers(page:)`) in place: every entry of every
    /// folder-wide sidebar gets them, and merging a dictionary of two into each cost more than
    /// setting two keys.
    package func addCurrentMarkers(page: Int?, to entry: inout [String: Any]) {
        entry[Self.startKey] = "\u{0}docgen-current-\(nonce):\(page ?? -1)\u{0}"
        entry[Self.endKey] = "\u{0}docgen-current-end-\(nonce)\u{0}"
    }

    /// The folder's sidebar cut once into the text every page shows and the text each page
    /// adds, so that each page's sidebar is a few copies (`CutSidebar`).
    ///
    /// Text inside a marked section is kept for a page when every section around it is marked
    /// with that page; markers themselves are never kept.
    package func cut(_ html: String) -> CutSidebar {
        let startPrefix = startPrefix
        let endName = endName
        var html = html
        return html.withUTF8 { bytes in
            var sidebar = CutSidebar()
            // The page of each open marked section; nil for one whose page number is unreadable.
            var open: [Int?] = []
            var runStart = 0
            func take(upTo end: Int) {
                guard end > runStart else { return }
                sidebar.add(UnsafeBufferPointer(rebasing: bytes[runStart..<end]), keptFor: open)
            }
            var index = 0
            while let marker = bytes.offset(of: Self.markerByte, from: index) {
                guard let close = bytes.offset(of: Self.markerByte, from: marker + 1) else { break }
                let name = UnsafeBufferPointer(rebasing: bytes[(marker + 1)..<close])
                let isEnd = Self.equal(name, endName)
                guard isEnd || (name.count >= startPrefix.count && Self.equal(name.prefix(startPrefix.count), startPrefix))
                else {
                    // Not one of ours: both NULs and the text between them stay as they are.
                    index = close + 1
                    continue
                }
                take(upTo: marker)
                if isEnd {
                    _ = open.popLast()
                } else {
                    open.append(Self.number(in: UnsafeBufferPointer(rebasing: name[(name.startIndex + startPrefix.count)...])))
                }
                index = close + 1
                runStart = index
            }
            take(upTo: bytes.count)
            return sidebar
        }
    }

    /// The decimal number the bytes spell, with an optional leading `-`; nil for anything else.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = bytes.first == UInt8(ascii: "-")
        let digits = UnsafeBufferPointer(rebasing: bytes[(isNegative ? 1 : 0)...])
        // Page numbers have a few digits; more could overflow and are nobody's page.
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return isNegative ? -value : value
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence, _ other: [UInt8]) -> Bool {
        equal(UnsafeBufferPointer(rebasing: bytes), other)
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ other: [UInt8]) -> Bool {
        guard bytes.count == other.count else { return false }
        return other.withUnsafeBufferPointer { otherBytes in
            guard let base = bytes.baseAddress, let otherBase = otherBytes.baseAddress else { return other.isEmpty }
            return memcmp(base, otherBase, bytes.count) == 0
        }
    }
}
