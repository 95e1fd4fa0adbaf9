import Foundation

/// The width-to-height ratio an image URL declares, such as `…/hero-1000x400.png` (5 : 2).
///
/// Previews never fetch images at build time; the size written in the file name (or an
/// `aspectRatio` such as "5:2" in a banner's `additionalInfo`) sizes the frame the image loads into.
struct ImageAspectRatio: Equatable, Sendable {
    let width: Int
    let height: Int

    init?(width: Int, height: Int) {
        guard width > 0, height > 0 else { return nil }
        let divisor = Self.gcd(width, height)
        self.width = width / divisor
        self.height = height / divisor
    }

    /// The last `WIDTHxHEIGHT` in the URL's file name, or nil.
    init?(url: String) {
        let name = Self.fileName(url)
        var found: (Int, Int)?
        let scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard let (width, afterWidth) = Self.number(scalars, from: index), afterWidth < scalars.count,
                scalars[afterWidth] == "x" || scalars[afterWidth] == "×",
                let (height, afterHeight) = Self.number(scalars, from: afterWidth + 1)
            else {
                index += 1
                continue
            }
            found = (width, height)
            index = afterHeight
        }
        guard let (width, height) = found else { return nil }
        self.init(width: width, height: height)
    }

    /// The URL's last path component before any query; ASCII, nearly every URL, is split as
    /// bytes, where a `?` or `/` cannot start a longer character.
    static func fileName(_ url: String) -> Substring {
        guard url.utf8.allSatisfy({ $0 < 0x80 }) else {
            let path = url.split(separator: "?").first ?? Substring(url)
            return path.split(separator: "/").last ?? path
        }
        let path = url.utf8.split(separator: UInt8(ascii: "?")).first.map { url[$0.startIndex..<$0.endIndex] } ?? Substring(url)
        return path.utf8.split(separator: UInt8(ascii: "/")).last.map { path[$0.startIndex..<$0.endIndex] } ?? path
    }

    /// A ratio written "5:2", "5 : 2" or "1000x400".
    init?(text: String) {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "x" || $0 == "/" }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width < 100_000, height < 100_000 else {
            return nil
        }
        self.init(width: width, height: height)
    }

    /// "5 : 2", as the banner document writes ratios.
    var description: String { "\(width) : \(height)" }

    /// The CSS `aspect-ratio` value.
    var css: String { "\(width) / \(height)" }

    // A run of 2 to 5 ASCII digits starting at `start`, and the index after it.
    private static func number(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < scalars.count, end - start < 5, ("0"..."9").contains(scalars[end]) {
            value = value * 10 + Int(scalars[end].value - 0x30)
            end += 1
        }
        guard end - start >= 2, end == scalars.count || !("0"..."9").contains(scalars[end]) else { return nil }
        return (value, end)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : gcd(b, a % b)
    }
}
