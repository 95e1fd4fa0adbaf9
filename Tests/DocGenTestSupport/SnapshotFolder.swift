import Foundation
import Testing

/// Golden files in a folder: compares text with `<folder>/<name>`, recording the file when it
/// is missing or when `DOCGEN_RECORD_SNAPSHOTS=1` is set (the test then fails, so a recording
/// is never silent).
public struct SnapshotFolder: Sendable {
    /// The folder holding the golden files.
    public let folder: URL

    /// Creates a snapshot folder.
    public init(_ folder: URL) {
        self.folder = folder
    }

    /// Records an issue when `actual` differs from the golden file, naming the first differing line.
    public func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        let recording = ProcessInfo.processInfo.environment["DOCGEN_RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: url, encoding: .utf8) else {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded new snapshot '\(name)'; run the tests again", sourceLocation: sourceLocation)
            return
        }
        guard actual != expected else { return }
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
