/// Decides which link and image URLs are safe to write into a page.
public enum URLSafety {
    /// Whether a URL could run code when followed: `javascript:`, `vbscript:`, `file:`, and
    /// `data:` other than common raster images (the same rule as cmark's own renderer).
    public static func isDangerous(_ url: String) -> Bool {
        // Browsers ignore leading control characters and whitespace and tabs/newlines anywhere
        // in the scheme, so they must be ignored here too before looking at it.
        // Only the start matters; reading it as bytes spares copying and lowercasing every URL.
        if let head = asciiHead(of: url) {
            return isDangerous { prefix in prefix.withUTF8Buffer { head.starts(with: $0) } }
        }
        let cleaned = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 }))
            .lowercased()
        return isDangerous { cleaned.hasPrefix($0.description) }
    }

    /// The rule, given a test of whether the cleaned, lowercased URL starts with a prefix.
    private static func isDangerous(startsWith starts: (StaticString) -> Bool) -> Bool {
        if starts("javascript:") || starts("vbscript:") || starts("file:") { return true }
        if starts("data:") {
            let images: [StaticString] = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !images.contains { starts($0) }
        }
        return false
    }

    /// The URL's first bytes above U+0020, lowercased, when they are all ASCII; nil when a
    /// non-ASCII character comes that early (lowercasing or a combining mark could then change
    /// what the start reads as, so the caller takes the slow way).
    private static func asciiHead(of url: String) -> [UInt8]? {
        // One byte longer than the longest prefix looked for, so a combining mark after a
        // whole prefix is noticed too.
        let length = "data:image/jpeg".utf8.count + 2
        var head: [UInt8] = []
        head.reserveCapacity(length)
        for byte in url.utf8 where byte > 0x20 {
            guard byte < 0x80 else { return nil }
            head.append(UTF8Scalar.asciiLowercased(byte))
            if head.count == length { break }
        }
        return head
    }
}
