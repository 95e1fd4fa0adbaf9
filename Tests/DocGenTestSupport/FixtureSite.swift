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
}
