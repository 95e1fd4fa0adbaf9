import DocGenContent
import DocGenMarkdown

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
        withUnsafeBufferPointer { $0.offset(of: needle, from: start) }
    }
}
