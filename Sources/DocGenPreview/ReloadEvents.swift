import DocGenDiagnostics
import Foundation

/// What the preview tells open pages after a rebuild.
public enum ReloadEvent: Sendable, Equatable {
    /// The site changed; pages reload.
    case reload(changed: [String])
    /// The last rebuild failed; pages show these diagnostics over the last good version.
    case failed(diagnostics: [String])

    /// The event in server-sent events form.
    var serverSentEvent: String {
        switch self {
        case .reload(let changed):
            return "event: reload\ndata: \(Self.json(changed))\n\n"
        case .failed(let diagnostics):
            return "event: diagnostics\ndata: \(Self.json(diagnostics))\n\n"
        }
    }

    private static func json(_ strings: [String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: strings, options: [.sortedKeys])) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// Fans rebuild events out to every connected page.
public actor ReloadEvents {
    private var subscribers: [UUID: AsyncStream<ReloadEvent>.Continuation] = [:]
    private var lastFailure: ReloadEvent?

    /// Creates a broadcaster with no subscribers.
    public init() {}

    /// A stream of events for one page; it starts with the current failure, if any.
    public func subscribe() -> AsyncStream<ReloadEvent> {
        let id = UUID()
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
        if case .failed = event { lastFailure = event } else { lastFailure = nil }
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// The number of connected pages.
    public var subscriberCount: Int { subscribers.count }

    /// Ends every stream, so open connections close.
    public func finish() {
        for continuation in subscribers.values { continuation.finish() }
        subscribers.removeAll()
    }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }
}
