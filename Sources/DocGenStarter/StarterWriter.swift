import DocGenContent
import DocGenSite
import Foundation

/// Writes the starting site into a folder for `docgen init`, never overwriting a file.
public enum StarterWriter {
    /// What a write did to `.gitignore`.
    public enum IgnoreChange: Sendable, Equatable {
        /// There was none; it was written with docgen's lines.
        case created
        /// It was there; docgen's missing lines were added at its end.
        case appended
        /// It had docgen's lines already.
        case unchanged
    }

    /// Writes every file of `StarterSite` under `folder`, creating folders as needed, and adds
    /// docgen's output and cache folders to `.gitignore`; returns what it did to `.gitignore`.
    ///
    /// When any of the files exists already, nothing is written and a usage error names each
    /// of them, as `display` (the folder as the user named it) followed by the file's path. A file
    /// that cannot be written throws the system's error.
    public static func write(into folder: URL, display: String) throws -> IgnoreChange {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw ConfigurationError(
                "'\(display)' is a file, not a folder; docgen init writes a site into a folder", rule: "init-exists")
        }
        let prefix = display == "." ? "" : (display.hasSuffix("/") ? display : display + "/")
        let paths = StarterSite.files.map { (url: folder.appendingPathComponent($0.path), display: prefix + $0.path) }
        if let error = ConfigurationError.existing(
            paths, command: "docgen init", advice: "start the site in another folder", rule: "init-exists")
        {
            throw error
        }
        for file in StarterSite.files {
            let url = folder.appendingPathComponent(file.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        }
        return try addIgnoredPaths(to: folder.appendingPathComponent(".gitignore"))
    }

    /// Adds the lines of `StarterSite.ignoredPaths` that `url` lacks, creating it when missing.
    private static func addIgnoredPaths(to url: URL) throws -> IgnoreChange {
        let header = "# docgen's output and build cache\n"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            try Data((header + lines(StarterSite.ignoredPaths)).utf8).write(to: url, options: .withoutOverwriting)
            return .created
        }
        let present = Set(
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        let missing = StarterSite.ignoredPaths.filter { !present.contains($0) }
        guard !missing.isEmpty else { return .unchanged }
        let separator = data.isEmpty || data.last == UInt8(ascii: "\n") ? "" : "\n"
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data((separator + (data.isEmpty ? "" : "\n") + header + lines(missing)).utf8))
        return .appended
    }

    private static func lines(_ paths: [String]) -> String {
        paths.map { $0 + "\n" }.joined()
    }
}
