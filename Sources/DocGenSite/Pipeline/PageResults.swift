import DocGenContent
import DocGenExamples
import DocGenMarkdown

/// What the per-page steps made of one page's code blocks, each by the line of the block's fence.
///
/// Kept by the build (`BuildContext.results`), beside the page rather than in it: the content
/// layer describes pages, the pipeline holds what it made of them.
public struct PageResults: Sendable {
    /// Example check results; filled by the examples step.
    public var checkedExamples: [Int: CheckedExample] = [:]
    /// Drawn diagrams; filled by the diagrams step.
    public var diagrams: [Int: RenderedDiagram] = [:]
    /// Component previews; filled by the catalog step.
    public var previews: [Int: HTMLBytes] = [:]
    /// Swift code blocks the examples step highlighted from the tree it checked.
    public var highlightedCode: [Int: String] = [:]
    /// Where the highlighted code is in the build's spill file instead (`BuildContext.spill`).
    var spilledCode = SpillFile.KeyedSpans()
    /// Where the diagrams' SVGs are in the spill file instead, by the line of their block's fence.
    var spilledDiagrams = SpillFile.KeyedSpans()
    /// Where the previews are in the spill file instead, by the line of their block's fence.
    var spilledPreviews = SpillFile.KeyedSpans()
    /// Where the page's Markdown text is in the spill file, when the load or parse step put it
    /// there.
    var spilledMarkdown: SpillFile.Span?
    /// Where the page's parsed document is in the spill file (`DocumentArchive`), when the parse
    /// step put it there for the render step to read back instead of parsing the page again.
    var spilledDocument: SpillFile.Span?
    /// Where the outline's links are in the spill file (`PageOutline.Link.bytes(of:)`), when the
    /// parse step put them there for the links step (the outline then has none).
    var spilledLinks: SpillFile.Span?
    /// Where the page's `linkRewrites` are in the spill file, when the links step put them there
    /// (the page then has none).
    var spilledLinkRewrites: SpillFile.Span?
    /// Where the examples' results (`checkedExamples`, without samples) are in the spill file,
    /// when a one-off build's examples step put them there once it drew the page's previews
    /// (the page then has none until it is rendered).
    var spilledResults: SpillFile.Span?
    /// Where the code of the page's code blocks is in the spill file, in block order, when the
    /// parse step put it there (the outline's blocks then have no code).
    var spilledCodeBlocks: [SpillFile.Span] = []
    /// The previews a one-off build's examples step drew, until the catalog step takes them.
    var drawnPreviews: CatalogPreviews.Result?

    /// Creates empty results.
    public init() {}

    /// The examples' samples, given up (the results keep the examples without them) and returned.
    mutating func takeCheckedExamples() -> [Int: CheckedExample] {
        defer { checkedExamples = [:] }
        return checkedExamples
    }

    /// The previews the examples step drew, given up and returned; nil when it drew none.
    mutating func takeDrawnPreviews() -> CatalogPreviews.Result? {
        defer { drawnPreviews = nil }
        return drawnPreviews
    }

    /// The code blocks of `page`, with the code of those `reading` accepts read back from
    /// `spill` where the parse step stored it; none when it cannot be read (the render step,
    /// reading the page's Markdown from the same file, reports the page).
    func codeBlocks(of page: Page, spill: SpillFile?, reading: (CodeBlock) -> Bool = { _ in true }) -> [CodeBlock] {
        var blocks = page.outline.codeBlocks
        guard spilledCodeBlocks.count == blocks.count else { return blocks }
        let wanted = blocks.indices.filter { reading(blocks[$0]) }
        guard !wanted.isEmpty else { return blocks }
        guard let codes = spill?.texts(wanted.map { spilledCodeBlocks[$0] }), codes.count == wanted.count else { return [] }
        for (index, code) in zip(wanted, codes) { blocks[index].code = code }
        return blocks
    }

    /// Reads back the examples' results, highlighted code, diagrams and previews a one-off
    /// build put in `spill`.
    ///
    /// Returns false when the results, a diagram or a preview cannot be read. Highlighted code
    /// that cannot be read is left out, and its blocks are highlighted again.
    mutating func readSpilledParts(from spill: SpillFile?) -> Bool {
        if let span = spilledResults {
            guard let bytes = spill?.bytes(at: span), let results = CheckedExample.results(from: bytes) else { return false }
            (checkedExamples, spilledResults) = (results, nil)
        }
        if !spilledCode.isEmpty {
            highlightedCode = spill?.texts(spilledCode) ?? [:]
            spilledCode = [:]
        }
        if !spilledDiagrams.isEmpty {
            guard let svgs = spill?.texts(spilledDiagrams) else { return false }
            for (line, svg) in svgs { diagrams[line]?.svg = svg }
            spilledDiagrams = [:]
        }
        if !spilledPreviews.isEmpty {
            guard let drawn = spill?.html(spilledPreviews) else { return false }
            previews = drawn
            spilledPreviews = [:]
        }
        return true
    }

    /// What rendering the body reads, given up but for the checked examples, which only lose
    /// their samples; returned.
    mutating func releaseForRendering() -> PageResults {
        var kept = PageResults()
        kept.checkedExamples = checkedExamples
        defer { self = kept }
        return self
    }
}

/// The results of a build's pages (`PageResults`), by page index as in `BuildContext.pages`.
///
/// A page with no results, like the generated pages added after the per-page steps, reads as
/// empty results.
public struct PipelineResults: Sendable {
    private var pages: [PageResults] = []

    /// No results for any page.
    public init() {}

    /// The results of the page at `index`.
    public subscript(index: Int) -> PageResults {
        get { index < pages.count ? pages[index] : PageResults() }
        set {
            if index >= pages.count { pages.append(contentsOf: repeatElement(PageResults(), count: index + 1 - pages.count)) }
            pages[index] = newValue
        }
    }

    /// The number of examples checked on every page.
    var exampleCount: Int { pages.reduce(0) { $0 + $1.checkedExamples.count } }
}

/// A code block's check result, as the page shows it.
public struct CheckedExample: Sendable, Equatable {
    /// The type a JSON sample was checked against; nil for Swift.
    public var typeName: String?
    /// Whether the check found no error.
    public var passed: Bool
    /// The values the block holds, for previews; empty when it did not pass.
    public var samples: [Sample] = []

    /// Creates a result.
    package init(typeName: String?, passed: Bool, samples: [Sample] = []) {
        (self.typeName, self.passed, self.samples) = (typeName, passed, samples)
    }

    /// The result without its samples, once their previews are drawn.
    package var withoutSamples: CheckedExample {
        var result = self
        result.samples = []
        return result
    }
}

/// A diagram as the page shows it: the SVG, or why there is none.
public struct RenderedDiagram: Sendable, Equatable {
    /// The inline SVG; nil when the diagram could not be drawn.
    public var svg: String?
    /// The diagnostics to show beside the source when it could not be drawn.
    public var problems: [String]
    /// Whether it was not drawn because of an error (rather than an unsupported diagram type).
    public var failed: Bool

    /// Creates a drawn diagram, or one that could not be drawn.
    package init(svg: String?, problems: [String], failed: Bool) {
        (self.svg, self.problems, self.failed) = (svg, problems, failed)
    }
}
