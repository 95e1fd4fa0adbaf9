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
        let block: CodeBlock
        let previewHTML: HTMLBytes
        let modelName: String
        let sampleLine: Int
        let language: Sample.Language
        let typeText: String
        let findings: [PreviewFinding]

        init(
            component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: HTMLBytes,
            findings: [PreviewFinding]
        ) {
            (self.component, self.pageIndex, self.block, self.previewHTML) = (component, pageIndex, block, previewHTML)
            self.findings = findings
            modelName = sample.modelName ?? ""
            (sampleLine, language, typeText) = (sample.location.line, sample.language, "\(sample.type)")
        }
    }

    private let storage: Storage

    init(
        component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: HTMLBytes,
        findings: [PreviewFinding] = []
    ) {
        storage = Storage(
            component: component, pageIndex: pageIndex, block: block, sample: sample, previewHTML: previewHTML,
            findings: findings)
    }

    /// The component it previews.
    var component: CatalogComponent { storage.component }
    /// The page the sample is in.
    var pageIndex: Int { storage.pageIndex }
    /// The code block it comes from.
    var block: CodeBlock { storage.block }
    /// The preview's HTML.
    var previewHTML: HTMLBytes { storage.previewHTML }
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

    static func == (lhs: CatalogEntry, rhs: CatalogEntry) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right
            || (left.component == right.component && left.pageIndex == right.pageIndex && left.block == right.block
                && left.previewHTML == right.previewHTML && left.modelName == right.modelName
                && left.sampleLine == right.sampleLine && left.language == right.language && left.typeText == right.typeText
                && left.findings == right.findings)
    }
}
