/// Decides which link and image URLs are safe to write into a page.
public enum URLSafety {
    /// Whether a URL could run code when followed: `javascript:`, `vbscript:`, `file:`, and
    /// `data:` other than common raster images (the same rule as cmark's own renderer).
    public static func isDangerous(_ url: String) -> Bool {
        // Browsers ignore leading control characters and whitespace and tabs/newlines anywhere
        // in the scheme, so they must be ignored here too before looking at it.
        let cleaned = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 }))
            .lowercased()
        for scheme in ["javascript:", "vbscript:", "file:"] where cleaned.hasPrefix(scheme) {
            return true
        }
        if cleaned.hasPrefix("data:") {
            let safe = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !safe.contains { cleaned.hasPrefix($0) }
        }
        return false
    }
}
