import Foundation

/// One row of docs/bad-inputs.md: hostile or broken input, and what `docgen build` must do with it.
struct BadInput: Sendable, CustomStringConvertible {
    /// The row's id in docs/bad-inputs.md.
    var id: String
    /// Changes a freshly built fixture site (its root folder) into the bad input.
    var setup: @Sendable (FixtureFiles) throws -> Void
    /// The documented exit code.
    var status: Int32
    /// Text that standard error must contain: the diagnostic, with its location and rule.
    var messages: [String]
    /// Extra arguments after `build`.
    var arguments: [String] = []
    /// The hang guard: the run is killed after this long.
    var limit: Duration = .seconds(90)

    var description: String { id }
}

/// Writes files into a fixture site's root folder.
struct FixtureFiles {
    let root: URL

    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func link(_ path: String, to destination: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    func makeFIFO(_ path: String) throws {
        guard mkfifo(root.appendingPathComponent(path).path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Random bytes from a fixed seed, so a failure can be replayed.
    static func noise(count: Int, seed: UInt64) -> Data {
        var state = seed
        return Data(
            (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            })
    }
}
