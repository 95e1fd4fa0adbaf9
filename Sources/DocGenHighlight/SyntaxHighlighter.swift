/// Highlights code at build time, so pages need no highlighting script.
///
/// The output is the code's HTML with tokens wrapped in `<span class="hl-…">`: `hl-keyword`,
/// `hl-type`, `hl-string`, `hl-number`, `hl-comment`, `hl-attribute`, `hl-label`, `hl-key`
/// (JSON keys) and `hl-literal` (`true`, `false`, `nil`, `null`). Text is escaped either way.
public enum SyntaxHighlighter {
    /// The languages with a highlighter.
    public static let languages: Set<String> = ["swift", "json"]

    /// The highlighted HTML of the code, or nil for a language without a highlighter.
    public static func html(for code: String, language: String) -> String? {
        switch language {
        case "swift": SwiftHighlighter.html(for: code)
        case "json": JSONHighlighter.html(for: code)
        default: nil
        }
    }
}
