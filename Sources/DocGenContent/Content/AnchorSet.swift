#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The ids of one page that links may point at, each once, packed into one buffer.
///
/// Every page's ids wait until the links step has checked the links into it; as a set of
/// strings they took about a kilobyte a page (a hash table and a heap string for most ids),
/// packed about a third of that. Sorted by their UTF-8 bytes, so finding one is a binary search.
public struct AnchorSet: Sendable, Equatable, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []
    /// Where each id ends in `bytes`; the next one starts there.
    private var ends: [UInt32] = []

    /// The ids of `anchors`, each once.
    public init(_ anchors: some Sequence<String>) {
        let sorted = Set(anchors).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        bytes.reserveCapacity(sorted.reduce(0) { $0 + $1.count })
        ends.reserveCapacity(sorted.count)
        for anchor in sorted {
            bytes += anchor
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
        }
    }

    /// The ids listed.
    public init(arrayLiteral anchors: String...) {
        self.init(anchors)
    }

    /// How many ids there are.
    public var count: Int { ends.count }

    /// Whether there is none.
    public var isEmpty: Bool { ends.isEmpty }

    /// Every id, in the order of their UTF-8 bytes.
    public var elements: [String] {
        ends.indices.map { String(decoding: bytes[range(at: $0)], as: UTF8.self) }
    }

    /// Whether `anchor` is one of the ids.
    public func contains(_ anchor: String) -> Bool {
        var anchor = anchor
        return anchor.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { all in
                var (low, high) = (0, ends.count)
                while low < high {
                    let middle = (low + high) / 2
                    let order = Self.compare(UnsafeBufferPointer(rebasing: all[range(at: middle)]), wanted)
                    if order == 0 { return true }
                    if order < 0 { low = middle + 1 } else { high = middle }
                }
                return false
            }
        }
    }

    private func range(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Negative, zero or positive as `left` comes before, is, or comes after `right` in byte order.
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(left.count, right.count)
        if common > 0, let leftStart = left.baseAddress, let rightStart = right.baseAddress {
            let order = memcmp(leftStart, rightStart, common)
            if order != 0 { return Int(order) }
        }
        return left.count - right.count
    }
}
