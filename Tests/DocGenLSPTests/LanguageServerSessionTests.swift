import DocGenContent
import DocGenDiagnostics
import DocGenLSP
import DocGenSite
import DocGenTestSupport
import Foundation
import Testing

/// A scripted session on a copy of this repository's site (Content/, docgen.yml, Templates/ and
/// Sources/ComponentModels), as an editor would drive it.
@Suite struct LanguageServerSessionTests {
    /// A copy of the repository's site, so that a page can be broken on disk for `docgen check`.
    static func siteCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Content", "Templates", "docgen.yml"] {
            try FileManager.default.copyItem(
                at: FixtureSite.repositoryRoot.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        try FixtureSite.copyModels(into: root)
        return root
    }

    /// What `docgen check` reports for one file of the site at `root`, as LSP would place it:
    /// 0-based line, UTF-16 character, message, rule.
    static func checked(_ path: String, root: URL, text: String) throws -> [String] {
        let report = try SiteBuilder(configuration: SiteConfiguration.load(root: root), pipeline: .check).build()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return report.diagnostics.filter { $0.location?.file == path && !$0.isExplanation }.compactMap { diagnostic in
            guard let location = diagnostic.location else { return nil }
            let character = String(String.UnicodeScalarView(lines[location.line - 1].unicodeScalars.prefix(location.column - 1)))
                .utf16.count
            return "\(location.line - 1):\(character): \(diagnostic.message) [\(diagnostic.rule)]"
        }
    }

    static func described(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { diagnostic in
            let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(start?["line"] as? Int ?? -1):\(start?["character"] as? Int ?? -1): "
                + "\(diagnostic["message"] as? String ?? "") [\(diagnostic["code"] as? String ?? "")]"
        }
    }

    @Test(arguments: [
        // A JSON key misspelt and a link to a page that does not exist, in an English page.
        ("Content/components/offer-banner.md", "\"callToAction\"", "\"callToActon\"", "[the guide](missing.md#top)"),
        // An enum value misspelt after Korean text on the same page, and a missing anchor.
        ("Content/components/banner.md", "\"type\": \"default\"", "\"type\": \"defualt\"", "배너 [목차](#없는-제목)"),
        // A Swift label misspelt.
        (
            "Content/components/quick-links-tab-bar.md", "QuickLinkItem(type: .slots", "QuickLinkItem(typ: .slots",
            "[Tabs](tabs.md)"
        ),
    ])
    func diagnosticsAreTheCheckOnesAfterAnEdit(path: String, original: String, broken: String, addedLine: String) throws {
        let root = try Self.siteCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let client = try TestClient(root: root)
        let uri = client.open(path, text: text)
        let opened = try #require(client.lastDiagnostics(for: uri))
        #expect(Self.described(opened) == (try Self.checked(path, root: root, text: text)))

        // The edit: a key, value or label broken in place (incremental), and a line added at the end.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(original) })
        let column =
            try #require(lines[line].range(of: original)).lowerBound.utf16Offset(in: lines[line])
            - lines[line].startIndex.utf16Offset(in: lines[line])
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": range(line, column, column + original.utf16.count), "text": broken],
                    ["range": range(lines.count - 1, 0, 0), "text": addedLine + "\n"],
                ],
            ])
        let changed = try #require(client.lastDiagnostics(for: uri))
        var brokenText = lines.map(String.init)
        brokenText[line] = brokenText[line].replacingOccurrences(of: original, with: broken)
        brokenText.insert(addedLine, at: lines.count - 1)
        let newText = brokenText.joined(separator: "\n")
        try Data(newText.utf8).write(to: root.appendingPathComponent(path))
        let expected = try Self.checked(path, root: root, text: newText)
        #expect(expected.count >= 2)
        #expect(Self.described(changed) == expected)
    }

    @Test func quickFixAppliesTheCheckFixEdit() throws {
        let path = "Content/components/offer-banner.md"
        let client = try TestClient(root: FixtureSite.repositoryRoot)
        let text = try String(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let uri = client.open(path, text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"callToAction\"") })
        let fixedLine = String(lines[line])
        let column = fixedLine.utf16.count - fixedLine.drop { $0 == " " }.utf16.count
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [["range": range(line, column + 1, column + 13), "text": "callToActon"]],
            ])
        let diagnostics = try #require(client.lastDiagnostics(for: uri))
        #expect(diagnostics.count == 1)
        let response = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": range(line, column + 3, column + 3), "context": ["diagnostics": diagnostics]])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.count == 1)
        #expect(actions.first?["title"] as? String == "Replace 'callToActon' with 'callToAction'")
        let edit = try #require(actions.first?["edit"] as? [String: Any])
        let edits = try #require((edit["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == fixedLine)
    }

    /// Completion labels at a place of a page: `before` is text the place follows on its line.
    func labels(_ path: String, line contains: String, after before: String) throws -> [String] {
        let client = try TestClient(root: FixtureSite.repositoryRoot)
        let text = try String(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let uri = client.open(path, text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.lastIndex { $0.contains(contains) })
        let end = try #require(lines[line].range(of: before)).upperBound
        let character = lines[line][..<end].utf16.count
        let response = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": position(line, character)])
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        return items.compactMap { $0["label"] as? String }
    }

    @Test func completesKeysNotYetUsed() throws {
        // Before the key `"title"` of the minimal offer banner, which leaves out two optional keys.
        let labels = try labels("Content/components/offer-banner.md", line: "\"title\": \"Year-end clearance\"", after: "  ")
        #expect(Set(labels) == ["subtitle", "discountBadge"])
    }

    @Test func completesEnumCasesOfAJSONValue() throws {
        let labels = try labels(
            "Content/components/quick-links-tab-bar.md", line: "\"type\": \"liveCasino\",", after: "\"type\": \"")
        #expect(labels.contains("\"vip\""))
        #expect(labels.contains("\"liveCasino\""))
        #expect(labels.count == 10)
    }

    @Test func completesSwiftLabelsAndCases() throws {
        let path = "Content/components/quick-links-tab-bar.md"
        let cases = try labels(path, line: "QuickLinkItem(type: .slots", after: "QuickLinkItem(type: .")
        #expect(cases.contains("liveCasino") && cases.count == 10)
        let labels = try labels(path, line: "QuickLinkItem(type: .slots", after: "QuickLinkItem(")
        #expect(labels == ["type:", "title:", "icon:"])
    }

    @Test func hoversAJSONKeyToItsDeclaration() throws {
        let path = "Content/components/offer-banner.md"
        let client = try TestClient(root: FixtureSite.repositoryRoot)
        let text = try String(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let uri = client.open(path, text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"discountBadge\"") })
        let hover = try client.request(
            "textDocument/hover", ["textDocument": ["uri": uri], "position": position(line, 5)])
        let value = try #require(((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(value.contains("let discountBadge: String?"))
        #expect(value.contains("Sources/ComponentModels/OfferBannerConfiguration.swift:"))
        let definition = try client.request(
            "textDocument/definition", ["textDocument": ["uri": uri], "position": position(line, 5)])
        let target = try #require(definition["result"] as? [String: Any])
        #expect((target["uri"] as? String)?.hasSuffix("Sources/ComponentModels/OfferBannerConfiguration.swift") == true)
    }

    @Test func badMessagesGetErrorResponses() throws {
        let client = try TestClient(root: FixtureSite.repositoryRoot)
        client.sendRaw("{not json")
        #expect((client.takeUnaddressed().first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        let unknown = try client.request("textDocument/rename", [:])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        let invalid = try client.request("textDocument/hover", ["textDocument": 3])
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32602)
        let notOpen = try client.request(
            "textDocument/hover", ["textDocument": ["uri": "file:///nowhere.md"], "position": position(0, 0)])
        #expect((notOpen["error"] as? [String: Any])?["code"] as? Int == -32803)
        // A Markdown file outside the site is not docgen's: no diagnostics, an error for a request.
        let uri = client.open("README.md", text: "# Read me\n")
        #expect(client.lastDiagnostics(for: uri)?.isEmpty == true)
        let outside = try client.request(
            "textDocument/completion", ["textDocument": ["uri": uri], "position": position(0, 0)])
        #expect((outside["error"] as? [String: Any])?["code"] as? Int == -32803)
        let shutdown = try client.request("shutdown", [:])
        #expect(shutdown["result"] is NSNull)
        #expect(!client.server.hasExited)
        client.notify("exit", [:])
        #expect(client.server.hasExited)
    }

    @Test func aModelChangeChecksOpenPagesAgain() throws {
        let root = try Self.siteCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = "Content/components/offer-banner.md"
        let client = try TestClient(root: root)
        let uri = client.open(path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        #expect(client.lastDiagnostics(for: uri)?.isEmpty == true)
        // The model's key renamed: the page's examples now use an unknown key.
        let model = root.appendingPathComponent("Sources/ComponentModels/OfferBannerConfiguration.swift")
        let source = try String(contentsOf: model, encoding: .utf8)
        try Data(source.replacingOccurrences(of: "discountBadge", with: "badgeText").utf8).write(to: model)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": model.absoluteString, "type": 2]]])
        let diagnostics = try #require(client.lastDiagnostics(for: uri))
        #expect(diagnostics.contains { ($0["message"] as? String)?.contains("'discountBadge'") == true })
    }
}

@Suite struct HoverTests {
    /// Hover at the end of `word` on the last line holding `line`: what the hover must contain.
    @Test(arguments: [
        // A type in an info string.
        (
            "Content/components/offer-banner.md", "```json OfferBannerConfiguration", "OfferBanner",
            "struct OfferBannerConfiguration"
        ),
        // A label of a model's initializer in Swift.
        ("Content/components/quick-links-tab-bar.md", "QuickLinkItem(type: .slots", "tit", "let title: String"),
        // An enum case after `label: .`.
        ("Content/components/quick-links-tab-bar.md", "QuickLinkItem(type: .slots", ".slo", "case slots"),
        // A type in Swift.
        ("Content/components/quick-links-tab-bar.md", "QuickLinkItem(type: .slots", "QuickLink", "struct QuickLinkItem"),
    ])
    func hoverShowsTheDeclaration(path: String, line contains: String, word: String, expected: String) throws {
        let client = try TestClient(root: FixtureSite.repositoryRoot)
        let text = try String(contentsOf: FixtureSite.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let uri = client.open(path, text: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.lastIndex { $0.contains(contains) })
        let end = try #require(lines[line].range(of: word)).upperBound
        let hover = try client.request(
            "textDocument/hover",
            ["textDocument": ["uri": uri], "position": position(line, lines[line][..<end].utf16.count - 1)])
        let contents = (hover["result"] as? [String: Any])?["contents"] as? [String: Any]
        let value = try #require(contents?["value"] as? String)
        #expect(value.contains(expected))
        #expect(value.contains("Sources/ComponentModels/"))
    }
}
