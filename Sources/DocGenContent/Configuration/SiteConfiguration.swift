import DocGenModelRules
import Foundation

/// Everything a build needs to know: where to read, where to write, and site-wide settings.
public struct SiteConfiguration: Sendable {
    /// The folder docgen works in; relative paths in diagnostics are relative to it.
    public var rootDirectory: URL
    /// The Markdown sources (default `Content/`).
    public var contentDirectory: URL
    /// The Mustache templates and static assets laid over the default theme (default `Templates/`).
    public var templatesDirectory: URL
    /// Whether the templates folder was named (by `--templates` or `templates:`) rather than
    /// the conventional one, which may be missing.
    public var templatesDirectoryIsExplicit: Bool
    /// Where the site is written (default `_site/`).
    public var outputDirectory: URL
    /// The absolute URL the site is served from, for sitemaps and canonical links; nil when unknown.
    public var baseURL: BaseURL?
    /// The site's name, shown in the header and page titles.
    public var title: String
    /// The language of pages that do not set `lang`.
    public var language: String
    /// What raw HTML in Markdown becomes.
    public var rawHTML: RawHTMLSetting
    /// Whether pages with `draft: true` are built.
    public var includeDrafts: Bool
    /// The configuration file the settings came from, if any.
    public var configFile: URL?
    /// Folders of Swift model sources that JSON and Swift examples are checked against.
    public var modelDirectories: [URL] = []
    /// For a model folder given as `{path: …, for: …}`, the folder of the pages checked
    /// against it; the other model folders are for every page.
    public var modelPageFolders: [URL: URL] = [:]
    /// Model files left out of every model folder (`modelsExclude` in `docgen.yml`).
    public var modelExclusions: [PathGlob] = []
    /// Pages whose examples are not checked, by their path in the content folder
    /// (`checkExclude` in `docgen.yml`).
    public var checkExclusions: [PathGlob] = []

    /// Whether the examples of the page at `relativePath` in the content folder are checked.
    public func checksExamples(ofPageAt relativePath: String) -> Bool {
        !checkExclusions.contains { $0.matches(relativePath) }
    }
    /// The logo shown before the site title (`site.logo`); nil for none.
    public var logo: SiteLink?
    /// The accent colour of links and highlights (`site.accentColor`), a checked CSS colour.
    public var accentColor: String?
    /// A stylesheet linked after the theme's (`site.stylesheet`); nil for none.
    public var stylesheet: SiteLink?
    /// The stylesheet's file when it is outside the content folder, copied into the site at
    /// the path of `stylesheet`.
    public var stylesheetSource: URL?
    /// The URL each content page's path relative to the content folder is added to, for its
    /// "Edit this page" link (`page.editURL`); nil for none.
    public var editURL: String?
    /// The checks the site declares for its models' JSON samples (`rules` in `docgen.yml`).
    public var sampleRules = SampleRules.none
    /// Whether pages render through docgen's template fast paths (page skeletons, the
    /// folder-wide sidebar) where they provably give swift-mustache's bytes; off renders every
    /// page through swift-mustache alone, to compare the two (`docgen build --no-fast-paths`).
    public var usesTemplateFastPaths = true

    /// The default folder names, relative to the root.
    public enum Defaults {
        /// The content folder.
        public static let content = "Content"
        /// The templates folder.
        public static let templates = "Templates"
        /// The output folder.
        public static let output = "_site"
        /// The site title.
        public static let title = "Component Docs"
        /// The site language.
        public static let language = "en"
        /// The configuration file looked for in the root.
        public static let configFile = "docgen.yml"
        /// The model sources used when none are configured and the folder exists.
        public static let models = "Sources/ComponentModels"
    }

    /// Creates a configuration with the conventional folders under `rootDirectory`.
    public init(
        rootDirectory: URL,
        contentDirectory: URL? = nil,
        templatesDirectory: URL? = nil,
        outputDirectory: URL? = nil,
        baseURL: BaseURL? = nil,
        title: String = Defaults.title,
        language: String = Defaults.language,
        rawHTML: RawHTMLSetting = .sanitize,
        includeDrafts: Bool = false
    ) {
        let root = rootDirectory.standardizedFileURL
        self.rootDirectory = root
        self.contentDirectory = (contentDirectory ?? root.appendingPathComponent(Defaults.content)).standardizedFileURL
        self.templatesDirectory = (templatesDirectory ?? root.appendingPathComponent(Defaults.templates)).standardizedFileURL
        self.templatesDirectoryIsExplicit = templatesDirectory != nil
        self.outputDirectory = (outputDirectory ?? root.appendingPathComponent(Defaults.output)).standardizedFileURL
        self.baseURL = baseURL
        self.title = title
        self.language = language
        self.rawHTML = rawHTML
        self.includeDrafts = includeDrafts
    }

    /// A path as the user would write it: relative to the root when inside it.
    public func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        if path == rootDirectory.path { return "." }
        let root = rootDirectory.path.hasSuffix("/") ? rootDirectory.path : rootDirectory.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
