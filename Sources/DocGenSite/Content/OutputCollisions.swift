import DocGenDiagnostics

/// Reports content files that would be written to the same output path.
///
/// Paths are compared without case, because a site built on Linux is often served from a
/// case-insensitive file system, where `a.md` and `A.md` would overwrite each other.
enum OutputCollisions {
    /// The longest file or folder name, in bytes, that common file systems accept.
    static let maximumNameLength = 255

    static func check(_ pages: [Page], _ staticFiles: [SourceFile], diagnostics: inout DiagnosticBag) {
        var claimed: [String: String] = [:]
        let outputs = pages.map { ($0.outputPath, $0.source.displayPath) } + staticFiles.map { ($0.relativePath, $0.displayPath) }
        for (path, source) in outputs {
            // Most file systems refuse names over 255 bytes; '.md' becoming '.html' can cross it.
            if let long = path.split(separator: "/").first(where: { $0.utf8.count > maximumNameLength }) {
                diagnostics.report(
                    .error(
                        "output name '\(long.prefix(40))…' is longer than \(maximumNameLength) bytes, which file systems refuse; shorten the file name",
                        at: SourceLocation(file: source, line: 1), rule: "output-path"))
                continue
            }
            let key = path.lowercased()
            if let first = claimed[key] {
                diagnostics.report(
                    .error(
                        "'\(source)' and '\(first)' would both be written to '\(path)'; rename one of them",
                        at: SourceLocation(file: source, line: 1), rule: "output-collision"))
            } else {
                claimed[key] = source
            }
        }
    }
}
