import DocGenConcurrency
import DocGenContent
import DocGenExamples
import DocGenMarkdown
import DocGenTemplates

/// Reference pages generated from the type index: one per model type with its fields, types,
/// optionality, defaults, doc comments and enum cases, and an index of them all.
struct ModelReferencePages {
    let index: TypeIndex
    let configuration: SiteConfiguration
    /// The words of the site's language: the reference is generated in it.
    let words: UIWords
    /// The output path of each documented type's page, by qualified name.
    let symbolPages: [String: String]
    /// The documented types and aliases, sorted by name.
    let names: [String]
    /// The images of the site's DocC catalogs by the names a doc comment may give them
    /// (`![](ListItem)`), as DocC finds them (`LinkTargets.docResources`).
    let docImages: [String: String]

    init(index: TypeIndex, configuration: SiteConfiguration, ui: UIStrings, staticFiles: [SourceFile]) {
        words = ui.words(for: configuration.language)
        docImages = LinkTargets.docResources(staticFiles.filter(DocCCatalog.contains).map(\.relativePath))
        self.index = index
        self.configuration = configuration
        let types = index.types.keys.filter { !$0.hasSuffix(".CodingKeys") }
        let names = (types + index.aliases.keys).sorted()
        self.names = names
        var paths: [String: String] = [:]
        var used: Set<String> = []
        for name in names {
            var slug = name.lowercased().replacingSlashes()
            // Two names that differ only in case would share a file on case-insensitive disks.
            while used.contains(slug) { slug += "-" }
            used.insert(slug)
            paths[name] = "models/\(slug).html"
        }
        symbolPages = paths
    }

    /// For each documented type name, the content pages whose inline code names it.
    func mentions(in pages: [Page]) -> [String: [Int]] {
        names.isEmpty ? [:] : Self.mentions(of: Set(names), in: pages)
    }

    /// The pages, given which pages mention each type (`mentions(in:)`); `only` limits the
    /// type pages to some names (a rebuild remakes those whose samples or mentions changed), and
    /// `includingIndex` says whether to make the index.
    func pages(
        entries: [CatalogEntry], pages: [Page], mentions: [String: [Int]], only: Set<String>? = nil,
        includingIndex: Bool = true
    ) -> [Page] {
        guard !names.isEmpty else { return [] }
        // Each type's samples, grouped once for the index and the type pages.
        let shown = only.map { only in entries.filter { only.contains($0.modelName) } } ?? entries
        let samples = Dictionary(grouping: shown, by: \.modelName)
        var result: [Page] = []
        if includingIndex {
            // The index counts every type's samples, not only those of the types remade.
            result.append(indexPage(samples: only == nil ? samples : Dictionary(grouping: entries, by: \.modelName)))
        }
        for name in names where only?.contains(name) ?? true {
            let uses = samples[name] ?? []
            let writer = ModelPageWriter(
                name: name, index: index, symbolPages: symbolPages, pages: pages, samples: uses,
                mentions: mentions[name] ?? [], words: words, docImages: docImages)
            result.append(
                .generated(
                    relativePath: String((symbolPages[name] ?? name).dropLast(5)) + ".md", title: name,
                    description: writer.summary, html: writer.html(), headings: writer.headings, blocks: writer.searchBlocks,
                    configuration: configuration))
        }
        return result
    }

    private func indexPage(samples: [String: [CatalogEntry]]) -> Page {
        var html = "<p class=\"lead\">\(HTMLEscaping.text(words["modelsLead"])) "
        html += configuration.modelDirectories.map { "<code>\(HTMLEscaping.text(configuration.rootRelativePath($0)))</code>" }
            .joined(separator: ", ")
        html += ". \(HTMLEscaping.text(words["modelsLeadMore"]))</p>\n"
        html += ModelDiagram.overview(of: names, index: index, label: words["modelOverview"])
        html += "<div class=\"table-wrapper\" tabindex=\"0\"><table class=\"model-table\">\n<thead><tr>"
        for key in ["type", "kind", "summary", "samples"] { html += "<th>\(HTMLEscaping.text(words[key]))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for name in names {
            let url = OutputPath.relativeURL(from: "models/index.html", to: symbolPages[name] ?? "")
            let kind = index.types[name]?.kind.rawValue ?? "typealias"
            let summary = index.types[name]?.documentation.map(ModelPageWriter.firstSentence) ?? ""
            let count = samples[name]?.count ?? 0
            html +=
                "<tr><td><a class=\"symbol\" href=\"\(HTMLEscaping.attribute(url))\"><code>\(HTMLEscaping.text(name))</code></a></td>"
            html += "<td>\(kind)</td><td>\(HTMLEscaping.text(summary))</td><td>\(count == 0 ? "—" : String(count))</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        return .generated(
            relativePath: "models/index.md", title: words["modelsTitle"], description: words["modelsDescription"], html: html,
            configuration: configuration)
    }

    /// For each type name, the pages whose inline code names it.
    static func mentions(of names: Set<String>, in pages: [Page]) -> [String: [Int]] {
        // Each page's inlines are walked on all cores; the lists are then made in page order.
        let found = pages.parallelMap { page in page.isGenerated ? [] : mentioned(names, in: page) }
        var result: [String: [Int]] = [:]
        for (pageIndex, names) in found.enumerated() {
            for name in names { result[name, default: []].append(pageIndex) }
        }
        return result
    }

    /// The type names one page's inline code names.
    static func mentioned(_ names: Set<String>, in page: Page) -> Set<String> {
        var found: Set<String> = []
        for text in page.outline.codeSpans where names.contains(text) { found.insert(text) }
        return found
    }
}
