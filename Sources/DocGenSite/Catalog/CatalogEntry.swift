import DocGenCatalog
import DocGenExamples
import DocGenMarkdown

/// One previewed sample: where it was written and the preview drawn from it.
///
/// The catalog, the model pages and `docgen serve`'s rebuilds filter, group and sort every entry
/// of the site; the values live in one shared, immutable box, so passing an entry around costs
/// a reference count instead of a copy of its block and preview. It keeps only what those pages
/// show of the sample, not its values, which a one-off build lets go once the preview is drawn.
struct CatalogEntry: Sendable, Equatable {
    private final class Storage: Sendable {
        let component: CatalogComponent
        let pageIndex: Int
        let blockLine: Int
        let preview: CatalogPreview
        let modelName: String
        let sampleLine: Int
        let language: Sample.Language
        let typeText: String
        let findings: [PreviewFinding]

        init(
            component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, preview: CatalogPreview,
            findings: [PreviewFinding]
        ) {
            // Where the block is, not the block: every entry waits until the site is written.
            (self.component, self.pageIndex, blockLine, self.preview) = (component, pageIndex, block.position.line, preview)
            self.findings = findings
            modelName = sample.modelName ?? ""
            (sampleLine, language, typeText) = (sample.location.line, sample.language, "\(sample.type)")
        }

        init(_ other: Storage, preview: CatalogPreview) {
            (component, pageIndex, blockLine, self.preview) = (other.component, other.pageIndex, other.blockLine, preview)
            (findings, modelName, sampleLine) = (other.findings, other.modelName, other.sampleLine)
            (language, typeText) = (other.language, other.typeText)
        }
    }

    private let storage: Storage

    init(
        component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: HTMLBytes,
        findings: [PreviewFinding] = []
    ) {
        storage = Storage(
            component: component, pageIndex: pageIndex, block: block, sample: sample, preview: CatalogPreview(previewHTML),
            findings: findings)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The component it previews.
    var component: CatalogComponent { storage.component }
    /// The page the sample is in.
    var pageIndex: Int { storage.pageIndex }
    /// The line of the fence of the code block it comes from.
    var blockLine: Int { storage.blockLine }
    /// The preview's HTML, read back where it waits in the build's spill file.
    var previewHTML: HTMLBytes { storage.preview.html }
    /// The preview, where it is.
    var preview: CatalogPreview { storage.preview }
    /// The model type the sample is of, empty when it has none; the model pages group by it.
    var modelName: String { storage.modelName }
    /// The file line of the sample's first character.
    var sampleLine: Int { storage.sampleLine }
    /// Whether the sample was written in JSON or Swift.
    var language: Sample.Language { storage.language }
    /// The sample's type as written, such as `[QuickLinkItem]`.
    var typeText: String { storage.typeText }
    /// What the preview misses for accessibility, shown beside it in the catalog.
    var findings: [PreviewFinding] { storage.findings }

    /// The same entry with its preview at `span` of `spill`, where it was stored.
    func spilled(at span: SpillFile.Span, in spill: SpillFile) -> CatalogEntry {
        CatalogEntry(storage: Storage(storage, preview: CatalogPreview(span, in: spill)))
    }

    static func == (lhs: CatalogEntry, rhs: CatalogEntry) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right
            || (left.component == right.component && left.pageIndex == right.pageIndex && left.blockLine == right.blockLine
                && left.preview.html == right.preview.html && left.modelName == right.modelName
                && left.sampleLine == right.sampleLine && left.language == right.language && left.typeText == right.typeText
                && left.findings == right.findings)
    }
}

/// A preview's HTML: in memory, or in a one-off build's spill file until a catalog page that
/// shows it is rendered, so that the site's previews are not all in memory together.
struct CatalogPreview: Sendable {
    private enum Place: Sendable {
        case memory(HTMLBytes)
        case spilled(SpillFile.Span, SpillFile)
    }

    private let place: Place

    /// A preview held in memory.
    init(_ html: HTMLBytes) {
        place = .memory(html)
    }

    /// A preview at `span` of `spill`.
    init(_ span: SpillFile.Span, in spill: SpillFile) {
        place = .spilled(span, spill)
    }

    /// The HTML, read back from the spill file when it is there; empty when it cannot be read,
    /// as the render step then reports the pages whose text it cannot read back.
    var html: HTMLBytes {
        switch place {
        case .memory(let html): html
        case .spilled(let span, let spill): spill.html([0: span])?[0] ?? HTMLBytes()
        }
    }

    /// The HTML's length in bytes.
    var count: Int {
        switch place {
        case .memory(let html): html.count
        case .spilled(let span, _): span.count
        }
    }
}
