/// HTML built as UTF-8 bytes, for writers that scan their input as bytes (the highlighters):
/// appending to a byte array costs less than appending characters to a `String`.
public struct HTMLBytes {
    /// The HTML written so far, as UTF-8.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for about `capacity` bytes.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The HTML written so far, as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends markup as it is (`<span class="hl-key">`).
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends UTF-8 text escaped for element content, as `HTMLEscaping.appendText` escapes it.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for offset in utf8.indices where utf8[offset] <= HTMLEscaping.maximumSpecial {
            guard let entity = HTMLEscaping.entity(for: utf8[offset], quotes: false) else { continue }
            if runStart < offset { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset])) }
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            runStart = offset + 1
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// Appends the bytes `range` of `utf8`, escaped for element content.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        text(UnsafeBufferPointer(rebasing: utf8[range]))
    }
}
