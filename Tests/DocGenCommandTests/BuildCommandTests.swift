import DocGenTestSupport
import Foundation
import Testing

/// End-to-end tests of `docgen build` as a user runs it: exit codes, messages, files.
@Suite struct BuildCommandTests {
    private let root: URL

    init() throws {
        root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-cli")
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("with no arguments docgen builds Content/ into _site and prints a one-line summary")
    func buildsByDefault() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run([], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("built 6 pages ("))
        #expect(result.standardOutput.hasSuffix("→ _site\n"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/index.html").path))
    }

    @Test("a broken template exits 1 with the template's location and keeps the previous site")
    func brokenTemplate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["build"], in: root).status == 0)
        let before = try Data(contentsOf: root.appendingPathComponent("_site/index.html"))
        try write("{{#page}}", to: "Templates/layout.mustache")
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 1)
        #expect(result.standardError.contains("Templates/layout.mustache:"))
        #expect(result.standardError.contains(": error: template syntax error"))
        #expect(result.standardOutput.contains("build failed with 1 error"))
        #expect(try Data(contentsOf: root.appendingPathComponent("_site/index.html")) == before)
    }

    @Test("a broken link is printed as a warning in compiler form and the build succeeds")
    func brokenLink() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("# Broken\n\nSee [home](/Documentation/Banner/Home.md).\n", to: "Content/guides/broken.md")
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "Content/guides/broken.md:3:5: warning: link target not found: '/Documentation/Banner/Home.md' [link-target]"))
        #expect(result.standardOutput.contains("1 warning"))
    }

    @Test(
        "usage and configuration errors exit 2",
        arguments: [
            (["build", "--no-such-option"], "Unknown option '--no-such-option'"),
            (["build", "--content", "Missing"], "content folder 'Missing' not found"),
            (["build", "--output", "Content"], "is the content folder"),
            (["build", "--output", "."], "is the root folder"),
            (["build", "--output", "Content/site"], "is inside the content folder"),
            (["build", "--base-url", "docs.example.com"], "must be an absolute http or https URL"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(arguments, in: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message))
    }

    @Test("a misspelt key in docgen.yml exits 2 with its line and a suggestion")
    func configKey() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("title: Docs\noutptu: public\n", to: "docgen.yml")
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "docgen.yml:2:1: error: unknown configuration key 'outptu'; did you mean 'output'? [config-key]"))
    }

    @Test("docgen.yml settings are used and command-line options win")
    func configFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("title: Fixture Docs\noutput: public\n", to: "docgen.yml")
        #expect(try CommandRunner.run(["build"], in: root).status == 0)
        let home = try String(contentsOf: root.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(home.contains("<title>Fixture Docs</title>"))
        #expect(try CommandRunner.run(["build", "--output", "other"], in: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("other/index.html").path))
    }

    @Test("--base-url adds canonical links, a sitemap and robots.txt")
    func baseURL() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["build"], in: root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/sitemap.xml").path))
        #expect(try CommandRunner.run(["build", "--base-url", "https://docs.example.com/ui/"], in: root).status == 0)
        let page = try String(contentsOf: root.appendingPathComponent("_site/components/header.html"), encoding: .utf8)
        #expect(page.contains("<link rel=\"canonical\" href=\"https://docs.example.com/ui/components/header.html\">"))
        let sitemap = try String(contentsOf: root.appendingPathComponent("_site/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://docs.example.com/ui/</loc>"))
        #expect(sitemap.contains("<loc>https://docs.example.com/ui/components/Banner/index.html</loc>"))
        let robots = try String(contentsOf: root.appendingPathComponent("_site/robots.txt"), encoding: .utf8)
        #expect(robots.contains("Sitemap: https://docs.example.com/ui/sitemap.xml"))
    }

    @Test("--verbose prints each step's time")
    func verbose() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["build", "--verbose"], in: root)
        for step in ["load", "parse", "links", "render", "write"] {
            #expect(result.standardError.contains("  \(step) "))
        }
    }

    @Test("--help describes the build options and --version prints the version")
    func help() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let help = try CommandRunner.run(["build", "--help"], in: root)
        #expect(help.status == 0)
        for option in ["--content", "--templates", "--output", "--base-url", "--config", "--drafts", "--verbose"] {
            #expect(help.standardOutput.contains(option))
        }
        let version = try CommandRunner.run(["--version"], in: root)
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines).first?.isNumber == true)
    }
}
