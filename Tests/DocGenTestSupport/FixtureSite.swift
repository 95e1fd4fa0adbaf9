import Foundation

/// Throwaway copies of fixture sites for tests that build, serve or check them.
public enum FixtureSite {
    /// The repository's root folder.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default theme's files in the repository, which the docgen executable has built in.
    public static let defaultTheme = repositoryRoot.appendingPathComponent("Sources/DocGenTheme/Theme")

    /// A new temporary folder holding a copy of `content` as `Content/`; with no `Templates/`,
    /// it is built with the default theme.
    public static func copy(content: URL, prefix: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: content, to: root.appendingPathComponent("Content"))
        return root
    }

    /// The `Content/` folder of the shared component fixture site.
    public static var componentSiteContent: URL {
        repositoryRoot.appendingPathComponent("Tests/DocGenSiteTests/Fixtures/ComponentSite/Content")
    }

    /// The `Content/` folder of the catalog fixture site, whose JSON and Swift examples are previewed.
    public static var catalogSiteContent: URL {
        repositoryRoot.appendingPathComponent("Tests/DocGenSiteTests/Fixtures/CatalogSite/Content")
    }

    /// This repository's own preview templates, for its models: a folder of the repository's
    /// templates, not of the default theme.
    public static let repositoryPreviews = repositoryRoot.appendingPathComponent("Templates/previews")

    /// Copies the repository's preview templates into `root` at `Templates/previews`, so that
    /// a site built there previews the repository's models as the repository's own site does.
    public static func copyPreviews(into root: URL) throws {
        let destination = root.appendingPathComponent("Templates/previews")
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryPreviews, to: destination)
    }

    /// Where `copyModels(into:)` puts the models in a copied site: the folder docgen reads by default.
    public static let modelsPath = "Sources/ComponentModels"

    /// Copies the repository's model sources into `root` at `modelsPath`, so that the site's
    /// model pages name them inside the site's own folder.
    public static func copyModels(into root: URL) throws {
        let destination = root.appendingPathComponent(modelsPath)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(modelsPath), to: destination)
    }

    /// Every file under `folder` with its bytes, by path inside it, for comparing whole builds.
    public static func files(under folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return result }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }
}
