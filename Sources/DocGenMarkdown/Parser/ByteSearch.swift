#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` at or after `start`; nil when there is none.
    ///
    /// Found with `memchr`, which reads many bytes a step: whole pages are scanned this way for
    /// a rare byte.
    package func offset(of byte: UInt8, from start: Int = 0) -> Int? {
        guard start >= 0, start < count, let base = baseAddress,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the first run of `needle`'s bytes at or after `start`.
    ///
    /// Nil when there is none or `needle` is empty. Its first byte is found with `memchr`.
    package func offset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return nil }
        var from = start
        while let found = offset(of: first, from: from) {
            guard found + needle.count <= count else { return nil }
            if self[found..<(found + needle.count)].elementsEqual(needle) { return found }
            from = found + 1
        }
        return nil
    }
}

extension String {
    /// Whether the text's UTF-8 holds `byte`.
    ///
    /// Most texts asked lack the byte they are asked for (`&`, `:`), which `memchr` tells many
    /// bytes a step; Foundation's `contains` would bridge each text to an `NSString`.
    package func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.offset(of: byte) != nil } ?? utf8.contains(byte)
    }

    /// Whether the text's UTF-8 holds the bytes of `part` in a row, compared byte by byte, as a
    /// path or a CSS value is read.
    package func containsBytes(_ part: String) -> Bool {
        let wanted = Array(part.utf8)
        guard !wanted.isEmpty else { return true }
        return utf8.withContiguousStorageIfAvailable { $0.offset(of: wanted) != nil }
            ?? Array(utf8).withUnsafeBufferPointer { $0.offset(of: wanted) != nil }
    }
}
