import Foundation
import Testing

/// The allocator docgen runs on: mimalloc, preloaded, when its library is installed, and the
/// system's otherwise or when `DOCGEN_ALLOCATOR=system` says so.
@Suite struct AllocatorTests {
    /// Whether mimalloc's runtime library is in one of the folders docgen looks in.
    private static var mimallocInstalled: Bool {
        let searched = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"]?.split(separator: ":").map(String.init) ?? []
        let folders =
            searched + [
                "/usr/local/lib", "/usr/lib/x86_64-linux-gnu", "/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                "/lib/aarch64-linux-gnu", "/usr/lib64", "/lib64", "/usr/lib", "/lib",
            ]
        return folders.contains { folder in
            ["libmimalloc.so.2", "libmimalloc.so.3", "libmimalloc.so.1"].contains {
                FileManager.default.fileExists(atPath: "\(folder)/\($0)")
            }
        }
    }

    // mimalloc reports its start on standard error when MIMALLOC_VERBOSE is set.
    @Test(
        "docgen runs on mimalloc exactly when it is installed, unless told to use the system's",
        .enabled(if: ProcessInfo.processInfo.environment["DOCGEN_ALLOCATOR"] == nil))
    func preloadsWhenInstalled() throws {
        let folder = FileManager.default.temporaryDirectory
        let automatic = try CommandRunner.run(["--version"], in: folder, environment: ["MIMALLOC_VERBOSE": "1"])
        #expect(automatic.status == 0)
        #if os(Linux)
        #expect(automatic.standardError.contains("mimalloc:") == Self.mimallocInstalled)
        #endif
        let system = try CommandRunner.run(
            ["--version"], in: folder, environment: ["MIMALLOC_VERBOSE": "1", "DOCGEN_ALLOCATOR": "system"])
        #expect(system.status == 0)
        #expect(!system.standardError.contains("mimalloc:"))
        #expect(system.standardOutput == automatic.standardOutput)
    }
}
