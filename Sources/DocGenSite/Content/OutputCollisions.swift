import DocGenDiagnostics
import DocGenMarkdown

/// Reports content files that would be written to the same output path.
///
/// Paths are compared without case, because a site built on Linux is often served from a
/// case-insensitive file system, where `a.md` and `A.md` would overwrite each other.
enum OutputCollisions {
    /// The longest file or folder name, in bytes, that common file systems accept.
    static let maximumNameLength = 255

    static func check(_ pages: [Page], _ staticFiles: [SourceFile], diagnostics: inout DiagnosticBag) {
        var claimed: [String: String] = [:]
        claimed.reserveCapacity(pages.count + staticFiles.count)
        func claim(_ path: String, by source: String) {
            // Most file systems refuse names over 255 bytes; '.md' becoming '.html' can cross it.
            if hasLongName(path),
                let long = path.split(separator: "/").first(where: { $0.utf8.count > maximumNameLength })
            {
                diagnostics.report(
                    .error(
                        "output name '\(long.prefix(40))…' is longer than \(maximumNameLength) bytes, which file systems refuse; shorten the file name",
                        at: SourceLocation(file: source, line: 1), rule: "output-path"))
                return
            }
            let key = lowercased(path)
            if let first = claimed[key] {
                diagnostics.report(
                    .error(
                        "'\(source)' and '\(first)' would both be written to '\(path)'; rename one of them",
                        at: SourceLocation(file: source, line: 1), rule: "output-collision"))
            } else {
                claimed[key] = source
            }
        }
        // Pages are read in place: a copy of each would retain every field it holds.
        for index in pages.indices { claim(pages[index].outputPath, by: pages[index].source.displayPath) }
        for file in staticFiles { claim(file.relativePath, by: file.displayPath) }
    }

    /// Whether a name between slashes is longer than file systems accept, counted in bytes.
    private static func hasLongName(_ path: String) -> Bool {
        var length = 0
        for byte in path.utf8 {
            length = byte == UInt8(ascii: "/") ? 0 : length + 1
            if length > maximumNameLength { return true }
        }
        return false
    }

    /// The path lowercased; ASCII, nearly every path, byte by byte.
    private static func lowercased(_ path: String) -> String {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return path.lowercased() }
        guard path.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return path }
        return String(decoding: path.utf8.map(UTF8Scalar.asciiLowercased), as: UTF8.self)
    }
}
