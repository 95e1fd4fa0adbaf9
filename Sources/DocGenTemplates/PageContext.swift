import DocGenContent
import DocGenMarkdown
import Foundation

/// Builds the values a template sees for one page.
///
/// Every URL in the context is relative to the page, so the site works from any subpath and
/// from `file://`. The keys are documented in docs/templates.md.
package struct PageContext: Sendable {
    package let configuration: SiteConfiguration
    package let pages: [Page]
    package let navigation: NavigationTree
    package let generator: String
    /// The theme's words; a page sees those of its language as `ui`.
    package let ui: UIStrings

    /// The context builder for a site's pages.
    package init(
        configuration: SiteConfiguration, pages: [Page], navigation: NavigationTree, generator: String, ui: UIStrings
    ) {
        (self.configuration, self.pages, self.navigation, self.generator, self.ui) =
            (configuration, pages, navigation, generator, ui)
    }

    /// The context of one page with its body HTML and the headings of its body, which its table
    /// of contents lists; with `sidebarHTML`, the finished sidebar takes the place of the `nav`
    /// entries (see `SidebarPlan`).
    ///
    /// The headings come from the body rendered: a one-off build's pages let their outlines go
    /// before the render step.
    package func make(
        for index: Int, contentHTML: HTMLBytes, headings: [PageOutline.Heading], sidebarHTML: HTMLBytes? = nil
    ) -> [String: Any] {
        let page = pages[index]
        let root = OutputPath.rootPrefix(for: page.outputPath)
        let language = language(of: page)
        var context: [String: Any] = [
            "site": siteValues(for: index, root: root),
            "page": pageValues(page, contentHTML: contentHTML, headings: headings),
            "root": root,
            "assets": root + "assets/",
            "generator": generator,
            "isHome": page.outputPath == "index.html",
            "ui": ui.words(for: language).context,
        ]
        if let sidebarHTML {
            context[SidebarPlan.htmlKey] = HTMLFragment(html: sidebarHTML)
        } else {
            context["nav"] = navigationItems(for: index)
        }
        let crumbs = breadcrumbs(for: index, language: language)
        context["breadcrumbs"] = crumbs
        context["hasBreadcrumbs"] = !crumbs.isEmpty
        if let canonical = absoluteURL(for: page.outputPath) { context["canonicalURL"] = canonical }
        let translations = navigation.translations
        let (previous, next) = navigation.neighbours(of: index)
        let neighbours = [previous, next].map { $0.map { translations.variant(of: $0, language: language) } }
        for (key, neighbour, other) in [("previous", neighbours[0], neighbours[1]), ("next", neighbours[1], neighbours[0])] {
            guard let neighbour else { continue }
            var link = link(to: neighbour, from: page)
            // A catalog page has its component's title, as its document may: when two of the
            // pager's pages read alike, the section says which is which.
            let title = pages[neighbour].title
            let section = sectionTitle(of: neighbour)
            let alike = [other, index].contains {
                $0.map { pages[$0].title == title && sectionTitle(of: $0) != section } ?? false
            }
            if alike, let section { link["title"] = "\(section) › \(title)" }
            context[key] = link
        }
        context["hasPager"] = previous != nil || next != nil
        let versions = translations.group(of: index)
        if !versions.isEmpty {
            context["translations"] = versions.map { version -> [String: Any] in
                let url = OutputPath.relativeURL(from: page.outputPath, to: pages[version].outputPath)
                let versionLanguage = self.language(of: pages[version])
                return [
                    "lang": versionLanguage, "name": ui.name(of: versionLanguage), "url": url,
                    "href": absoluteURL(for: pages[version].outputPath) ?? url, "isCurrent": version == index,
                ]
            }
            context["hasTranslations"] = true
        }
        return context
    }

    /// The language a page is written in: its front matter's (a translation's file name's), else the site's.
    package func language(of page: Page) -> String {
        page.language(siteLanguage: configuration.language)
    }

    package func siteValues(root: String) -> [String: Any] {
        Self.siteValues(configuration, root: root)
    }

    /// The `site` values of the page `index`, whose `homeURL` leads to the home page in the
    /// page's language when the home page has a version in it.
    private func siteValues(for index: Int, root: String) -> [String: Any] {
        var values = siteValues(root: root)
        if let home = navigation.root.pageIndex {
            let target = navigation.translations.variant(of: home, language: language(of: pages[index]))
            values["homeURL"] = OutputPath.relativeURL(from: pages[index].outputPath, to: pages[target].outputPath)
        }
        return values
    }

    /// The `site` values of a page whose prefix to the site root is `root`; every URL in them
    /// is relative to that page, or absolute.
    package static func siteValues(_ configuration: SiteConfiguration, root: String) -> [String: Any] {
        var values: [String: Any] = [
            "title": configuration.title,
            "language": configuration.language,
            "homeURL": root + "index.html",
        ]
        if let baseURL = configuration.baseURL { values["baseURL"] = baseURL.text }
        if let logo = configuration.logo { values["logo"] = logo.href(root: root) }
        if let accentColor = configuration.accentColor { values["accentColor"] = accentColor }
        if let stylesheet = configuration.stylesheet { values["stylesheet"] = stylesheet.href(root: root) }
        return values
    }

    private func pageValues(_ page: Page, contentHTML: HTMLBytes, headings: [PageOutline.Heading]) -> [String: Any] {
        let toc = headings.filter { $0.level == 2 || $0.level == 3 }.map { heading -> [String: Any] in
            ["title": heading.plainText, "anchor": heading.anchor, "level": heading.level, "isSub": heading.level == 3]
        }
        var values: [String: Any] = [
            "title": page.title,
            "lang": language(of: page),
            "content": HTMLFragment(html: contentHTML),
            "toc": toc,
            "hasTOC": toc.count > 1,
            "tags": page.frontMatter.tags,
            "hasTags": !page.frontMatter.tags.isEmpty,
            "sourcePath": page.source.displayPath,
            "url": OutputPath.relativeURL(from: page.outputPath, to: page.outputPath),
            "params": page.frontMatter.params.mapValues(\.mustacheValue),
        ]
        if let description = page.frontMatter.description { values["description"] = description }
        if TextDirection.isRightToLeft(language(of: page)) { values["dir"] = "rtl" }
        if let editURL = editURL(for: page) { values["editURL"] = editURL }
        return values
    }

    /// The "Edit this page" link: the configured URL followed by the page's path in the content
    /// folder; nil for generated pages, which have no file to edit.
    private func editURL(for page: Page) -> String? {
        guard let base = configuration.editURL, !page.isGenerated else { return nil }
        let path = page.source.relativePath
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return (base.hasSuffix("/") ? base : base + "/") + encoded
    }

    /// A link to another page: its title, URL and, when it is in another language than the
    /// page, that language (`hasLang`).
    private func link(to target: Int, from page: Page) -> [String: Any] {
        let language = language(of: pages[target])
        return [
            "title": pages[target].title, "url": OutputPath.relativeURL(from: page.outputPath, to: pages[target].outputPath),
            "lang": language, "hasLang": language != self.language(of: page),
        ]
    }

    /// The title of the section a page is listed in, when that is not the home section.
    private func sectionTitle(of index: Int) -> String? {
        guard let folder = navigation.sections(containing: index).last, !folder.isEmpty,
            let node = navigation.node(forFolder: folder), node.pageIndex != index
        else { return nil }
        return node.title
    }

    private func breadcrumbs(for index: Int, language: String) -> [[String: Any]] {
        let page = pages[index]
        var crumbs: [[String: Any]] = []
        let translations = navigation.translations
        for folder in navigation.sections(containing: index) {
            guard let node = navigation.node(forFolder: folder) else { continue }
            let target = node.pageIndex.map { translations.variant(of: $0, language: language) }
            guard target != index else { continue }
            let url = target.map { OutputPath.relativeURL(from: page.outputPath, to: pages[$0].outputPath) }
            let crumbLanguage = target.map { self.language(of: pages[$0]) } ?? configuration.language
            crumbs.append([
                "title": title(of: node, target: target), "url": url ?? "", "hasURL": url != nil, "isCurrent": false,
                "lang": crumbLanguage, "hasLang": crumbLanguage != language,
            ])
        }
        guard page.outputPath != "index.html" else { return [] }
        crumbs.append(["title": page.title, "url": "", "hasURL": false, "isCurrent": true, "lang": language, "hasLang": false])
        return crumbs
    }

    /// The most entries a navigation may have for every page's sidebar to hold all of them.
    package static let fullSidebarLimit = 250
    /// The most entries one section lists in a pruned sidebar, away from its own page.
    package static let prunedSectionLimit = 15
    /// How many entries a longer section lists.
    private static let windowWidth = 11
    /// Windows start at every fifth entry: the pages of a section share a few sidebars instead
    /// of each rendering its own, and each page still has at least three entries on either side.
    private static let windowStep = 5

    /// The first entry a pruned section of `count` entries lists: the window that holds the
    /// entry on the way to the page (the first when none is) with at least three entries on
    /// either side, kept inside the section.
    private static func windowStart(onTheWay: Int?, count: Int) -> Int {
        let aligned = max(0, (onTheWay ?? 0) - 3) / windowStep * windowStep
        return max(0, min(aligned, count - windowWidth))
    }

    /// The sidebar entries for one page.
    ///
    /// The sections on the way to the current page are open (`isOpen`), on the home page of a
    /// site listed whole the top-level sections. On a site of at most
    /// `fullSidebarLimit` entries every section lists its entries, the closed ones too, so a
    /// reader opens any of them in place. On a larger site the sidebar is pruned: top-level
    /// entries and the entries of the open sections only, each closed section a link to its
    /// section page. An open section of more than `prunedSectionLimit` entries lists the ones
    /// around the entry on the way to the page and a last entry leading to the section page,
    /// whose own sidebar lists them all; so a page's size does not grow with the site.
    /// With a plan, each entry also carries the markers naming its page (`SidebarPlan`), so the
    /// entries serve every page of the folder.
    package func navigationItems(for index: Int, plan: SidebarPlan? = nil) -> [[String: Any]] {
        let listsAll = navigation.entryCount <= Self.fullSidebarLimit
        // The home page is on no section's way: with the whole tree listed, it opens the
        // top-level sections, so a reader arriving there sees the site's pages.
        let opensTopLevel = listsAll && pages[index].outputPath == "index.html"
        let open = Set(
            navigation.sections(containing: index) + (opensTopLevel ? navigation.root.children.compactMap(\.folder) : []))
        let page = pages[index]
        let language = language(of: page)
        let translations = navigation.translations
        let ownSection = page.isFolderIndex ? page.source.folder : nil
        func target(of node: NavigationNode) -> Int? {
            node.pageIndex.map { translations.variant(of: $0, language: language) }
        }
        func item(_ node: NavigationNode, children: [[String: Any]], isOpen: Bool) -> [String: Any] {
            // Every key is always set: Mustache looks a missing key up in the enclosing
            // item, which would give a page its parent section's link or children.
            // A translated page's entry leads to its version in the reader's language.
            let target = target(of: node)
            let url = target.map { OutputPath.relativeURL(from: page.outputPath, to: pages[$0].outputPath) }
            // The entry's own language, where it is not the site's: the sidebar is the
            // same on every page of a folder, so it cannot depend on the page's language.
            let entryLanguage = target.flatMap { pages[$0].frontMatter.lang }.flatMap {
                $0 == configuration.language ? nil : $0
            }
            var item: [String: Any] = [
                "title": title(of: node, target: target),
                "url": url ?? "",
                "hasURL": url != nil,
                "isSection": node.isSection,
                "isCurrent": target == index,
                "isOpen": isOpen,
                "children": children,
                "hasChildren": !children.isEmpty,
                "lang": entryLanguage ?? "",
                "hasLang": entryLanguage != nil,
            ]
            plan?.addCurrentMarkers(page: target, to: &item)
            return item
        }
        func items(_ section: NavigationNode) -> [[String: Any]] {
            var nodes = section.children[...]
            var rest: [String: Any]?
            // The section's own page lists all of its entries: every other page's window ends
            // with a link to it.
            if !listsAll, nodes.count > Self.prunedSectionLimit, section.folder != ownSection,
                let sectionPage = target(of: section)
            {
                let onTheWay = nodes.firstIndex { node in
                    node.folder.map(open.contains) ?? (target(of: node) == index)
                }
                let start = Self.windowStart(onTheWay: onTheWay, count: nodes.count)
                let total = nodes.count
                nodes = nodes[start..<(start + Self.windowWidth)]
                let url = OutputPath.relativeURL(from: page.outputPath, to: pages[sectionPage].outputPath)
                var last: [String: Any] = [
                    "title": ui.words(for: language).format("navigationAll", ["count": String(total)]),
                    "url": url, "hasURL": true, "isSection": false, "isCurrent": false, "isOpen": false,
                    "children": [[String: Any]](), "hasChildren": false, "lang": "", "hasLang": false,
                ]
                plan?.addCurrentMarkers(page: nil, to: &last)
                rest = last
            }
            return nodes.map { node in
                let isOpen = node.folder.map { open.contains($0) } ?? false
                return item(node, children: isOpen || listsAll ? items(node) : [], isOpen: isOpen)
            } + (rest.map { [$0] } ?? [])
        }
        return items(navigation.root)
    }

    /// A navigation entry's title: its translation's, when it leads to one.
    private func title(of node: NavigationNode, target: Int?) -> String {
        guard let target, target != node.pageIndex else { return node.title }
        return pages[target].title
    }

    private func absoluteURL(for outputPath: String) -> String? {
        guard let base = configuration.baseURL else { return nil }
        return base.appending(outputPath == "index.html" ? "" : OutputPath.relativeURL(from: "index.html", to: outputPath))
    }
}

extension PageContext {
    /// What pages share a sidebar: the output folder (relative URLs), the open sections, the
    /// language (a translated page's entry leads to its version, and the sidebar's own words are
    /// in it), and in a section too long to list whole, where its window of entries starts.
    package func sidebarKey(for index: Int) -> String {
        let path = pages[index].outputPath
        let folder = path.lastSlashIndex.map { String(path[..<$0]) } ?? ""
        let language = [language(of: pages[index])]
        // The home page's sidebar may open more than the other pages of the root folder (`navigationItems`).
        let home = path == "index.html" ? ["\u{1}home"] : []
        // A section's own page lists all its entries; a page in a section too long to list
        // whole sees the entries around its own.
        var own: [String] = []
        if pages[index].isFolderIndex {
            own = ["\u{1}index"]
        } else if navigation.entryCount > Self.fullSidebarLimit,
            let section = navigation.sections(containing: index).last,
            let node = navigation.node(forFolder: section), node.children.count > Self.prunedSectionLimit
        {
            // The page's own section lists a window of its entries around the page (the
            // folders in it are not on the page's way): the pages whose windows start at the
            // same entry share a sidebar.
            let pageLanguage = self.language(of: pages[index])
            let onTheWay = node.children.firstIndex { child in
                child.folder == nil
                    && child.pageIndex.map { navigation.translations.variant(of: $0, language: pageLanguage) } == index
            }
            own = ["\u{1}" + String(Self.windowStart(onTheWay: onTheWay, count: node.children.count))]
        }
        return ([folder] + navigation.sections(containing: index) + language + home + own).joined(separator: "\u{0}")
    }

    /// The context the sidebar partial is rendered with once for all pages sharing `index`'s key:
    /// only values that are the same for all of them, and markers in place of `isCurrent`.
    package func sidebarContext(for index: Int, plan: SidebarPlan) -> [String: Any] {
        let root = OutputPath.rootPrefix(for: pages[index].outputPath)
        return [
            "site": siteValues(for: index, root: root),
            "root": root,
            "assets": root + "assets/",
            "generator": generator,
            "nav": navigationItems(for: index, plan: plan),
        ]
    }
}
