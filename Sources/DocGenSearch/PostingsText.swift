/// A term's postings as the index files hold them, `[section,weight,gap,weight,…]` (each section
/// after the first as its distance from the one before; `SearchPostings.write`), edited as text.
///
/// The most common terms of a large site have tens of thousands of postings. A one-page
/// rebuild in `docgen serve` changes a few of them, so it copies the unchanged runs of the text
/// around its edits instead of reading every posting into numbers and writing them back.
enum PostingsText {
    /// One change to a term's postings: the section's new weight, or nil to drop the section.
    typealias Edit = (section: Int, weight: Int?)

    /// The postings with `edits` applied; nil when none are left.
    ///
    /// Written exactly as `SearchPostings.write` writes them. Each section is edited at most once.
    static func edited(_ json: String, applying edits: [Edit]) -> String? {
        let edits = edits.sorted { $0.section < $1.section }
        var json = json
        return json.withUTF8 { bytes -> String? in
            var output = Output(capacity: bytes.count + 24 * edits.count)
            var next = 0
            var index = 0
            var section = 0
            // The section before the entry being read, which its gap is counted from.
            var previous = 0
            while let entry = Self.entry(in: bytes, from: &index) {
                section += entry.gap
                defer { previous = section }
                while next < edits.count, edits[next].section < section {
                    output.flush(from: bytes)
                    if let weight = edits[next].weight { output.posting(edits[next].section, weight) }
                    next += 1
                }
                if next < edits.count, edits[next].section == section {
                    output.flush(from: bytes)
                    if let weight = edits[next].weight { output.posting(section, weight) }
                    next += 1
                    continue
                }
                output.keep(section, entry.weight, bytes: entry.bytes, after: previous)
            }
            output.flush(from: bytes)
            for edit in edits[next...] {
                if let weight = edit.weight { output.posting(edit.section, weight) }
            }
            return output.text
        }
    }

    /// The next `gap,weight` at or after `index`, and where it lies; `index` moves past it.
    private static func entry(
        in bytes: UnsafeBufferPointer<UInt8>, from index: inout Int
    ) -> (
        gap: Int, weight: Int, bytes: Range<Int>
    )? {
        while index < bytes.count, !Self.isDigit(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let start = index
        let gap = number(in: bytes, from: &index)
        while index < bytes.count, !Self.isDigit(bytes[index]) { index += 1 }
        let weight = number(in: bytes, from: &index)
        return (gap, weight, start..<index)
    }

    private static func number(in bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Int {
        var value = 0
        while index < bytes.count, Self.isDigit(bytes[index]) {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The text being written: postings separated by commas inside one pair of brackets.
    private struct Output {
        var writer: JSONWriter
        var isEmpty = true
        /// The last section written, which the next gap is counted from.
        var last = 0
        /// Unchanged entries in a row, copied in one go, commas and all, when the run ends, and
        /// the section of the run's last entry.
        var run: (bytes: Range<Int>, last: Int)?

        init(capacity: Int) {
            writer = JSONWriter(capacity: capacity)
            writer.raw("[")
        }

        mutating func posting(_ section: Int, _ weight: Int) {
            SearchPostings.write(gap: section - last, weight: weight, first: isEmpty, to: &writer)
            isEmpty = false
            last = section
        }

        /// Keeps an unchanged entry: copied with its run when its gap still counts from the
        /// section written before it, written anew with a new gap when that section changed.
        mutating func keep(_ section: Int, _ weight: Int, bytes range: Range<Int>, after previous: Int) {
            if let current = run {
                run = (current.bytes.lowerBound..<range.upperBound, section)
            } else if previous == last {
                run = (range, section)
            } else {
                posting(section, weight)
            }
        }

        /// Copies the run of unchanged entries, if any, and ends it.
        mutating func flush(from bytes: UnsafeBufferPointer<UInt8>) {
            guard let current = run else { return }
            if !isEmpty { writer.raw(",") }
            writer.append(UnsafeBufferPointer(rebasing: bytes[current.bytes]))
            isEmpty = false
            last = current.last
            run = nil
        }

        var text: String? {
            guard !isEmpty else { return nil }
            var finished = self
            finished.writer.raw("]")
            return finished.writer.text
        }
    }
}
