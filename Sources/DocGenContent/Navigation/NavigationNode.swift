/// An entry in the site's navigation: a page, or a folder section with its pages.
public struct NavigationNode: Sendable {
    /// The shown title.
    public var title: String
    /// The page it links to, by index into the build's pages; nil for a folder without an index page.
    public var pageIndex: Int?
    /// The folder this section stands for; nil for a plain page.
    public var folder: String?
    /// Sort key from front matter `order`.
    package var order: Int?
    /// The entries below a section, sorted.
    public var children: [NavigationNode] = []

    /// Whether this node is a folder section.
    public var isSection: Bool { folder != nil }
}
