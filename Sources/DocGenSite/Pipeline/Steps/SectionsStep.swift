import DocGenContent
import DocGenMarkdown

extension BuildStep {
    /// Gives every folder of the navigation a page: a folder without `index.md` (the content
    /// folder itself included) gets a generated section page listing its subsections and pages,
    /// so that every sidebar section, breadcrumb and the site title link to a page that exists.
    ///
    /// A scope never changes the set of pages, so it keeps the section pages it has.
    public static let sections = BuildStep("sections") { context in
        guard context.scope == nil else { return }
        let generated = SectionPages.missing(
            in: context.pages, staticFiles: context.staticFiles, configuration: context.configuration,
            folderTitles: context.catalogFolderTitles)
        guard !generated.isEmpty else { return }
        let first = context.pages.count
        context.pages += generated
        // The lists need the navigation, which needs the pages: they are filled in once both exist.
        let navigation = NavigationTree(pages: context.pages)
        for index in first..<context.pages.count {
            let folder = context.pages[index].source.folder
            guard let node = navigation.node(forFolder: folder) else { continue }
            context.pages[index].generatedBody = SectionPages.body(
                of: node, at: context.pages[index], pages: context.pages, translations: navigation.translations)
        }
    }
}

/// The generated pages of folders that have no index page of their own.
enum SectionPages {
    /// A generated page for each folder holding listed pages (and for each folder above one, up
    /// to the content folder) that has no index page; none where a file is written already.
    ///
    /// A folder holding translations (`routing.es.md`) gets a section page in each of their
    /// languages too (`index.es.md`), which lists the pages in that language where they exist.
    ///
    /// A folder is titled by `folderTitles` (a catalog's Topics groups), else by its name.
    static func missing(
        in pages: [Page], staticFiles: [SourceFile], configuration: SiteConfiguration, folderTitles: [String: String]
    ) -> [Page] {
        var folders: Set<String> = []
        var indexed: Set<String> = []
        var languages: [String: Set<String>] = [:]
        var taken = Set(staticFiles.map(\.relativePath))
        for page in pages {
            taken.insert(page.outputPath)
            guard page.isListed else { continue }
            if page.isFolderIndex { indexed.insert(page.source.folder) }
            let language = Translations.split(page.source.relativePath).map { page.frontMatter.lang ?? $0.language }
            var folder = page.source.folder
            while true {
                let added = folders.insert(folder).inserted
                if let language { languages[folder, default: []].insert(language) } else if !added { break }
                if folder.isEmpty { break }
                folder = NavigationTree.parent(of: folder)
            }
        }
        // A folder a Topics group names comes where its first page comes in the Topics order.
        var firstOrder: [String: Int] = [:]
        for page in pages where folderTitles[page.source.folder] != nil {
            guard let order = page.frontMatter.order else { continue }
            firstOrder[page.source.folder] = min(order, firstOrder[page.source.folder] ?? order)
        }
        return folders.subtracting(indexed).sorted().flatMap { folder -> [Page] in
            let title = folder.isEmpty ? configuration.title : folderTitles[folder] ?? NavigationTree.folderTitle(folder)
            let tags = [nil] + (languages[folder] ?? []).sorted().map(Optional.some)
            return tags.compactMap { language -> Page? in
                let name = language.map { "index.\($0).md" } ?? "index.md"
                let relativePath = folder.isEmpty ? name : folder + "/" + name
                guard !taken.contains(OutputPath.forSource(relativePath)) else { return nil }
                var page = Page.generated(
                    relativePath: relativePath, title: title, description: nil, html: "", configuration: configuration)
                // A folder sorts among its parent's entries as one with an index page does, not after
                // them as the catalog's generated sections do.
                page.frontMatter.order = firstOrder[folder]
                page.frontMatter.lang = language
                return page
            }
        }
    }

    /// The body of the section page `page` for `node`: a list of the section's entries, each
    /// linked, with its description when it has one.
    ///
    /// A translated section page links each entry's page in its language where there is one.
    static func body(
        of node: NavigationNode, at page: Page, pages: [Page], translations: Translations
    ) -> GeneratedBody {
        let from = page.outputPath
        let language = Translations.split(page.source.relativePath) != nil ? page.frontMatter.lang : nil
        let entries = node.children.compactMap { child -> (title: String, url: String, description: String?, isSection: Bool)? in
            guard var target = child.pageIndex else { return nil }
            var title = child.title
            if let language, case let variant = translations.variant(of: target, language: language), variant != target {
                (target, title) = (variant, child.isSection ? title : pages[variant].title)
            }
            let url = OutputPath.relativeURL(from: from, to: pages[target].outputPath)
            return (title, url, pages[target].frontMatter.description, child.isSection)
        }
        let title = page.title
        return GeneratedBody {
            var html = HTMLBytes(capacity: 64 + entries.count * 96)
            html.raw("<h1>")
            html.text(title)
            html.raw("</h1>\n<ul class=\"section-list\">\n")
            for entry in entries {
                html.raw(entry.isSection ? "<li class=\"section-list-section\"><a href=\"" : "<li><a href=\"")
                html.attribute(entry.url)
                html.raw("\">")
                html.text(entry.title)
                html.raw("</a>")
                if let description = entry.description, !description.isEmpty {
                    html.raw(" <span class=\"section-list-description\">")
                    html.text(description)
                    html.raw("</span>")
                }
                html.raw("</li>\n")
            }
            html.raw("</ul>\n")
            return html
        }
    }
}
