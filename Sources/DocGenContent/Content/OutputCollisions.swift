import DocGenDiagnostics
import DocGenMarkdown

/// Reports content files that would be written to the same output path, or to a path docgen
/// writes itself (the 404 page, the search index, the theme's assets).
///
/// Paths are compared without case, because a site built on Linux is often served from a
/// case-insensitive file system, where `a.md` and `A.md` would overwrite each other.
package enum OutputCollisions {
    /// The longest file or folder name, in bytes, that common file systems accept.
    package static let maximumNameLength = 255

    /// A path docgen writes itself, and what it writes there, as a message names it.
    package struct Reserved {
        var path: String
        var owner: String
        /// Whether every path under `path` (a folder) is taken.
        var isFolder = false
        /// Whether a content file that is no page may take the path instead (a team's own
        /// `404.html` replaces docgen's).
        var yieldsToFile = false
    }

    /// The paths a build writes besides the content's: the 404 page, the search index, the
    /// sitemap when there is a base URL, and the theme's asset files.
    package static func reserved(configuration: SiteConfiguration, assets: [String]) -> [Reserved] {
        var reserved = [
            Reserved(path: "404.html", owner: "docgen's 404 page", yieldsToFile: true),
            Reserved(path: "search", owner: "the search index", isFolder: true),
        ]
        if configuration.baseURL != nil {
            reserved += [
                Reserved(path: "sitemap.xml", owner: "the sitemap"),
                Reserved(path: "robots.txt", owner: "the sitemap's robots.txt"),
            ]
        }
        return reserved + assets.map { Reserved(path: $0, owner: "the theme's file") }
    }

    package static func check(
        _ pages: [Page], _ staticFiles: [SourceFile], reserved: [Reserved], diagnostics: inout DiagnosticBag
    ) {
        var claimed: [String: String] = [:]
        claimed.reserveCapacity(pages.count + staticFiles.count)
        let folders = reserved.filter(\.isFolder).map { (prefix: lowercased($0.path) + "/", owner: $0.owner) }
        let files = Dictionary(
            reserved.filter { !$0.isFolder }.map { (lowercased($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        func claim(_ path: String, by source: String, isPage: Bool) {
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
            let file = files[key].flatMap { isPage || !$0.yieldsToFile ? $0.owner : nil }
            if let owner = file ?? folders.first(where: { key.hasPrefix($0.prefix) })?.owner {
                diagnostics.report(
                    .error(
                        "'\(source)' would be written to '\(path)', where docgen writes \(owner); rename it",
                        at: SourceLocation(file: source, line: 1), rule: "output-collision"))
            } else if let first = claimed[key] {
                diagnostics.report(
                    .error(
                        "'\(source)' and '\(first)' would both be written to '\(path)'; rename one of them",
                        at: SourceLocation(file: source, line: 1), rule: "output-collision"))
            } else {
                claimed[key] = source
            }
        }
        // Pages are read in place: a copy of each would retain every field it holds.
        for index in pages.indices { claim(pages[index].outputPath, by: pages[index].source.displayPath, isPage: true) }
        for file in staticFiles { claim(file.relativePath, by: file.displayPath, isPage: false) }
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
