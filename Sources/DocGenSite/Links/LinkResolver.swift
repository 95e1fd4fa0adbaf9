import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import Foundation

/// Resolves the links in a page: rewrites links to Markdown files into links to built pages,
/// and reports links whose target or `#anchor` does not exist.
///
/// Relative links resolve from the page's folder; links starting with `/` from the content
/// folder. Links with a scheme (`https:`, `mailto:`) are external and left alone.
struct LinkResolver {
    let targets: LinkTargets

    /// The rewritten destination (nil when unchanged) and any problem found.
    struct Resolution {
        var href: String?
        var diagnostic: Diagnostic?
        /// The text a link written as its bare destination shows instead (a DocC `<doc:…>`
        /// link shows its page's title).
        var title: String?
        /// A file in a dot-folder the link names, which the site must publish.
        var publishes: String?
    }

    func resolve(_ destination: String, isImage: Bool, in page: Page, at position: SourcePosition) -> Resolution {
        let location = SourceLocation(file: page.source.displayPath, line: position.line, column: position.column)
        if destination.hasPrefix("doc:") { return resolveDocC(destination, in: page, at: location) }
        guard !destination.isEmpty, !Self.isExternal(destination) else { return Resolution() }

        let (pathAndQuery, fragment) = Self.split(destination, at: UInt8(ascii: "#"))
        let (path, query) = Self.split(pathAndQuery, at: UInt8(ascii: "?"))
        let decodedFragment = fragment.map(Self.percentDecoded)

        if path.isEmpty {
            guard let decodedFragment, !decodedFragment.isEmpty else { return Resolution() }
            // The precomputed set: `page.anchors` walks the document, once per link would be quadratic.
            let anchors = targets.pages[page.source.relativePath]?.anchors ?? page.anchors
            let (anchor, diagnostic) = checkAnchor(decodedFragment, in: anchors, of: nil, at: location)
            return Resolution(href: anchor.map { "#\($0)" }, diagnostic: diagnostic)
        }
        let suffix = (query.map { "?\($0)" } ?? "") + (fragment.map { "#\($0)" } ?? "")
        guard let resolved = Self.normalize(Self.percentDecoded(path), from: page.folder) else {
            return repositoryLink(Self.percentDecoded(path), suffix: suffix, destination: destination, in: page, at: location)
                ?? Resolution(
                    diagnostic: .warning(
                        "link target is outside the content folder: '\(destination)'", at: location, rule: "link-target"))
        }
        if let sourcePath = pageSource(for: resolved, from: page), let info = targets.pages[sourcePath] {
            if info.isDraft {
                return Resolution(
                    diagnostic: .warning(
                        "link target is a draft and is not built: '\(destination)'", at: location, rule: "link-draft"))
            }
            return link(to: sourcePath, info, query: query, fragment: fragment, from: page, at: location)
        }
        if targets.staticFiles.contains(resolved) {
            return Resolution(href: OutputPath.relativeURL(from: page.outputPath, to: resolved) + suffix)
        }
        if let root = targets.contentRoot, HiddenFolderFiles.isPublishable(resolved, contentRoot: root) {
            return Resolution(href: OutputPath.relativeURL(from: page.outputPath, to: resolved) + suffix, publishes: resolved)
        }
        // DocC finds an image by its file name anywhere in the catalog, whatever folder holds it.
        if isImage, !path.contains("/"), DocCCatalog.contains(page.source),
            let file = targets.docResource(named: Self.percentDecoded(path))
        {
            return Resolution(href: OutputPath.relativeURL(from: page.outputPath, to: file) + suffix)
        }
        // GitHub reads a leading `/` from the repository's root, so a content folder `Docs`
        // is written `/Docs/…` there: read on from the content folder.
        if path.hasPrefix("/"), let folder = targets.contentFolderInRepository,
            resolved == folder || resolved.hasPrefix(folder + "/")
        {
            let inside = "/" + resolved.dropFirst(folder.count).drop { $0 == "/" } + suffix
            return resolve(inside, isImage: isImage, in: page, at: position)
        }
        // Or a file of the repository outside the content folder, such as its `/README.md`.
        if path.hasPrefix("/"), targets.contentFolderInRepository != nil,
            let found = repositoryLink(
                Self.percentDecoded(path), suffix: suffix, destination: destination, in: page, at: location)
        {
            return found
        }
        if !isImage, let folder = folderLink(resolved, suffix: suffix, destination: destination, at: location) {
            return folder
        }
        let hint = Suggestion.hint(for: resolved, in: targets.allPaths)
        let kind = isImage ? "image" : "link target"
        return Resolution(
            diagnostic: .warning(
                "\(kind) not found: '\(destination)'\(hint)", at: location, rule: "link-target"))
    }

    /// The source path of the page a resolved path names: a Markdown file, a folder with an
    /// index page, or a built `.html` path.
    func pageSource(for resolved: String) -> String? {
        if targets.pages[resolved] != nil { return resolved }
        let folder = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
        // GitHub shows `buttons.md/` as `buttons.md`, and writers link it so (`docs/buttons.md/#fab`).
        if folder.hasSuffix(".md"), folder != resolved, targets.pages[folder] != nil { return folder }
        if let index = targets.folderIndexes[folder] { return index }
        return targets.pagesByOutput[resolved]
    }

    /// The page a link from `page` goes to: the one `resolved` names, or, when that is an
    /// original page, its translation in `page`'s language if there is one.
    ///
    /// A translated page links to its neighbours as the original does (`sessions.md#…`), and
    /// its reader wants them in the same language, whose anchors are the translated headings.
    /// A link that names a translation itself (`sessions.de.md`) is kept.
    func pageSource(for resolved: String, from page: Page) -> String? {
        guard let source = pageSource(for: resolved) else { return nil }
        guard let language = page.frontMatter.lang, let translations = targets.translations[source] else { return source }
        return translations[language] ?? source
    }

    /// The link to a built page, with its anchor checked.
    func link(
        to sourcePath: String, _ info: LinkTargets.PageInfo, query: String?, fragment: String?, from page: Page,
        at location: SourceLocation
    ) -> Resolution {
        var fragment = fragment
        var diagnostic: Diagnostic?
        if let decodedFragment = fragment.map(Self.percentDecoded), !decodedFragment.isEmpty {
            let (anchor, problem) = checkAnchor(decodedFragment, in: info.anchors, of: sourcePath, at: location)
            diagnostic = problem
            if let anchor { fragment = anchor }
        }
        let suffix = (query.map { "?\($0)" } ?? "") + (fragment.map { "#\($0)" } ?? "")
        let href =
            sourcePath == page.source.relativePath && fragment != nil
            ? "#\(fragment ?? "")"
            : OutputPath.relativeURL(from: page.outputPath, to: info.outputPath) + suffix
        return Resolution(href: href, diagnostic: diagnostic)
    }

    /// Checks an anchor against a page's ids: nil and nil when it is one; the id to link to
    /// instead when it is DocC's form of exactly one heading's id (`#Should-I-use-it` for
    /// `should-i-use-it`); otherwise a warning.
    private func checkAnchor(
        _ anchor: String, in anchors: AnchorSet, of target: String?, at location: SourceLocation
    ) -> (anchor: String?, diagnostic: Diagnostic?) {
        guard !anchors.contains(anchor) else { return (nil, nil) }
        // DocC keeps a heading's case (`#Should-I-use-it`), and earlier DocC the punctuation a
        // URL fragment allows (`#Rule-2:-Mind-your-data`): the slug of what it wrote is the id.
        // Ids are unique, so at most one heading has it.
        if anchor.lowercased() != anchor {
            let slug = HeadingSlugger.slug(anchor)
            if anchors.contains(slug) { return (slug, nil) }
        }
        let place = target.map { " in '\($0)'" } ?? " on this page"
        let hint = Suggestion.closest(to: anchor, in: anchors.elements.sorted()).map { "; did you mean '#\($0)'?" } ?? ""
        return (nil, .warning("anchor '#\(anchor)' not found\(place)\(hint)", at: location, rule: "link-anchor"))
    }

    // MARK: - Paths

    static func isExternal(_ destination: String) -> Bool {
        // Read as bytes, as URL parsers read a scheme: its characters and the colon after it are
        // ASCII, and comparing characters would cost grapheme breaking on every Korean anchor.
        var destination = destination
        return destination.withUTF8 { isExternal(bytes: $0) }
    }

    // Over the bytes, stopping at the first byte no scheme has: a relative link, nearly every
    // link, is ruled out by its first byte, and a byte of a non-ASCII character ends a scheme.
    private static func isExternal(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") { return true }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard let first = bytes.first, isLetter(first) else { return false }
        for byte in bytes.dropFirst() {
            if byte == UInt8(ascii: ":") { return true }
            let isSchemeByte =
                isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            if !isSchemeByte { return false }
        }
        return false
    }

    static func split(_ text: String, at separator: UInt8) -> (String, String?) {
        // The separators (`#`, `?`) are ASCII, so the first such byte is where a URL parser
        // splits, whatever characters the rest of the text holds.
        var bytesOf = text
        // Without the separator the text is returned as it is, not copied.
        return bytesOf.withUTF8 { bytes -> (String, String?)? in
            guard let offset = bytes.firstIndex(of: separator) else { return nil }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: bytes[..<offset]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)...]), as: UTF8.self)
            )
        } ?? (text, nil)
    }

    /// The text with `%XX` escapes decoded; text without `%` is returned as is, skipping
    /// Foundation's decoder, which costs more than the rest of resolving a link.
    static func percentDecoded(_ text: String) -> String {
        var bytesOf = text
        guard bytesOf.withUTF8({ $0.contains(UInt8(ascii: "%")) }) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// The path relative to the content folder, or nil when `..` climbs out of it.
    ///
    /// A trailing `/` is kept so that folder links can be told apart.
    static func normalize(_ path: String, from folder: String) -> String? {
        // In ASCII, `/` is one byte and one character, so the same parts are found in bytes,
        // without grapheme breaking or a string for each part.
        if path.isASCII && folder.isASCII { return normalize(ascii: path, from: folder) }
        var parts: [Substring] = path.hasPrefix("/") ? [] : folder.split(separator: "/")
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") && !joined.isEmpty ? joined + "/" : joined
    }

    private static func normalize(ascii path: String, from folder: String) -> String? {
        var joined = JoinedPath(capacity: folder.utf8.count + path.utf8.count + 1)
        var path = path
        var folder = folder
        // The folder's parts are taken as they are; the link's `.` and `..` are followed.
        if path.utf8.first != UInt8(ascii: "/") { _ = folder.withUTF8 { joined.add($0, following: false) } }
        guard path.withUTF8({ joined.add($0, following: true) }) else { return nil }
        if path.utf8.last == UInt8(ascii: "/"), !joined.bytes.isEmpty { joined.bytes.append(UInt8(ascii: "/")) }
        return String(decoding: joined.bytes, as: UTF8.self)
    }

    /// A path put together part by part, as bytes.
    private struct JoinedPath {
        var bytes: [UInt8] = []
        /// Where each part kept so far starts in `bytes`.
        private var starts: [Int] = []

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        /// Adds the `/`-separated parts of `path`; false when a `..` climbs above the first part.
        mutating func add(_ path: UnsafeBufferPointer<UInt8>, following: Bool) -> Bool {
            var start = 0
            while start <= path.count {
                var end = start
                while end < path.count, path[end] != UInt8(ascii: "/") { end += 1 }
                let part = UnsafeBufferPointer(rebasing: path[start..<end])
                if following, part.count == 2, part[0] == UInt8(ascii: "."), part[1] == UInt8(ascii: ".") {
                    guard let last = starts.popLast() else { return false }
                    bytes.removeSubrange(max(0, last - 1)...)
                } else if !part.isEmpty, !(following && part.count == 1 && part[0] == UInt8(ascii: ".")) {
                    if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
                    starts.append(bytes.count)
                    bytes.append(contentsOf: part)
                }
                start = end + 1
            }
            return true
        }
    }
}
