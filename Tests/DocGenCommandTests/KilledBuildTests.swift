import DocGenTestSupport
import Foundation
import Testing

/// A build killed with SIGKILL while it writes leaves the previous site whole, and the next
/// build succeeds and clears the abandoned staging folder.
@Suite struct KilledBuildTests {
    @Test("kill -9 while the new site is being written leaves the previous site byte for byte")
    func killedWhileWriting() throws {
        let root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-kill")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CommandRunner.run(["build"], in: root).status == 0)
        let site = root.appendingPathComponent("_site")
        let before = try BadInputTests.snapshot(site)

        // Enough pages that writing them takes a while, so the kill lands mid-write; spread over
        // folders, since each page's sidebar lists its own folder's pages.
        let body = String(repeating: "Some text with a [link](../../index.md) and `code`.\n\n", count: 40)
        for index in 0..<2_000 {
            try FixtureFiles(root: root).write("# Page \(index)\n\n\(body)", to: "Content/bulk/f\(index / 50)/page-\(index).md")
        }
        let staging = root.appendingPathComponent(".docgen-staging-_site")
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(300)
        var sawStaging = false
        while process.isRunning, ContinuousClock.now < deadline {
            if FileManager.default.fileExists(atPath: staging.path) {
                sawStaging = true
                // Let some files land in staging first.
                Thread.sleep(forTimeInterval: 0.05)
                break
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(sawStaging, "the build ended before it started writing; the kill proved nothing")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try BadInputTests.snapshot(site) == before, "the previous site changed")

        let next = try CommandRunner.run(["build"], in: root)
        #expect(next.status == 0, "\(next.standardError)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("bulk/f39/page-1999.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.hasPrefix(".docgen-") && !$0.hasPrefix(".docgen-cache-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
