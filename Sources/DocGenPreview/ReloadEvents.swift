import DocGenDiagnostics
import Foundation

/// What the preview tells open pages after a rebuild.
public enum ReloadEvent: Sendable, Equatable {
    /// The site changed; pages reload.
    case reload(changed: [String])
    /// The last rebuild failed and wrote nothing; pages show these diagnostics over the last
    /// good version.
    case failed(diagnostics: [String])
    /// The last rebuild wrote the site with these errors, shown on their pages; pages (after
    /// the reload that follows) say so in a corner.
    case builtWithErrors(errors: [String])
    /// Nothing happened; writing it finds the streams of pages that went away.
    case heartbeat

    /// The event in server-sent events form.
    var serverSentEvent: String {
        switch self {
        case .reload(let changed):
            return "event: reload\ndata: \(Self.json(changed))\n\n"
        case .failed(let diagnostics):
            return "event: diagnostics\ndata: \(Self.json(diagnostics))\n\n"
        case .builtWithErrors(let errors):
            return "event: built-with-errors\ndata: \(Self.json(errors))\n\n"
        case .heartbeat:
            // A comment line, which browsers' EventSource ignores.
            return ": heartbeat\n\n"
        }
    }

    private static func json(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Fans rebuild events out to every connected page.
///
/// A page that goes away without closing its stream is only noticed when something is written
/// to it, so heartbeats go out between rebuilds; and the number of streams is bounded, the
/// oldest ended first, so that dropped streams cannot pile up until descriptors run out.
public actor ReloadEvents {
    /// The most streams kept open at once.
    public static let maximumSubscribers = 128

    // Keyed by a counter, so the oldest stream has the smallest key.
    private var subscribers: [Int: AsyncStream<ReloadEvent>.Continuation] = [:]
    private var nextID = 0
    private var lastFailure: ReloadEvent?

    /// Creates a broadcaster with no subscribers.
    public init() {}

    /// A stream of events for one page; it starts with the current failure (or the errors the
    /// last build was written with), if any.
    public func subscribe() -> AsyncStream<ReloadEvent> {
        if subscribers.count >= Self.maximumSubscribers, let oldest = subscribers.keys.min() {
            subscribers.removeValue(forKey: oldest)?.finish()
        }
        let id = nextID
        nextID += 1
        let (stream, continuation) = AsyncStream<ReloadEvent>.makeStream(bufferingPolicy: .bufferingNewest(8))
        if let lastFailure { continuation.yield(lastFailure) }
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    /// Sends an event to every page.
    public func publish(_ event: ReloadEvent) {
        switch event {
        case .failed, .builtWithErrors: lastFailure = event
        case .reload: lastFailure = nil
        case .heartbeat: break
        }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// The number of connected pages.
    public var subscriberCount: Int { subscribers.count }

    /// Ends every stream, so open connections close.
    public func finish() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }
}
