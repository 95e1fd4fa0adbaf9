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
}
