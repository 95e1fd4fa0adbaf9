import DocGenDiagnostics

/// Reports content files that would be written to the same output path.
///
/// Paths are compared without case, because a site built on Linux is often served from a
/// case-insensitive file system, where `a.md` and `A.md` would overwrite each other.
enum OutputCollisions {
    static func check(_ pages: [Page], _ staticFiles: [SourceFile], diagnostics: inout DiagnosticBag) {
        var claimed: [String: String] = [:]
        let outputs = pages.map { ($0.outputPath, $0.source.displayPath) } + staticFiles.map { ($0.relativePath, $0.displayPath) }
        for (path, source) in outputs {
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
