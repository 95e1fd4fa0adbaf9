/// Where a content file lands in the built site.
///
/// `index.md` and `README.md` become their folder's `index.html`; any other page `name.md`
/// becomes `name.html` beside it, so links work from `file://` and from any subpath without
/// a server resolving folders. Other files are copied to the same relative path.
public enum OutputPath {
    /// The output path for a content file's relative path.
    public static func forSource(_ relativePath: String) -> String {
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

    /// The relative URL from one output file to another (`../components/banner.html`).
    public static func relativeURL(from source: String, to target: String) -> String {
        // Bytes, not characters, and no arrays of parts: this runs for every sidebar link of every page.
        var source = source
        var target = target
        return source.withUTF8 { source in target.withUTF8 { target in relativeURL(from: source, to: target) } }
    }

    private static func relativeURL(from source: UnsafeBufferPointer<UInt8>, to target: UnsafeBufferPointer<UInt8>) -> String {
        let sourceFolders = segments(of: source).dropLast()
        let targetParts = segments(of: target)
        var common = 0
        while common < sourceFolders.count, common < targetParts.count - 1,
            source[sourceFolders[common]].elementsEqual(target[targetParts[common]])
        {
            common += 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(target.count + 3 * (sourceFolders.count - common))
        for _ in common..<sourceFolders.count {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            bytes += [UInt8(ascii: "."), UInt8(ascii: ".")]
        }
        for part in targetParts[common...] {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "/")) }
            appendPercentEncoded(target[part], to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The ranges of the non-empty `/`-separated segments of a path.
    private static func segments(of path: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in 0...path.count where index == path.count || path[index] == UInt8(ascii: "/") {
            if index > start { result.append(start..<index) }
            start = index + 1
        }
        return result
    }

    /// The prefix that leads from an output file back to the site root (`""`, `../`, `../../`).
    public static func rootPrefix(for outputPath: String) -> String {
        String(repeating: "../", count: outputPath.split(separator: "/").count - 1)
    }

    /// Percent-encodes ASCII characters that are not allowed in a path segment; non-ASCII
    /// text stays readable, since browsers accept raw UTF-8 in paths.
    static func percentEncodePathSegment(_ segment: String) -> String {
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
