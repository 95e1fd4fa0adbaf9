import DocGenContent
import DocGenSite
import DocGenTemplates
import DocGenTestSupport
import Foundation
import Testing

/// `docgen init` as a new team runs it: the starting site builds and checks with no warning,
/// and a second init changes nothing.
@Suite struct InitCommandTests {
    private let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    @Test("init writes a site that builds and checks with no warning, and shows its model in the catalog")
    func startingSiteBuildsCleanly() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let written = try CommandRunner.run(["init", "site"], in: root)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.hasPrefix("wrote 7 files → site\n"))
        let site = root.appendingPathComponent("site")
        let built = try CommandRunner.run(["build"], in: site)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.isEmpty)
        #expect(built.standardOutput.hasPrefix("built 2 pages"))
        #expect(!built.standardOutput.contains("warning"))
        let checked = try CommandRunner.run(["check", "--strict"], in: site)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardOutput == "checked 2 pages, 2 examples: no problems\n")
        let page = try String(contentsOf: site.appendingPathComponent("_site/components/badge.html"), encoding: .utf8)
        #expect(page.contains("<svg"))
        #expect(page.contains("data-style=\"info\""))
        #expect(page.contains("data-style=\"warning\""))
        let catalog = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("_site/catalog").path)
        #expect(catalog.contains("badge-model.html"))
        let ignore = try String(contentsOf: site.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore == "# docgen's output and build cache\n/_site/\n/.docgen-*/\n")
        // The workflow docs/ci.md shows is the one init writes.
        let workflow = try Data(contentsOf: site.appendingPathComponent(".github/workflows/docs.yml"))
        #expect(try workflow == Data(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent("docs/ci/docgen-check.yml")))
    }

    @Test("a second init refuses with exit code 2, names the existing files and changes nothing")
    func secondInitRefuses() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["init"], in: root).status == 0)
        let edited = root.appendingPathComponent("Content/index.md")
        try Data("# Ours\n".utf8).write(to: edited)
        try FileManager.default.removeItem(at: root.appendingPathComponent("docgen.yml"))
        let before = try FixtureSite.files(under: root)
        let again = try CommandRunner.run(["init"], in: root)
        #expect(again.status == 2)
        #expect(again.standardOutput.isEmpty)
        #expect(
            again.standardError.hasPrefix(
                "error: 'Content/index.md' exists already; docgen init never overwrites a file: remove it, or start the site in another folder [init-exists]\n"
            ))
        #expect(!again.standardError.contains("docgen.yml"))
        #expect(try FixtureSite.files(under: root) == before)
    }

    @Test("an existing .gitignore gets docgen's folders at its end, once")
    func appendsToGitignore() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(".build/\n/_site/".utf8).write(to: root.appendingPathComponent(".gitignore"))
        let result = try CommandRunner.run(["init", "."], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("wrote 6 files, added docgen's folders to .gitignore → .\n"))
        let ignore = try String(contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(ignore == ".build/\n/_site/\n\n# docgen's output and build cache\n/.docgen-*/\n")
    }

    @Test("the starting docgen.yml names every configuration key, and init --help every file")
    func everySettingAndFileIsShown() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["init"], in: root).status == 0)
        let configuration = try String(contentsOf: root.appendingPathComponent("docgen.yml"), encoding: .utf8)
        for key in ConfigurationFile.keys {
            #expect(configuration.contains("\n\(key):") || configuration.contains("# \(key):"), "\(key)")
        }
        let help = try CommandRunner.run(["init", "--help"], in: root)
        #expect(help.status == 0)
        for path in try FixtureSite.files(under: root).keys where !path.hasPrefix("_site") {
            #expect(help.standardOutput.contains(path), "\(path)")
        }
    }
}
