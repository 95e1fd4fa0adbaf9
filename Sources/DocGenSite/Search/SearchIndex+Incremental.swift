extension SearchIndex {
    /// The index files of `pages`; an incremental cache (`docgen serve`) also keeps the index in a
    /// form a one-page rebuild can update.
    static func files(for pages: [Page], cache: BuildCache?) -> [OutputFile] {
        guard let cache, cache.isIncremental else { return SearchIndex(pages: pages).files() }
        let index = IncrementalSearchIndex(pages: pages)
        cache.searchIndex = index
        return index.files()
    }
}
