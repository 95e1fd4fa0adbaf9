import DocGenMarkdown
import Foundation

/// Builds the values a template sees for one page.
///
/// Every URL in the context is relative to the page, so the site works from any subpath and
/// from `file://`. The keys are documented in docs/templates.md.
struct PageContext: Sendable {
    let configuration: SiteConfiguration
    let pages: [Page]
    let navigation: NavigationTree
    let generator: String

    /// The context of one page with its body HTML; with `sidebarHTML`, the finished sidebar
    /// takes the place of the `nav` entries (see `SidebarPlan`).
    func make(for index: Int, contentHTML: HTMLBytes, sidebarHTML: HTMLBytes? = nil) -> [String: Any] {
        let page = pages[index]
        let root = OutputPath.rootPrefix(for: page.outputPath)
        var context: [String: Any] = [
            "site": siteValues(root: root),
            "page": pageValues(page, contentHTML: contentHTML),
            "root": root,
            "assets": root + "assets/",
            "generator": generator,
            "isHome": page.outputPath == "index.html",
        ]
        if let sidebarHTML {
            context[SidebarPlan.htmlKey] = HTMLFragment(html: sidebarHTML)
        } else {
            context["nav"] = navigationItems(for: index)
        }
        let crumbs = breadcrumbs(for: index)
        context["breadcrumbs"] = crumbs
        context["hasBreadcrumbs"] = !crumbs.isEmpty
        if let canonical = absoluteURL(for: page.outputPath) { context["canonicalURL"] = canonical }
        let (previous, next) = neighbours(of: index)
        if let previous { context["previous"] = link(to: previous, from: page) }
        if let next { context["next"] = link(to: next, from: page) }
        context["hasPager"] = previous != nil || next != nil
        return context
    }

    func siteValues(root: String) -> [String: Any] {
        Self.siteValues(configuration, root: root)
    }

    /// The `site` values of a page whose prefix to the site root is `root`; every URL in them
    /// is relative to that page, or absolute.
    static func siteValues(_ configuration: SiteConfiguration, root: String) -> [String: Any] {
        var values: [String: Any] = [
            "title": configuration.title,
            "language": configuration.language,
            "homeURL": root + "index.html",
        ]
        if let baseURL = configuration.baseURL { values["baseURL"] = baseURL }
        if let logo = configuration.logo { values["logo"] = logo.href(root: root) }
        if let accentColor = configuration.accentColor { values["accentColor"] = accentColor }
        if let stylesheet = configuration.stylesheet { values["stylesheet"] = stylesheet.href(root: root) }
        return values
    }

    private func pageValues(_ page: Page, contentHTML: HTMLBytes) -> [String: Any] {
        let toc = page.outline.headings.filter { $0.level == 2 || $0.level == 3 }.map { heading -> [String: Any] in
            ["title": heading.plainText, "anchor": heading.anchor, "level": heading.level, "isSub": heading.level == 3]
        }
        var values: [String: Any] = [
            "title": page.title,
            "lang": page.frontMatter.lang ?? configuration.language,
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

    private func link(to target: Int, from page: Page) -> [String: Any] {
        ["title": pages[target].title, "url": OutputPath.relativeURL(from: page.outputPath, to: pages[target].outputPath)]
    }

    private func neighbours(of index: Int) -> (Int?, Int?) {
        navigation.neighbours(of: index)
    }

    private func breadcrumbs(for index: Int) -> [[String: Any]] {
        let page = pages[index]
        var crumbs: [[String: Any]] = []
        for folder in navigation.sections(containing: index) {
            guard let node = navigation.node(forFolder: folder), node.pageIndex != index else { continue }
            let url = node.pageIndex.map { OutputPath.relativeURL(from: page.outputPath, to: pages[$0].outputPath) }
            crumbs.append(["title": node.title, "url": url ?? "", "hasURL": url != nil, "isCurrent": false])
        }
        guard page.outputPath != "index.html" else { return [] }
        crumbs.append(["title": page.title, "url": "", "hasURL": false, "isCurrent": true])
        return crumbs
    }

    /// The sidebar entries for one page.
    ///
    /// Top-level entries are always listed, and the children of each section on the way to the
    /// current page; other sections stay collapsed, so a page's size does not grow with the site.
    /// With a plan, each entry also carries the markers naming its page (`SidebarPlan`), so the
    /// entries serve every page of the folder.
    func navigationItems(for index: Int, plan: SidebarPlan? = nil) -> [[String: Any]] {
        let open = Set(navigation.sections(containing: index))
        let page = pages[index]
        func items(_ nodes: [NavigationNode]) -> [[String: Any]] {
            nodes.map { node in
                // Every key is always set: Mustache looks a missing key up in the enclosing
                // item, which would give a page its parent section's link or children.
                let url = node.pageIndex.map { OutputPath.relativeURL(from: page.outputPath, to: pages[$0].outputPath) }
                let isOpen = node.folder.map { open.contains($0) } ?? false
                let children = isOpen ? items(node.children) : []
                var item: [String: Any] = [
                    "title": node.title,
                    "url": url ?? "",
                    "hasURL": url != nil,
                    "isSection": node.isSection,
                    "isCurrent": node.pageIndex == index,
                    "isOpen": isOpen,
                    "children": children,
                    "hasChildren": !children.isEmpty,
                ]
                if let plan { item.merge(plan.currentMarkers(page: node.pageIndex)) { $1 } }
                return item
            }
        }
        return items(navigation.root.children)
    }

    private func absoluteURL(for outputPath: String) -> String? {
        guard let base = configuration.baseURL, !base.isEmpty else { return nil }
        let path = outputPath == "index.html" ? "" : OutputPath.relativeURL(from: "index.html", to: outputPath)
        return (base.hasSuffix("/") ? base : base + "/") + path
    }
}
