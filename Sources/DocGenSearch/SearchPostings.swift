import DocGenConcurrency
import Foundation

/// Which sections each search term occurs in, and how strongly: the `terms-K.js` shards.
///
/// Sections are tokenized in parallel batches, each batch filing its terms by shard; each
/// shard then merges the batches in section order and writes its JSON, also in parallel. A
/// term's postings come out sorted by section, as a serial pass over the sections gives them.
struct SearchPostings {
    /// One section's weight for one term, in 32 bits: a large site has millions of postings.
    struct Posting: Sendable {
        private let bits: UInt32

        /// Weights are at most 31 (`SearchIndex.weights`), so five bits hold them; the section
        /// gets the other 27, room for 134 million sections.
        init(section: Int, weight: Int) {
            bits = UInt32(truncatingIfNeeded: section) << 5 | UInt32(truncatingIfNeeded: min(weight, 31))
        }

        var section: Int { Int(bits >> 5) }
        var weight: Int { Int(bits & 31) }
    }

    /// One batch's or shard's terms with their postings, in no order.
    typealias Terms = [String: [Posting]]

    /// One `terms-K.js` file's terms, sorted by their UTF-8 bytes as `JSONEncoder` sorts object
    /// keys, and each term's postings in section order.
    struct Shard: Sendable {
        var terms: [String] = []
        var postings: [[Posting]] = []

        /// The terms in the order they are written.
        init(_ terms: Terms) {
            self.terms = JSONWriter.sortedKeys(terms.keys)
            postings = self.terms.map { terms[$0] ?? [] }
        }
    }

    let sections: SearchSections
    let shards: Int
    /// Reads back the records of the pages whose sections are kept elsewhere.
    var readRecords: SearchRecordReader? = nil

    /// The most sections a batch files: a batch holds its postings unpacked until it ends, so
    /// the batches on the cores hold a bounded part of a large site's, not a fixed share.
    private static let batchSize = 16_384

    /// Sections whose texts a batch reads back at a time: only these texts are in memory per
    /// core, however large the site.
    private static let textRun = 256

    /// Each shard's file passed through `use` as soon as it is made, so the files can be written
    /// out rather than all held; the results in shard order.
    func files<Result: Sendable>(_ use: @escaping @Sendable (SearchIndexFile) -> Result) -> [Result] {
        let filed = filedBatches()
        return Array(0..<shards).parallelMap { shard -> Result in
            use(Self.file(shard, of: Shard(Self.merge(shard, of: filed))))
        }
    }

    /// Every shard's terms with their postings in section order, merged on all cores.
    func sortedShards() -> [Shard] {
        let filed = filedBatches()
        return Array(0..<shards).parallelMap { Shard(Self.merge($0, of: filed)) }
    }

    /// The `terms-K.js` file of shard `number`: the one writer of term shards, for a build and for
    /// `docgen serve`'s rebuilds alike.
    static func file(_ number: Int, of shard: Shard) -> SearchIndexFile {
        let postings = shard.postings.reduce(0) { $0 + $1.count }
        return SearchIndexFile.script("terms-\(number)", capacity: postings * 6 + shard.terms.count * 16) { writer in
            writer.raw("{")
            for index in shard.terms.indices {
                if index > 0 { writer.raw(",") }
                writer.string(shard.terms[index])
                writer.raw(":")
                write(shard.postings[index], to: &writer)
            }
            writer.raw("}")
        }
    }

    /// One shard's terms from every batch, postings in section order.
    private static func merge(_ shard: Int, of filed: [[PackedTerms]]) -> Terms {
        var merged = Terms()
        for batch in filed {
            let part = batch[shard]
            for index in part.terms.indices { merged[part.terms[index], default: []].append(inOrder: part.postings(at: index)) }
        }
        return merged
    }

    /// The shard a term is filed in: its first UTF-16 unit modulo the shard count, as
    /// `assets/search.js` finds it.
    static func shard(of term: String, count: Int) -> Int? {
        term.utf16.first.map { Int($0) % count }
    }

    /// The sections' terms filed by shard, one table per batch of sections, on all cores.
    ///
    /// A batch numbers its terms as they first appear and sums a section's weights in an array
    /// by that number, so each token is looked up once and each term is filed once per batch,
    /// not once per section it occurs in.
    private func filedBatches() -> [[PackedTerms]] {
        let batches = Self.batches(count: sections.count)
        let shards = shards
        return batches.parallelMap { range -> [PackedTerms] in
            var batch = Batch()
            for start in stride(from: range.lowerBound, to: range.upperBound, by: Self.textRun) {
                let run = start..<min(range.upperBound, start + Self.textRun)
                for (id, section) in zip(run, sections.sections(in: run, reading: readRecords)) {
                    batch.read(section)
                    batch.endSection(id)
                }
            }
            var byShard = Array(repeating: PackedTerms(), count: shards)
            for (number, term) in batch.terms.enumerated() {
                guard let shard = Self.shard(of: term, count: shards) else { continue }
                byShard[shard].append(term, postings: batch.postings[number])
            }
            return byShard.map { $0.trimmed() }
        }
    }

    /// Writes one term's postings as a string of base-64 digits (`digits`): for each posting
    /// one number, its section's distance from the one before (the first: its section) times
    /// 32 plus its weight, in groups of five bits, lowest first, every digit but a number's last
    /// with its sixth bit set.
    ///
    /// The sections of a term rise, so most postings take two digits: under half the bytes
    /// of `[gap,weight,…]` in JSON numbers, for every first query to download.
    static func write(_ postings: [Posting], to writer: inout JSONWriter) {
        // Made in one buffer and appended at once: a large index has millions of postings, and
        // an append for each was most of writing them.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: postings.count * maximumDigits + 2) { buffer in
            buffer[0] = UInt8(ascii: "\"")
            var count = 1
            var previous = 0
            for posting in postings {
                var value = UInt64(posting.section - previous) << 5 | UInt64(posting.weight)
                previous = posting.section
                while value >= 32 {
                    buffer[count] = digits[Int(value & 31) | 32]
                    value >>= 5
                    count += 1
                }
                buffer[count] = digits[Int(value)]
                count += 1
            }
            buffer[count] = UInt8(ascii: "\"")
            writer.append(UnsafeBufferPointer(rebasing: buffer[...count]))
        }
    }

    /// The 64 digits of `write`, as `assets/search.js` reads them; none needs escaping in JSON.
    static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    /// The most digits one posting takes: 27 bits of section and 5 of weight, five bits a digit.
    private static let maximumDigits = 7

    /// A section's terms with their weights (`SearchIndex.weights`), as a build files them.
    static func weights(of section: SearchSection) -> [String: Int] {
        var weights: [String: Int] = [:]
        // Room for a new term every six bytes or so; growing the table step by step cost more than the tokenizing.
        weights.reserveCapacity(min(4096, (section.text.utf8.count + section.pageTitle.utf8.count) / 6))
        forEachPart(of: section) { text, part in
            SearchTokenizer.forEachToken(in: text) { weights[$0.text] = adding(part, to: weights[$0.text] ?? 0) }
        }
        return weights
    }

    /// A term's weight in a section after one more occurrence in `part`: the part's bit for the
    /// title or a heading, one more body occurrence (up to `SearchIndex.weights.bodyCap`) for the body.
    ///
    /// So any section with the term in its page title outranks one with it only in its heading,
    /// and that one any with it only in the text, however often.
    @inline(__always)
    static func adding(_ part: Int, to weight: Int) -> Int {
        guard part == SearchIndex.weights.body else { return weight | part }
        return weight & SearchIndex.weights.bodyCap == SearchIndex.weights.bodyCap ? weight : weight + 1
    }

    /// Calls `body` with each part of a section whose terms weigh alike, and that part's
    /// weight: the page title, the heading, then the section's text.
    static func forEachPart(of section: SearchSection, _ body: (_ text: String, _ part: Int) -> Void) {
        body(section.pageTitle, SearchIndex.weights.title)
        if let heading = section.heading { body(heading, SearchIndex.weights.heading) }
        body(section.text, SearchIndex.weights.body)
    }

    /// Contiguous ranges of section ids, a few per core, so batches balance without tiny tasks,
    /// and at most `batchSize` long.
    private static func batches(count: Int) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let batchCount = min(
            count, max(ProcessInfo.processInfo.activeProcessorCount * 4, (count + batchSize - 1) / batchSize))
        let size = (count + batchCount - 1) / batchCount
        return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }
}

extension [SearchPostings.Posting] {
    /// Adds a later batch's postings of a term, keeping sections in order.
    ///
    /// A later batch's sections come after this one's, unless two spellings of one term met
    /// as one `String` key (Swift compares strings by their canonical form): then the two runs
    /// are merged, and a section in both gets the weight of both.
    mutating func append(inOrder later: [SearchPostings.Posting]) {
        guard let last = self.last, let first = later.first, first.section <= last.section else {
            self += later
            return
        }
        var merged: [SearchPostings.Posting] = []
        merged.reserveCapacity(count + later.count)
        var (left, right) = (startIndex, later.startIndex)
        while left < endIndex || right < later.endIndex {
            if right == later.endIndex || (left < endIndex && self[left].section < later[right].section) {
                merged.append(self[left])
                left += 1
            } else if left == endIndex || later[right].section < self[left].section {
                merged.append(later[right])
                right += 1
            } else {
                merged.append(self[left].adding(later[right]))
                (left, right) = (left + 1, right + 1)
            }
        }
        self = merged
    }
}

extension SearchPostings.Posting {
    /// One section's posting with another's weight added: the title and heading bits of
    /// either, and their body counts summed up to `SearchIndex.weights.bodyCap`.
    func adding(_ other: SearchPostings.Posting) -> SearchPostings.Posting {
        let cap = SearchIndex.weights.bodyCap
        let body = min(cap, (weight & cap) + (other.weight & cap))
        return SearchPostings.Posting(section: section, weight: (weight | other.weight) & ~cap | body)
    }
}
