import DocGenMarkdown

/// Where a content file lands in the built site.
///
/// `index.md` and `README.md` become their folder's `index.html`; any other page `name.md`
/// becomes `name.html` beside it, so links work from `file://` and from any subpath without
/// a server resolving folders. Other files are copied to the same relative path.
public enum OutputPath {
    /// The output path for a content file's relative path.
    public static func forSource(_ relativePath: String) -> String {
        if let path = forASCIISource(relativePath) { return path }
        let lowered = relativePath.lowercased()
        let suffix = [".markdown", ".md"].first { lowered.hasSuffix($0) }
        guard let suffix else { return relativePath }
        let withoutExtension = String(relativePath.dropLast(suffix.count))
        let folderEnd = withoutExtension.lastIndex(of: "/")
        let name = folderEnd.map { String(withoutExtension[withoutExtension.index(after: $0)...]) } ?? withoutExtension
        let folder = folderEnd.map { String(withoutExtension[...$0]) } ?? ""
        if ["index", "readme"].contains(name.lowercased()) { return folder + "index.html" }
        return folder + name + ".html"
    }

    /// `forSource` for an ASCII path without a CR, nearly every one, on its bytes, where
    /// characters are bytes and lowercasing is ASCII's; nil for any other path.
    private static func forASCIISource(_ relativePath: String) -> String? {
        var path = relativePath
        return path.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            func hasSuffix(_ suffix: StaticString) -> Bool {
                suffix.withUTF8Buffer { suffix in
                    bytes.count >= suffix.count
                        && zip(bytes[(bytes.count - suffix.count)...], suffix).allSatisfy { UTF8Scalar.asciiLowercased($0) == $1 }
                }
            }
            let stemEnd: Int
            if hasSuffix(".markdown") {
                stemEnd = bytes.count - 9
            } else if hasSuffix(".md") {
                stemEnd = bytes.count - 3
            } else {
                return relativePath
            }
            let nameStart = bytes[..<stemEnd].lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            let name = bytes[nameStart..<stemEnd].map(UTF8Scalar.asciiLowercased)
            var output = Array(bytes[..<nameStart])
            if name.elementsEqual("index".utf8) || name.elementsEqual("readme".utf8) {
                output += "index.html".utf8
            } else {
                output += bytes[nameStart..<stemEnd]
                output += ".html".utf8
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// Whether an output path is its folder's index page.
    public static func isFolderIndex(_ outputPath: String) -> Bool {
        outputPath == "index.html" || outputPath.hasSuffix("/index.html")
    }

    /// The relative URL from one output file to another (`../components/banner.html`).
    public static func relativeURL(from source: String, to target: String) -> String {
        // Bytes, not characters, and no arrays of parts: this runs for every sidebar link of every page.
        var source = source
        var target = target
        return source.withUTF8 { source in target.withUTF8 { target in relativeURL(from: source, to: target) } }
    }

    private static func relativeURL(from source: UnsafeBufferPointer<UInt8>, to target: UnsafeBufferPointer<UInt8>) -> String {
        var sourceSegments = PathSegments(source)
        var targetSegments = PathSegments(target)
        let sourceFolderCount = PathSegments(source).count - 1
        let targetFolderCount = PathSegments(target).count - 1
        // The folders both paths start with.
        var common = 0
        var firstTargetPart = targetSegments.next()
        while common < sourceFolderCount, common < targetFolderCount, let folder = sourceSegments.next(),
            let part = firstTargetPart, source[folder].elementsEqual(target[part])
        {
            common += 1
            firstTargetPart = targetSegments.next()
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(target.count + 3 * max(sourceFolderCount - common, 0))
        for _ in common..<max(sourceFolderCount, common) {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "."))
        }
        var part = firstTargetPart
        while let range = part {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            appendPercentEncoded(target[range], to: &bytes)
            part = targetSegments.next()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The ranges of the non-empty `/`-separated segments of a path, one at a time.
    private struct PathSegments: IteratorProtocol {
        let path: UnsafeBufferPointer<UInt8>
        var position = 0

        init(_ path: UnsafeBufferPointer<UInt8>) { self.path = path }

        mutating func next() -> Range<Int>? {
            while position < path.count, path[position] == UInt8(ascii: "/") { position += 1 }
            guard position < path.count else { return nil }
            let start = position
            while position < path.count, path[position] != UInt8(ascii: "/") { position += 1 }
            return start..<position
        }

        /// How many segments the path has.
        var count: Int {
            var copy = PathSegments(path)
            var count = 0
            while copy.next() != nil { count += 1 }
            return count
        }
    }

    /// The prefix that leads from an output file back to the site root (`""`, `../`, `../../`).
    public static func rootPrefix(for outputPath: String) -> String {
        String(repeating: "../", count: max(segmentCount(outputPath) - 1, 0))
    }

    /// How many non-empty `/`-separated names a path has.
    package static func segmentCount(_ path: String) -> Int {
        // Counted in bytes, as `relativeURL` splits paths: in UTF-8 a `/` byte is always a `/`.
        var path = path
        return path.withUTF8 { PathSegments($0).count }
    }

    /// Percent-encodes ASCII characters that are not allowed in a path segment; non-ASCII
    /// text stays readable, since browsers accept raw UTF-8 in paths.
    package static func percentEncodePathSegment(_ segment: String) -> String {
        percentEncodePathSegment(segment.utf8)
    }

    private static func percentEncodePathSegment(_ segment: some Collection<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.count)
        appendPercentEncoded(segment, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendPercentEncoded(_ segment: some Collection<UInt8>, to bytes: inout [UInt8]) {
        for byte in segment {
            let isUnreserved =
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte >= 0x80
            if isUnreserved {
                bytes.append(byte)
            } else {
                bytes += [0x25, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
