import Foundation
import Testing

/// Compares text with a golden file in `Snapshots/`, recording it when missing or when
/// `DOCGEN_RECORD_SNAPSHOTS=1` is set (the test then fails, so a recording is never silent).
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["DOCGEN_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded new snapshot '\(name)'; run the tests again", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let first =
                zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            let got = first < actualLines.count ? String(actualLines[first]) : "<end>"
            let wanted = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
            Issue.record(
                "snapshot '\(name)' differs at line \(first + 1):\n  expected: \(wanted)\n  actual:   \(got)",
                sourceLocation: sourceLocation)
        }
    }
}
