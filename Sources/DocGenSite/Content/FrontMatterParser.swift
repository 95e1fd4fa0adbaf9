import DocGenDiagnostics
import Yams

/// Splits a page into its YAML front matter and Markdown body, and reads the front matter.
///
/// Front matter is a YAML mapping between a first line `---` and a closing `---` (or `...`).
/// Wrong types are errors at the value's line and column; unknown keys are kept for templates,
/// with a warning when they look like a misspelt known key.
public enum FrontMatterParser {
    /// The parsed front matter, the Markdown body, and any problems found.
    public struct Result: Sendable {
        /// The front matter; empty when the page has none.
        public var frontMatter: FrontMatter
        /// The text after the front matter.
        public var body: String
        /// Problems with the front matter.
        public var diagnostics: [Diagnostic]
    }

    /// Parses the front matter of a page's text; `file` is the path used in diagnostics.
    public static func parse(_ text: String, file: String) -> Result {
        var frontMatter = FrontMatter()
        guard let split = split(text) else {
            return Result(frontMatter: frontMatter, body: text, diagnostics: [])
        }
        guard let closingLine = split.closingLine else {
            let diagnostic = Diagnostic.error(
                "front matter is not closed: add a line '---' after it",
                at: SourceLocation(file: file, line: 1), rule: "front-matter-syntax")
            return Result(frontMatter: frontMatter, body: text, diagnostics: [diagnostic])
        }
        frontMatter.bodyStartLine = closingLine + 1
        var reader = FrontMatterReader(file: file)
        reader.read(split.yaml, into: &frontMatter)
        return Result(frontMatter: frontMatter, body: split.body, diagnostics: reader.diagnostics)
    }

    /// The YAML lines and the body; nil when the text does not start with `---`.
    private static func split(_ text: String) -> (yaml: String, body: String, closingLine: Int?)? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingCR() == "---" else { return nil }
        lines.removeFirst()
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingTrailingCR()
            if trimmed == "---" || trimmed == "..." {
                let yaml = lines[..<index].joined(separator: "\n")
                let body = lines[(index + 1)...].joined(separator: "\n")
                return (yaml, body, index + 2)
            }
        }
        return (lines.joined(separator: "\n"), "", nil)
    }
}

extension Substring {
    fileprivate func trimmingTrailingCR() -> Substring {
        var line = self
        while line.last == "\r" || line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
}
