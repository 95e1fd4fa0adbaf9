import DocGenTestSupport
import Foundation

/// This target's golden files, in `Snapshots/` beside the tests.
let snapshots = SnapshotFolder(
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots"))
