/// A term's postings as the index files hold them, `[[section,weight],…]` sorted by section,
/// edited as text.
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
            var run: Range<Int>?
            var index = 0
            while let entry = Self.entry(in: bytes, from: &index) {
                while next < edits.count, edits[next].section < entry.section {
                    output.flush(&run, from: bytes)
                    if let weight = edits[next].weight { output.posting(edits[next].section, weight) }
                    next += 1
                }
                if next < edits.count, edits[next].section == entry.section {
                    output.flush(&run, from: bytes)
                    if let weight = edits[next].weight { output.posting(entry.section, weight) }
                    next += 1
                    continue
                }
                // Unchanged postings in a row are copied in one go, commas and all.
                run = (run?.lowerBound ?? entry.bytes.lowerBound)..<entry.bytes.upperBound
            }
            output.flush(&run, from: bytes)
            for edit in edits[next...] {
                if let weight = edit.weight { output.posting(edit.section, weight) }
            }
            return output.text
        }
    }

    /// The next `[section,weight]` at or after `index`, and where it lies; `index` moves past it.
    private static func entry(in bytes: UnsafeBufferPointer<UInt8>, from index: inout Int) -> (section: Int, bytes: Range<Int>)? {
        // The outer `[` is followed by `[` or `]`, an entry's by its section's first digit.
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "[") && Self.isDigit(bytes[index + 1])) { index += 1 }
        guard index + 1 < bytes.count else { return nil }
        let start = index
        var section = 0
        index += 1
        while index < bytes.count, Self.isDigit(bytes[index]) {
            section = section * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") { index += 1 }
        index = min(bytes.count, index + 1)
        return (section, start..<index)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The text being written: postings separated by commas inside one pair of brackets.
    private struct Output {
        var writer: JSONWriter
        var isEmpty = true

        init(capacity: Int) {
            writer = JSONWriter(capacity: capacity)
            writer.raw("[")
        }

        mutating func posting(_ section: Int, _ weight: Int) {
            SearchPostings.write(.init(section: section, weight: weight), first: isEmpty, to: &writer)
            isEmpty = false
        }

        /// Copies the run of unchanged postings, if any, and ends it.
        mutating func flush(_ run: inout Range<Int>?, from bytes: UnsafeBufferPointer<UInt8>) {
            guard let range = run else { return }
            if !isEmpty { writer.raw(",") }
            writer.append(UnsafeBufferPointer(rebasing: bytes[range]))
            isEmpty = false
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
