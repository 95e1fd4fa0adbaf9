extension RebuildWork {
    /// Remakes the catalog pages holding the edited pages' samples and the model pages when
    /// their samples or type mentions changed; the indices of generated pages whose HTML changed.
    mutating func remakeCatalog(_ edits: [PageEdit], oldPages: [Int: Page]) -> Result<Set<Int>, PageEdit.Refusal> {
        guard let typeIndex = site.context.typeIndex else { return .success([]) }
        let edited = Set(edits.map(\.index))
        let oldEntries = site.context.catalogEntries.filter { edited.contains($0.pageIndex) }
        let newEntries = edits.flatMap(\.entries)
        let reference = ModelReferencePages(index: typeIndex, configuration: configuration)
        let names = Set(reference.names)
        var mentionsChanged = false
        for edit in edits {
            let before = oldPages[edit.index].map { ModelReferencePages.mentioned(names, in: $0) } ?? []
            let after = ModelReferencePages.mentioned(names, in: edit.page)
            guard before != after else { continue }
            mentionsChanged = true
            site.moveMentions(edit.index, from: before, to: after)
        }
        let hasSamples = !oldEntries.isEmpty || !newEntries.isEmpty
        guard hasSamples || mentionsChanged else { return .success([]) }
        let entries = Self.replacing(site.context.catalogEntries, with: edits)
        site.context.catalogEntries = entries
        var generated: [Page] = []
        if hasSamples {
            // With as many samples of each component as before, every sample keeps its place
            // and only the pages holding the edited ones change.
            let sameCounts = CatalogComponent.allCases.allSatisfy { component in
                oldEntries.count { $0.component == component } == newEntries.count { $0.component == component }
            }
            let catalog = CatalogPages(entries: entries, pages: site.context.pages, configuration: configuration)
            generated =
                sameCounts
                ? catalog.generate(including: { chunk in chunk.contains { edited.contains($0.pageIndex) } })
                : catalog.generate()
            if !sameCounts {
                let before = site.context.pages[site.contentPageCount...].map(\.outputPath).filter { $0.hasPrefix("catalog/") }
                guard Set(before) == Set(generated.map(\.outputPath)) else {
                    return .failure(PageEdit.Refusal(message: "the catalog's pages changed"))
                }
            }
        }
        generated += reference.pages(entries: entries, pages: site.context.pages, mentions: site.currentMentions(of: names))
        return replaceGenerated(generated)
    }

    /// The entries, in page order, with each edited page's taken from its edit; one pass, as the
    /// site's entries are already in page order.
    static func replacing(_ entries: [CatalogEntry], with edits: [PageEdit]) -> [CatalogEntry] {
        let replacements = edits.sorted { $0.index < $1.index }
        let edited = Set(replacements.map(\.index))
        var result: [CatalogEntry] = []
        result.reserveCapacity(entries.count + replacements.reduce(0) { $0 + $1.entries.count })
        var next = 0
        for entry in entries {
            while next < replacements.count, replacements[next].index < entry.pageIndex {
                result += replacements[next].entries
                next += 1
            }
            if !edited.contains(entry.pageIndex) { result.append(entry) }
        }
        for replacement in replacements[next...] { result += replacement.entries }
        return result
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
