import DocGenDiagnostics
import Foundation

extension SiteConfiguration {
    /// Settings given on the command line; each one set wins over `docgen.yml`.
    public struct Overrides: Sendable {
        /// `--content`.
        public var content: String?
        /// `--templates`.
        public var templates: String?
        /// `--output`.
        public var output: String?
        /// `--base-url`.
        public var baseURL: String?
        /// `--drafts`.
        public var includeDrafts: Bool?
        /// Model source folders; replaces `models` from the file and the default.
        public var models: [String]?
        /// An explicit configuration file; without it `docgen.yml` in the root is used if present.
        public var configFile: String?
        /// `--allow-outside-project`: folders from the configuration file may lie outside the project.
        public var allowsFoldersOutsideProject = false

        /// Creates empty overrides.
        public init(
            content: String? = nil, templates: String? = nil, output: String? = nil, baseURL: String? = nil,
            includeDrafts: Bool? = nil, configFile: String? = nil, models: [String]? = nil
        ) {
            self.models = models
            self.content = content
            self.templates = templates
            self.output = output
            self.baseURL = baseURL
            self.includeDrafts = includeDrafts
            self.configFile = configFile
        }
    }

    /// Resolves the configuration for a build run in `root`.
    ///
    /// Defaults come first, then `docgen.yml`, then command-line overrides. Paths in the file are
    /// relative to the file's folder; paths on the command line are relative to `root`.
    public static func load(root: URL, overrides: Overrides = Overrides()) throws(ConfigurationError) -> SiteConfiguration {
        let root = root.standardizedFileURL
        var file = ConfigurationFile()
        var fileFolder = root
        let explicit = overrides.configFile.map { resolve($0, against: root) }
        let candidate = explicit ?? root.appendingPathComponent(Defaults.configFile)
        if FileManager.default.fileExists(atPath: candidate.path) {
            let display = SiteConfiguration(rootDirectory: root).displayPath(candidate)
            file = try ConfigurationFile.load(from: candidate, displayPath: display)
            fileFolder = candidate.deletingLastPathComponent()
        } else if let explicit {
            throw ConfigurationError("configuration file '\(explicit.path)' not found", rule: "config-missing")
        }

        func folder(_ option: String?, _ fromFile: String?) -> URL? {
            if let option { return resolve(option, against: root) }
            return fromFile.map { resolve($0, against: fileFolder) }
        }
        var baseURL: BaseURL?
        if let text = overrides.baseURL ?? file.baseURL {
            guard let url = BaseURL(text) else {
                throw ConfigurationError("base URL '\(text)' must be an absolute http or https URL", rule: "base-url")
            }
            baseURL = url
        }
        let content = folder(overrides.content, file.content)
        var configuration = SiteConfiguration(
            rootDirectory: root,
            contentDirectory: content,
            templatesDirectory: folder(overrides.templates, file.templates),
            outputDirectory: folder(overrides.output, file.output),
            baseURL: baseURL,
            title: file.title ?? content.flatMap(catalogName) ?? Defaults.title,
            language: file.language ?? Defaults.language,
            rawHTML: file.rawHTML ?? .sanitize,
            includeDrafts: overrides.includeDrafts ?? file.drafts ?? false)
        configuration.configFile = FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
        configuration.sampleRules = file.rules ?? .none
        configuration.modelDirectories = try modelFolders(overrides: overrides, file: file, root: root, fileFolder: fileFolder)
        configuration.modelExclusions = file.modelsExclude ?? []
        configuration.checkExclusions = file.checkExclude ?? []
        // Command-line model folders replace the file's, scopes included.
        if overrides.models == nil {
            for (path, pages) in file.modelsFor {
                configuration.modelPageFolders[resolve(path, against: fileFolder)] = resolve(pages, against: fileFolder)
            }
        }
        try configuration.applyThemeSettings(file, fileFolder: fileFolder)
        if !overrides.allowsFoldersOutsideProject {
            try configuration.checkInsideProject(overrides: overrides, file: file)
        }
        return configuration
    }

    /// The title DocC gives a catalog's site: the module its root page documents, else the
    /// catalog's own name (`Markdown.docc` → `Markdown`); nil for a folder that is no catalog.
    private static func catalogName(_ folder: URL) -> String? {
        let name = folder.standardizedFileURL.lastPathComponent
        guard name.hasSuffix(".docc"), name.count > 5 else { return nil }
        return DocCCatalog.siteTitle(ofCatalogAt: folder) ?? String(name.dropLast(5))
    }

    /// The model folders asked for, each of which must exist; without any, the conventional
    /// `Sources/ComponentModels` when the repository has it.
    private static func modelFolders(
        overrides: Overrides, file: ConfigurationFile, root: URL, fileFolder: URL
    )
        throws(ConfigurationError) -> [URL]
    {
        let asked =
            overrides.models.map { $0.map { resolve($0, against: root) } }
            ?? file.models.map { $0.map { resolve($0, against: fileFolder) } }
        guard let asked else {
            let conventional = root.appendingPathComponent(Defaults.models)
            return FileManager.default.fileExists(atPath: conventional.path) ? [conventional] : []
        }
        for folder in asked where !FileManager.default.fileExists(atPath: folder.path) {
            throw ConfigurationError(
                "model folder '\(SiteConfiguration(rootDirectory: root).displayPath(folder))' not found", rule: "config-models")
        }
        return asked
    }

    /// Refuses folders that lie outside the project, links resolved, unless the command line
    /// named them: a docgen.yml from a pull request must not publish `/` or fill `~/.ssh`.
    private func checkInsideProject(overrides: Overrides, file: ConfigurationFile) throws(ConfigurationError) {
        let project = Self.realPath(rootDirectory)
        func check(_ folder: URL, key: String, given: Bool) throws(ConfigurationError) {
            guard !given else { return }
            let real = Self.realPath(folder)
            guard !FolderListing.contains(project, real, allowingHidden: true) else { return }
            let source = file.locations[key] != nil ? "'\(key)' in the configuration file" : "the \(key) folder"
            throw ConfigurationError(
                "\(source) leads outside the project folder, to '\(real)'; pass --allow-outside-project to use it",
                at: file.locations[key], rule: "config-outside")
        }
        try check(contentDirectory, key: "content", given: overrides.content != nil)
        try check(templatesDirectory, key: "templates", given: overrides.templates != nil)
        try check(outputDirectory, key: "output", given: overrides.output != nil)
        for folder in modelDirectories { try check(folder, key: "models", given: overrides.models != nil) }
    }

    /// The path with every symbolic link resolved, for the part of it that exists.
    private static func realPath(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return missing.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    private static func resolve(_ path: String, against folder: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded).standardizedFileURL
            : folder.appendingPathComponent(expanded).standardizedFileURL
    }
}
