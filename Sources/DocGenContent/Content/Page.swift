import DocGenMarkdown
import Foundation

/// One Markdown page on its way through the pipeline.
public struct Page: Sendable {
    /// The Markdown file it comes from.
    public var source: SourceFile {
        didSet { updateTitle() }
    }
    /// Its front matter.
    public var frontMatter: FrontMatter {
        didSet { updateTitle() }
    }
    /// The Markdown body, after the front matter.
    public var body: String
    /// The parsed body; empty until the parse step, and again once a one-off build has made its
    /// outline (`releaseDocument()`) or rendered it.
    public var document: Document {
        get { parsed }
        set {
            parsed = newValue
            outline = PageOutline(newValue)
        }
    }
    private var parsed = Document(blocks: [])
    /// The headings and anchors of the parsed body, kept when the document is released.
    public private(set) var outline = PageOutline(Document(blocks: [])) {
        didSet { updateTitle() }
    }
    /// Whether the parsed body was let go once its outline was made, keeping the Markdown text
    /// instead, which rendering parses again (`releaseDocument()`).
    public private(set) var parsesBodyAgain = false
    /// Where it is written, relative to the output folder (`components/banner.html`).
    public var outputPath: String
    /// How its links are written; filled by the links step.
    public var linkRewrites = LinkRewrites()
    /// The body of a page docgen writes itself (catalog, model reference), used instead of
    /// rendering `document`; made when the page is rendered, so generated HTML is never all in memory.
    public var generatedBody: GeneratedBody? {
        didSet { isGenerated = generatedBody != nil }
    }
    /// Whether the page appears in the navigation; continuation pages of a long generated list do not.
    public var isListed = true
    /// Whether the page holds DocC's `@TechnologyRoot`: the root page of a catalog.
    public var isTechnologyRoot = false
    /// The name DocC's `@DisplayName` gives the page, shown in place of its first heading's text.
    public var displayName: String?
    /// The module a DocC page documents, whose examples see it imported (`DocCCatalog.readDirectives`).
    public var documentedModule: String?

    /// The language the page is written in: its front matter's (or a translation's file name's),
    /// else the site's.
    public func language(siteLanguage: String) -> String {
        frontMatter.lang ?? siteLanguage
    }

    /// Creates a page from its source and front matter.
    public init(source: SourceFile, frontMatter: FrontMatter, body: String) {
        self.source = source
        self.frontMatter = frontMatter
        self.body = body
        self.outputPath = OutputPath.forSource(source.relativePath)
        updateTitle()
    }

    /// The title: front matter, else the first level-1 heading, else the file name.
    ///
    /// Kept up to date as those change rather than worked out on each read: reading a computed
    /// property of a page in an array copied the whole page first, and every page reads the
    /// titles of its neighbours and sections.
    public private(set) var title = ""

    private mutating func updateTitle() {
        title = Self.title(frontMatter: frontMatter, outline: outline, source: source)
    }

    private static func title(frontMatter: FrontMatter, outline: PageOutline, source: SourceFile) -> String {
        if let title = frontMatter.title, !title.isEmpty { return title }
        if let heading = outline.firstTitle, !heading.isEmpty { return heading }
        let name = source.relativePath.split(separator: "/").last.map(String.init) ?? source.relativePath
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        if stem.lowercased() == "index" || stem.lowercased() == "readme" {
            return source.folder.split(separator: "/").last.map(String.init) ?? "Home"
        }
        return stem.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    }

    /// How the page's Markdown is read: a DocC catalog's pages with smart punctuation, as DocC
    /// reads them (`---` an em dash), every other page as GitHub reads it.
    package var markdownOptions: MarkdownParser.Options {
        DocCCatalog.contains(source) ? .smartPunctuation : []
    }

    /// Whether docgen wrote this page itself rather than reading it from a Markdown file.
    public private(set) var isGenerated = false

    /// Whether this page is its folder's index (`index.md` or `README.md`).
    public var isFolderIndex: Bool { OutputPath.isFolderIndex(outputPath) }

    /// The folder of the output path, empty for the root.
    public var folder: String { source.folder }

    /// Every id a link may point at with `#`: heading anchors and footnote ids.
    public var anchors: AnchorSet { outline.anchors }

    /// What rendering the body reads and nothing after it does, besides the pipeline's results
    /// for the page's code blocks, which the pipeline keeps.
    package struct BodyInputs: Sendable {
        package var document: Document
        package var generatedBody: GeneratedBody?
        /// The Markdown text to parse into `document` first, when the page let its tree go.
        package var markdown: String?
        /// The page's `linkRewrites`, which only its body reads.
        package var linkRewrites = LinkRewrites()
    }

    /// The page's body inputs, still in the page.
    package var bodyInputs: BodyInputs {
        BodyInputs(
            document: document, generatedBody: generatedBody, linkRewrites: linkRewrites)
    }

    /// Takes a parsed body whose outline was made already, on another core.
    package mutating func setDocument(_ document: Document, outline: PageOutline) {
        (parsed, self.outline) = (document, outline)
    }

    /// Lets the parsed body go, keeping its outline and the Markdown text, which is several
    /// times smaller than its tree: rendering parses the text again, so that a one-off build
    /// never holds every page's tree at once.
    package mutating func releaseDocument() {
        parsed = Document(blocks: [])
        parsesBodyAgain = true
    }

    /// Lets go of the page's code blocks: a one-off build reads them only up to its examples
    /// step, and the render step parses the page again.
    package mutating func releaseCodeBlocks() {
        outline.codeBlocks = []
    }

    /// Lets go of the outline's inline code spans, which only the model pages' mentions read.
    package mutating func releaseCodeSpans() {
        outline.codeSpans = []
    }

    /// Gives the outline back its links, which a one-off build keeps in its spill file from
    /// the parse step to the links step.
    package mutating func restoreLinks(_ links: [PageOutline.Link]) {
        outline.links = links
    }

    /// Lets go of the outline but its first title, which the page's title may be, and its
    /// symbol links, which the body renderer reads.
    ///
    /// A one-off build that renders reads the rest up to its links step only: the render task
    /// takes the headings of its table of contents from the tree it parses again.
    package mutating func releaseOutline() {
        (outline.headings, outline.anchors) = ([], [])
        (outline.links, outline.codeSpans, outline.codeBlocks) = ([], [], [])
    }

    /// Gives up what only rendering the body reads, keeping the outline and whether the page is
    /// generated; returns it.
    package mutating func releaseBodyInputs() -> BodyInputs {
        var (inputs, isGenerated) = (bodyInputs, self.isGenerated)
        if parsesBodyAgain { (inputs.markdown, body) = (body, "") }
        (parsed, generatedBody) = (Document(blocks: []), nil)
        linkRewrites = LinkRewrites()
        self.isGenerated = isGenerated
        return inputs
    }
}
