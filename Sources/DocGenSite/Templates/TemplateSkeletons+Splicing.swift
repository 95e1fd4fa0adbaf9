import Foundation

extension TemplateSkeletons {
    /// A page skeleton with lists spliced in: text pieces, and between each two the place of one
    /// list's entries.
    struct Layout {
        struct Slot {
            /// The list's number among `splices`.
            var list: Int
            /// The text between two entries.
            var separator: Skeleton
        }

        /// One more piece than slots.
        var pieces: [Skeleton]
        var slots: [Slot]
        var size: Int { pieces.reduce(0) { $0 + $1.size } + slots.reduce(0) { $0 + $1.separator.size } }
    }

    /// `context` with every list that can be spliced replaced by its slot, and those lists'
    /// entries by list number; nil when the context has none.
    func slotted(_ context: [String: Any]) -> (context: [String: Any], lists: [[[String: Any]]?])? {
        var context = context
        var lists: [[[String: Any]]?] = Array(repeating: nil, count: splices.count)
        var any = false
        for (number, splice) in splices.enumerated() {
            guard let entries = splice.entries(in: context) else { continue }
            context = splice.replacing(in: context, with: ListSlot(number: number))
            lists[number] = entries
            any = true
        }
        return any ? (context, lists) : nil
    }

    /// The layout of a render made with each slotted list's placeholders.
    ///
    /// The render is cut before each list's first placeholder render and after its last. Nil unless every placeholder's render is there
    /// once, in order, with the same text between them, and the lists do not overlap. A list
    /// none of whose placeholders show was not rendered, and gets no slot.
    func cut(_ rendered: [UInt8], texts: Int, lists: [[[String: Any]]?]) -> Layout? {
        var spans: [(list: Int, range: Range<Int>, gap: [UInt8])] = []
        for (number, splice) in splices.enumerated() where lists[number] != nil {
            let counts = splice.placeholderRenders.map { SidebarSkeletons.occurrences(of: $0, in: rendered) }
            if counts.allSatisfy({ $0 == 0 }) { continue }
            guard counts.allSatisfy({ $0 == 1 }) else { return nil }
            var ranges: [Range<Int>] = []
            for render in splice.placeholderRenders {
                guard let start = SidebarSkeletons.firstIndex(of: render, in: rendered),
                    start >= (ranges.last?.upperBound ?? 0)
                else { return nil }
                ranges.append(start..<(start + render.count))
            }
            let gaps = zip(ranges, ranges.dropFirst()).map { Array(rendered[$0.upperBound..<$1.lowerBound]) }
            guard let gap = gaps.first, gaps.allSatisfy({ $0 == gap }), let first = ranges.first, let last = ranges.last
            else { return nil }
            spans.append((number, first.lowerBound..<last.upperBound, gap))
        }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var pieces: [Skeleton] = []
        var slots: [Layout.Slot] = []
        var position = 0
        for span in spans {
            guard span.range.lowerBound >= position,
                let piece = Self.parse(Array(rendered[position..<span.range.lowerBound]), nonce: nonce, texts: texts),
                let separator = Self.parse(span.gap, nonce: nonce, texts: texts)
            else { return nil }
            pieces.append(piece)
            slots.append(Layout.Slot(list: span.list, separator: separator))
            position = span.range.upperBound
        }
        guard let tail = Self.parse(Array(rendered[position...]), nonce: nonce, texts: texts) else { return nil }
        pieces.append(tail)
        return Layout(pieces: pieces, slots: slots)
    }

    /// A page from its layout: its texts in the pieces, each list's entries rendered from the
    /// body's skeletons in the slots; nil when an entry cannot be rendered.
    func fill(_ layout: Layout, texts: [String], lists: [[[String: Any]]?]) -> String? {
        var output = ""
        output.reserveCapacity(layout.size + texts.reduce(0) { $0 + $1.utf8.count } + 256)
        for (index, slot) in layout.slots.enumerated() {
            fill(layout.pieces[index], with: texts, into: &output)
            guard let entries = lists[slot.list] else { return nil }
            let splice = splices[slot.list]
            for (position, entry) in entries.enumerated() {
                if position > 0 { fill(slot.separator, with: texts, into: &output) }
                guard splice.body.append(ListSplice.bodyTemplate, context: entry, to: &output) else { return nil }
            }
        }
        fill(layout.pieces[layout.slots.count], with: texts, into: &output)
        return output
    }
}
