import Foundation

/// The site's navigation, built from the folder structure and front-matter `order`.
///
/// The home page (`Content/index.md`) is the root. Each folder is a section titled by its index
/// page (or its name), holding its pages and subfolders sorted by `order`, then title.
public struct NavigationTree: Sendable {
    /// The root section: the content folder.
    public private(set) var root: NavigationNode
    /// Page indices in reading order, for previous and next links.
    public private(set) var readingOrder: [Int] = []
    /// For each page index, its position in `readingOrder`.
    private var readingPositions: [Int: Int] = [:]
    /// For each page index, the folder sections from the root down to the page's own folder.
    private var ancestry: [Int: [String]] = [:]
    /// Each folder's section, for `node(forFolder:)`: every page asks for the sections above it,
    /// and finding each among a section's children one by one cost more than its breadcrumbs.
    private var folderNodes: [String: NavigationNode] = [:]
    /// The pages that translate others; they take their original's place for their language.
    package let translations: Translations
    /// How many entries the navigation holds below the root: pages and sections.
    public private(set) var entryCount = 0

    /// Builds the tree for the given pages.
    public init(pages: [Page]) {
        let translations = Translations(pages: pages)
        self.translations = translations
        var sections: [String: NavigationNode] = [:]
        func section(_ folder: String) -> NavigationNode {
            sections[folder] ?? NavigationNode(title: Self.folderTitle(folder), pageIndex: nil, folder: folder)
        }
        // Make sure every ancestor folder exists, then file each page into its folder.
        // Pages are read in place: a loop over the pages themselves copied each one.
        for index in pages.indices where pages[index].isListed && translations.originals[index] == nil {
            // Stored fields only: a computed property of an array's page copies the page first.
            let pageFolder = pages[index].source.folder
            var folder = pageFolder
            // Ancestors already filed were filed with theirs: the walk up stops at the first.
            while sections[folder] == nil {
                sections[folder] = section(folder)
                guard !folder.isEmpty else { break }
                folder = Self.parent(of: folder)
            }
            if OutputPath.isFolderIndex(pages[index].outputPath) {
                sections[pageFolder]?.pageIndex = index
                sections[pageFolder]?.title = pages[index].title
                sections[pageFolder]?.order = pages[index].frontMatter.order
            } else {
                sections[pageFolder]?.children.append(
                    NavigationNode(
                        title: pages[index].title, pageIndex: index, folder: nil, order: pages[index].frontMatter.order))
            }
        }
        // Attach folders to their parents, deepest first, so each arrives complete.
        let deepestFirst = sections.keys.sorted { (Self.depth($1), $0) < (Self.depth($0), $1) }
        for folder in deepestFirst where !folder.isEmpty {
            guard let node = sections[folder] else { continue }
            sections[Self.parent(of: folder)]?.children.append(node)
        }
        var root = sections[""] ?? NavigationNode(title: "Home", pageIndex: nil, folder: "")
        Self.sort(&root)
        self.root = root
        var order: [Int] = []
        var ancestry: [Int: [String]] = [:]
        Self.collect(root, path: [], order: &order, ancestry: &ancestry)
        self.readingOrder = order
        self.readingPositions = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        self.ancestry = ancestry
        var folderNodes: [String: NavigationNode] = [:]
        Self.index(root, into: &folderNodes)
        self.folderNodes = folderNodes
        self.entryCount = folderNodes.count - 1 + order.count - folderNodes.values.count { $0.pageIndex != nil }
    }

    /// The pages before and after a page in reading order, for previous and next links.
    ///
    /// A translation has its original's neighbours.
    public func neighbours(of pageIndex: Int) -> (previous: Int?, next: Int?) {
        guard let position = readingPositions[translations.original(of: pageIndex)] else { return (nil, nil) }
        let previous = position > 0 ? readingOrder[position - 1] : nil
        let next = position + 1 < readingOrder.count ? readingOrder[position + 1] : nil
        return (previous, next)
    }

    /// The folder sections that contain a page, from the root down (root is "").
    public func sections(containing pageIndex: Int) -> [String] {
        ancestry[translations.original(of: pageIndex)] ?? [""]
    }

    /// The node for a folder, if any.
    public func node(forFolder folder: String) -> NavigationNode? {
        folderNodes[folder]
    }

    /// Files a section and the sections under it by folder.
    private static func index(_ node: NavigationNode, into nodes: inout [String: NavigationNode]) {
        guard let folder = node.folder else { return }
        nodes[folder] = node
        for child in node.children { index(child, into: &nodes) }
    }

    private static func sort(_ node: inout NavigationNode) {
        for index in node.children.indices { sort(&node.children[index]) }
        // Each key is made once, not twice per comparison: lowercasing every title again made
        // this sort a visible part of a large build's serial time. The sort is stable.
        var keyed = node.children.map { child in
            // Pages without an order come after ordered ones and before generated sections (order Int.max).
            (key: (child.order ?? Int.max - 1, child.title.lowercased(), child.folder ?? ""), node: child)
        }
        keyed.sort { $0.key < $1.key }
        node.children = keyed.map(\.node)
        // Sections whose index pages share a title (each version's "Documentation") are told
        // apart by their folder's name, as a reader could not tell them apart in the sidebar.
        let titles = Dictionary(grouping: node.children.indices.filter { node.children[$0].isSection }) {
            node.children[$0].title
        }
        for (_, indices) in titles where indices.count > 1 {
            for index in indices {
                guard let folder = node.children[index].folder else { continue }
                let name = folder.split(separator: "/").last.map(String.init) ?? folder
                node.children[index].title += " (\(name))"
            }
        }
    }

    private static func collect(_ node: NavigationNode, path: [String], order: inout [Int], ancestry: inout [Int: [String]]) {
        let path = node.folder.map { path + [$0] } ?? path
        if let index = node.pageIndex {
            order.append(index)
            ancestry[index] = path
        }
        for child in node.children { collect(child, path: path, order: &order, ancestry: &ancestry) }
    }

    // Folder paths are read as bytes: in UTF-8 a `/` byte is always a `/`, and these run for
    // every page and in every comparison of the folders' sort.
    package static func depth(_ folder: String) -> Int {
        OutputPath.segmentCount(folder)
    }

    package static func parent(of folder: String) -> String {
        guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(folder[..<slash])
    }

    /// The title of a folder without an index page that gives one: its name with `-` and `_`
    /// read as spaces, in the folder's own case (`iOS`, `macOS`, `MigrationGuides`); only a name
    /// without capitals gets its first letter capitalised (`getting-started` → "Getting started").
    package static func folderTitle(_ folder: String) -> String {
        guard let name = folder.split(separator: "/").last else { return "Home" }
        let words = name.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard !name.contains(where: \.isUppercase), let first = words.first else { return words }
        return first.uppercased() + words.dropFirst()
    }
}
