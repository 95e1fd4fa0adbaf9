import DocGenContent
import DocGenMarkdown

/// Writes `sitemap.xml` and `robots.txt` for sites with a base URL.
///
/// Without a base URL there are no absolute URLs to list, so neither file is written. The
/// sitemap carries no dates, so that two builds of the same input stay byte-identical.
enum Sitemap {
    ///
    /// A translated page lists every version of itself as an alternate, its own included, as
    /// search engines ask.
    static func files(for pages: [Page], baseURL: BaseURL?, translations: Translations, siteLanguage: String) -> [OutputFile] {
        guard let baseURL else { return [] }
        func location(_ path: String) -> String {
            HTMLEscaping.text(url(path))
        }
        func url(_ path: String) -> String {
            baseURL.appending(path == "index.html" ? "" : OutputPath.relativeURL(from: "index.html", to: path))
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""
        xml += translations.isEmpty ? ">\n" : " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
        for index in pages.indices.sorted(by: { pages[$0].outputPath < pages[$1].outputPath }) {
            let versions = translations.group(of: index)
            guard !versions.isEmpty else {
                xml += "  <url><loc>\(location(pages[index].outputPath))</loc></url>\n"
                continue
            }
            xml += "  <url><loc>\(location(pages[index].outputPath))</loc>\n"
            for version in versions {
                let language = HTMLEscaping.attribute(pages[version].language(siteLanguage: siteLanguage))
                xml +=
                    "    <xhtml:link rel=\"alternate\" hreflang=\"\(language)\" href=\"\(HTMLEscaping.attribute(url(pages[version].outputPath)))\"/>\n"
            }
            xml += "  </url>\n"
        }
        xml += "</urlset>\n"
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(baseURL.appending("sitemap.xml"))\n"
        return [
            OutputFile(path: "sitemap.xml", contents: .text(xml)),
            OutputFile(path: "robots.txt", contents: .text(robots)),
        ]
    }
}
