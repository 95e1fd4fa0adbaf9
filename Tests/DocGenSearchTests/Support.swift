import DocGenMarkdown

@testable import DocGenSearch

extension SearchSection {
    /// The sections of a page parsed from `markdown`, titled by its first level 1 heading as
    /// a site page without a front matter title is.
    static func sections(markdown: String, outputPath: String) -> [SearchSection] {
        let document = MarkdownParser.parse(markdown)
        var title = ""
        document.walk { block in
            if title.isEmpty, case .heading(let heading) = block, heading.level == 1 { title = heading.plainText }
        }
        return sections(title: title, outputPath: outputPath, document: document)
    }
}

extension SearchIndexFile {
    /// The file's script as text.
    var text: String {
        switch contents {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The JSON the script hands to `docgenSearch`; nil when the script is not such a call.
    var json: String? {
        let text = text
        guard text.hasPrefix("docgenSearch(\""), text.hasSuffix(");\n"), let comma = text.firstIndex(of: ",") else {
            return nil
        }
        return String(text[text.index(after: comma)..<text.index(text.endIndex, offsetBy: -3)])
    }
}
