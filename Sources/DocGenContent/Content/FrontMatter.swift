/// The YAML header of a page: the keys docgen understands, and every other key for templates.
public struct FrontMatter: Sendable, Equatable {
    /// The page title; falls back to the first level-1 heading, then the file name.
    public var title: String?
    /// One sentence for search results, link previews and the `<meta name="description">`.
    public var description: String?
    /// Sorts the page among its siblings in navigation; lower comes first.
    public var order: Int?
    /// The page's language (`en`, `ko`); falls back to the site's language.
    public var lang: String?
    /// Free-form tags.
    public var tags: [String] = []
    /// A draft is left out of the site unless drafts are asked for.
    public var draft = false
    /// Every other key, as plain values (String, Int, Double, Bool, arrays, dictionaries).
    public var params: [String: TemplateValue] = [:]
    /// The line in the file where the Markdown body starts (1 when there is no front matter).
    public var bodyStartLine = 1

    /// Creates empty front matter.
    public init() {}

    /// The keys with a meaning to docgen, for "did you mean" on misspelt keys.
    public static let knownKeys = ["title", "description", "order", "lang", "tags", "draft"]
}
