/// HTML built as UTF-8 bytes, for writers that scan their input as bytes (the highlighters):
/// appending to a byte buffer costs less than appending characters to a `String`.
public struct HTMLBytes {
    private var storage: Storage

    /// Creates an empty buffer with room for about `capacity` bytes.
    public init(capacity: Int = 0) {
        storage = Storage(capacity: capacity)
    }

    /// The HTML written so far, as text.
    public var text: String { String(decoding: storage.written, as: UTF8.self) }

    /// Appends markup as it is (`<span class="hl-key">`).
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    /// Appends UTF-8 text escaped for element content, as `HTMLEscaping.appendText` escapes it.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.forEachPiece(of: utf8, quotes: false) { append($0) }
    }

    /// Appends the bytes `range` of `utf8`, escaped for element content.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        text(UnsafeBufferPointer(rebasing: utf8[range]))
    }

    // A copy of the buffer writes to storage of its own, as an array would.
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.append(source)
    }

    /// The bytes, in memory that grows by doubling: an append is a capacity check and a copy,
    /// without an array's checks around it, and the highlighters make hundreds per code block.
    private final class Storage {
        private var base: UnsafeMutablePointer<UInt8>
        private var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        func append(_ source: UnsafeBufferPointer<UInt8>) {
            guard let from = source.baseAddress, !source.isEmpty else { return }
            if count + source.count > capacity { grow(toHold: count + source.count) }
            (base + count).initialize(from: from, count: source.count)
            count += source.count
        }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.append(written)
            return copy
        }

        private func grow(toHold needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            grown.initialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = newCapacity
        }
    }
}
