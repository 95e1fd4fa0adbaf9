import DocGenExamples
import DocGenMarkdown
import DocGenMermaid
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
    private var renderedPages: [String: (contentHTML: String, siteSignature: Int, html: String)] = [:]
    private var writtenFiles: [String: Int] = [:]
    private var diagrams: [DiagramKey: MermaidOutput] = [:]
    private var examples: [DiagramKey: ExampleResult] = [:]
    private var highlighted: [HighlightKey: String] = [:]

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

    /// Creates an empty cache.
    public init() {}

    func document(for path: String, body: String, firstLine: Int) -> Document? {
        lock.withLock {
            guard let entry = documents[path], entry.body == body, entry.firstLine == firstLine else { return nil }
            return entry.document
        }
    }

    func store(_ document: Document, for path: String, body: String, firstLine: Int) {
        lock.withLock { documents[path] = (body, firstLine, document) }
    }

    func renderedPage(for path: String, contentHTML: String, siteSignature: Int) -> String? {
        lock.withLock {
            guard let entry = renderedPages[path], entry.siteSignature == siteSignature, entry.contentHTML == contentHTML
            else { return nil }
            return entry.html
        }
    }

    func store(renderedPage html: String, for path: String, contentHTML: String, siteSignature: Int) {
        lock.withLock { renderedPages[path] = (contentHTML, siteSignature, html) }
    }

    func diagram(for source: String, file: String, firstLine: Int, number: Int) -> MermaidOutput? {
        lock.withLock { diagrams[DiagramKey(source: source, file: file, firstLine: firstLine, number: number)] }
    }

    func store(diagram: MermaidOutput, for source: String, file: String, firstLine: Int, number: Int) {
        lock.withLock { diagrams[DiagramKey(source: source, file: file, firstLine: firstLine, number: number)] = diagram }
    }

    func example(for code: String, info: String, file: String, firstLine: Int) -> ExampleResult? {
        lock.withLock { examples[DiagramKey(source: code + "\u{0}" + info, file: file, firstLine: firstLine, number: 0)] }
    }

    func store(example: ExampleResult, for code: String, info: String, file: String, firstLine: Int) {
        lock.withLock {
            examples[DiagramKey(source: code + "\u{0}" + info, file: file, firstLine: firstLine, number: 0)] = example
        }
    }

    func highlightedCode(_ code: String, language: String) -> String? {
        lock.withLock { highlighted[HighlightKey(code: code, language: language)] }
    }

    func store(highlighted html: String, for code: String, language: String) {
        lock.withLock { highlighted[HighlightKey(code: code, language: language)] = html }
    }

    /// The hashes of the files the last incremental write left in the output folder.
    var written: [String: Int] {
        get { lock.withLock { writtenFiles } }
        set { lock.withLock { writtenFiles = newValue } }
    }
}
