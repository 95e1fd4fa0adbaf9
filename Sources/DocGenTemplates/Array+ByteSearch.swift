import DocGenContent

extension Array where Element == UInt8 {
    /// How many times `needle` occurs in these bytes, overlaps included.
    package func occurrences(of needle: [UInt8]) -> Int {
        var count = 0
        var from = 0
        while let found = firstOffset(of: needle, from: from) {
            count += 1
            from = found + 1
        }
        return count
    }

    /// Where `needle` first occurs at or after `start`, if it does.
    package func firstOffset(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, needle.count <= count, start <= count - needle.count else { return nil }
        for index in start...(count - needle.count) where self[index] == needle[0] {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
