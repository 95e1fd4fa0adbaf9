import Foundation
import Testing

@testable import DocGenContent

/// Source paths in pages and diagnostics are relative to the project root, never absolute.
@Suite struct RootRelativePathTests {
    @Test(
        "a path is named from the root, with '..' steps when it lies outside",
        arguments: [
            ("/work/site", "."),
            ("/work/site/", "."),
            ("/work/site/Sources/Models", "Sources/Models"),
            ("/work/site/Sources/Models/Item.swift", "Sources/Models/Item.swift"),
            ("/work/site/a/../b", "b"),
            ("/work/shared/Models", "../shared/Models"),
            ("/work/site-other/Models", "../site-other/Models"),
            ("/work", ".."),
            ("/elsewhere/Models", "../../elsewhere/Models"),
            ("/", "../.."),
        ])
    func relativeToRoot(path: String, expected: String) {
        let configuration = SiteConfiguration(rootDirectory: URL(fileURLWithPath: "/work/site"))
        #expect(configuration.rootRelativePath(URL(fileURLWithPath: path)) == expected)
    }

    @Test("a folder reached through a symbolic link to the root is named from the root")
    func throughLink() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("checkout")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Models"), withIntermediateDirectories: true)
        let link = base.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: root)
        let configuration = SiteConfiguration(rootDirectory: root)
        #expect(configuration.rootRelativePath(link.appendingPathComponent("Sources/Models")) == "Sources/Models")
    }
}
