import DocGenExamples
import DocGenMarkdown
import DocGenMermaid
import DocGenModelRules
import Foundation

/// What one build leaves for the next in the same process, so a rebuild after a small edit
/// redoes only what the edit touched: `docgen serve` keeps one for its whole run.
///
/// Parsed documents are reused when a page's text is unchanged, rendered pages when neither
/// their Markdown HTML nor anything shared by all pages (navigation, templates, settings)
/// changed, and written files are rewritten only when their bytes differ. The cache never
/// changes what is produced, only how much work it takes.
public final class BuildCache: @unchecked Sendable {
    // Guarded by `lock`: steps may consult the cache from several threads.
    private let lock = NSLock()
    private var documents: [String: (body: String, firstLine: Int, document: Document)] = [:]
    private var renderedPages: [String: (contentHTML: HTMLBytes, siteSignature: Int, html: HTMLBytes)] = [:]
    private var writtenFiles: [String: Int] = [:]
    private var diagrams: [DiagramKey: MermaidOutput] = [:]
    private var examples: [DiagramKey: ExampleResult] = [:]
    /// The models and sample rules `examples` were checked against (`checkExamples(against:)`).
    private var examplesSignature = ""
    private var highlighted: [HighlightKey: String] = [:]
    private var retainedSite: RetainedSite?

    private struct HighlightKey: Hashable {
        var code: String
        var language: String
    }

    // Keys include the file and line because diagnostics carry them.
    private struct DiagramKey: Hashable {
        var source: String
        var file: String
        var firstLine: Int
        var number: Int
    }

    /// Whether this cache spans rebuilds in one process (`docgen serve`): it then keeps parsed
    /// and rendered pages, and the write step updates the output folder in place.
    public let isIncremental: Bool
    /// Results kept on disk between `docgen build` runs; nil when there is none.
    let persistent: PersistentCache?

    /// Creates an empty cache for rebuilds in this process.
    public init() {
        isIncremental = true
        persistent = nil
    }

    /// A cache for one `docgen build` that reuses, and then saves, the results an earlier build
    /// left in `folder` for the models in `modelFolders` (less the files `modelExclusions` match)
    /// and the site's `sampleRules`.
    public init(
        persistingIn folder: URL, modelFolders: [URL], modelExclusions: [PathGlob] = [], sampleRules: SampleRules = .none
    ) {
        isIncremental = false
        persistent = PersistentCache(
            folder: folder,
            modelsSignature: PersistentCache.modelsSignature(
                modelFolders, excluding: modelExclusions, sampleRules: sampleRules))
    }

    /// Saves what this build used and made for the next build; nothing for an in-process cache.
    public func save() {
        persistent?.save()
    }

    func document(for path: String, body: String, firstLine: Int) -> Document? {
        lock.withLock {
            guard let entry = documents[path], entry.body == body, entry.firstLine == firstLine else { return nil }
            return entry.document
        }
    }

    func store(_ document: Document, for path: String, body: String, firstLine: Int) {
        // A one-off build never parses a page twice; keeping every document would only cost memory.
        guard isIncremental else { return }
        lock.withLock { documents[path] = (body, firstLine, document) }
    }

    func renderedPage(for path: String, contentHTML: HTMLBytes, siteSignature: Int) -> HTMLBytes? {
        lock.withLock {
            guard let entry = renderedPages[path], entry.siteSignature == siteSignature, entry.contentHTML == contentHTML
            else { return nil }
            return entry.html
        }
    }

    func store(renderedPage html: HTMLBytes, for path: String, contentHTML: HTMLBytes, siteSignature: Int) {
        guard isIncremental else { return }
        lock.withLock { renderedPages[path] = (contentHTML, siteSignature, html) }
    }

    func diagram(for source: String, file: String, firstLine: Int, number: Int) -> MermaidOutput? {
        if let output = lock.withLock({ diagrams[DiagramKey(source: source, file: file, firstLine: firstLine, number: number)] })
        {
            return output
        }
        // Only diagrams drawn without any diagnostic are persisted, and their SVG depends on the
        // source and the diagram's number on the page alone.
        return persistent?.value(.diagram, for: "\(number)\u{0}\(source)").map { MermaidOutput(svg: $0, diagnostics: []) }
    }

    func store(diagram: MermaidOutput, for source: String, file: String, firstLine: Int, number: Int) {
        // A one-off build looks each result up once; only the persisted copy is worth keeping.
        if isIncremental {
            lock.withLock { diagrams[DiagramKey(source: source, file: file, firstLine: firstLine, number: number)] = diagram }
        }
        if let svg = diagram.svg, diagram.diagnostics.isEmpty {
            persistent?.store(svg, .diagram, for: "\(number)\u{0}\(source)")
        }
    }

    /// Forgets the example results checked against other models or sample rules.
    ///
    /// In `docgen serve`, an edit of a model source or of docgen.yml's `rules` changes what
    /// samples report. `signature` is `PersistentCache.modelsSignature` of both.
    func checkExamples(against signature: String) {
        lock.withLock {
            guard signature != examplesSignature else { return }
            examples = [:]
            examplesSignature = signature
        }
    }

    func example(for code: String, info: String, file: String, firstLine: Int) -> ExampleResult? {
        if !isIncremental, info.hasPrefix("json") { return nil }
        if let result = lock.withLock({
            examples[DiagramKey(source: code + "\u{0}" + info, file: file, firstLine: firstLine, number: 0)]
        }) {
            return result
        }
        return persistent?.value(.example, for: info + "\u{0}" + code).flatMap {
            StoredExample.decode($0, file: file, firstLine: firstLine)
        }
    }

    func store(example: ExampleResult, for code: String, info: String, file: String, firstLine: Int) {
        // A one-off build looks each result up once; only the persisted copy is worth keeping.
        if isIncremental {
            lock.withLock {
                examples[DiagramKey(source: code + "\u{0}" + info, file: file, firstLine: firstLine, number: 0)] = example
            }
        }
        // Samples are stored relative to the block, so the key needs no file or line; results with
        // diagnostics are not stored, since those name them. JSON is checked in one pass, about
        // what reading its samples back costs, so only Swift results (parsed by swift-syntax) are.
        // Of what a block adds to its page's scope, only bindings are encoded.
        if example.diagnostics.isEmpty, example.pageAdditions?.declaresMoreThanBindings != true, !info.hasPrefix("json"),
            let value = StoredExample.encode(example, firstLine: firstLine)
        {
            persistent?.store(value, .example, for: info + "\u{0}" + code)
        }
    }

    func highlightedCode(_ code: String, language: String) -> String? {
        lock.withLock { highlighted[HighlightKey(code: code, language: language)] }
            ?? persistent?.value(.highlight, for: language + "\u{0}" + code)
    }

    func store(highlighted html: String, for code: String, language: String) {
        // A one-off build looks each result up once; only the persisted copy is worth keeping.
        if isIncremental {
            lock.withLock { highlighted[HighlightKey(code: code, language: language)] = html }
        }
        persistent?.store(html, .highlight, for: language + "\u{0}" + code)
    }

    /// What the last build that wrote the site left for rebuilding single pages; nil after a
    /// failed build, or when there is none.
    var retained: RetainedSite? {
        get { lock.withLock { retainedSite } }
        set { lock.withLock { retainedSite = newValue } }
    }

    /// The hashes of the files the last incremental write left in the output folder.
    var written: [String: Int] {
        get { lock.withLock { writtenFiles } }
        set { lock.withLock { writtenFiles = newValue } }
    }
}
