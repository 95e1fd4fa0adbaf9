import DocGenContent
import DocGenDiagnostics
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rebuilds only the Markdown pages an edit changed, from what the last build retained, when
/// nothing else can have changed: `docgen serve`'s answer to the common edit.
///
/// The build's own steps run on a scope (`BuildScope`): the edited pages are read, parsed,
/// drawn, checked and previewed again; the catalog and model pages holding their samples or
/// naming their types are made again; their links are resolved, and when their anchors
/// changed, so are those of the pages linking into them; they are rendered, the search index is
/// updated for them, and only files whose bytes changed are written. Every other page's results
/// are the last build's. Anything that could reach other pages (a title or `order`, a draft, a
/// new or removed file, templates, configuration, models) is left to the full rebuild: `run`
/// then says why, and writes nothing.
struct PageRebuild {
    /// What became of a rebuild.
    enum Outcome {
        /// The pages were rebuilt (and the site written unless the report has errors); the
        /// state to keep for the next rebuild.
        case rebuilt(SiteBuilder.Report, RetainedSite)
        /// A full rebuild is needed, for this reason.
        case fullRebuild(String)
    }

    let configuration: SiteConfiguration
    let cache: BuildCache
    /// The build's steps, `BuildPipeline.build`'s.
    let steps: [BuildStep]

    /// Rebuilds after a change to `changedPaths` (absolute paths, as the watcher reports them).
    ///
    /// The retained state is consumed: the steps update it in place, as a copy of ten thousand
    /// pages would cost more than the rest of the rebuild. The first steps are page-local
    /// (`BuildStep.isPageLocal`): an edit that fails there is taken back before anything other
    /// pages share has changed, and a failure found later falls back to a full rebuild, which
    /// needs no earlier state.
    func run(_ changedPaths: [String], from retained: consuming RetainedSite) -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let paths = Set(changedPaths).union(retained.pending)
        var indices: [Int] = []
        for path in paths.sorted() {
            if let index = retained.pageByFile[path] {
                indices.append(index)
            } else if let reason = reasonForFullRebuild(path, site: retained) {
                return .fullRebuild(reason)
            }
        }
        guard !indices.isEmpty else {
            return .rebuilt(report(retained, diagnostics: retained.context.diagnostics.all, changed: [], since: start), retained)
        }
        indices.sort()
        var site = consume retained
        for index in indices {
            if let reason = reasonNotAFile(site.context.pages[index]) { return .fullRebuild(reason) }
        }
        let before = indices.map { site.context.pages[$0] }
        let resultsBefore = indices.map { site.context.results[$0] }
        let diagnosticsBefore = site.context.diagnostics
        // The steps report everything about their pages again.
        let files = Set(before.map(\.source.displayPath))
        site.context.diagnostics.removeAll { files.contains($0.location?.file ?? "") }
        let reportedBefore = site.context.diagnostics.all.count
        (site.context.scope, site.context.wroteSite) = (BuildScope(pages: indices), false)
        let split = steps.firstIndex { !$0.isPageLocal } ?? steps.endIndex
        if let reason = run(steps[..<split], on: &site.context) { return .fullRebuild(reason) }
        // A copy of the few new ones, so that the steps after change the site's in place.
        let reported = Array(site.context.diagnostics.all[reportedBefore...])
        if let reason = reasonForFullRebuild(editing: before, into: indices, site: site, reported: reported) {
            return .fullRebuild(reason)
        }
        if ErrorPolicy.stopsWriting(reported) {
            // Nothing is written, and the edited files are read again with the next change.
            // The report lists the edited pages' link warnings too, as a written rebuild's would:
            // the links step runs on a copy that is then dropped (links only ever warn).
            var withLinks = site.context
            try? BuildStep.links.run(&withLinks)
            let diagnostics = withLinks.diagnostics.all
            for (index, page) in zip(indices, before) { site.context.pages[index] = page }
            for (index, results) in zip(indices, resultsBefore) { site.context.results[index] = results }
            (site.context.diagnostics, site.context.scope, site.context.wroteSite) = (diagnosticsBefore, nil, true)
            site.pending.formUnion(paths)
            return .rebuilt(report(site, diagnostics: diagnostics, changed: [], since: start, wrote: false), site)
        }
        let linking = site.linkingPages(into: indices, before: before)
        site.context.scope?.linkingPages = linking
        if let reason = run(steps[split...], on: &site.context) { return .fullRebuild(reason) }
        guard site.context.wroteSite else {
            // Some files may be written and others not: only a full rebuild knows which.
            let unwritten = site.context.diagnostics.all.last { $0.rule == "output-write" }
            return .fullRebuild(
                unwritten.map { "the site could not be written: \($0.message)" }
                    ?? "an edited page's template could not be rendered")
        }
        let changed = site.context.changedFiles
        (site.context.scope, site.context.outputFiles, site.pending) = (nil, [], [])
        return .rebuilt(report(site, diagnostics: site.context.diagnostics.all, changed: changed, since: start), site)
    }

    /// Runs `steps` on the context's scope; the reason for a full rebuild when one finds that
    /// the edit reaches further, or fails.
    private func run(_ steps: ArraySlice<BuildStep>, on context: inout BuildContext) -> String? {
        do {
            for step in steps { try step.run(&context) }
            return nil
        } catch let exceeded as BuildScope.Exceeded {
            return exceeded.reason
        } catch {
            return "the site could not be written: \(error.localizedDescription)"
        }
    }

    /// Why a changed path that is not a page needs a full rebuild; nil when the build never
    /// reads it (a hidden file, or one that came and went between two looks).
    func reasonForFullRebuild(_ path: String, site: RetainedSite) -> String? {
        let content = configuration.contentDirectory.path
        let templates = configuration.templatesDirectory.path
        let name = (path as NSString).lastPathComponent
        func isInside(_ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
        let display = configuration.displayPath(URL(fileURLWithPath: path))
        if isInside(content) {
            // The content scanner skips hidden files and folders at any depth.
            if path.dropFirst(content.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return nil }
        } else if isInside(templates) {
            if name.hasPrefix(".") { return nil }
        } else {
            return "'\(display)' changed"
        }
        var status = stat()
        if lstat(path, &status) != 0 {
            // Gone, and neither it nor anything under it was part of the site.
            let folder = path + "/"
            if !site.knownFiles.contains(path), !site.knownFiles.contains(where: { $0.hasPrefix(folder) }) { return nil }
            return "'\(display)' was removed"
        }
        return site.knownFiles.contains(path) ? "'\(display)' changed" : "'\(display)' was added"
    }

    /// Why an edited page's file needs a full rebuild: the content scanner would no longer list
    /// it as it did.
    private func reasonNotAFile(_ page: Page) -> String? {
        let path = RetainedSite.path(of: page.source, in: configuration)
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, page.source.path == path else {
            return "'\(page.source.displayPath)' is no longer a plain file"
        }
        return nil
    }

    /// Why the edited pages, which were `before`, reach further than themselves once the
    /// page-local steps ran on them, having `reported` these diagnostics; nil when they do not.
    private func reasonForFullRebuild(
        editing before: [Page], into indices: [Int], site: RetainedSite, reported: [Diagnostic]
    ) -> String? {
        for (index, old) in zip(indices, before) {
            let page = site.context.pages[index]
            let display = page.source.displayPath
            guard page.frontMatter.lang == old.frontMatter.lang else {
                return "the language of '\(display)', which the navigation and search use, changed"
            }
            guard page.title == old.title, page.frontMatter.order == old.frontMatter.order else {
                return "the title or order of '\(display)', which the navigation shows, changed"
            }
        }
        // Diagnostics are taken back by file; one elsewhere could not be taken back later.
        let files = Set(before.map(\.source.displayPath))
        guard reported.contains(where: { !files.contains($0.location?.file ?? "") }) else { return nil }
        let names = before.map { "'\($0.source.displayPath)'" }.joined(separator: ", ")
        return "\(names) \(before.count == 1 ? "reports" : "report") a problem in another file"
    }

    private func report(
        _ site: RetainedSite, diagnostics: [Diagnostic], changed: [String], since start: UInt64, wrote: Bool = true
    ) -> SiteBuilder.Report {
        var bag = DiagnosticBag()
        bag.report(contentsOf: diagnostics)
        var report = SiteBuilder.Report(
            diagnostics: bag.sorted, pageCount: site.contentPageCount, fileCount: cache.written.count, wroteSite: wrote,
            timings: [("pages", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)], changedFiles: changed)
        report.exampleCount = site.context.results.exampleCount
        return report
    }
}
