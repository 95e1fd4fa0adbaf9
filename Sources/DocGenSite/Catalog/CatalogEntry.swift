import DocGenExamples
import DocGenMarkdown

/// One previewed sample: where it was written and the preview drawn from it.
struct CatalogEntry: Sendable {
    /// The component it previews.
    var component: CatalogComponent
    /// The page the sample is in.
    var pageIndex: Int
    /// The code block it comes from.
    var block: CodeBlock
    /// The sample itself.
    var sample: Sample
    /// The preview's HTML.
    var previewHTML: String
}
