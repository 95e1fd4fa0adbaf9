import DocGenCatalog
import DocGenConcurrency
import DocGenContent

extension RebuildWork {
    /// Remakes the catalog pages holding the edited pages' samples and the model pages whose
    /// samples or type mentions changed; the indices of generated pages whose HTML changed.
    ///
    /// Only what an edit can change is remade: an edit that leaves its page's samples as they
    /// were (most prose edits) remakes no catalog page, and a model page is remade only for a
    /// type whose samples or mentions changed.
    mutating func remakeCatalog(_ edits: [PageEdit], oldPages: [Int: Page]) -> Result<Set<Int>, PageEdit.Refusal> {
        guard let typeIndex = site.context.typeIndex else { return .success([]) }
        let reference = ModelReferencePages(
            index: typeIndex, configuration: configuration, ui: site.context.templates?.ui ?? .builtIn)
        let names = Set(reference.names)
        var remadeTypes = Set<String>()
        for edit in edits {
            let before = oldPages[edit.index].map { ModelReferencePages.mentioned(names, in: $0) } ?? []
            let after = ModelReferencePages.mentioned(names, in: edit.page)
            guard before != after else { continue }
            remadeTypes.formUnion(before.symmetricDifference(after))
            site.moveMentions(edit.index, from: before, to: after)
        }
        // The edits whose pages' samples show differently, with their old and new entries.
        var changedPages = Set<Int>()
        var oldEntries: [CatalogEntry] = []
        var newEntries: [CatalogEntry] = []
        for edit in edits {
            let old = site.context.catalogEntries[Self.entries(of: edit.index, in: site.context.catalogEntries)]
            guard !old.elementsEqual(edit.entries) else { continue }
            changedPages.insert(edit.index)
            oldEntries += old
            newEntries += edit.entries
        }
        Self.replace(&site.context.catalogEntries, with: edits)
        guard !changedPages.isEmpty || !remadeTypes.isEmpty else { return .success([]) }
        let entries = site.context.catalogEntries
        var generated: [Page] = []
        if !changedPages.isEmpty {
            switch remakeCatalogPages(entries, changedPages: changedPages, old: oldEntries, new: newEntries) {
            case .success(let pages): generated = pages
            case .failure(let refusal): return .failure(refusal)
            }
            for entry in oldEntries + newEntries where !entry.modelName.isEmpty { remadeTypes.insert(entry.modelName) }
        }
        // The model index shows each type's number of samples.
        let countsChanged =
            Dictionary(grouping: oldEntries, by: \.modelName).mapValues(\.count)
            != Dictionary(grouping: newEntries, by: \.modelName).mapValues(\.count)
        generated += reference.pages(
            entries: entries, pages: site.context.pages, mentions: site.currentMentions(of: names),
            only: remadeTypes, includingIndex: countsChanged)
        return replaceGenerated(generated)
    }

    /// The catalog pages an edit of `changedPages` changes.
    private func remakeCatalogPages(
        _ entries: [CatalogEntry], changedPages: Set<Int>, old: [CatalogEntry], new: [CatalogEntry]
    ) -> Result<[Page], PageEdit.Refusal> {
        let components = site.context.templates?.previews.components ?? []
        let catalog = CatalogPages(
            entries: entries, components: components, pages: site.context.pages, configuration: configuration,
            ui: site.context.templates?.ui ?? .builtIn)
        // With as many samples of each component as before, every sample keeps its place and
        // only the pages holding the edited ones change, and the index only when it shows one
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
            return .success(
                catalog.generate(
                    includingIndex: firsts.values.contains { changedPages.contains($0) },
                    including: { chunk in chunk.contains { changedPages.contains($0.pageIndex) } }))
        }
        let generated = catalog.generate()
        let before = site.context.pages[site.contentPageCount...].map(\.outputPath).filter { $0.hasPrefix("catalog/") }
        guard Set(before) == Set(generated.map(\.outputPath)) else {
            return .failure(PageEdit.Refusal(message: "the catalog's pages changed"))
        }
        return .success(generated)
    }

    /// The range of a page's entries in entries kept in page order.
    static func entries(of pageIndex: Int, in entries: [CatalogEntry]) -> Range<Int> {
        let start = entries.partitioningIndex { $0.pageIndex >= pageIndex }
        let end = entries[start...].firstIndex { $0.pageIndex != pageIndex } ?? entries.count
        return start..<end
    }

    /// Puts each edited page's entries in place of its old ones, keeping page order.
    static func replace(_ entries: inout [CatalogEntry], with edits: [PageEdit]) {
        // From the last page back, so that earlier ranges stay where they are.
        for edit in edits.sorted(by: { $0.index > $1.index }) {
            entries.replaceSubrange(Self.entries(of: edit.index, in: entries), with: edit.entries)
        }
    }

    /// Puts remade generated pages in place of the old ones; the indices of those that changed.
    private mutating func replaceGenerated(_ generated: [Page]) -> Result<Set<Int>, PageEdit.Refusal> {
        var existing: [String: Int] = [:]
        for index in site.contentPageCount..<site.context.pages.count { existing[site.context.pages[index].outputPath] = index }
        var contentPaths: Set<String>?
        var changed = Set<Int>()
        for page in generated {
            guard let index = existing[page.outputPath] else {
                // A content page at a generated page's path wins, in a full build too.
                if contentPaths == nil { contentPaths = Set(site.context.pages[0..<site.contentPageCount].map(\.outputPath)) }
                if contentPaths?.contains(page.outputPath) == true { continue }
                return .failure(PageEdit.Refusal(message: "the generated page '\(page.outputPath)' is new"))
            }
            let old = site.context.pages[index]
            guard old.title == page.title, old.isListed == page.isListed else {
                return .failure(PageEdit.Refusal(message: "the generated page '\(page.outputPath)' changed its title"))
            }
            let headings = { (page: Page) in page.document.headings.map { $0.anchor + "\u{0}" + $0.plainText } }
            // Generated bodies are made on demand; a rebuild makes the few it compares.
            if old.generatedBody?() != page.generatedBody?() || headings(old) != headings(page) {
                site.context.pages[index] = page
                changed.insert(index)
            }
        }
        return .success(changed)
    }
}
