import Foundation

extension SidebarSkeletons {
    /// The frame of the sidebar partial itself, for a folder with or without entries.
    func topFrame(empty: Bool) -> Frame? {
        cachedFrame(for: empty ? [0] : []) {
            let probe: [String: Any] = ["nav": empty ? [] : placeholders]
            return makeFrame(library.render(probe, withTemplate: SidebarPlan.partial), texts: 0, cut: !empty)
        }
    }

    /// The frame of an entry of `shape`, made from `entry` the first time the shape is seen.
    func frame(for shape: SidebarEntryShape, entry: [String: Any]) -> Frame? {
        cachedFrame(for: shape.key) {
            let probe = shape.marked(entry, placeholders: placeholders) { number in
                TemplateSkeletons.markerText(number, nonce: nonce)
            }
            return makeFrame(
                library.render(probe, withTemplate: entryTemplate), texts: shape.texts.count, cut: !shape.children.isEmpty)
        }
    }

    private func cachedFrame(for key: [UInt8], make: () -> Frame?) -> Frame? {
        lock.lock()
        let found = frames[key]
        lock.unlock()
        if let found { return found }
        // Two tasks may make the same frame at once; both make the same one.
        let made = make()
        lock.lock()
        frames[key] = made
        lock.unlock()
        return made
    }

    /// Cuts a render made with the placeholders as children (`cut`) at each placeholder's own
    /// render; nil unless each is there once, in order, with the same text between them.
    private func makeFrame(_ rendered: String?, texts: Int, cut: Bool) -> Frame? {
        guard let rendered else { return nil }
        let bytes = Array(rendered.utf8)
        let empty = TemplateSkeletons.Skeleton(pieces: [""], holes: [])
        guard cut else {
            return TemplateSkeletons.parse(bytes, nonce: nonce, texts: texts).map {
                Frame(open: $0, separator: empty, close: empty)
            }
        }
        var ranges: [Range<Int>] = []
        for render in placeholderRenders {
            guard Self.occurrences(of: render, in: bytes) == 1, let start = Self.firstIndex(of: render, in: bytes),
                start >= (ranges.last?.upperBound ?? 0)
            else { return nil }
            ranges.append(start..<(start + render.count))
        }
        let gaps = zip(ranges, ranges.dropFirst()).map { Array(bytes[$0.upperBound..<$1.lowerBound]) }
        guard let gap = gaps.first, gaps.allSatisfy({ $0 == gap }), let first = ranges.first, let last = ranges.last,
            let open = TemplateSkeletons.parse(Array(bytes[..<first.lowerBound]), nonce: nonce, texts: texts),
            let separator = TemplateSkeletons.parse(gap, nonce: nonce, texts: texts),
            let close = TemplateSkeletons.parse(Array(bytes[last.upperBound...]), nonce: nonce, texts: texts)
        else { return nil }
        return Frame(open: open, separator: separator, close: close)
    }

    /// How many times `needle` occurs in `bytes`, overlaps included.
    static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> Int {
        var count = 0
        var from = 0
        while let found = firstIndex(of: needle, in: bytes, from: from) {
            count += 1
            from = found + 1
        }
        return count
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, needle.count <= bytes.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
