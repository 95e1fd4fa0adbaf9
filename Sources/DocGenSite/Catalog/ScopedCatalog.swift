import DocGenCatalog
import DocGenConcurrency
import DocGenContent

/// The catalog step on a scope (`BuildContext.scope`): the scope's previews drawn again, and
/// the catalog and model pages they reach made again from the entries and mentions the build
/// kept (`KeptResults`).
///
/// Only what the scope's pages can change is made again: pages whose samples show as before
/// (most prose edits) remake no catalog page, and a model page is remade only for a type whose
/// samples or mentions changed. A generated page the site did not have, or one with another
/// title, would change the navigation: that exceeds the scope.
enum ScopedCatalog {
    /// Does the catalog step's work on the context's scope; throws when it reaches further.
    static func redo(_ context: inout BuildContext, drawer: CatalogPreviews.Drawer, reference: ModelReferencePages) throws {
        guard let scope = context.scope else { return }
        let drawn = CatalogPreviews.draw(
            context.pages, results: context.results, at: scope.pages, examples: TakeOnceSlots([]), keepsSamples: true,
            drawer: drawer)
        // The pages whose samples show differently, with their old and new entries.
        var changedPages = Set<Int>()
        var oldEntries: [CatalogEntry] = []
        var newEntries: [CatalogEntry] = []
        for (pageIndex, result) in zip(scope.pages, drawn) {
            context.results[pageIndex].previews = result.previews
            context.diagnostics.report(contentsOf: result.diagnostics)
            let range = entries(of: pageIndex, in: context.kept.catalogEntries)
            // A copy of the page's few entries, so that the site's are replaced in place.
            let old = Array(context.kept.catalogEntries[range])
            guard old != result.entries else { continue }
            changedPages.insert(pageIndex)
            oldEntries += old
            newEntries += result.entries
            context.kept.catalogEntries.replaceSubrange(range, with: result.entries)
        }
        var remadeTypes = moveMentions(of: scope.pages, names: Set(reference.names), in: &context)
        guard !changedPages.isEmpty || !remadeTypes.isEmpty else { return }
        var generated: [Page] = []
        if !changedPages.isEmpty {
            generated = try catalogPages(context, changedPages: changedPages, old: oldEntries, new: newEntries)
            for entry in oldEntries + newEntries where !entry.modelName.isEmpty { remadeTypes.insert(entry.modelName) }
        }
        // The model index shows each type's number of samples.
        let countsChanged =
            Dictionary(grouping: oldEntries, by: \.modelName).mapValues(\.count)
            != Dictionary(grouping: newEntries, by: \.modelName).mapValues(\.count)
        generated += reference.pages(
            entries: context.kept.catalogEntries, pages: context.pages, mentions: context.kept.mentions, only: remadeTypes,
            includingIndex: countsChanged)
        let changed = try replace(with: generated, in: &context)
        context.scope?.generatedPages = changed
    }

    /// The range of a page's entries in entries kept in page order.
    private static func entries(of pageIndex: Int, in entries: [CatalogEntry]) -> Range<Int> {
        let start = entries.partitioningIndex { $0.pageIndex >= pageIndex }
        let end = entries[start...].firstIndex { $0.pageIndex != pageIndex } ?? entries.count
        return start..<end
    }

    /// Brings the kept mentions up to date with the pages at `indices`; the names whose
    /// mentions changed.
    private static func moveMentions(of indices: [Int], names: Set<String>, in context: inout BuildContext) -> Set<String> {
        var moved = Set<String>()
        for pageIndex in indices {
            // The kept lists are in page order, so each is searched, not walked.
            let before = Set(
                context.kept.mentions.compactMap { name, pages in
                    let position = pages.partitioningIndex { $0 >= pageIndex }
                    return position < pages.count && pages[position] == pageIndex ? name : nil
                })
            let after = ModelReferencePages.mentioned(names, in: context.pages[pageIndex])
            guard before != after else { continue }
            moved.formUnion(before.symmetricDifference(after))
            for name in before.subtracting(after) { context.kept.mentions[name]?.removeAll { $0 == pageIndex } }
            for name in after.subtracting(before) {
                var list = context.kept.mentions[name] ?? []
                list.insert(pageIndex, at: list.partitioningIndex { $0 >= pageIndex })
                context.kept.mentions[name] = list
            }
        }
        return moved
    }

    /// The catalog pages a change of `changedPages`' entries from `old` to `new` changes.
    private static func catalogPages(
        _ context: BuildContext, changedPages: Set<Int>, old: [CatalogEntry], new: [CatalogEntry]
    ) throws -> [Page] {
        let components = context.templates?.previews.components ?? []
        let entries = context.kept.catalogEntries
        let catalog = CatalogPages(
            entries: entries, components: components, pages: context.pages, configuration: context.configuration,
            ui: context.templates?.ui ?? .builtIn)
        // With as many samples of each component as before, every sample keeps its place and
        // only the pages holding the changed ones change, and the index only when it shows one
        // of them first.
        let sameCounts = components.allSatisfy { component in
            old.count { $0.component == component } == new.count { $0.component == component }
        }
        if sameCounts {
            var firsts: [CatalogComponent: Int] = [:]
            for entry in entries where firsts[entry.component] == nil {
                firsts[entry.component] = entry.pageIndex
                if firsts.count == components.count { break }
            }
            return catalog.generate(
                includingIndex: firsts.values.contains { changedPages.contains($0) },
                including: { chunk in chunk.contains { changedPages.contains($0.pageIndex) } })
        }
        let generated = catalog.generate()
        let before = context.pages.filter(\.isGenerated).map(\.outputPath).filter { $0.hasPrefix("catalog/") }
        guard Set(before) == Set(generated.map(\.outputPath)) else {
            throw BuildScope.Exceeded(reason: "the catalog's pages changed")
        }
        return generated
    }

    /// Puts remade generated pages in place of the old ones; the indices of those that changed,
    /// in page order.
    private static func replace(with generated: [Page], in context: inout BuildContext) throws -> [Int] {
        var existing: [String: Int] = [:]
        for index in context.pages.indices where context.pages[index].isGenerated {
            existing[context.pages[index].outputPath] = index
        }
        var changed: [Int] = []
        for page in generated {
            guard let index = existing[page.outputPath] else {
                throw BuildScope.Exceeded(reason: "the generated page '\(page.outputPath)' is new")
            }
            let old = context.pages[index]
            guard old.title == page.title, old.isListed == page.isListed else {
                throw BuildScope.Exceeded(reason: "the generated page '\(page.outputPath)' changed its title")
            }
            let headings = { (page: Page) in page.outline.headings.map { $0.anchor + "\u{0}" + $0.plainText } }
            // Generated bodies are made on demand; a rebuild makes the few it compares.
            if old.generatedBody?() != page.generatedBody?() || headings(old) != headings(page) {
                context.pages[index] = page
                changed.append(index)
            }
        }
        return changed.sorted()
    }
}
