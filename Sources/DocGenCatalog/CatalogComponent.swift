/// A component of the catalog: the model types whose preview templates draw it, with its own page.
public struct CatalogComponent: Hashable, Sendable, Comparable {
    /// The page's name in `catalog/`, such as `promotional-header`.
    public var slug: String
    /// The title of its catalog page.
    public var title: String
    /// One sentence saying what the component is.
    public var summary: String
    /// The model types it previews, sorted.
    public var typeNames: [String]

    /// Creates a component.
    public init(slug: String, title: String, summary: String, typeNames: [String]) {
        (self.slug, self.title, self.summary, self.typeNames) = (slug, title, summary, typeNames)
    }

    /// The first catalog page, relative to the output folder.
    public var outputPath: String { outputPath(page: 1) }

    /// The numbered catalog page (`catalog/banner.html`, then `catalog/banner-2.html`, …).
    public func outputPath(page: Int) -> String {
        page == 1 ? "catalog/\(slug).html" : "catalog/\(slug)-\(page).html"
    }

    /// Catalog order: by title, then slug.
    public static func < (lhs: CatalogComponent, rhs: CatalogComponent) -> Bool {
        lhs.title != rhs.title ? lhs.title < rhs.title : lhs.slug < rhs.slug
    }

    /// `PromotionalHeaderData` as `promotional-header-data`.
    static func slug(forTypeName name: String) -> String {
        var slug = ""
        var previous: Character?
        for character in name {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { slug += "-" }
            if character == "." || character == "_" {
                slug += "-"
            } else {
                slug += character.lowercased()
            }
            previous = character
        }
        return slug
    }
}
