import DocGenContent
import DocGenSearch

/// What the site-wide steps keep of their work for rebuilding a few pages (`docgen serve`).
///
/// A rebuild (`BuildScope`) updates it for its pages instead of making it again from every
/// page. Empty in a one-off build.
struct KeptResults: Sendable {
    /// Every previewed sample, in page order (the catalog step).
    var catalogEntries: [CatalogEntry] = []
    /// For each model type name, the content pages whose inline code names it, in page order
    /// (the catalog step).
    var mentions: [String: [Int]] = [:]
    /// Every page's output path and anchors (the links step).
    var linkTargets = LinkTargets()
    /// The navigation, which a scope never changes (the render step).
    var navigation: NavigationTree?
    /// The search index, with each term's postings kept as numbers per shard (the render step).
    var search: IncrementalSearchIndex?
}
