import DocGenTestSupport
import Foundation
import Testing

/// End-to-end tests of `docgen check`: stale examples fail CI at the right place.
@Suite struct CheckCommandTests {
    private let root: URL
    private let models: String

    init() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        root = try FixtureSite.copy(
            content: tests.appendingPathComponent("Fixtures/StaleExamples/Content"), prefix: "docgen-check")
        models = FixtureSite.repositoryRoot.appendingPathComponent("Sources/ComponentModels").path
    }

    @Test("stale examples fail with their file, line and column and exit 1")
    func staleExamples() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["check", "--models", models], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "Content/index.md:14:3: error: unknown key 'subtitel' for 'PromotionalHeaderData'; did you mean 'subtitle'?"))
        #expect(result.standardError.contains("Content/index.md:21:"))
        #expect(result.standardError.contains("'heading'"))
        #expect(!result.standardError.contains("Content/index.md:27:"))
        #expect(result.standardOutput.hasPrefix("check failed: 1 page, 3 examples"))
    }

    @Test("a member of UIKit's on a model subclass passes; --verbose and JSON say why, and --fix proposes nothing")
    func openWorld() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/OpenWorld")
        let site = try FixtureSite.copy(content: fixture.appendingPathComponent("Content"), prefix: "docgen-open")
        defer { try? FileManager.default.removeItem(at: site) }
        let widgets = fixture.appendingPathComponent("Sources/Widgets").path
        let note =
            "Content/index.md:7:7: note: accepted 'text': 'Label' inherits from 'UILabel', which docgen cannot see [swift-open-member]"
        let plain = try CommandRunner.run(["check", "--models", widgets, "--allow-outside-project"], in: site)
        #expect(plain.status == 0)
        #expect(!plain.standardError.contains("swift-open-member"))
        let verbose = try CommandRunner.run(["check", "--models", widgets, "--allow-outside-project", "--verbose"], in: site)
        #expect(verbose.standardError.contains(note))
        let json = try CommandRunner.run(
            ["check", "--models", widgets, "--allow-outside-project", "--format", "json"], in: site)
        #expect(json.standardOutput.contains(#""rule":"swift-open-member""#))
        let dryRun = try CommandRunner.run(
            ["check", "--models", widgets, "--allow-outside-project", "--fix", "--dry-run"], in: site)
        #expect(dryRun.standardOutput.contains("would apply 0 fixes in 0 files"))
    }

    @Test("--fix --dry-run prints a unified diff of the fixes and changes no file")
    func fixDryRun() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("Content/index.md")
        let before = try String(contentsOf: page, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--models", models, "--fix", "--dry-run"], in: root)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("--- a/Content/index.md\n+++ b/Content/index.md\n@@ -11,7 +11,7 @@\n"))
        #expect(result.standardOutput.contains("-  \"subtitel\": \"A typo\"\n+  \"subtitle\": \"A typo\"\n"))
        #expect(result.standardOutput.contains("would apply 1 fix in 1 file\n"))
        #expect(try String(contentsOf: page, encoding: .utf8) == before)
    }

    @Test("--fix changes only the fixed names inside the blocks, says what it changed, and checks again")
    func fix() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let page = root.appendingPathComponent("Content/index.md")
        let before = try String(contentsOf: page, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--models", models, "--fix"], in: root)
        #expect(
            result.standardOutput.hasPrefix(
                "Content/index.md:14:3: replaced 'subtitel' with 'subtitle' [json-unknown-key]\napplied 1 fix in 1 file\n"))
        let after = try String(contentsOf: page, encoding: .utf8)
        #expect(after == before.replacingOccurrences(of: "\"subtitel\"", with: "\"subtitle\""))
        // The label has no single suggestion; what is left is what a second check finds.
        #expect(!result.standardError.contains("Content/index.md:14:"))
        #expect(result.standardError.contains("Content/index.md:21:"))
        #expect(result.status == 1)
        #expect(try CommandRunner.run(["check", "--models", models, "--dry-run"], in: root).status == 2)
    }

    @Test("a clean site passes and exits 0")
    func cleanSite() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(
            "# Clean\n\n```json QuickLinkItem\n{\"type\": \"slots\", \"title\": \"Slots\", \"icon\": \"star.fill\"}\n```\n".utf8
        )
        .write(to: root.appendingPathComponent("Content/index.md"))
        let result = try CommandRunner.run(["check", "--models", models], in: root)
        #expect(result.status == 0)
        #expect(result.standardOutput == "checked 1 page, 1 example: no problems\n")
    }

    @Test("--format github prints workflow annotations")
    func githubFormat() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["check", "--models", models, "--format", "github"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(
                "::error file=Content/index.md,line=14,col=3,title=docgen [json-unknown-key]::unknown key"))
    }

    @Test("--format json prints one machine-readable document")
    func jsonFormat() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["check", "--models", models, "--format", "json"], in: root)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(document?["errors"] as? Int == 3)
        let first = (document?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["rule"] as? String == "json-unknown-key")
        #expect(first?["line"] as? Int == 14)
    }

    @Test("--strict turns a warning into a failure")
    func strict() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Links\n\n[gone](missing.md)\n".utf8).write(to: root.appendingPathComponent("Content/index.md"))
        #expect(try CommandRunner.run(["check", "--models", models], in: root).status == 0)
        #expect(try CommandRunner.run(["check", "--models", models, "--strict"], in: root).status == 1)
    }

    @Test("a model folder that does not exist is a configuration error")
    func missingModels() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["check", "--models", "NoSuchFolder"], in: root)
        #expect(result.status == 2)
        #expect(result.standardError.contains("model folder 'NoSuchFolder' not found"))
    }

    @Test("check writes nothing")
    func writesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try CommandRunner.run(["check", "--models", models], in: root)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }
}
