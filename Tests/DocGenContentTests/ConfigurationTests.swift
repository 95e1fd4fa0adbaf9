import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent

@Suite struct ConfigurationTests {
    @Test("every configuration key is read")
    func readsKeys() throws {
        let text =
            "title: Docs\nlanguage: ko\nbaseURL: https://x.dev/\ncontent: docs\ntemplates: theme\noutput: public\nrawHTML: true\ndrafts: true\n"
        let file = try ConfigurationFile.parse(text, displayPath: "docgen.yml")
        #expect(file.title == "Docs")
        #expect(file.language == "ko")
        #expect(file.baseURL == "https://x.dev/")
        #expect(file.content == "docs")
        #expect(file.templates == "theme")
        #expect(file.output == "public")
        #expect(file.rawHTML == .trusted)
        #expect(file.drafts == true)
    }

    @Test("a wrong type is an error at the value")
    func wrongType() {
        #expect {
            try ConfigurationFile.parse("rawHTML: sometimes\n", displayPath: "docgen.yml")
        } throws: { error in
            let diagnostic = (error as? ConfigurationError)?.diagnostics.first
            return diagnostic?.description
                == "docgen.yml:1:10: error: configuration 'rawHTML' must be 'sanitize', 'escape' or 'trusted' [config-value]"
        }
    }

    @Test("invalid YAML is an error at its own line, not shifted")
    func invalidYAML() {
        #expect {
            try ConfigurationFile.parse("title: x\nlist: [a\n", displayPath: "docgen.yml")
        } throws: { error in
            let diagnostic = (error as? ConfigurationError)?.diagnostics.first
            return diagnostic?.rule == "config-syntax" && (diagnostic?.location?.line ?? 0) >= 2
        }
    }

    @Test("paths in docgen.yml are relative to the file and options to the root")
    func pathResolution() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("site"), withIntermediateDirectories: true)
        try Data("content: docs\noutput: ../public\n".utf8).write(to: root.appendingPathComponent("site/docgen.yml"))
        let configuration = try SiteConfiguration.load(
            root: root, overrides: .init(templates: "theme", configFile: "site/docgen.yml"))
        #expect(configuration.contentDirectory.path == root.appendingPathComponent("site/docs").path)
        #expect(configuration.outputDirectory.path == root.appendingPathComponent("public").path)
        #expect(configuration.templatesDirectory.path == root.appendingPathComponent("theme").path)
    }

    @Test(
        "without a title set, a DocC catalog's site is named by its module",
        arguments: [
            ("Sources/Kit/Kit.docc", nil, "Kit"),
            ("Sources/Kit/Kit.docc/", nil, "Kit"),
            ("Sources/Kit/Kit.docc", "title: Kit Guides\n", "Kit Guides"),
            ("docs", nil, SiteConfiguration.Defaults.title),
            (".docc", nil, SiteConfiguration.Defaults.title),
            // A catalog named for its role is named by the module its root page documents.
            ("Sources/Kit/Documentation.docc", nil, "KitCore"),
        ] as [(String, String?, String)])
    func catalogTitle(content: String, file: String?, title: String) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let documentation = root.appendingPathComponent("Sources/Kit/Documentation.docc")
        try FileManager.default.createDirectory(at: documentation, withIntermediateDirectories: true)
        try Data("# ``KitCore``\n\nThe core.\n".utf8).write(to: documentation.appendingPathComponent("KitCore.md"))
        try Data("# Getting started\n".utf8).write(to: documentation.appendingPathComponent("GettingStarted.md"))
        if let file { try Data(file.utf8).write(to: root.appendingPathComponent("docgen.yml")) }
        let configuration = try SiteConfiguration.load(root: root, overrides: .init(content: content))
        #expect(configuration.title == title)
    }

    @Test(
        "unsafe output folders are refused",
        arguments: [
            ("Content", "is the content folder"),
            ("Templates", "is the templates folder"),
            (".", "is the root folder"),
            ("..", "contains the root folder"),
            ("Content/out", "is inside the content folder"),
            ("Templates/out", "is inside the templates folder"),
        ])
    func unsafeOutput(output: String, message: String) {
        let root = URL(fileURLWithPath: "/tmp/docgen-guard")
        let configuration = SiteConfiguration(rootDirectory: root, outputDirectory: root.appendingPathComponent(output))
        #expect {
            try OutputFolderGuard.check(configuration)
        } throws: { error in
            (error as? ConfigurationError)?.description.contains(message) == true
        }
    }

    @Test("the conventional output folder is accepted")
    func safeOutput() throws {
        try OutputFolderGuard.check(SiteConfiguration(rootDirectory: URL(fileURLWithPath: "/tmp/docgen-guard")))
    }
}
