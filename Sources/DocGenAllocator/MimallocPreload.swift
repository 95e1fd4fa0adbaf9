#if os(Linux)
import Glibc
#endif

/// Runs docgen on the mimalloc allocator when the library is installed, without linking it.
///
/// With glibc's malloc a 10,000-page build was about 8% slower and its peak 12 MB larger
/// (docs/benchmarks.md). Linking mimalloc made it a second required system library, so instead
/// the process starts itself again with mimalloc in `LD_PRELOAD`, where its `malloc` replaces
/// glibc's for every allocation, as linking did. Without the library, or with
/// `DOCGEN_ALLOCATOR=system`, docgen runs on the system allocator. Only Linux is concerned.
public enum MimallocPreload {
    /// The variable that turns the preload off (`system`); docgen sets it (`mimalloc`) for the
    /// process it starts, so that one does not start another.
    private static let variable = "DOCGEN_ALLOCATOR"

    /// Starts the process again with mimalloc preloaded, when it is installed and not in use yet;
    /// returns when there is nothing to do or the restart fails.
    public static func restartIfAvailable() {
        #if os(Linux)
        guard getenv(variable) == nil, let library = installedLibrary() else { return }
        let preload = getenv("LD_PRELOAD").map { String(cString: $0) } ?? ""
        setenv(variable, "mimalloc", 1)
        setenv("LD_PRELOAD", preload.isEmpty ? library : "\(library):\(preload)", 1)
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // The restart failed (no /proc): carry on with the system allocator.
        unsetenv(variable)
        if preload.isEmpty { unsetenv("LD_PRELOAD") } else { setenv("LD_PRELOAD", preload, 1) }
        #endif
    }

    #if os(Linux)
    /// The library's path, looked for where the dynamic loader looks by default and in
    /// `LD_LIBRARY_PATH`; nil when it is not installed.
    private static func installedLibrary() -> String? {
        #if arch(arm64)
        let multiarch = "aarch64-linux-gnu"
        #else
        let multiarch = "x86_64-linux-gnu"
        #endif
        let searched = getenv("LD_LIBRARY_PATH").map { String(cString: $0).split(separator: ":").map(String.init) } ?? []
        let folders =
            searched + [
                "/usr/local/lib", "/usr/lib/\(multiarch)", "/lib/\(multiarch)", "/usr/lib64", "/lib64", "/usr/lib", "/lib",
            ]
        // The runtime library's names, mimalloc 2 first (Debian's `libmimalloc2.0`).
        let names = ["libmimalloc.so.2", "libmimalloc.so.3", "libmimalloc.so.1"]
        for folder in folders where !folder.isEmpty {
            for name in names where access("\(folder)/\(name)", R_OK) == 0 {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }
    #endif
}
