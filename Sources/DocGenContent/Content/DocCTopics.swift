import DocGenMarkdown

/// The order a DocC catalog gives its pages in its `## Topics` sections, which DocC's navigation
/// follows: the root page's first, then each page's, in the order of their `<doc:…>` links.
package enum DocCTopics {
    /// Gives each catalog page a Topics section lists the place of its first listing as `order`.
    ///
    /// So the sidebar, previous and next links follow the catalog rather than the alphabet. Front
    /// matter's `order` wins; pages no section lists come after, by title.
    package static func applyOrder(to pages: inout [Page], root: Int?) {
        let catalog = pages.indices.filter { !pages[$0].isGenerated && DocCCatalog.contains(pages[$0].source) }
        guard !catalog.isEmpty else { return }
        var byName: [String: Int?] = [:]
        for index in catalog {
            let stem = pages[index].source.relativePath.split(separator: "/").last.map { $0.dropLast(3) } ?? ""
            for name in Set([String(stem), stem.replacingOccurrences(of: " ", with: "-")]) {
                byName[name] = byName[name] == nil ? index : .some(nil)
            }
        }
        var rank: [Int: Int] = [:]
        var next = 0
        let listing = (root.map { [$0] } ?? []) + catalog.filter { $0 != root }
        for index in listing {
            for name in listedNames(in: pages[index].body) {
                guard case .some(.some(let listed)) = byName[name], listed != index, rank[listed] == nil else { continue }
                rank[listed] = next
                next += 1
            }
        }
        for (index, place) in rank where pages[index].frontMatter.order == nil {
            pages[index].frontMatter.order = place
        }
    }

    /// The page names a body's `## Topics` section links to with `<doc:…>`, in order: the last
    /// part of each reference, without its fragment.
    static func listedNames(in body: String) -> [String] {
        guard body.contains("Topics") else { return [] }
        var names: [String] = []
        var inTopics = false
        var fences = CodeFences()
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            if fences.isCode(text) { continue }
            if text.hasPrefix("#") {
                let level = text.prefix { $0 == "#" }.count
                if level <= 2 { inTopics = level == 2 && text.dropFirst(2).drop { $0 == " " }.hasPrefix("Topics") }
                continue
            }
            guard inTopics else { continue }
            var rest = text[...]
            while let start = rest.range(of: "<doc:") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: ">") else { break }
                let reference = rest[..<end].split(separator: "#").first ?? ""
                if let name = reference.split(separator: "/").last { names.append(String(name)) }
                rest = rest[end...]
            }
        }
        return names
    }
}
