import Foundation

/// Runs the built `docgen` with a time limit, watching its peak memory, for tests that feed it
/// hostile input: a run past the limit is killed, so a hang fails the test instead of the suite.
struct BoundedRun {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Whether the run was killed at the time limit.
    var timedOut: Bool
    /// The largest resident set seen (VmHWM), in megabytes; 0 where /proc is not available.
    var peakMegabytes: Int

    static func run(_ arguments: [String], in folder: URL, limit: Duration) throws -> BoundedRun {
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let outURL = logs.appendingPathComponent("out")
        let errURL = logs.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        // Files, not pipes: a process that prints megabytes cannot block on a full pipe.
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = ContinuousClock.now + limit
        var peak = 0
        var timedOut = false
        while process.isRunning {
            peak = max(peak, peakMegabytes(of: process.processIdentifier))
            if ContinuousClock.now > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return BoundedRun(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            timedOut: timedOut, peakMegabytes: peak)
    }

    private static func peakMegabytes(of pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes / 1024
    }
}
