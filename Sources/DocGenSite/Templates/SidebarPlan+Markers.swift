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
    func currentMarkers(page: Int?) -> [String: Any] {
        [
            Self.startKey: "\u{0}docgen-current-\(nonce):\(page ?? -1)\u{0}",
            Self.endKey: "\u{0}docgen-current-end-\(nonce)\u{0}",
        ]
    }

    /// One page's sidebar: the folder's sidebar with the marked text of the page's own entry
    /// kept and every other entry's removed.
    func resolve(_ html: String, current page: Int) -> String {
        let startPrefix = startPrefix
        let endName = endName
        let utf8 = html.utf8
        // Runs of kept text are copied whole; markers are ASCII, so every cut is on a character.
        var output = ""
        output.reserveCapacity(utf8.count)
        var runStart = 0
        func copy(upTo end: Int) {
            guard end > runStart else { return }
            output += html[utf8.index(utf8.startIndex, offsetBy: runStart)..<utf8.index(utf8.startIndex, offsetBy: end)]
        }
        var scanned = html
        scanned.withUTF8 { bytes in
            // One entry per open marked section: whether its text is kept.
            var kept: [Bool] = []
            var dropping = 0
            var index = 0
            while let marker = Self.nextMarkerByte(in: bytes, from: index) {
                guard let close = Self.nextMarkerByte(in: bytes, from: marker + 1) else { break }
                let name = UnsafeBufferPointer(rebasing: bytes[(marker + 1)..<close])
                let isEnd = Self.equal(name, endName)
                guard isEnd || (name.count >= startPrefix.count && Self.equal(name.prefix(startPrefix.count), startPrefix)) else {
                    // Not one of ours: both NULs and the text between them stay as they are.
                    index = close + 1
                    continue
                }
                if dropping == 0 { copy(upTo: marker) }
                if isEnd {
                    if kept.popLast() == false { dropping -= 1 }
                } else {
                    let number = Int(String(decoding: name.dropFirst(startPrefix.count), as: UTF8.self))
                    let keep = number == page
                    kept.append(keep)
                    if !keep { dropping += 1 }
                }
                index = close + 1
                if dropping == 0 { runStart = index }
            }
            if dropping == 0 { copy(upTo: bytes.count) }
        }
        return output
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

    private static func nextMarkerByte(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + index, Int32(markerByte), bytes.count - index) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
