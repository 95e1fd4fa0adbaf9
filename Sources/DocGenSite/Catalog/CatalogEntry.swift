import DocGenExamples
import DocGenMarkdown

/// One previewed sample: where it was written and the preview drawn from it.
///
/// The catalog, the model pages and `docgen serve`'s rebuilds filter, group and sort every entry
/// of the site; the values live in one shared, immutable box, so passing an entry around costs
/// a reference count instead of a copy of its block, sample and preview.
struct CatalogEntry: Sendable, Equatable {
    private final class Storage: Sendable {
        let component: CatalogComponent
        let pageIndex: Int
        let block: CodeBlock
        let sample: Sample
        let previewHTML: String
        let modelName: String

        init(component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: String) {
            (self.component, self.pageIndex, self.block, self.sample, self.previewHTML) =
                (component, pageIndex, block, sample, previewHTML)
            modelName = sample.modelName ?? ""
        }
    }

    private let storage: Storage

    init(component: CatalogComponent, pageIndex: Int, block: CodeBlock, sample: Sample, previewHTML: String) {
        storage = Storage(component: component, pageIndex: pageIndex, block: block, sample: sample, previewHTML: previewHTML)
    }

    /// The component it previews.
    var component: CatalogComponent { storage.component }
    /// The page the sample is in.
    var pageIndex: Int { storage.pageIndex }
    /// The code block it comes from.
    var block: CodeBlock { storage.block }
    /// The sample itself.
    var sample: Sample { storage.sample }
    /// The preview's HTML.
    var previewHTML: String { storage.previewHTML }
    /// The model type the sample is of, empty when it has none; the model pages group by it.
    var modelName: String { storage.modelName }

    static func == (lhs: CatalogEntry, rhs: CatalogEntry) -> Bool {
        let (left, right) = (lhs.storage, rhs.storage)
        return left === right
            || (left.component == right.component && left.pageIndex == right.pageIndex && left.block == right.block
                && left.previewHTML == right.previewHTML && left.sample == right.sample)
    }
}
