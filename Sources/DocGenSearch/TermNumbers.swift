import Foundation

/// Numbers the distinct terms of a batch of search sections by their UTF-8 bytes, in the order
/// they first appear.
///
/// Every token of every section is looked up here, tens of millions on a large site. A
/// `[String: Int]` needs a `String` made and hashed with Swift's seeded hasher for each; this
/// table hashes the token's bytes where they lie (FNV-1a) and keeps each new term's bytes in
/// one buffer, so a term seen before costs a hash and a compare.
struct TermNumbers {
    /// Term numbers by slot, -1 for an empty slot; a power of two long, at most half full.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Where each term's bytes start in `bytes`; one more entry than terms, for the end.
    private var starts: [Int] = [0]
    private var bytes: [UInt8] = []

    /// How many distinct terms have been numbered.
    var count: Int { hashes.count }

    init() {
        slots = Array(repeating: -1, count: 1 << 12)
    }

    /// The number of the term spelled by `term`, and whether this call numbered it.
    mutating func number(of term: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        let hash = Self.hash(term)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { break }
            if hashes[found] == hash && equals(found, term) { return (found, false) }
            slot = (slot + 1) & mask
        }
        let number = hashes.count
        slots[slot] = Int32(truncatingIfNeeded: number)
        hashes.append(hash)
        bytes.append(contentsOf: term)
        starts.append(bytes.count)
        if 2 * hashes.count > slots.count { grow() }
        return (number, true)
    }

    private func equals(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress, let termBase = term.baseAddress else { return term.isEmpty }
            return memcmp(storedBase + start, termBase, term.count) == 0
        }
    }

    private mutating func grow() {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = Int32(truncatingIfNeeded: number)
        }
        slots = grown
    }

    /// FNV-1a over the bytes, with the high bits folded in, as the table uses the low ones.
    private static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in term {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash ^ (hash >> 29)
    }
}
