import DocGenContent
import DocGenSite
import DocGenTemplates
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenPreview

/// Starts the real server on a free loopback port in process, for each test.
final class RunningPreview {
    let root: URL
    let session: PreviewSession
    let client: RawHTTPClient
    private let task: Task<Void, any Error>

    init(allowedHosts: [String] = [], heartbeatInterval: Duration = .seconds(5)) async throws {
        root = try FixtureSite.copy(content: FixtureSite.componentSiteContent, prefix: "docgen-preview")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(
            to: root.appendingPathComponent("Content/images/logo.svg"))
        try Data([0x77, 0x4F, 0x46, 0x32]).write(to: root.appendingPathComponent("Content/images/font.woff2"))
        session = PreviewSession(configuration: try SiteConfiguration.load(root: root))
        try session.build(isFirst: true)
        var server = PreviewServer(session: session, port: 0, allowedHosts: allowedHosts)
        server.heartbeatInterval = heartbeatInterval
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        task = Task { try await server.run(handleSignals: false) { continuation.yield($0) } }
        var port = 0
        for await bound in ports {
            port = bound
            break
        }
        client = RawHTTPClient(port: port)
    }

    func stop() async {
        task.cancel()
        _ = try? await task.value
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }
}

@Suite(.serialized) struct PreviewServerTests {
    @Test("pages are served with the live-reload script, which the built files never contain")
    func servesPagesWithScript() async throws {
        let preview = try await RunningPreview()
        let response = try preview.client.get("/components/header.html")
        let onDisk = try String(contentsOf: preview.root.appendingPathComponent("_site/components/header.html"), encoding: .utf8)
        await preview.stop()
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/html; charset=utf-8")
        #expect(response.headers["cache-control"] == "no-store")
        #expect(response.body.contains("data-docgen-live-reload"))
        #expect(!onDisk.contains("data-docgen-live-reload"))
    }

    @Test(
        "files get their media types",
        arguments: [
            ("/assets/style.css", "text/css; charset=utf-8"),
            ("/assets/theme.js", "text/javascript; charset=utf-8"),
            ("/images/logo.svg", "image/svg+xml"),
            ("/images/pixel.png", "image/png"),
            ("/images/font.woff2", "font/woff2"),
        ])
    func mediaTypes(path: String, type: String) async throws {
        let preview = try await RunningPreview()
        let response = try preview.client.get(path)
        await preview.stop()
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == type)
    }

    @Test("folders serve their index page and redirect to add the slash")
    func folders() async throws {
        let preview = try await RunningPreview()
        let index = try preview.client.get("/components/")
        let redirect = try preview.client.get("/components")
        let root = try preview.client.get("/")
        await preview.stop()
        #expect(index.status == 200)
        #expect(index.body.contains("<title>Components"))
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/components/")
        #expect(root.body.contains("Fixture Home"))
    }

    @Test("a folder named with a doubled slash redirects within the site, never to '//'")
    func noOffSiteRedirect() async throws {
        let preview = try await RunningPreview()
        let redirect = try preview.client.get("//components")
        await preview.stop()
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/components/")
    }

    static let hosts: [(String, Int)] = [
        ("127.0.0.1", 200), ("localhost:8000", 200), ("LOCALHOST", 200), ("[::1]:8000", 200),
        ("docs.internal:8000", 200), ("attacker.example", 421), ("attacker.example:8000", 421), ("127.0.0.1.nip.io", 421),
    ]

    @Test("requests must name the preview's own host, or one allowed with --allow-host", arguments: hosts)
    func hostHeader(host: String, status: Int) async throws {
        let preview = try await RunningPreview(allowedHosts: ["docs.internal"])
        let response = try preview.client.get("/", host: host)
        await preview.stop()
        #expect(response.status == status)
        #expect(status == 200 || !response.body.contains("Fixture Home"))
    }

    @Test(
        "no request reaches a file outside the output folder",
        arguments: [
            "/../../../../etc/passwd",
            "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
            "/%2E%2E/%2E%2E/etc/passwd",
            "/components/..%2f..%2f..%2fetc/passwd",
            "/..%5c..%5cetc%5cpasswd",
            "/%252e%252e/%252e%252e/etc/passwd",
            "//etc/passwd",
            "/etc/passwd",
            "/outside/passwd",
            "/index.html%00.png",
        ])
    func traversal(target: String) async throws {
        let preview = try await RunningPreview()
        // A symbolic link inside the output folder that points out of it must not be followed.
        try FileManager.default.createSymbolicLink(
            at: preview.root.appendingPathComponent("_site/outside"), withDestinationURL: URL(fileURLWithPath: "/etc"))
        let response = try preview.client.get(target)
        await preview.stop()
        #expect([403, 404].contains(response.status))
        #expect(!response.body.contains("root:"))
    }

    @Test("event streams of pages that went away end at the next heartbeat, and their connections close")
    func droppedStreams() async throws {
        let preview = try await RunningPreview(heartbeatInterval: .milliseconds(200))
        let descriptorsBefore = Self.openDescriptors()
        for _ in 0..<300 { try preview.client.openAndDropEventStream() }
        var remaining = await preview.session.events.subscriberCount
        let deadline = Date().addingTimeInterval(10)
        while remaining > 0, Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            remaining = await preview.session.events.subscriberCount
        }
        let descriptorsAfter = Self.openDescriptors()
        await preview.stop()
        #expect(remaining == 0)
        #expect(descriptorsAfter - descriptorsBefore < 10, "\(descriptorsBefore) descriptors before, \(descriptorsAfter) after")
    }

    @Test("no more than the bound of event streams stay open; the oldest ends first")
    func boundedStreams() async throws {
        let events = ReloadEvents()
        var streams: [AsyncStream<ReloadEvent>] = []
        for _ in 0..<(ReloadEvents.maximumSubscribers + 5) { streams.append(await events.subscribe()) }
        #expect(await events.subscriberCount == ReloadEvents.maximumSubscribers)
        var oldest = streams[0].makeAsyncIterator()
        #expect(await oldest.next() == nil)
        await events.finish()
    }

    @Test(
        "only loopback addresses and names count as loopback, not names that start like one",
        arguments: [
            ("127.0.0.1", true), ("127.1.2.3", true), ("localhost", true), ("::1", true), ("[::1]", true),
            ("127.evil.example", false), ("127.0.0.1.example", false), ("0.0.0.0", false), ("192.168.1.2", false),
        ])
    func loopback(_ host: String, isLoopback: Bool) {
        #expect(PreviewServer(session: Self.session, host: host).isLoopback == isLoopback)
    }

    static let session = PreviewSession(configuration: SiteConfiguration(rootDirectory: URL(fileURLWithPath: "/tmp")))

    /// The number of file descriptors this process has open.
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    @Test("an edited page sends a reload event to open pages within a second")
    func reloadAfterEdit() async throws {
        let preview = try await RunningPreview()
        let started = Date()
        let stream = try preview.client.waitForEvent("event: reload", timeout: 30) {
            try preview.write("# Style guide\n\nEdited while serving.\n", to: "Content/guides/style.md")
        }
        let elapsed = Date().timeIntervalSince(started)
        let page = try preview.client.get("/guides/style.html")
        await preview.stop()
        #expect(stream.contains("event: reload"))
        #expect(stream.contains("guides\\/style.html"))
        #expect(elapsed < 1.5)
        #expect(page.body.contains("Edited while serving."))
    }

    @Test("a broken edit sends its diagnostics and the last good page stays served")
    func brokenEditKeepsLastGoodVersion() async throws {
        let preview = try await RunningPreview()
        let stream = try preview.client.waitForEvent("event: diagnostics", timeout: 30) {
            try preview.write("---\norder: first\n---\n# Style guide\n", to: "Content/guides/style.md")
        }
        let page = try preview.client.get("/guides/style.html")
        await preview.stop()
        #expect(stream.contains("front matter 'order' must be an integer"))
        #expect(page.status == 200)
        #expect(page.body.contains("Style guide"))
    }

    @Test("an edit written with errors on its page reloads, then says how many errors it was built with")
    func editBuiltWithErrors() async throws {
        let preview = try await RunningPreview()
        let stream = try preview.client.waitForEvent("event: built-with-errors", timeout: 30) {
            try preview.write(
                "# Style guide\n\n```mermaid\nflowchart LR\n  A -->\n```\n", to: "Content/guides/style.md")
        }
        let page = try preview.client.get("/guides/style.html")
        await preview.stop()
        #expect(stream.contains("event: reload"))
        #expect(!stream.contains("event: diagnostics"))
        #expect(stream.contains("[mermaid-"))
        #expect(page.body.contains("Style guide"))
    }

    @Test("the overlay says whether the edit was built, and closes with its button and Escape")
    func overlayScript() {
        let script = LiveReloadScript.source
        #expect(script.contains("the last edit built with "))
        #expect(script.contains("the last edit did not build; this page shows the last good version."))
        #expect(script.contains("data-docgen-overlay-close"))
        #expect(script.contains(#"event.key === "Escape""#))
        // Docked in a corner, not over the page's own error boxes.
        #expect(!script.contains("inset:0"))
    }

    @Test("unknown paths get the site's 404 page and other methods 405")
    func notFoundAndMethods() async throws {
        let preview = try await RunningPreview()
        let missing = try preview.client.get("/no/such/page.html")
        let post = try preview.client.get("/index.html", method: "POST")
        await preview.stop()
        #expect(missing.status == 404)
        #expect(missing.body.contains("Page not found"))
        #expect(post.status == 405)
    }
}
