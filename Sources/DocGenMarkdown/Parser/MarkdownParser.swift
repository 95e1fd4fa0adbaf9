/// Parses GitHub Flavored Markdown with cmark-gfm: tables, strikethrough, autolinks,
/// task lists and footnotes.
public enum MarkdownParser {
    /// How a text is read besides GitHub's extensions.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: Int

        /// Creates options from their bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Straight quotes read as curly ones, `--` as an en dash, `---` as an em dash and `...`
        /// as an ellipsis, as DocC reads its catalogs (GitHub does not).
        public static let smartPunctuation = Options(rawValue: 1)
    }

    /// Parses Markdown text into a document.
    ///
    /// - Parameters:
    ///   - text: The Markdown, without front matter.
    ///   - firstLine: The line number of the text's first line in its file, so that
    ///     positions point into the file even when front matter came before the text.
    ///   - options: How to read it besides GitHub's extensions.
    public static func parse(_ text: String, firstLine: Int = 1, options: Options = []) -> Document {
        var converter = CMarkConverter(text: SourceText(text, firstLine: firstLine), options: options)
        return converter.convert()
    }

    /// Parses Markdown text given as its UTF-8 bytes, as `parse(_:firstLine:options:)` parses
    /// the same text; a build reads pages back from its spill file this way, with no `String`
    /// made and checked on the way.
    package static func parse(utf8 bytes: [UInt8], firstLine: Int = 1, options: Options = []) -> Document {
        var converter = CMarkConverter(text: SourceText(utf8: bytes, firstLine: firstLine), options: options)
        return converter.convert()
    }

    /// Parses several texts in order on the calling thread, each into the document
    /// `parse(_:firstLine:)` gives for it.
    ///
    /// cmark-gfm runs one inline phase at a time in the process (see `CMarkConverter`); a
    /// thread given a batch reads the next text's blocks while another thread holds it, where
    /// single parses would wait. Each element is a text, the line its first line is on and how
    /// to read it.
    public static func parse(batch: [(text: String, firstLine: Int, options: Options)]) -> [Document] {
        var converters = batch.map {
            CMarkConverter(text: SourceText($0.text, firstLine: $0.firstLine), options: $0.options)
        }
        return CMarkConverter.convert(&converters)
    }
}
