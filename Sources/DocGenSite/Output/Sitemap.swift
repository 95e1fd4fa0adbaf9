import DocGenMarkdown

/// Writes `sitemap.xml` and `robots.txt` for sites with a base URL.
///
/// Without a base URL there are no absolute URLs to list, so neither file is written. The
/// sitemap carries no dates, so that two builds of the same input stay byte-identical.
enum Sitemap {
    static func files(for pages: [Page], baseURL: String?) -> [OutputFile] {
        guard let baseURL, !baseURL.isEmpty else { return [] }
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in pages.map(\.outputPath).sorted() {
            let location = path == "index.html" ? base : base + OutputPath.relativeURL(from: "index.html", to: path)
            xml += "  <url><loc>\(HTMLEscaping.text(location))</loc></url>\n"
        }
        xml += "</urlset>\n"
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(base)sitemap.xml\n"
        return [
            OutputFile(path: "sitemap.xml", contents: .text(xml)),
            OutputFile(path: "robots.txt", contents: .text(robots)),
        ]
    }
}
