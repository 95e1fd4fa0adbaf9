import DocGenContent

/// What the link checker knows about the site: pages by source path, static files, anchors.
struct LinkTargets: Sendable {
    struct PageInfo: Sendable {
        var outputPath: String
        var anchors: AnchorSet
        var isDraft: Bool
        /// The page's title, which a DocC link written as `<doc:Name>` shows.
        var title: String = ""
    }

    /// Pages by their path relative to the content folder (`components/banner.md`).
    var pages: [String: PageInfo] = [:]
    /// Folder index pages by folder (`components` → `components/index.md`; root is "").
    var folderIndexes: [String: String] = [:]
    /// Pages by output path, for links written to `.html` files.
    var pagesByOutput: [String: String] = [:]
    /// Translations by the source path of their original and their language
    /// (`advanced/sessions.md` → `es` → `advanced/sessions.es.md`).
    var translations: [String: [String: String]] = [:]
    /// The pages of DocC catalogs by each name a `<doc:…>` link may give them
    /// (`LinkTargets.docReferences`).
    var docReferences: [String: String] = [:]
    /// The model types' reference pages by type name, output paths, for DocC symbol links.
    var symbols = SymbolTargets()
    /// Files copied as they are (images, downloads), by relative path.
    var staticFiles: Set<String> = []
    /// The files of DocC catalogs by the name an image gives them (`LinkTargets.docResources`).
    var docResources: [String: String] = [:]

    /// The content folder's real path, where files in dot-folders are looked for when linked
    /// (`HiddenFolderFiles`); nil to find none.
    var contentRoot: String?
    /// The content folder's path inside its repository (`Documentation`), where GitHub reads a
    /// link starting with `/` from (`/Documentation/Images/a.png`); nil when the content folder
    /// is the repository's root or the repository is unknown.
    var contentFolderInRepository: String?
    /// The repository's folder on disk, where a link out of the content folder is looked for;
    /// nil when unknown.
    var repositoryRoot: String?
    /// The web address a file of the repository is shown at, its path appended
    /// (`https://github.com/org/kit/blob/main/`), made from `editURL`; nil when unknown.
    var repositoryFileURL: String?
    /// What raw HTML becomes: its URLs are links unless it is shown as text, and are rewritten
    /// only when it is sanitized.
    var rawHTML = RawHTMLSetting.sanitize

    /// Every link target a path may be misspelt from, for "did you mean": not the files inside
    /// bundles (`Treap.xcodeproj/…`), which a writer links as a whole if at all.
    var allPaths: [String] { Array(pages.keys) + staticFiles.filter { !Self.isInBundle($0) } }

    /// Folder extensions of bundles: Xcode projects, playgrounds, asset catalogs and the like.
    private static let bundleExtensions: Set<String> = [
        "app", "appex", "bundle", "framework", "playground", "xcassets", "xcdatamodeld", "xcframework",
        "xcodeproj", "xcplayground", "xctemplate", "xcworkspace",
    ]

    /// Whether a path lies inside a folder that is a bundle.
    private static func isInBundle(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            folder.lastIndex(of: ".").map { bundleExtensions.contains(folder[folder.index(after: $0)...].lowercased()) }
                ?? false
        }
    }
}
