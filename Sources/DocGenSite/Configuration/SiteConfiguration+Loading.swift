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
        var configuration = SiteConfiguration(
            rootDirectory: root,
            contentDirectory: folder(overrides.content, file.content),
            templatesDirectory: folder(overrides.templates, file.templates),
            outputDirectory: folder(overrides.output, file.output),
            baseURL: overrides.baseURL ?? file.baseURL,
            title: file.title ?? Defaults.title,
            language: file.language ?? Defaults.language,
            allowRawHTML: file.rawHTML ?? false,
            includeDrafts: overrides.includeDrafts ?? file.drafts ?? false)
        configuration.configFile = FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
        configuration.modelDirectories = try modelFolders(overrides: overrides, file: file, root: root, fileFolder: fileFolder)
        try configuration.applyThemeSettings(file, fileFolder: fileFolder)
        if let baseURL = configuration.baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()),
                url.host != nil
            else {
                throw ConfigurationError("base URL '\(baseURL)' must be an absolute http or https URL", rule: "base-url")
            }
        }
        return configuration
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

    private static func resolve(_ path: String, against folder: URL) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded).standardizedFileURL
            : folder.appendingPathComponent(expanded).standardizedFileURL
    }
}
