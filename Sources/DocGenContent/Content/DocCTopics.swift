import DocGenMarkdown
import Foundation

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
        groups(in: body).flatMap(\.names)
    }

    /// A catalog folder's title in the sidebar, as DocC's navigation names it: the heading of
    /// the root page's Topics group (`### Language Guide`) that lists every page of the folder
    /// (`LanguageGuide/`), by folder; a folder whose pages are not all in one group has none.
    package static func folderTitles(of pages: [Page]) -> [String: String] {
        guard let root = pages.firstIndex(where: { $0.outputPath == "index.html" && DocCCatalog.contains($0.source) })
        else { return [:] }
        var groupOfName: [String: String] = [:]
        for group in groups(in: pages[root].body) {
            guard let heading = group.heading else { continue }
            for name in group.names where groupOfName[name] == nil { groupOfName[name] = heading }
        }
        guard !groupOfName.isEmpty else { return [:] }
        var headings: [String: Set<String?>] = [:]
        for (index, page) in pages.enumerated()
        where index != root && !page.isGenerated && page.isListed && DocCCatalog.contains(page.source) {
            let stem = page.source.relativePath.split(separator: "/").last.map { $0.dropLast(3) } ?? ""
            let heading = groupOfName[String(stem)] ?? groupOfName[stem.replacingOccurrences(of: " ", with: "-")]
            headings[page.source.folder, default: []].insert(heading)
        }
        return headings.compactMapValues { $0.count == 1 ? $0.first ?? nil : nil }
    }

    /// The groups of a body's `## Topics` section: each `###` heading's text (nil before the
    /// first) with the page names its `<doc:…>` links give, in order.
    static func groups(in body: String) -> [(heading: String?, names: [String])] {
        guard body.contains("Topics") else { return [] }
        var groups: [(heading: String?, names: [String])] = []
        var inTopics = false
        var fences = CodeFences()
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            if fences.isCode(text) { continue }
            if text.hasPrefix("#") {
                let level = text.prefix { $0 == "#" }.count
                if level <= 2 { inTopics = level == 2 && text.dropFirst(2).drop { $0 == " " }.hasPrefix("Topics") }
                if inTopics, level == 3 {
                    groups.append((String(text.dropFirst(3).trimmingCharacters(in: .whitespaces)), []))
                }
                continue
            }
            guard inTopics else { continue }
            var rest = text[...]
            while let start = rest.range(of: "<doc:") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: ">") else { break }
                let reference = rest[..<end].split(separator: "#").first ?? ""
                if let name = reference.split(separator: "/").last {
                    if groups.isEmpty { groups.append((nil, [])) }
                    groups[groups.count - 1].names.append(String(name))
                }
                rest = rest[end...]
            }
        }
        return groups
    }
}
