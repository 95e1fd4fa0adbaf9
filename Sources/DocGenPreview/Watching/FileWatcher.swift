import Foundation

/// Reports which files under a set of folders (and single files) changed.
///
/// On Linux it listens to the kernel (`InotifyChangeSource`): no scanning, however large the
/// site, and a change is seen within a few milliseconds. Elsewhere, or when the kernel refuses
/// more watches, it compares `stat` snapshots of every file (`PollingChangeSource`).
final class FileWatcher: Sendable {
    /// Where changes come from.
    let source: any ChangeSource

    /// Starts watching `paths`: folders with everything under them, or single files.
    init(paths: [URL], forcePolling: Bool = false) {
        #if os(Linux)
        if !forcePolling, let inotify = InotifyChangeSource(paths: paths.map(\.path)) {
            source = inotify
            return
        }
        #endif
        source = PollingChangeSource(paths: paths.map(\.path))
    }

    /// Waits for the next change and returns the changed paths, sorted, once no more changes
    /// follow for a moment (editors often write a file in several steps); empty when cancelled.
    func next() async -> [String] {
        var changed = Set<String>()
        while !Task.isCancelled {
            let found = source.changes()
            if found.isEmpty && !changed.isEmpty { return changed.sorted() }
            changed.formUnion(found)
            try? await Task.sleep(for: found.isEmpty ? source.interval : source.settle)
        }
        return changed.sorted()
    }
}

/// A way of finding changed files: each call to `changes` returns the paths changed since the last.
protocol ChangeSource: Sendable {
    /// The paths changed since the last call (or since watching started); never blocks.
    func changes() -> Set<String>
    /// How long to wait between looks while nothing changes.
    var interval: Duration { get }
    /// How long to wait after a change for more before reporting it.
    var settle: Duration { get }
}
