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

    /// Parses several texts in order on the calling thread, each into the document
    /// `parse(_:firstLine:)` gives for it.
    ///
    /// cmark-gfm runs one inline phase at a time in the process (see `CMarkConverter`); a
    /// thread given a batch reads the next text's blocks while another thread holds it, where
    /// single parses would wait. Each element is a text and the line its first line is on.
    public static func parse(batch: [(text: String, firstLine: Int)]) -> [Document] {
        var converters = batch.map { CMarkConverter(text: SourceText($0.text, firstLine: $0.firstLine)) }
        return CMarkConverter.convert(&converters)
    }
}
