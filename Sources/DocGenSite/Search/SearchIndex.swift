import Foundation

/// The search index written at build time: sections, and which terms occur in which.
///
/// Files under `search/`: `meta.json` says how the index is split; `terms-K.json` maps each
/// term whose first UTF-16 unit modulo `shards` is K to `[section, weight]` pairs; and
/// `sections-C.json` holds sections `C × chunk ..< (C + 1) × chunk` as `[title, url, heading,
/// snippet]`. The search script loads only the shards and chunks a query needs, so the index of
/// a large site never weighs on the first page.
struct SearchIndex {
    /// Sections per `sections-C.json` file.
    static let chunkSize = 400
    /// How much a term counts in a page title, a heading and the body.
    static let weights = (title: 10, heading: 5, body: 1)

    let sections: [SearchSection]

    init(pages: [Page]) {
        sections = pages.sorted { $0.outputPath < $1.outputPath }.flatMap(SearchSection.sections(of:))
    }

    /// One shard for small sites; more as the site grows, so each stays small.
    var shardCount: Int { min(64, max(1, sections.count / 250)) }

    func files() -> [OutputFile] {
        var postings: [String: [Int: Int]] = [:]
        for (id, section) in sections.enumerated() {
            func add(_ text: String, weight: Int) {
                for token in SearchTokenizer.tokens(text) {
                    let current = postings[token.text, default: [:]][id] ?? 0
                    // Cap repeats so a long section cannot drown a short one on a single term.
                    postings[token.text, default: [:]][id] = min(current + weight, 3 * Self.weights.title)
                }
            }
            add(section.pageTitle, weight: Self.weights.title)
            if let heading = section.heading { add(heading, weight: Self.weights.heading) }
            add(section.text, weight: Self.weights.body)
        }
        let shards = shardCount
        var shardTerms = Array(repeating: [String: [[Int]]](), count: shards)
        for (term, docs) in postings {
            guard let first = term.utf16.first else { continue }
            shardTerms[Int(first) % shards][term] = docs.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }
        }
        var files: [OutputFile] = []
        let meta: [String: Int] = ["version": 1, "shards": shards, "chunk": Self.chunkSize, "sections": sections.count]
        files.append(OutputFile(path: "search/meta.json", contents: .text(Self.json(meta))))
        for (index, terms) in shardTerms.enumerated() {
            files.append(OutputFile(path: "search/terms-\(index).json", contents: .text(Self.json(terms))))
        }
        for start in stride(from: 0, to: sections.count, by: Self.chunkSize) {
            let rows = sections[start..<min(sections.count, start + Self.chunkSize)].map { section -> [String] in
                let url = section.outputPath + (section.anchor.map { "#\($0)" } ?? "")
                return [section.pageTitle, url, section.heading ?? "", Self.snippet(section.text)]
            }
            files.append(OutputFile(path: "search/sections-\(start / Self.chunkSize).json", contents: .text(Self.json(rows))))
        }
        return files
    }

    private static func snippet(_ text: String) -> String {
        text.count <= 160 ? text : String(text.prefix(157)) + "…"
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
