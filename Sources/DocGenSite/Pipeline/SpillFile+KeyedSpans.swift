extension SpillFile {
    /// Where some of a page's texts are in the file, by key: the line of the code block each
    /// belongs to.
    ///
    /// Every page keeps its spans until it is rendered; a dictionary of two or three of them
    /// took a hash table of a few hundred bytes, this array their size.
    struct KeyedSpans: Sendable, Equatable, ExpressibleByDictionaryLiteral {
        /// One key and its span.
        struct Entry: Sendable, Equatable {
            var key: Int
            var span: Span
        }

        /// The entries, sorted by key, each key once.
        private(set) var entries: [Entry] = []

        /// No spans.
        init() {}

        /// The spans of `pairs`, whose keys differ.
        init(_ pairs: some Sequence<(key: Int, value: Span)>) {
            entries = pairs.map { Entry(key: $0.key, span: $0.value) }.sorted { $0.key < $1.key }
        }

        /// The spans listed.
        init(dictionaryLiteral elements: (Int, Span)...) {
            self.init(elements.map { (key: $0.0, value: $0.1) })
        }

        /// Whether there is no span.
        var isEmpty: Bool { entries.isEmpty }

        /// The keys, in order.
        var keys: [Int] { entries.map(\.key) }

        /// The span of `key`, if it has one.
        subscript(key: Int) -> Span? {
            entries.first { $0.key == key }?.span
        }
    }
}
