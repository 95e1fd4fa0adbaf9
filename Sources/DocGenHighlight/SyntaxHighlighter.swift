import DocGenMarkdown
import SwiftSyntax

/// Highlights code at build time, so pages need no highlighting script.
///
/// The output is the code's HTML with tokens wrapped in `<span class="…">`, one short class per
/// kind, since a page carries thousands of them: `hk` keyword, `ht` type, `hs` string, `hn`
/// number, `hc` comment, `ha` attribute, `hl` argument label, `hv` variable, `hp` JSON key and
/// `hb` literal (`true`, `false`, `nil`, `null`). Text is escaped either way, as
/// code (`HTMLBytes.code`: a `"` stays as it is).
public enum SyntaxHighlighter {
    /// The languages with a highlighter.
    public static let languages: Set<String> = ["swift", "json"]

    /// The longest Swift code highlighted, in UTF-8 bytes; longer blocks are shown plain, so a
    /// hostile 100,000-line block cannot stall a build (`ExampleChecker` skips them with a warning).
    public static let maximumLength = 100_000

    /// The highlighted HTML of the code, or nil for a language without a highlighter and for
    /// Swift longer than `maximumLength` or nesting `[` too deeply.
    public static func html(for code: String, language: String) -> String? {
        if language == "swift", code.utf8.count > maximumLength || nestsBracketsTooDeeply(code) { return nil }
        return switch language {
        case "swift": SwiftHighlighter.html(for: code)
        case "json": JSONHighlighter.html(for: code)
        default: nil
        }
    }

    /// Appends the highlighted HTML of the code to `output`; false, with nothing appended, when
    /// `html(for:language:)` gives nil.
    public static func write(_ code: String, language: String, into output: inout HTMLBytes) -> Bool {
        // JSON is written where it goes; Swift is highlighted from a tree, then copied.
        if language == "json" {
            JSONHighlighter.write(code, into: &output)
            return true
        }
        guard let html = html(for: code, language: language) else { return false }
        output.raw(html)
        return true
    }

    /// The highlighted HTML of Swift code that a caller has already parsed into `tree`, the same
    /// as `html(for:language:)` gives for it; a build that checks an example parses it once.
    public static func swiftHTML(for code: String, tree: SourceFileSyntax) -> String {
        SwiftHighlighter.html(for: code, tree: tree)
    }

    // swift-syntax's parser takes exponential time in the nesting of `[` (30 levels take
    // hours); such code is shown plain. The same guard as DocGenExamples' `BracketDepth`.
    private static func nestsBracketsTooDeeply(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            var depth = 0
            for byte in bytes {
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > 12 { return true }
                } else if byte == UInt8(ascii: "]") {
                    depth = max(0, depth - 1)
                }
            }
            return false
        }
    }
}
