import DocGenCatalog
import DocGenConcurrency
import DocGenExamples
import DocGenMarkdown

/// One previewed sample: where it was written and the preview drawn from it.
///
/// The catalog, the model pages and `docgen serve`'s rebuilds filter, group and sort every entry
/// of the site; the values live in one shared, immutable box, so passing an entry around costs
/// a reference count instead of a copy of its block and preview. It keeps only what those pages
/// show of the sample, not its values, which a one-off build lets go once the preview is drawn.
struct CatalogEntry: Sendable, Equatable {
    // Every entry waits until the site is written, so its box holds shared copies of what
    // entries repeat (`CatalogEntryNames`) and 32-bit places: a large site has 100,000 of them.
    private final class Storage: Sendable {
        let component: CatalogEntryNames.Component
        let preview: CatalogPreview
        let modelName: String
        let typeText: String
        let findings: [PreviewFinding]
        let pageIndex: Int32
        // Where the block is, not the block.
        let blockLine: Int32
        let sampleLine: Int32
        let language: Sample.Language

        init(
            component: CatalogEntryNames.Component, pageIndex: Int, block: CodeBlock, sample: Sample,
            preview: CatalogPreview, findings: [PreviewFinding], names: CatalogEntryNames
        ) {
            (self.component, self.preview, self.findings) = (component, preview, findings)
            modelName = names.shared(sample.modelName ?? "")
            typeText = names.shared("\(sample.type)")
            (self.pageIndex, blockLine) = (Int32(clamping: pageIndex), Int32(clamping: block.position.line))
            (sampleLine, language) = (Int32(clamping: sample.location.line), sample.language)
        }

        init(_ other: Storage, preview: CatalogPreview) {
            (component, self.preview, modelName, typeText) = (other.component, preview, other.modelName, other.typeText)
            (findings, pageIndex, blockLine) = (other.findings, other.pageIndex, other.blockLine)
            (sampleLine, language) = (other.sampleLine, other.language)
        }
    }

    private let storage: Storage

    init(
        component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: HTMLBytes,
        findings: [PreviewFinding], names: CatalogEntryNames
    ) {
        storage = Storage(
            component: names.shared(component), pageIndex: pageIndex, block: block, sample: sample,
            preview: CatalogPreview(previewHTML), findings: findings, names: names)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The component it previews.
    var component: CatalogComponent { storage.component.value }
    /// The page the sample is in.
    var pageIndex: Int { Int(storage.pageIndex) }
    /// The line of the fence of the code block it comes from.
    var blockLine: Int { Int(storage.blockLine) }
    /// The preview's HTML, read back where it waits in the build's spill file.
    var previewHTML: HTMLBytes { storage.preview.html }
    /// The preview, where it is.
    var preview: CatalogPreview { storage.preview }
    /// The model type the sample is of, empty when it has none; the model pages group by it.
    var modelName: String { storage.modelName }
    /// The file line of the sample's first character.
    var sampleLine: Int { Int(storage.sampleLine) }
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
            || (left.component.value == right.component.value && left.pageIndex == right.pageIndex
                && left.blockLine == right.blockLine && left.preview.html == right.preview.html
                && left.modelName == right.modelName && left.sampleLine == right.sampleLine
                && left.language == right.language && left.typeText == right.typeText && left.findings == right.findings)
    }
}

/// One copy of each component and name a build's catalog entries share, rather than one per
/// entry: the names of a site's few model types come back in every one of its samples.
final class CatalogEntryNames: @unchecked Sendable {
    /// A component, shared by reference.
    final class Component: Sendable {
        let value: CatalogComponent

        init(_ value: CatalogComponent) {
            self.value = value
        }
    }

    private let lock = ReadWriteLock()
    private var strings: Set<String> = []
    private var components: [CatalogComponent: Component] = [:]

    /// An empty table.
    init() {}

    /// The shared copy of `text`.
    func shared(_ text: String) -> String {
        if let known = lock.withReadLock({ strings.firstIndex(of: text).map { strings[$0] } }) { return known }
        return lock.withWriteLock { strings.insert(text).memberAfterInsert }
    }

    /// The shared box of `component`.
    func shared(_ component: CatalogComponent) -> Component {
        if let known = lock.withReadLock({ components[component] }) { return known }
        return lock.withWriteLock {
            if let known = components[component] { return known }
            let box = Component(component)
            components[component] = box
            return box
        }
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
