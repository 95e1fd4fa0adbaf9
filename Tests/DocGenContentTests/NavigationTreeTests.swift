import DocGenMarkdown
import Testing

@testable import DocGenContent

@Suite struct NavigationTreeTests {
    private func page(_ path: String, title: String, order: Int? = nil) -> Page {
        var frontMatter = FrontMatter()
        frontMatter.title = title
        frontMatter.order = order
        return Page(
            source: SourceFile(relativePath: path, url: .init(fileURLWithPath: "/c/\(path)"), displayPath: path),
            frontMatter: frontMatter, body: "")
    }

    private var pages: [Page] {
        [
            page("index.md", title: "Home"),
            page("components/index.md", title: "Components", order: 1),
            page("components/banner.md", title: "Banner", order: 3),
            page("components/alpha.md", title: "Alpha"),
            page("components/header.md", title: "Header", order: 1),
            page("guides/index.md", title: "Guides", order: 2),
            page("guides/deep/more.md", title: "More"),
        ]
    }

    @Test("sections follow folders and sort by order, then title")
    func ordering() {
        let tree = NavigationTree(pages: pages)
        #expect(tree.root.pageIndex == 0)
        #expect(tree.root.children.map(\.title) == ["Components", "Guides"])
        let components = tree.root.children[0]
        #expect(components.children.map(\.title) == ["Header", "Banner", "Alpha"])
        #expect(tree.root.children[1].children.map(\.title) == ["Deep"])
    }

    @Test("sections whose index pages share a title are told apart by their folder's name")
    func sameTitledSections() {
        let tree = NavigationTree(pages: [
            page("index.md", title: "Home"), page("1.5/index.md", title: "Docs"), page("2.0/index.md", title: "Docs"),
            page("guide/index.md", title: "Guide"),
        ])
        #expect(tree.root.children.map(\.title) == ["Docs (1.5)", "Docs (2.0)", "Guide"])
    }

    @Test("reading order walks the tree depth first, each section's index before its pages")
    func readingOrder() {
        let tree = NavigationTree(pages: pages)
        #expect(
            tree.readingOrder.map { pages[$0].title } == ["Home", "Components", "Header", "Banner", "Alpha", "Guides", "More"])
    }

    @Test("a page's sections run from the root down to its folder")
    func sections() {
        let tree = NavigationTree(pages: pages)
        #expect(tree.sections(containing: 6) == ["", "guides", "guides/deep"])
        #expect(tree.node(forFolder: "guides/deep")?.pageIndex == nil)
    }

    @Test("the tree counts its entries: sections and pages below the root, section pages once")
    func entryCount() {
        // Components, Banner, Alpha, Header, Guides, Deep, More.
        #expect(NavigationTree(pages: pages).entryCount == 7)
    }

    @Test(
        "a folder's title keeps the folder's own case",
        arguments: [
            ("iOS", "iOS"), ("macOS", "macOS"), ("MigrationGuides", "MigrationGuides"), ("docs/UIKit_Views", "UIKit Views"),
            ("getting-started", "Getting started"), ("advanced", "Advanced"), ("a/b/deploy_notes", "Deploy notes"),
            ("", "Home"),
        ])
    func folderTitle(folder: String, title: String) {
        #expect(NavigationTree.folderTitle(folder) == title)
    }
}
