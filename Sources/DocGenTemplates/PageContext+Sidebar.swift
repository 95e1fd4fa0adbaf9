import DocGenContent

extension PageContext {
    /// What pages share a sidebar: the output folder (relative URLs), the open sections, and on
    /// a site with translations the language (a translated page's entry leads to its version).
    package func sidebarKey(for index: Int) -> String {
        let path = pages[index].outputPath
        let folder = path.lastSlashIndex.map { String(path[..<$0]) } ?? ""
        let language = navigation.translations.isEmpty ? [] : [language(of: pages[index])]
        return ([folder] + navigation.sections(containing: index) + language).joined(separator: "\u{0}")
    }

    /// The context the sidebar partial is rendered with once for all pages sharing `index`'s key:
    /// only values that are the same for all of them, and markers in place of `isCurrent`.
    package func sidebarContext(for index: Int, plan: SidebarPlan) -> [String: Any] {
        let root = OutputPath.rootPrefix(for: pages[index].outputPath)
        return [
            "site": siteValues(root: root),
            "root": root,
            "assets": root + "assets/",
            "generator": generator,
            "nav": navigationItems(for: index, plan: plan),
        ]
    }
}
