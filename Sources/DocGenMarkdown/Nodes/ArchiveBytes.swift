/// Writes values as the compact bytes a one-off build keeps in its spill file.
///
/// Numbers are variable-length (seven bits a byte, zigzag so that a negative number takes as
/// few bytes as its magnitude) and texts are their length and UTF-8 bytes. `ArchiveReader`
/// reads them back; `DocumentArchive` and the links step's rewrites are written with it.
package struct ArchiveWriter {
    /// What has been written.
    package var bytes: [UInt8] = []

    /// An empty writer.
    package init() {}

    /// Writes a whole number.
    package mutating func number(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest))
    }

    /// Writes a text: its length, then its UTF-8 bytes.
    package mutating func text(_ value: String) {
        number(value.utf8.count)
        if value.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: value.utf8)
        }
    }

    /// Writes a text that may be missing: whether it is, then the text.
    package mutating func optionalText(_ value: String?) {
        number(value == nil ? 0 : 1)
        if let value { text(value) }
    }

    /// Writes a line and column.
    package mutating func position(_ position: SourcePosition) {
        number(position.line)
        number(position.column)
    }
}

/// Reads back what an `ArchiveWriter` wrote; each read is nil past the end or on bytes no
/// writer makes, never a part of a value.
package struct ArchiveReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// A reader at the start of `bytes`.
    package init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    package var isAtEnd: Bool { offset == bytes.count }

    /// The next byte.
    package mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next whole number.
    package mutating func number() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(truncatingIfNeeded: Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)) }
            shift += 7
            guard shift < 64 else { return nil }
        }
        return nil
    }

    /// A count of things still to read, each at least a byte long; nil when more are claimed
    /// than bytes remain.
    package mutating func count() -> Int? {
        guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
        return count
    }

    /// The next text.
    package mutating func text() -> String? {
        guard let count = count() else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + count)]), as: UTF8.self)
    }

    /// A text `optionalText(_:)` wrote: `.some(nil)` when it was missing, nil on bytes it does
    /// not write.
    package mutating func optionalText() -> String?? {
        switch number() {
        case 0: return .some(nil)
        case 1: return text().map { .some($0) }
        default: return nil
        }
    }

    /// The next line and column.
    package mutating func position() -> SourcePosition? {
        guard let line = number(), let column = number() else { return nil }
        return SourcePosition(line: line, column: column)
    }
}
