import Foundation

/// Maps request paths to files inside the output folder, and nowhere else.
///
/// The path is percent-decoded once, then refused if it holds `..`, a backslash, a NUL byte or
/// an encoded slash; the file found is resolved through symbolic links and must still lie
/// inside the output folder. Folders serve their `index.html`.
struct OutputFolder: Sendable {
    /// What a request path leads to.
    enum Resolution: Equatable {
        case file(URL)
        case redirect(String)
        case forbidden
        case notFound
    }

    let root: URL

    init(root: URL) {
        self.root = root.standardizedFileURL
    }

    func resolve(_ rawPath: String) -> Resolution {
        let pathOnly = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        // An encoded slash would let one path segment smuggle in another.
        let lowered = pathOnly.lowercased()
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") { return .forbidden }
        guard let decoded = pathOnly.removingPercentEncoding else { return .forbidden }
        if decoded.contains("\\") || decoded.contains("\0") { return .forbidden }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .forbidden }

        var url = root
        for segment in segments { url.appendPathComponent(String(segment)) }
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            // Rebuilt from its segments: a location starting with `//` would name another host.
            let location = "/" + pathOnly.split(separator: "/").joined(separator: "/") + "/"
            guard decoded.hasSuffix("/") || decoded.isEmpty else { return .redirect(location) }
            url.appendPathComponent("index.html")
            guard fileManager.fileExists(atPath: url.path) else { return .notFound }
        }
        guard isInsideRoot(url) else { return .forbidden }
        return .file(url)
    }

    /// Whether the file, with every symbolic link resolved, is inside the resolved root.
    private func isInsideRoot(_ url: URL) -> Bool {
        let realRoot = root.resolvingSymlinksInPath().path
        let realFile = url.resolvingSymlinksInPath().path
        return realFile.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }
}
