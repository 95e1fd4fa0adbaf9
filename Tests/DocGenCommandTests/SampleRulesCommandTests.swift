import DocGenModelRules
import DocGenTestSupport
import Foundation
import Testing

/// Sample rules end to end: a team's own checks from its docgen.yml, and none for a team that
/// declares none, whatever its types are named.
@Suite struct SampleRulesCommandTests {
    /// A copy of `Fixtures/<name>` (its docgen.yml, content and models) in a new temporary folder.
    private static func copy(_ name: String) throws -> URL {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-rules-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: root)
        return root
    }

    @Test("a team's declared rules report at the line and column of the value; the site is written and the build exits 1")
    func teamRules() throws {
        let root = try Self.copy("CouponTeam")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "Content/index.md:8:13: error: duplicate code 'WELCOME'; it is first used on line 2 of this sample [coupon-duplicate-code]"
            ))
        #expect(
            result.standardError.contains(
                "Content/index.md:8:32: error: kind 'amont' is not 'percent' or 'amount'; did you mean 'amount'? [coupon-kind]"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/index.html").path))
    }

    @Test("a mistake in a rule is a configuration error with its place, and the build exits 2")
    func badRule() throws {
        let root = try Self.copy("CouponTeam")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("docgen.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "      field: kind", with: "      feild: kind").utf8).write(to: file)
        let result = try CommandRunner.run(["build"], in: root)
        #expect(result.status == 2)
        #expect(
            result.standardError.contains("docgen.yml:7:7: error: unknown rule key 'feild'; did you mean 'field'? [config-value]")
        )
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test("a team with a type named BannerPolicyItemModel and no rules gets no banner diagnostics")
    func noRulesNoBannerChecks() throws {
        let root = try Self.copy("BannerLookalike")
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try CommandRunner.run(["check", "--strict", "--models", "Sources/TeamModels"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("banner-"))
    }
}
