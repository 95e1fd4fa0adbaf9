import Foundation
import Testing

@testable import DocGenContent

/// A symbolic link in the content folder is followed inside it, and outside it only to a
/// Markdown file of the project that is not in a hidden folder.
@Suite struct ContentScannerTests {
    @Test(
        "a link outside the content folder is followed only to a Markdown file of the project",
        arguments: [
            ("CHANGELOG.md", true),
            ("docs/notes.markdown", true),
            ("config.txt", false),
            (".private/notes.md", false),
            ("../outside.md", false),
        ])
    func linkOutsideContent(target: String, isRead: Bool) throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-scan-\(UUID().uuidString)")
        let root = parent.appendingPathComponent("project")
        defer { try? FileManager.default.removeItem(at: parent) }
        let content = root.appendingPathComponent("Content")
        let file = root.appendingPathComponent(target).standardizedFileURL
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Changes\n".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("linked.md").path, withDestinationPath: "../" + target)
        var scanner = ContentScanner(configuration: SiteConfiguration(rootDirectory: root))
        let files = try scanner.scan()
        #expect(files.map(\.relativePath) == (isRead ? ["linked.md"] : []))
        #expect(scanner.diagnostics.map(\.rule) == (isRead ? [] : ["symlink-outside"]))
    }

    @Test("a link to a Markdown file of the project by an absolute path is refused")
    func absoluteLink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let file = root.appendingPathComponent("CHANGELOG.md")
        try Data("# Changes\n".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("linked.md").path, withDestinationPath: file.path)
        var scanner = ContentScanner(configuration: SiteConfiguration(rootDirectory: root))
        #expect(try scanner.scan().isEmpty)
        #expect(scanner.diagnostics.map(\.rule) == ["symlink-outside"])
    }
}
