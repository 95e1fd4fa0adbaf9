import DocGenTestSupport
import Foundation
import Testing

/// `docgen theme` and building with the default theme, as a user runs them.
@Suite struct ThemeCommandTests {
    private let root: URL

    init() throws {
        root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-theme")
    }

    private func read(_ path: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(path))
    }

    private func theme(_ path: String) throws -> Data {
        try Data(contentsOf: FixtureSite.defaultTheme.appendingPathComponent(path))
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    @Test("a folder with no Templates/ builds with the default theme")
    func buildsWithoutTemplates() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(!exists("Templates"))
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try read("_site/assets/style.css") == theme("assets/style.css"))
        #expect(try String(decoding: read("_site/index.html"), as: UTF8.self).contains("<footer class=\"site-footer\">"))
    }

    @Test("a templates folder named with --templates or in docgen.yml must exist")
    func namedFolderMustExist() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let option = try CommandRunner.run(["build", "--templates", "Theme"], in: root)
        #expect(option.status == 1)
        #expect(option.standardError.contains("error: templates folder 'Theme' not found"))
        try Data("templates: Theme\n".utf8).write(to: root.appendingPathComponent("docgen.yml"))
        let file = try CommandRunner.run(["build"], in: root)
        #expect(file.status == 1)
        #expect(file.standardError.contains("[template-missing]"))
    }

    @Test("a setting docgen.yml gets wrong exits 2 with its line and column, before any content is read")
    func badSetting() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("title: Docs\naccentColor: \"red; } body { display: none\"\n".utf8).write(
            to: root.appendingPathComponent("docgen.yml"))
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("docgen.yml:2:14: error: configuration 'accentColor' must be a CSS colour"))
        #expect(!exists("_site"))
    }

    @Test("with no file, docgen theme writes the whole default theme into Templates/")
    func writesEverything() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try CommandRunner.run(["theme", "--list"], in: root)
        #expect(list.status == 0)
        let paths = list.standardOutput.split(separator: "\n").map(String.init)
        #expect(paths.contains("layout.mustache") && paths.contains("partials/footer.mustache"))
        #expect(paths.contains("assets/style.css"))
        let result = try CommandRunner.run(["theme"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "wrote \(paths.count) files of the default theme → Templates\n")
        for path in paths { #expect(try read("Templates/" + path) == theme(path)) }
        // The copy builds the same site as the theme it came from.
        #expect(try CommandRunner.run(["build"], in: root).status == 0)
    }

    @Test("named files and folders are written alone, into --output or the configured templates folder")
    func writesNamedFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let one = try CommandRunner.run(["theme", "partials/footer.mustache", "--output", "Custom"], in: root)
        #expect(one.status == 0, "\(one.standardError)")
        #expect(one.standardOutput == "wrote 1 file of the default theme → Custom\n")
        #expect(try read("Custom/partials/footer.mustache") == theme("partials/footer.mustache"))
        #expect(!exists("Custom/layout.mustache"))
        try Data("templates: Look\n".utf8).write(to: root.appendingPathComponent("docgen.yml"))
        let folder = try CommandRunner.run(["theme", "partials/"], in: root)
        #expect(folder.status == 0, "\(folder.standardError)")
        #expect(exists("Look/partials/sidebar.mustache") && exists("Look/partials/footer.mustache"))
        #expect(!exists("Look/layout.mustache"))
        let listed = try CommandRunner.run(["theme", "--list", "assets"], in: root)
        #expect(listed.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("assets/") })
    }

    @Test("docgen theme never overwrites a file, and writes nothing when any of its files exists")
    func refusesToOverwrite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let footer = root.appendingPathComponent("Templates/partials/footer.mustache")
        try FileManager.default.createDirectory(at: footer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<footer>ours</footer>".utf8).write(to: footer)
        let result = try CommandRunner.run(["theme", "partials/header.mustache", "partials/footer.mustache"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "error: 'Templates/partials/footer.mustache' exists already; docgen theme never overwrites a file"))
        #expect(result.standardOutput.isEmpty)
        #expect(try Data(contentsOf: footer) == Data("<footer>ours</footer>".utf8))
        #expect(!exists("Templates/partials/header.mustache"))
    }

    @Test("a name that is not in the default theme is a usage error with a suggestion")
    func unknownName() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["theme", "partials/fotter.mustache"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "error: 'partials/fotter.mustache' is not a file or folder of the default theme; did you mean 'partials/footer.mustache'? [theme-file]"
            ))
        #expect(!exists("Templates"))
    }

    @Test("an override of one partial and one asset wins; every other file comes from the default theme")
    func overrides() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["theme", "partials/footer.mustache", "assets/style.css"], in: root).status == 0)
        let footer = root.appendingPathComponent("Templates/partials/footer.mustache")
        try Data("<footer class=\"ours\">{{site.title}}</footer>\n".utf8).write(to: footer)
        try Data("body { color: rebeccapurple; }\n".utf8).write(to: root.appendingPathComponent("Templates/assets/style.css"))
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        let home = String(decoding: try read("_site/index.html"), as: UTF8.self)
        #expect(home.contains("<footer class=\"ours\">"))
        #expect(home.contains("<header class=\"site-header\">"))
        #expect(try read("_site/assets/style.css") == Data("body { color: rebeccapurple; }\n".utf8))
        #expect(try read("_site/assets/search.js") == theme("assets/search.js"))
    }
}
