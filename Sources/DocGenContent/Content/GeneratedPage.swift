import DocGenMarkdown
import Foundation

extension Page {
    /// A page docgen writes itself, at `relativePath` as if it were a Markdown file there.
    ///
    /// Its headings are given so the table of contents and search see them; `html` must hold
    /// an element with each heading's anchor as its id. `blocks`, when given, are what search
    /// reads instead: the headings, each followed by paragraphs of the text it heads.
    package static func generated(
        relativePath: String, title: String, description: String?, html: String, headings: [Heading] = [],
        blocks: [Block]? = nil, configuration: SiteConfiguration
    ) -> Page {
        generated(
            relativePath: relativePath, title: title, description: description, headings: headings, blocks: blocks,
            configuration: configuration, body: { HTMLBytes(html: html) })
    }

    /// A generated page whose body HTML is made only when the page is rendered.
    ///
    /// The body starts with the title as the page's one `<h1>`, as a Markdown page's does with
    /// its `# heading`; `body` makes what follows it.
    package static func generated(
        relativePath: String, title: String, description: String?, headings: [Heading] = [], blocks: [Block]? = nil,
        configuration: SiteConfiguration, body: @escaping @Sendable () -> HTMLBytes
    ) -> Page {
        let source = SourceFile(
            relativePath: relativePath, url: configuration.contentDirectory.appendingPathComponent(relativePath),
            displayPath: "(generated) " + relativePath)
        var frontMatter = FrontMatter()
        frontMatter.title = title
        frontMatter.description = description
        if relativePath.hasSuffix("index.md") { frontMatter.order = Int.max }
        var page = Page(source: source, frontMatter: frontMatter, body: "")
        page.document = Document(blocks: blocks ?? headings.map(Block.heading))
        page.generatedBody = GeneratedBody {
            let rest = body()
            var html = HTMLBytes(capacity: rest.count + title.utf8.count + 10)
            html.raw("<h1>")
            html.text(title)
            html.raw("</h1>\n")
            html.raw(rest)
            return html
        }
        return page
    }
}

extension Heading {
    /// A plain-text heading for a generated page.
    package static func plain(_ text: String, level: Int, anchor: String, line: Int) -> Heading {
        Heading(level: level, content: [.text(text)], anchor: anchor, position: SourcePosition(line: line, column: 1))
    }
}

/// The HTML of a generated page's body, made on demand.
public struct GeneratedBody: Sendable {
    private let make: @Sendable () -> HTMLBytes

    /// Wraps the function that makes the HTML.
    public init(_ make: @escaping @Sendable () -> HTMLBytes) {
        self.make = make
    }

    /// Makes the HTML.
    public func callAsFunction() -> HTMLBytes { make() }
}
