import Foundation

/// Values a process keeps until it exits, so that they are never freed one by one.
enum ProcessMemory {
    private static let kept = Kept()

    /// Keeps `value` alive for the rest of the process.
    static func keep(_ value: some Sendable) {
        kept.append(value)
    }

    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [any Sendable] = []

        func append(_ value: any Sendable) {
            lock.withLock { values.append(value) }
        }
    }
}
