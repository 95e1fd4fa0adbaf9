import DocGenConcurrency

/// The search index kept by `docgen serve` between rebuilds, so that an edit to one page
/// rewrites only the index files that page's terms live in.
///
/// It writes the same files, byte for byte, as `SearchIndex`; besides them it keeps every
/// section and, per shard, each term's postings already serialized, so changing one page's
/// sections re-serializes only the terms whose postings changed and splices them back in.
///
/// A rebuild works on a copy of the index while the session keeps the last good one, so the
/// first change copies whatever it touches: sections are kept in chunks (one per
/// `sections-C.json`) and shards as strings that join without being checked again as UTF-8, so
/// that copy and a shard's text cost little on a large site.
public struct IncrementalSearchIndex: Sendable {
    /// One `terms-K.json` file: its terms in key order and each term's postings as JSON.
    struct Shard: Sendable {
        /// Terms sorted by their UTF-8 bytes, as `JSONWriter` sorts object keys.
        var terms: [String] = []
        /// `terms[i]` as a JSON key with its colon: `"term":`.
        var keys: [String] = []
        /// The postings of `terms[i]`: `[section,weight,gap,weight,…]` (`SearchPostings.write`).
        var postings: [String] = []
    }

    /// The sections by `sections-C.json` chunk: section `id` is `chunks[id / chunkSize][id % chunkSize]`.
    private(set) var chunks: [[SearchSection]]
    /// The section ids of each page, by output path.
    private(set) var ranges: [String: Range<Int>]
    private(set) var shards: [Shard]

    /// Builds the index of pages, each given as its output path and sections, in any order.
    public init(pageSections pages: [(outputPath: String, sections: [SearchSection])]) {
        let sorted = pages.sorted { $0.outputPath < $1.outputPath }
        var sections: [SearchSection] = []
        var ranges: [String: Range<Int>] = [:]
        for page in sorted {
            ranges[page.outputPath] = sections.count..<(sections.count + page.sections.count)
            sections += page.sections
        }
        chunks = stride(from: 0, to: sections.count, by: SearchIndex.chunkSize).map {
            Array(sections[$0..<min(sections.count, $0 + SearchIndex.chunkSize)])
        }
        self.ranges = ranges
        let shardCount = SearchIndex(sections: sections).shardCount
        let merged = SearchPostings(sections: sections, shards: shardCount).mergedShards()
        shards = merged.parallelMap { shard in
            let terms = JSONWriter.sortedKeys(shard.keys)
            return Shard(terms: terms, keys: terms.map(Self.key), postings: terms.map { Self.serialize(shard[$0] ?? []) })
        }
    }

    /// Every section, in id order.
    var sections: [SearchSection] { chunks.flatMap { $0 } }

    /// Every file of the index.
    public func files() -> [SearchIndexFile] {
        var files = [SearchIndex(sections: sections).metaFile()]
        for number in shards.indices { files.append(shardFile(number)) }
        files += chunks.indices.map(chunkFile)
        return files
    }

    /// The paths of every file of the index.
    public var filePaths: [String] {
        ["search/meta.json"] + shards.indices.map { "search/terms-\($0).json" }
            + chunks.indices.map { "search/sections-\($0).json" }
    }

    /// Replaces the sections of pages already in the index and returns the files that may have changed.
    ///
    /// Each page is given as its output path and new sections. The result is nil when a page's
    /// number of sections changed, which moves every later section's id (the caller then builds
    /// the index anew).
    public mutating func update(pageSections pages: [(outputPath: String, sections: [SearchSection])]) -> [SearchIndexFile]? {
        var changes: [Int: [String: [PostingsText.Edit]]] = [:]
        var touchedChunks: Set<Int> = []
        for page in pages {
            guard let range = ranges[page.outputPath] else { return nil }
            let replacement = page.sections
            guard replacement.count == range.count else { return nil }
            for (offset, section) in replacement.enumerated() {
                let id = range.lowerBound + offset
                let (chunk, slot) = id.quotientAndRemainder(dividingBy: SearchIndex.chunkSize)
                let old = SearchPostings.weights(of: chunks[chunk][slot])
                let new = SearchPostings.weights(of: section)
                for term in Set(old.keys).union(new.keys) where old[term] != new[term] {
                    guard let first = term.utf16.first else { continue }
                    changes[Int(first) % shards.count, default: [:]][term, default: []].append((id, new[term]))
                }
                chunks[chunk][slot] = section
                touchedChunks.insert(chunk)
            }
        }
        for (number, terms) in changes {
            for (term, edits) in terms { apply(edits, to: term, in: number) }
        }
        // Shards of a large site are megabytes each; they are joined on all cores.
        let index = self
        return changes.keys.sorted().parallelMap { index.shardFile($0) } + touchedChunks.sorted().map(chunkFile)
    }

    private mutating func apply(_ edits: [PostingsText.Edit], to term: String, in number: Int) {
        let position = Self.position(of: term, in: shards[number].terms)
        let exists = position < shards[number].terms.count && shards[number].terms[position] == term
        let postings = PostingsText.edited(exists ? shards[number].postings[position] : "[]", applying: edits)
        switch (exists, postings) {
        case (true, nil):
            shards[number].terms.remove(at: position)
            shards[number].keys.remove(at: position)
            shards[number].postings.remove(at: position)
        case (true, let postings?):
            shards[number].postings[position] = postings
        case (false, let postings?):
            shards[number].terms.insert(term, at: position)
            shards[number].keys.insert(Self.key(term), at: position)
            shards[number].postings.insert(postings, at: position)
        case (false, nil):
            break
        }
    }

    private func shardFile(_ number: Int) -> SearchIndexFile {
        let shard = shards[number]
        var text = "{"
        text.reserveCapacity(shard.keys.reduce(2) { $0 + $1.utf8.count + 1 } + shard.postings.reduce(0) { $0 + $1.utf8.count })
        // Appending strings copies their bytes; `String(decoding:)` of the whole would check megabytes again.
        for index in shard.terms.indices {
            if index > 0 { text += "," }
            text += shard.keys[index]
            text += shard.postings[index]
        }
        text += "}"
        return SearchIndexFile(path: "search/terms-\(number).json", contents: .text(text))
    }

    /// The `sections-C.json` file of chunk `number`.
    private func chunkFile(_ number: Int) -> SearchIndexFile {
        SearchIndex.chunkFile(number, of: chunks[number])
    }

    /// A term as a JSON object key, with its colon.
    private static func key(_ term: String) -> String {
        var writer = JSONWriter(capacity: term.utf8.count + 3)
        writer.string(term)
        writer.raw(":")
        return writer.text
    }

    /// Where `term` is, or would go, in keys sorted by their UTF-8 bytes.
    private static func position(of term: String, in terms: [String]) -> Int {
        terms.partitioningIndex { !$0.utf8.lexicographicallyPrecedes(term.utf8) }
    }

    static func serialize(_ postings: [SearchPostings.Posting]) -> String {
        var writer = JSONWriter(capacity: postings.count * 8)
        SearchPostings.write(postings, to: &writer)
        return writer.text
    }
}
