import DocGenContent

extension LinkResolver {
    /// The source path of the page a link with a `#fragment` points into.
    ///
    /// Nil when the link has no fragment or names no page; a link to its own page's anchors
    /// names that page. A DocC `<doc:…>` link names its page with or without a fragment.
    ///
    /// Only such links depend on another page's anchors, so a rebuild of one page rechecks the
    /// pages whose links name it this way.
    func anchorTarget(of destination: String, in page: Page) -> String? {
        if destination.hasPrefix("doc:") {
            // A DocC link shows its target's title, so it depends on that page whatever it points at.
            let (path, _) = Self.split(destination, at: UInt8(ascii: "#"))
            return targets.docPage(named: Self.percentDecoded(Self.docReferencePath(String(path.dropFirst(4)))))
        }
        guard !destination.isEmpty, !Self.isExternal(destination) else { return nil }
        let (pathAndQuery, fragment) = Self.split(destination, at: UInt8(ascii: "#"))
        guard fragment != nil else { return nil }
        let (path, _) = Self.split(pathAndQuery, at: UInt8(ascii: "?"))
        if path.isEmpty { return page.source.relativePath }
        guard let resolved = Self.normalize(path.removingPercentEncoding ?? path, from: page.folder) else { return nil }
        return pageSource(for: resolved, from: page)
    }

    /// The pages each page's fragment links point into, by target source path.
    static func anchorReferrers(of pages: [Page], targets: LinkTargets) -> [String: Set<Int>] {
        let resolver = LinkResolver(targets: targets)
        let perPage = pages.parallelMap { page in
            Set(page.outline.links.compactMap { resolver.anchorTarget(of: $0.destination, in: page) })
        }
        var result: [String: Set<Int>] = [:]
        for (index, targets) in perPage.enumerated() {
            for target in targets { result[target, default: []].insert(index) }
        }
        return result
    }
}
