import DocGenConcurrency

/// The styles of preview elements already computed in one theme, shared by every preview of a
/// build.
///
/// An element's style follows from its parent's, its tag, classes and `style` attribute and
/// whether it is hidden; a catalog draws the same few templates thousands of times, so nearly
/// every element has been met before. Computing styles (resolving custom properties and colors)
/// was most of a large catalog's build time.
final class PreviewStyleCache: @unchecked Sendable {
    /// What makes an element's style: its parent's place in the cache and its own markup.
    struct Key: Hashable {
        var parent: Int
        var markup: PreviewTree.Markup
    }

    /// A computed style and whether its element is placed absolutely.
    struct Entry {
        var style: PreviewStyles.Computed
        var positioned: Bool
    }

    /// The place of the root's style.
    static let root = 0

    /// Styles past this many are computed for each preview rather than kept: previews whose
    /// inline styles differ each time (a color from every sample) must not grow the cache
    /// without end.
    // The styles met again are those of the templates' fixed markup, which the first previews
    // meet; 50,000 kept 35 MB of mostly one-off styles at 10,000 pages.
    private static let capacity = 8_192

    private let lock = ReadWriteLock()
    private var entries: [Entry]
    private var places: [Key: Int] = [:]

    /// A cache whose first entry is the root's style.
    init(root: PreviewStyles.Computed) {
        entries = [Entry(style: root, positioned: false)]
    }

    /// The entry for `key` and its place, when it has been computed before.
    func lookup(_ key: Key) -> (Entry, Int)? {
        lock.withReadLock {
            places[key].map { (entries[$0], $0) }
        }
    }

    /// Keeps `entry` for `key`; its place, or nil when the cache is full.
    func insert(_ entry: Entry, for key: Key) -> Int? {
        lock.withWriteLock {
            if let place = places[key] { return place }
            guard entries.count < Self.capacity else { return nil }
            entries.append(entry)
            places[key] = entries.count - 1
            return entries.count - 1
        }
    }
}
