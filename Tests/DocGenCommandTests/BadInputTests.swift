import DocGenTestSupport
import Foundation
import Testing

/// Every row of docs/bad-inputs.md: `docgen build` on the bad input ends within its time limit
/// and bounded memory, with the documented exit code and diagnostic, no crash, and — whenever it
/// fails on anything but a page's content — the previous site byte for byte as it was, with no
/// staging folder left behind.
@Suite struct BadInputTests {
    static let memoryLimitMegabytes = 3_000

    @Test("bad input gets its documented outcome", arguments: BadInput.all)
    func outcome(_ input: BadInput) throws {
        let root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-bad-\(input.id)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: FixtureSite.repositoryRoot.appendingPathComponent("Sources/ComponentModels"),
            to: root.appendingPathComponent("Models"))
        let first = try CommandRunner.run(["build"], in: root)
        try #require(first.status == 0, "\(first.standardError)")
        let before = try Self.snapshot(root.appendingPathComponent("_site"))

        try input.setup(FixtureFiles(root: root))
        let run = try BoundedRun.run(["build"] + input.arguments, in: root, limit: input.limit)

        #expect(!run.timedOut, "killed after \(input.limit)")
        #expect(run.status == input.status, "\(run.standardError.prefix(2_000))")
        for message in input.messages {
            #expect(run.standardError.contains(message), "\(run.standardError.prefix(2_000))")
        }
        for crash in ["Fatal error", "Error Domain=", "Program crashed", "Segmentation fault"] {
            #expect(!run.standardError.contains(crash), "\(run.standardError.prefix(2_000))")
        }
        #expect(run.peakMegabytes < Self.memoryLimitMegabytes, "peak \(run.peakMegabytes) MB")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".docgen-") && !$0.hasPrefix(".docgen-cache-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
        if input.status == 0 {
            #expect(run.standardOutput.hasPrefix("built "), "\(run.standardOutput)")
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/index.html").path))
        } else if input.messages.contains(where: Self.isContentError) {
            // An error in what a page says is shown on the page; the site is still written.
            #expect(run.standardOutput.hasPrefix("built "), "\(run.standardOutput)")
        } else if input.messages.contains(where: Self.isPageRefusal) {
            // A refused page is left out and the other pages are written.
            #expect(run.standardOutput.hasPrefix("built "), "\(run.standardOutput)")
            // The fixture's other pages are the same as before, so the site is too.
            let site = try Self.snapshot(root.appendingPathComponent("_site"))
            #expect(site.keys.contains("/index.html"))
            // The refused file, named by the first message (`Content/big.md:…`), is not written.
            if let first = input.messages.first, first.hasPrefix("Content/"), let end = first.firstIndex(of: ":") {
                let file = String(first.dropFirst("Content/".count)[..<end])
                let written = "/" + (file.hasSuffix(".md") ? file.dropLast(3) + ".html" : file)
                #expect(!site.keys.contains(written), "\(written) was written")
            }
        } else {
            #expect(try Self.snapshot(root.appendingPathComponent("_site")) == before, "the previous site changed")
        }
    }

    /// Whether an expected message is an error docgen shows on its page rather than stopping
    /// the build for (docs/cli.md, Exit codes).
    static func isContentError(_ message: String) -> Bool {
        ["[json-", "[swift-", "[mermaid-", "[expect-error"].contains { message.contains($0) }
    }

    /// Whether an expected message refuses one page, which is left out while the others are
    /// written (docs/cli.md, Exit codes).
    static func isPageRefusal(_ message: String) -> Bool {
        ["[markdown-size]", "[invalid-text]", "[symlink-outside]"].contains { message.contains($0) }
    }

    /// Every file under a folder with its bytes.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return files
    }
}
