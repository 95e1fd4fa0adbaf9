import DocGenConcurrency

extension SearchPostings {
    /// One batch's terms of one shard with their postings, packed into one byte array: each
    /// posting one number, its section's distance from the one before (the first: its section)
    /// times 32 plus its weight, in seven-bit groups, lowest first.
    ///
    /// Every batch's postings wait together until the shards are written, the largest part of
    /// a build's peak; packed, a posting takes one or two bytes instead of four, and a term no
    /// array and table entry of its own.
    struct PackedTerms: Sendable {
        private(set) var terms: [String] = []
        private var ends: [UInt32] = []
        private var bytes: [UInt8] = []

        /// Adds `term` with its `postings`, in section order.
        mutating func append(_ term: String, postings: [Posting]) {
            terms.append(term)
            var previous = 0
            for posting in postings {
                var value = UInt64(posting.section - previous) << 5 | UInt64(posting.weight)
                previous = posting.section
                while value >= 0x80 {
                    bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                    value >>= 7
                }
                bytes.append(UInt8(value))
            }
            ends.append(UInt32(truncatingIfNeeded: bytes.count))
        }

        /// The postings of the term at `index` of `terms`.
        func postings(at index: Int) -> [Posting] {
            let start = index == 0 ? 0 : Int(ends[index - 1])
            var postings: [Posting] = []
            var (section, value, shift) = (0, UInt64(0), UInt64(0))
            for byte in bytes[start..<Int(ends[index])] {
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
                guard byte < 0x80 else { continue }
                section += Int(value >> 5)
                postings.append(Posting(section: section, weight: Int(value & 31)))
                (value, shift) = (0, 0)
            }
            return postings
        }

        /// The same terms in storage of their size.
        func trimmed() -> PackedTerms {
            var packed = self
            (packed.terms, packed.ends, packed.bytes) = (terms.trimmed(), ends.trimmed(), bytes.trimmed())
            return packed
        }
    }
}
