import DocGenContent
import Foundation

extension SidebarSkeletons {
    /// The frame of the sidebar partial itself, for a folder with or without entries.
    package func topFrame(empty: Bool) -> Frame? {
        cachedFrame(for: empty ? [0] : []) {
            let probe: [String: Any] = ["nav": empty ? [] : placeholders]
            return makeFrame(library.render(probe, withTemplate: SidebarPlan.partial), texts: 0, cut: !empty)
        }
    }

    /// The frame of an entry of `shape`, made from `entry` the first time the shape is seen.
    package func frame(for shape: SidebarEntryShape, entry: [String: Any]) -> Frame? {
        cachedFrame(for: shape.key) {
            let probe = shape.marked(entry, placeholders: placeholders) { number in
                TemplateSkeletons.markerText(number, nonce: nonce)
            }
            return makeFrame(
                library.render(probe, withTemplate: entryTemplate), texts: shape.texts.count, cut: !shape.children.isEmpty)
        }
    }

    private func cachedFrame(for key: [UInt8], make: () -> Frame?) -> Frame? {
        let found = lock.withReadLock { frames[key] }
        if let found { return found }
        // Two tasks may make the same frame at once; both make the same one.
        let made = make()
        lock.withWriteLock { frames[key] = made }
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
        guard let run = PlaceholderRun(placeholderRenders, in: bytes),
            let open = TemplateSkeletons.parse(Array(bytes[..<run.range.lowerBound]), nonce: nonce, texts: texts),
            let separator = TemplateSkeletons.parse(run.gap, nonce: nonce, texts: texts),
            let close = TemplateSkeletons.parse(Array(bytes[run.range.upperBound...]), nonce: nonce, texts: texts)
        else { return nil }
        return Frame(open: open, separator: separator, close: close)
    }
}
