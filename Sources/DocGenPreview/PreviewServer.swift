import DocGenSite
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// Serves a previewed site over HTTP on loopback, with live reload.
///
/// Files come only from the output folder (see `OutputFolder`); HTML gets the live-reload
/// script on the way out; nothing is cached by the browser, so a reload always shows the
/// latest build. `/_docgen/events` streams rebuild events as server-sent events.
public struct PreviewServer: Sendable {
    /// The session whose site is served.
    public let session: PreviewSession
    /// The address to listen on.
    public let host: String
    /// The port; 0 picks a free one.
    public let port: Int
    /// Host names besides the bound address and loopback's that requests may name.
    public let allowedHosts: [String]
    /// How often open event streams get a heartbeat, which ends those of pages that went away.
    public var heartbeatInterval: Duration = .seconds(1)
    /// How long a connection may wait for a request's header or body, or sit between requests.
    public var idleTimeout: TimeAmount = .seconds(30)

    /// Creates a server.
    public init(session: PreviewSession, host: String = "127.0.0.1", port: Int = 8000, allowedHosts: [String] = []) {
        self.session = session
        self.host = host
        self.port = port
        self.allowedHosts = allowedHosts
    }

    /// The names a request's `Host` may give, without a port: a page of another site that a
    /// DNS name pointed at this machine (DNS rebinding) names its own host, and is refused.
    var acceptedHosts: Set<String> {
        Set(["127.0.0.1", "localhost", "[::1]", "::1", host.lowercased()] + allowedHosts.map { $0.lowercased() })
    }

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool {
        if ["localhost", "::1", "[::1]"].contains(host.lowercased()) { return true }
        // 127.0.0.0/8, written as an address: `127.example.com` is a name anyone can point anywhere.
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in part.count <= 3 && Int(part).map { (0...255).contains($0) } == true }
    }

    /// Runs the server and the watcher until Ctrl-C (when `handleSignals`) or until the task
    /// is cancelled; `onStart` gets the port actually bound.
    public func run(handleSignals: Bool = true, onStart: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        var logger = Logger(label: "docgen.preview")
        logger.logLevel = .error
        let folder = OutputFolder(root: session.configuration.outputDirectory)
        let events = session.events
        let hosts = acceptedHosts
        let files = FileIO()
        let responder = CallbackResponder { (request: Request, context: BasicRequestContext) in
            try await Self.respond(
                to: request, context: context, folder: folder, files: files, events: events, acceptedHosts: hosts)
        }
        let app = Application(
            responder: responder,
            // Hummingbird closes a connection idle this long between requests, or still sending
            // a request's header; an event stream being answered stays open.
            server: .http1(configuration: .init(idleTimeout: idleTimeout)),
            configuration: .init(address: .hostname(host, port: port), serverName: "docgen"),
            onServerRunning: { channel in onStart(channel.localAddress?.port ?? 0) },
            logger: logger)
        let watcher = WatchService(session: session)
        let group = ServiceGroup(
            configuration: .init(
                services: [
                    .init(service: app), .init(service: watcher),
                    .init(service: HeartbeatService(events: events, interval: heartbeatInterval)),
                ],
                gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [],
                logger: logger))
        try await withTaskCancellationHandler {
            try await group.run()
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    static func respond(
        to request: Request, context: some RequestContext, folder: OutputFolder, files: FileIO, events: ReloadEvents,
        acceptedHosts: Set<String>
    ) async throws -> Response {
        guard let authority = request.head.authority, acceptedHosts.contains(Self.hostName(authority)) else {
            return textResponse(
                "421 Misdirected Request: this preview answers only to \(acceptedHosts.sorted().joined(separator: ", "))"
                    + "; start it with --allow-host NAME to accept another name\n", status: .misdirectedRequest)
        }
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let path = request.uri.path
        if path == LiveReloadScript.eventsPath { return await eventStream(events) }
        switch folder.resolve(path) {
        case .file(let url):
            return await fileResponse(url, status: .ok, head: request.method == .head, files: files, context: context)
        case .redirect(let location):
            return Response(status: .movedPermanently, headers: [.location: location, .cacheControl: "no-store"])
        case .forbidden:
            return textResponse("403 Forbidden\n", status: .forbidden)
        case .notFound:
            let notFoundPage = folder.root.appendingPathComponent("404.html")
            if FileManager.default.fileExists(atPath: notFoundPage.path) {
                return await fileResponse(
                    notFoundPage, status: .notFound, head: request.method == .head, files: files, context: context)
            }
            return textResponse("404 Not Found\n", status: .notFound)
        }
    }

    /// `name` of `name:port`, `[::1]` of `[::1]:port`, lowercased.
    static func hostName(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") { return String(lowered[...end]) }
        return String(lowered.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// A file of the site: HTML read whole to add the live-reload script, any other file streamed
    /// from disk in chunks by Hummingbird.
    private static func fileResponse(
        _ url: URL, status: HTTPResponse.Status, head: Bool, files: FileIO, context: some RequestContext
    ) async -> Response {
        let type = MediaTypes.forFile(url.lastPathComponent)
        let body: ResponseBody
        if type.hasPrefix("text/html") {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                return textResponse("404 Not Found\n", status: .notFound)
            }
            body = ResponseBody(
                byteBuffer: ByteBuffer(string: LiveReloadScript.inject(into: String(decoding: data, as: UTF8.self))))
        } else {
            guard let file = try? await files.loadFile(path: url.path, context: context) else {
                return textResponse("404 Not Found\n", status: .notFound)
            }
            body = file
        }
        var headers: HTTPFields = [
            .contentType: type, .contentLength: String(body.contentLength ?? 0), .cacheControl: "no-store",
        ]
        if let noSniff = HTTPField.Name("X-Content-Type-Options") { headers[noSniff] = "nosniff" }
        return Response(status: status, headers: headers, body: head ? ResponseBody() : body)
    }

    private static func textResponse(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func eventStream(_ events: ReloadEvents) async -> Response {
        let stream = await events.subscribe()
        return Response(
            status: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": connected\n\n"))
                for await event in stream {
                    try await writer.write(ByteBuffer(string: event.serverSentEvent))
                }
                try await writer.finish(nil)
            })
    }
}

/// Sends open event streams a heartbeat now and then: writing to the stream of a page that went
/// away fails, which ends it and frees its connection.
struct HeartbeatService: Service {
    let events: ReloadEvents
    let interval: Duration

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                guard (try? await Task.sleep(for: interval)) != nil else { return }
                await events.publish(.heartbeat)
            }
        }
    }
}

/// Runs the session's watcher as a service, and closes open event streams on shutdown so that
/// the server can stop without waiting for pages that will never disconnect.
struct WatchService: Service {
    let session: PreviewSession

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await session.watch()
        }
        await session.events.finish()
    }
}
