import DocGenContent
import DocGenMarkdown
import Foundation

extension TemplateSkeletons {
    /// A page skeleton with lists spliced in: text pieces, and between each two the place of one
    /// list's entries.
    package struct Layout {
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
    package func slotted(_ context: [String: Any]) -> (context: [String: Any], lists: [[[String: Any]]?])? {
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
    /// The render is cut before each list's first placeholder render and after its last. Nil
    /// unless each list's placeholders make a `PlaceholderRun` and the lists do not overlap. A
    /// list none of whose placeholders show was not rendered, and gets no slot.
    package func cut(_ rendered: [UInt8], texts: Int, lists: [[[String: Any]]?]) -> Layout? {
        var spans: [(list: Int, run: PlaceholderRun)] = []
        for (number, splice) in splices.enumerated() where lists[number] != nil {
            if splice.placeholderRenders.allSatisfy({ rendered.occurrences(of: $0) == 0 }) { continue }
            guard let run = PlaceholderRun(splice.placeholderRenders, in: rendered) else { return nil }
            spans.append((number, run))
        }
        spans.sort { $0.run.range.lowerBound < $1.run.range.lowerBound }
        var pieces: [Skeleton] = []
        var slots: [Layout.Slot] = []
        var position = 0
        for span in spans {
            guard span.run.range.lowerBound >= position,
                let piece = Self.parse(Array(rendered[position..<span.run.range.lowerBound]), nonce: nonce, texts: texts),
                let separator = Self.parse(span.run.gap, nonce: nonce, texts: texts)
            else { return nil }
            pieces.append(piece)
            slots.append(Layout.Slot(list: span.list, separator: separator))
            position = span.run.range.upperBound
        }
        guard let tail = Self.parse(Array(rendered[position...]), nonce: nonce, texts: texts) else { return nil }
        pieces.append(tail)
        return Layout(pieces: pieces, slots: slots)
    }

    /// A page from its layout: its texts in the pieces, each list's entries rendered from the
    /// body's skeletons in the slots; nil when an entry cannot be rendered.
    package func fill(_ layout: Layout, texts: [TemplateText], lists: [[[String: Any]]?]) -> HTMLBytes? {
        var output = HTMLBytes(capacity: layout.size + texts.reduce(0) { $0 + $1.utf8Count } + 4096)
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
