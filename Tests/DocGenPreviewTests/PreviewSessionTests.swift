import DocGenContent
import DocGenSite
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenPreview

/// A session's rebuilds after an edit of docgen.yml, as `docgen serve` makes them.
@Suite struct PreviewSessionTests {
    private static func rules(_ kinds: String) -> String {
        "models: [Models]\nrules:\n  Notice:\n    - name: notice-kind\n      field: kind\n      oneOf: [\(kinds)]\n"
    }

    @Test("an edit of docgen.yml's rules is read again and applies from the next rebuild")
    func rulesReloaded() async throws {
        let root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-session")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Models"), withIntermediateDirectories: true)
        try Data("public struct Notice: Codable {\n    public var kind: String\n}\n".utf8)
            .write(to: root.appendingPathComponent("Models/Notice.swift"))
        try Data("# Notices\n\n```json Notice\n{\"kind\": \"info\"}\n```\n".utf8)
            .write(to: root.appendingPathComponent("Content/notices.md"))
        let config = root.appendingPathComponent("docgen.yml")
        try Data(Self.rules("info").utf8).write(to: config)
        let session = PreviewSession(
            configuration: try SiteConfiguration.load(root: root), reload: { try SiteConfiguration.load(root: root) })
        let first = try session.build(isFirst: true)
        #expect(!first.diagnostics.contains { $0.rule == "notice-kind" })
        try Data(Self.rules("warning").utf8).write(to: config)
        let second = await session.rebuild(changed: [config.path])
        #expect(second?.diagnostics.map(\.description).contains { $0.hasSuffix("[notice-kind]") } == true)
        #expect(session.configuration.sampleRules.rules(for: "Notice").first?.check == .oneOf(["warning"]))
    }

    @Test(
        "a docgen.yml that no longer loads, or moves a watched folder, is reported where serve prints",
        arguments: [
            ("titel: Docs\n", "unknown configuration key 'titel'"),
            ("content: Elsewhere\n", "docgen.yml now names another content folder; restart docgen serve"),
        ])
    func badReload(text: String, message: String) async throws {
        let root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-session")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Elsewhere"), withIntermediateDirectories: true)
        let config = root.appendingPathComponent("docgen.yml")
        try Data("title: Docs\n".utf8).write(to: config)
        let printed = Printed()
        let session = PreviewSession(
            configuration: try SiteConfiguration.load(root: root), reload: { try SiteConfiguration.load(root: root) },
            report: { report, _ in printed.add(report) })
        try session.build(isFirst: true)
        try Data(text.utf8).write(to: config)
        #expect(await session.rebuild(changed: [config.path]) == nil)
        let last = try #require(printed.reports.last)
        #expect(!last.wroteSite)
        #expect(last.diagnostics.map(\.message).contains { $0.contains(message) }, "\(last.diagnostics)")
        // The session keeps the settings it had, and its folders.
        #expect(session.configuration.title == "Docs")
    }
}

/// The reports a session hands to `serve` for printing.
private final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [SiteBuilder.Report] = []

    func add(_ report: SiteBuilder.Report) { lock.withLock { all.append(report) } }
    var reports: [SiteBuilder.Report] { lock.withLock { all } }
}
