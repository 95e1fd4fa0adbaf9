import DocGenConcurrency

/// The search index kept by `docgen serve` between rebuilds, so that an edit to one page
/// rewrites only the index files that page's terms live in.
///
/// It writes the same files, byte for byte, as `SearchIndex`: besides every section it keeps
/// each shard's terms with their postings as numbers, changes the postings an edit changes, and
/// writes each shard it touched anew with the one shard writer, `SearchPostings.file`.
///
/// A rebuild works on a copy of the index while the session keeps the last good one, so the
/// first change copies whatever it touches: sections are kept in chunks (one per
/// `sections-C.js`) and postings per term, so that copy costs little on a large site.
public struct IncrementalSearchIndex: Sendable {
    /// One change to a term's postings: the section's new weight, or nil to drop the section.
    typealias Edit = (section: Int, weight: Int?)

    /// The sections by `sections-C.js` chunk: section `id` is `chunks[id / chunkSize][id % chunkSize]`.
    private(set) var chunks: [[SearchSection]]
    /// The section ids of each page, by output path.
    private(set) var ranges: [String: Range<Int>]
    private(set) var shards: [SearchPostings.Shard]

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
        shards = SearchPostings(sections: SearchSections(sections), shards: shardCount).sortedShards()
    }

    /// Every section, in id order.
    var sections: [SearchSection] { chunks.flatMap { $0 } }

    /// Every file of the index.
    public func files() -> [SearchIndexFile] {
        var files = [SearchIndex(sections: sections).metaFile()]
        let shards = shards
        files += Array(shards.indices).parallelMap { SearchPostings.file($0, of: shards[$0]) }
        files += chunks.indices.map(chunkFile)
        return files
    }

    /// The paths of every file of the index.
    public var filePaths: [String] {
        ["search/meta.js"] + shards.indices.map { "search/terms-\($0).js" }
            + chunks.indices.map { "search/sections-\($0).js" }
    }

    /// Replaces the sections of pages already in the index and returns the files that may have changed.
    ///
    /// Each page is given as its output path and new sections. The result is nil when a page's
    /// number of sections changed, which moves every later section's id (the caller then builds
    /// the index anew).
    public mutating func update(pageSections pages: [(outputPath: String, sections: [SearchSection])]) -> [SearchIndexFile]? {
        var changes: [Int: [String: [Edit]]] = [:]
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
                    guard let shard = SearchPostings.shard(of: term, count: shards.count) else { continue }
                    changes[shard, default: [:]][term, default: []].append((id, new[term]))
                }
                chunks[chunk][slot] = section
                touchedChunks.insert(chunk)
            }
        }
        for (number, terms) in changes {
            for (term, edits) in terms { apply(edits, to: term, in: number) }
        }
        // Shards of a large site are megabytes each; they are written on all cores.
        let shards = shards
        return changes.keys.sorted().parallelMap { SearchPostings.file($0, of: shards[$0]) }
            + touchedChunks.sorted().map(chunkFile)
    }

    private mutating func apply(_ edits: [Edit], to term: String, in number: Int) {
        let terms = shards[number].terms
        let position = terms.partitioningIndex { !$0.utf8.lexicographicallyPrecedes(term.utf8) }
        let exists = position < terms.count && terms[position] == term
        var postings = exists ? shards[number].postings[position] : []
        for edit in edits { Self.apply(edit, to: &postings) }
        switch (exists, postings.isEmpty) {
        case (true, true):
            shards[number].terms.remove(at: position)
            shards[number].postings.remove(at: position)
        case (true, false):
            shards[number].postings[position] = postings
        case (false, false):
            shards[number].terms.insert(term, at: position)
            shards[number].postings.insert(postings, at: position)
        case (false, true):
            break
        }
    }

    /// Sets, adds or drops one section's posting, keeping the postings in section order.
    private static func apply(_ edit: Edit, to postings: inout [SearchPostings.Posting]) {
        let position = postings.partitioningIndex { $0.section >= edit.section }
        let exists = position < postings.count && postings[position].section == edit.section
        switch (exists, edit.weight) {
        case (true, let weight?): postings[position] = SearchPostings.Posting(section: edit.section, weight: weight)
        case (true, nil): postings.remove(at: position)
        case (false, let weight?): postings.insert(SearchPostings.Posting(section: edit.section, weight: weight), at: position)
        case (false, nil): break
        }
    }

    /// The `sections-C.js` file of chunk `number`.
    private func chunkFile(_ number: Int) -> SearchIndexFile {
        SearchIndex.chunkFile(number, of: chunks[number])
    }
}
