import DocGenCatalog
import DocGenConcurrency
import DocGenContent
import DocGenExamples
import DocGenMarkdown
import DocGenTemplates

/// The catalog section: an index of the components with their sample counts, and a page per
/// component gathering its previews from every document, each linked to the line it came from.
struct CatalogPages: Sendable {
    let entries: [CatalogEntry]
    /// The components the theme's preview templates draw, in catalog order.
    let components: [CatalogComponent]
    let pages: [Page]
    let configuration: SiteConfiguration
    /// The theme's words; the catalog is in the site's language.
    let ui: UIStrings

    private var words: UIWords { ui.words(for: configuration.language) }

    static let indexPath = "catalog/index.md"
    /// Previews per catalog page; a component with more continues on numbered pages, so no page grows with the site.
    static let pageSize = 60

    /// The catalog pages; `including` picks which component pages to make from their entries
    /// (a rebuild of one document remakes only the pages holding its samples), and
    /// `includingIndex` whether to make the index.
    func generate(includingIndex: Bool = true, including: (ArraySlice<CatalogEntry>) -> Bool = { _ in true }) -> [Page] {
        guard !entries.isEmpty else { return [] }
        let words = words
        let grouped = Dictionary(grouping: inDocumentOrder(entries), by: \.component)
        var jobs: [(component: CatalogComponent, entries: [CatalogEntry], number: Int, links: [String], counts: String)] = []
        for component in components {
            let mine = grouped[component] ?? []
            let chunkCount = (mine.count + Self.pageSize - 1) / Self.pageSize
            let counts = Self.counts(of: mine, words: words)
            let links = Self.pagerLinks(component, count: chunkCount)
            for number in 0..<chunkCount {
                let chunk = mine[(number * Self.pageSize)..<min((number + 1) * Self.pageSize, mine.count)]
                if including(chunk) { jobs.append((component, Array(chunk), number + 1, links, counts)) }
            }
        }
        // A large site has hundreds of catalog pages; each is made on its own.
        let made = jobs.parallelMap { job in
            var page = componentPage(
                job.component, entries: job.entries, number: job.number, links: job.links, counts: job.counts, words: words)
            page.isListed = job.number == 1
            return page
        }
        return includingIndex ? [indexPage(grouped, words: words)] + made : made
    }

    /// The entries in page order, except that a page's translations follow it, the version in the
    /// site's language first, as the navigation leads to it.
    private func inDocumentOrder(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        let language = configuration.language
        var groupStart: [String: Int] = [:]
        var keys: [Int: (group: Int, isOtherLanguage: Bool, index: Int)] = [:]
        for index in Set(entries.map(\.pageIndex)).sorted() {
            let path = pages[index].source.relativePath
            let original = Translations.split(path)?.original ?? path
            let group = groupStart[original] ?? index
            groupStart[original] = group
            keys[index] = (group, pages[index].language(siteLanguage: language) != language, index)
        }
        return entries.enumerated().sorted { lhs, rhs in
            guard let left = keys[lhs.element.pageIndex], let right = keys[rhs.element.pageIndex],
                left.index != right.index
            else { return lhs.offset < rhs.offset }
            if left.group != right.group { return left.group < right.group }
            if left.isOtherLanguage != right.isOtherLanguage { return !left.isOtherLanguage }
            return left.index < right.index
        }.map(\.element)
    }

    /// "N samples from M documents", in the site's language.
    private static func counts(of entries: [CatalogEntry], words: UIWords) -> String {
        let samples = count(entries.count, "sample", words: words)
        let documents = count(Set(entries.map(\.pageIndex)).count, "document", words: words)
        return words.format("catalogCounts", ["samples": samples, "documents": documents])
    }

    private func indexPage(_ grouped: [CatalogComponent: [CatalogEntry]], words: UIWords) -> Page {
        let shown = components.filter { grouped[$0] != nil }
        var html = "<p class=\"lead\">"
        html += HTMLEscaping.text(Self.introduction(shown.map(\.title), words: words))
        html += " " + HTMLEscaping.text(words["catalogLead"]) + "</p>\n<div class=\"catalog-grid\">\n"
        for component in shown {
            guard let mine = grouped[component], let first = mine.first else { continue }
            let url = OutputPath.relativeURL(from: "catalog/index.html", to: component.outputPath)
            let slug = HTMLEscaping.attribute(component.slug)
            html += "<article class=\"catalog-card\" data-component=\"\(slug)\">\n"
            html +=
                "<h2 id=\"\(slug)\"><a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(component.title))</a></h2>\n"
            html += "<p class=\"catalog-count\">\(HTMLEscaping.text(Self.counts(of: mine, words: words)))</p>\n"
            html += "<p>\(HTMLEscaping.text(component.summary))</p>\n"
            html += "<div class=\"catalog-thumb\" inert aria-hidden=\"true\">\n\(first.previewHTML.text)</div>\n</article>\n"
        }
        html += "</div>\n"
        let headings = shown.enumerated().map { offset, component in
            Heading.plain(component.title, level: 2, anchor: component.slug, line: offset + 1)
        }
        return .generated(
            relativePath: Self.indexPath, title: words["catalogTitle"], description: words["catalogDescription"], html: html,
            headings: headings, configuration: configuration)
    }

    private func componentPage(
        _ component: CatalogComponent, entries: [CatalogEntry], number: Int, links: [String], counts: String,
        words: UIWords
    ) -> Page {
        let path = component.outputPath(page: number)
        var seen: [Int] = []
        for entry in entries where !seen.contains(entry.pageIndex) { seen.append(entry.pageIndex) }
        let seenPages = seen
        let headings = seenPages.enumerated().map { offset, pageIndex in
            Heading.plain(
                pages[pageIndex].title, level: 2, anchor: Self.anchor(forPageAt: pages[pageIndex].outputPath), line: offset + 1)
        }
        let title =
            number == 1 ? component.title : words.format("catalogPageNumber", ["title": component.title, "number": "\(number)"])
        // The previews' HTML is the bulk of a large catalog, so it is put together only when the
        // page is rendered.
        return .generated(
            relativePath: String(path.dropLast(5)) + ".md", title: title,
            description: words.format("catalogComponentDescription", ["component": component.title.lowercased()]),
            headings: headings, configuration: configuration
        ) { [sources = seenPages.map { Source(pages, $0) }, shown = entries] in
            var html = HTMLBytes(
                capacity: shown.reduce(0) { $0 + $1.preview.count + 512 })
            html.raw("<p class=\"lead\">")
            html.text(component.summary)
            html.raw("</p>\n<p class=\"catalog-count\">")
            html.text(counts)
            html.raw(".</p>\n")
            let pager = Self.pager(links, current: number, label: words["catalogPages"])
            html.raw(pager)
            for (pageIndex, source) in zip(seenPages, sources) {
                html.raw("<h2 id=\"")
                html.attribute(source.anchor)
                html.raw("\">")
                html.text(source.title)
                html.raw("</h2>\n")
                for entry in shown where entry.pageIndex == pageIndex {
                    Self.write(entry, source: source, from: path, words: words, into: &html)
                }
            }
            html.raw(pager)
            return html
        }
    }

    private static func anchor(forPageAt outputPath: String) -> String {
        "from-" + outputPath.replacingSlashes()
    }

    /// What a catalog page shows of a document its samples come from; the lazily made HTML
    /// keeps only this, not the document's parsed page.
    private struct Source: Sendable {
        var title: String
        var outputPath: String
        var displayPath: String

        /// The id of the document's heading on the catalog page, made when the page is: every
        /// catalog page waits until the site is written.
        var anchor: String { CatalogPages.anchor(forPageAt: outputPath) }

        /// The parts of page `index` of `pages` a catalog page shows, read in place.
        init(_ pages: [Page], _ index: Int) {
            (title, outputPath, displayPath) = (pages[index].title, pages[index].outputPath, pages[index].source.displayPath)
        }
    }

    private static func write(
        _ entry: CatalogEntry, source: Source, from path: String, words: UIWords, into html: inout HTMLBytes
    ) {
        html.raw("<article class=\"catalog-entry\">\n<p class=\"catalog-entry-source\"><a href=\"")
        html.attribute(OutputPath.relativeURL(from: path, to: source.outputPath))
        html.raw("#sample-L")
        html.decimal(entry.blockLine)
        html.raw("\">")
        html.text(source.displayPath)
        html.raw(":")
        html.decimal(entry.sampleLine)
        html.raw(entry.language == .json ? "</a> · JSON · <code>" : "</a> · Swift · <code>")
        html.text(entry.typeText)
        html.raw("</code></p>\n")
        html.raw(entry.preview.html)
        PreviewReportHTML.write(entry.findings, words: words, into: &html)
        // The code is not repeated here: the source link leads to it, beside the same preview.
        html.raw("</article>\n")
    }

    /// The escaped URLs of a component's numbered catalog pages, the same from each of them.
    ///
    /// They all lie in one folder, so they are made once per component, not once per page.
    static func pagerLinks(_ component: CatalogComponent, count: Int) -> [String] {
        guard count > 1 else { return [] }
        let from = component.outputPath(page: 1)
        return (1...count).map { HTMLEscaping.attribute(OutputPath.relativeURL(from: from, to: component.outputPath(page: $0))) }
    }

    /// How many page numbers the pager shows on each side of the current one.
    private static let pagerRadius = 2

    /// Links to a component's numbered catalog pages (`pagerLinks`); empty when it has one page.
    ///
    /// The first, the last and those near the current page, with a gap between: a component
    /// of hundreds of pages would otherwise put hundreds of links on each of them.
    static func pager(_ links: [String], current: Int, label: String) -> String {
        guard links.count > 1 else { return "" }
        var html = "<nav class=\"catalog-pager\" aria-label=\"\(HTMLEscaping.attribute(label))\">"
        var gap = false
        for (offset, url) in links.enumerated() {
            let number = offset + 1
            guard number == 1 || number == links.count || abs(number - current) <= pagerRadius else {
                if !gap { html += "<span class=\"catalog-pager-gap\">…</span>" }
                gap = true
                continue
            }
            gap = false
            html += number == current ? "<span aria-current=\"page\">\(number)</span>" : "<a href=\"\(url)\">\(number)</a>"
        }
        return html + "</nav>\n"
    }

    /// The catalog index's first sentence, naming the components shown.
    static func introduction(_ titles: [String], words: UIWords) -> String {
        let list: String
        switch titles.count {
        case 0: list = words["component"]
        case 1: list = titles[0]
        default:
            list = titles.dropLast().joined(separator: words["listSeparator"]) + words["listLastSeparator"] + (titles.last ?? "")
        }
        return words.format("catalogIntro", ["components": list])
    }

    /// `1 sample`, `3 samples`: the word `nounOne` or `nounOther` with the count in it.
    static func count(_ value: Int, _ noun: String, words: UIWords) -> String {
        words.format(noun + (value == 1 ? "One" : "Other"), ["count": "\(value)"])
    }
}

extension String {
    /// The path with `/` and `.` turned into `-`, for use in an anchor.
    func replacingSlashes() -> String {
        // In ASCII, bytes are characters; elsewhere a `/` or `.` could start a longer character.
        if isASCII {
            return String(
                decoding: utf8.map { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
        }
        return String(map { $0 == "/" || $0 == "." ? "-" : $0 })
    }
}
