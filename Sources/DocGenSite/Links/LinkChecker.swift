import DocGenConcurrency
import DocGenContent
import DocGenDiagnostics
import DocGenMarkdown
import Foundation

/// Resolves every link of every page and collects the problems, in page order.
struct LinkChecker {
    /// The rules of the diagnostics it reports.
    static let rules: Set<String> = ["link-target", "link-anchor", "link-draft", "image-alt"]

    let targets: LinkTargets

    /// Creates a checker for known targets.
    init(targets: LinkTargets) {
        self.targets = targets
    }

    /// Creates a checker for the built pages; `drafts` are left-out drafts that links may still name.
    init(pages: [Page], drafts: [Page], staticFiles: [SourceFile], configuration: SiteConfiguration? = nil) {
        var targets = LinkTargets()
        if let configuration {
            targets.contentRoot = configuration.contentDirectory.resolvingSymlinksInPath().path
            targets.rawHTML = configuration.rawHTML
        }
        for page in drafts {
            targets.pages[page.source.relativePath] = .init(outputPath: page.outputPath, anchors: [], isDraft: true)
        }
        // Pages are read in place: a copy of each would retain every field it holds.
        for index in pages.indices {
            let (path, outputPath) = (pages[index].source.relativePath, pages[index].outputPath)
            targets.pages[path] = .init(outputPath: outputPath, anchors: pages[index].outline.anchors, isDraft: false)
            targets.pagesByOutput[outputPath] = path
            if OutputPath.isFolderIndex(outputPath) { targets.folderIndexes[pages[index].source.folder] = path }
        }
        targets.staticFiles = Set(staticFiles.map(\.relativePath))
        self.targets = targets
    }

    /// Fills the `resolvedLinks` of the pages at `indices` and returns the problems found, in
    /// their order, and the files in dot-folders they link to (`HiddenFolderFiles`).
    ///
    /// Pages are resolved on all cores: each reads only the shared targets and its own links.
    func check(_ pages: inout [Page], at indices: [Int]) -> (diagnostics: [Diagnostic], hiddenFiles: Set<String>) {
        let resolver = LinkResolver(targets: targets)
        let results = indices.parallelMap { [pages] index in Self.resolve(pages[index], with: resolver) }
        var diagnostics: [Diagnostic] = []
        var hiddenFiles: Set<String> = []
        for (index, result) in zip(indices, results) {
            pages[index].resolvedLinks = result.resolved
            diagnostics += result.diagnostics
            hiddenFiles.formUnion(result.hiddenFiles)
        }
        return (diagnostics, hiddenFiles)
    }

    /// One page's rewritten links and problems.
    static func resolve(
        _ page: Page, with resolver: LinkResolver
    ) -> (resolved: [String: String], diagnostics: [Diagnostic], hiddenFiles: [String]) {
        var resolved: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var hiddenFiles: [String] = []
        let rawHTML = resolver.targets.rawHTML
        for link in page.outline.links where rawHTML != .escape || !link.isInHTML {
            let resolution = resolver.resolve(link.destination, isImage: link.isImage, in: page, at: link.position)
            if let href = resolution.href { resolved[link.destination] = href }
            // Trusted HTML is written as it is: a link that only works rewritten must be written so.
            if link.isInHTML, rawHTML == .trusted, let href = resolution.href, href != link.destination {
                diagnostics.append(
                    .warning(
                        "link in raw HTML is written as it is with 'rawHTML: trusted'; write '\(href)' instead of '\(link.destination)'",
                        at: SourceLocation(file: page.source.displayPath, line: link.position.line, column: link.position.column),
                        rule: "link-target"))
            }
            if let file = resolution.publishes { hiddenFiles.append(file) }
            if let diagnostic = resolution.diagnostic { diagnostics.append(diagnostic) }
            if link.isImage, !link.hasText {
                diagnostics.append(
                    .warning(
                        "image '\(link.destination)' has no alt text; describe it for readers who cannot see it",
                        at: SourceLocation(file: page.source.displayPath, line: link.position.line, column: link.position.column),
                        rule: "image-alt"))
            }
        }
        return (resolved, diagnostics, hiddenFiles)
    }
}
