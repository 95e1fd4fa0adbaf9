/// Decides which `click` URLs may become links: http(s) and relative URLs only, so no
/// `javascript:`, `data:` or other scheme can reach the page.
enum URLPolicy {
    /// Whether the URL is http(s), protocol-relative-free and otherwise relative.
    static func isAllowed(_ url: String) -> Bool {
        let trimmed = url.trimmingSpaces
        guard !trimmed.isEmpty, trimmed.count <= 2_000 else { return false }
        // Browsers ignore control characters and whitespace inside schemes ("java\tscript:").
        if trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) { return false }
        if trimmed.hasPrefix("//") { return false }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return true }
        let beforeDelimiter = lowered.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforeDelimiter.contains(":")
    }
}
