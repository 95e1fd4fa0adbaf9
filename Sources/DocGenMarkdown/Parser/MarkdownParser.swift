/// Parses GitHub Flavored Markdown with cmark-gfm: tables, strikethrough, autolinks,
/// task lists and footnotes.
public enum MarkdownParser {
    /// Parses Markdown text into a document.
    ///
    /// - Parameters:
    ///   - text: The Markdown, without front matter.
    ///   - firstLine: The line number of the text's first line in its file, so that
    ///     positions point into the file even when front matter came before the text.
    public static func parse(_ text: String, firstLine: Int = 1) -> Document {
        var converter = CMarkConverter(text: SourceText(text, firstLine: firstLine))
        return converter.convert()
    }
}
