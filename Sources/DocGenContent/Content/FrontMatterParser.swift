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
        let suspicious = SuspiciousValues.diagnostics(for: frontMatter, yaml: split.yaml, file: file)
        return Result(frontMatter: frontMatter, body: split.body, diagnostics: reader.diagnostics + suspicious)
    }

    /// The YAML lines and the body; nil when the text does not start with `---`.
    ///
    /// Only the lines up to the closing `---` are looked at; the body is the rest of the text
    /// as it is. A line ends at a `\n` that does not follow a `\r`, as splitting the text's
    /// characters at `"\n"` would give (`"\r\n"` is one character).
    private static func split(_ text: String) -> (yaml: String, body: String, closingLine: Int?)? {
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var yamlStart = utf8.endIndex
        var lineNumber = 1
        while true {
            let lineEnd = Self.lineEnd(in: utf8, from: lineStart)
            let line = text[lineStart..<lineEnd].trimmingTrailingCR()
            let next = lineEnd == utf8.endIndex ? utf8.endIndex : utf8.index(after: lineEnd)
            if lineNumber == 1 {
                guard line == "---" else { return nil }
                yamlStart = next
            } else if line == "---" || line == "..." {
                // The YAML ends before the newline that ends the line above the closing one.
                let yaml = lineStart > yamlStart ? String(text[yamlStart..<utf8.index(before: lineStart)]) : ""
                return (yaml, String(text[next...]), lineNumber)
            }
            guard lineEnd != utf8.endIndex else { break }
            lineStart = next
            lineNumber += 1
        }
        return (String(text[yamlStart...]), "", nil)
    }

    /// The index of the `\n` ending the line that starts at `start`, or the end of the text.
    private static func lineEnd(in utf8: String.UTF8View, from start: String.Index) -> String.Index {
        var index = start
        var previous: UInt8 = 0
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A && previous != 0x0D { return index }
            previous = byte
            utf8.formIndex(after: &index)
        }
        return index
    }
}

extension Substring {
    fileprivate func trimmingTrailingCR() -> Substring {
        var line = self
        while line.last == "\r" || line.last == " " || line.last == "\t" { line.removeLast() }
        return line
    }
}
