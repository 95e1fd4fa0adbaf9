/// The pages a build redoes when it starts from an earlier build's finished state.
///
/// `docgen serve` rebuilds the pages an edit reaches this way (`PageRebuild`); a whole build has
/// no scope.
///
/// Each step does its usual work on the pages in scope and keeps every other page's results as
/// they are. What a scope never changes (the set of pages and files, the navigation, the
/// models, the templates and the settings) its steps leave as the earlier build made it.
struct BuildScope: Sendable {
    /// Why a step's work on a scope reaches further than the scope: the whole site is built instead.
    struct Exceeded: Error {
        var reason: String
    }

    /// Content pages every step redoes, in page order: the edited pages.
    var pages: [Int]
    /// Further pages whose links the links step resolves again, in page order: they link into
    /// anchors of `pages` that changed.
    var linkingPages: [Int] = []
    /// Generated pages the catalog step made again and that came out different, in page order,
    /// for the render step.
    var generatedPages: [Int] = []
    /// Output files the site no longer has, for the write step to remove.
    var removedFiles: [String] = []

    /// The pages the render step renders: the scope's own and the generated pages that changed.
    var renderedPages: [Int] { pages + generatedPages }
}
