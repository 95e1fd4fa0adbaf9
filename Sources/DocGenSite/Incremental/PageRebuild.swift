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
/// Each changed page is read, parsed, its diagrams drawn and examples checked again; its links
/// are resolved, and when its anchors changed, so are those of the pages linking into it; its
/// previews are redrawn and the catalog and model pages holding its samples remade; its body
/// and template are rendered; the search index is updated for its sections. Only files whose
/// bytes changed are written. Anything that could reach other pages (a title or `order`, a
/// draft, a new or removed file, templates, configuration, models) is left to the full
/// rebuild: `run` then says why, and writes nothing.
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

    /// Rebuilds after a change to `changedPaths` (absolute paths, as the watcher reports them).
    ///
    /// The retained state is consumed: the rebuild updates it in place, as a copy of ten
    /// thousand pages would cost more than the rest of the rebuild. So everything that can make
    /// the edit fail is looked at before anything changes (`problems(of:in:)`); a failure
    /// found only afterwards falls back to a full rebuild, which needs no earlier state.
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
        var edits: [PageEdit] = []
        for index in indices {
            switch PageEdit.make(index, in: retained, configuration: configuration, cache: cache) {
            case .success(let edit): edits.append(edit)
            case .failure(let reason): return .fullRebuild(reason.message)
            }
        }
        if let diagnostics = Self.problems(of: edits, in: retained) {
            // Nothing is written, and the edited files are read again with the next change.
            var kept = retained
            kept.pending.formUnion(paths)
            return .rebuilt(report(kept, diagnostics: diagnostics, changed: [], since: start, wrote: false), kept)
        }
        var work = RebuildWork(site: consume retained, configuration: configuration, cache: cache)
        if let reason = work.apply(edits) { return .fullRebuild(reason) }
        let diagnostics = work.site.context.diagnostics.all
        if ErrorPolicy.stopsWriting(diagnostics) {
            return .fullRebuild("an edited page's template could not be rendered")
        }
        do {
            let changed = try work.write()
            var site = work.site
            site.pending = []
            return .rebuilt(report(site, diagnostics: diagnostics, changed: changed, since: start), site)
        } catch {
            // Some files may be written and others not: only a full rebuild knows which.
            return .fullRebuild("the site could not be written: \(error.localizedDescription)")
        }
    }

    /// Every diagnostic the site would have with the edits, when one of them stops the site
    /// being written; nil otherwise.
    ///
    /// Read-only. Errors come from what an edit reports on its own (links only ever warn); the
    /// edited pages' link warnings are added so that the report lists them, as a written
    /// rebuild's would.
    static func problems(of edits: [PageEdit], in site: RetainedSite) -> [Diagnostic]? {
        var found = edits.flatMap(\.diagnostics)
        guard ErrorPolicy.stopsWriting(found) else { return nil }
        var targets = site.linkTargets
        for edit in edits { targets.pages[edit.page.source.relativePath]?.anchors = edit.page.anchors }
        let resolver = LinkResolver(targets: targets)
        for edit in edits { found += LinkChecker.resolve(edit.page, with: resolver).diagnostics }
        let editedFiles = Set(edits.map(\.page.source.displayPath))
        return site.context.diagnostics.all.filter { !editedFiles.contains($0.location?.file ?? "") } + found
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

    private func report(
        _ site: RetainedSite, diagnostics: [Diagnostic], changed: [String], since start: UInt64, wrote: Bool = true
    ) -> SiteBuilder.Report {
        var bag = DiagnosticBag()
        bag.report(contentsOf: diagnostics)
        var report = SiteBuilder.Report(
            diagnostics: bag.sorted, pageCount: site.contentPageCount, fileCount: site.fileCount, wroteSite: wrote,
            timings: [("pages", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)], changedFiles: changed)
        report.exampleCount = site.context.pages.reduce(0) { $0 + $1.checkedExamples.count }
        return report
    }
}
