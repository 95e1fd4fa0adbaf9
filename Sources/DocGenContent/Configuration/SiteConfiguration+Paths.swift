import Foundation

extension SiteConfiguration {
    /// A path relative to the root, with `..` steps when it lies outside (`../shared/Models`).
    ///
    /// This is how pages and diagnostics name source files: a site must not hold the build
    /// machine's absolute paths, so that two checkouts build the same bytes.
    public func rootRelativePath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let root = rootDirectory.path
        if path == root { return "." }
        if path.hasPrefix(root.hasSuffix("/") ? root : root + "/") { return Self.relativePath(from: root, to: path) }
        // The root may be reached through a symbolic link (`/var` is `/private/var` on macOS), so
        // outside paths are compared as the file system resolves them.
        return Self.relativePath(
            from: rootDirectory.resolvingSymlinksInPath().path, to: url.standardizedFileURL.resolvingSymlinksInPath().path)
    }

    /// The relative path from the absolute folder `base` to the absolute `path`.
    package static func relativePath(from base: String, to path: String) -> String {
        let baseParts = base.split(separator: "/")
        let pathParts = path.split(separator: "/")
        var common = 0
        while common < baseParts.count, common < pathParts.count, baseParts[common] == pathParts[common] { common += 1 }
        let parts = Array(repeating: "..", count: baseParts.count - common) + pathParts[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
