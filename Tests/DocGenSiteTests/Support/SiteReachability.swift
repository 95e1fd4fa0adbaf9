import Foundation

/// Which pages of a built site a reader reaches by following links from one page.
///
/// Every `href` of every page reached is followed when it stays inside the site: relative
/// links, resolved against the page's folder, without their `#fragment` and `?query`. Links
/// with a scheme or from the server's root (`/…`) are not followed.
struct SiteReachability {
    /// The site's output folder.
    let output: URL

    /// The output paths of the pages reached from `start`, `start` included.
    func reachable(from start: String = "index.html") throws -> Set<String> {
        var reached: Set<String> = [start]
        var queue = [start]
        while let path = queue.popLast() {
            let html = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            for target in Self.links(in: html).compactMap({ Self.resolve($0, from: path) }) where target.hasSuffix(".html") {
                guard FileManager.default.fileExists(atPath: output.appendingPathComponent(target).path),
                    reached.insert(target).inserted
                else { continue }
                queue.append(target)
            }
        }
        return reached
    }

    /// Every HTML page of the site but the 404 page, which no page links to.
    func pages() throws -> Set<String> {
        let files = FileManager.default.enumerator(at: output, includingPropertiesForKeys: nil)
        var pages: Set<String> = []
        let base = output.standardizedFileURL.path + "/"
        while let url = files?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if path.hasSuffix(".html"), path != "404.html" { pages.insert(path) }
        }
        return pages
    }

    /// The `href` values of a page, unescaped.
    static func links(in html: String) -> [String] {
        html.components(separatedBy: "href=\"").dropFirst().compactMap { rest in
            rest.split(separator: "\"", maxSplits: 1, omittingEmptySubsequences: false).first.map {
                String($0).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
            }
        }
    }

    /// The output path a link of the page at `page` leads to; nil when it leaves the site.
    static func resolve(_ link: String, from page: String) -> String? {
        guard !link.contains(":"), !link.hasPrefix("/") else { return nil }
        let path = String(link.prefix { $0 != "#" && $0 != "?" })
        guard !path.isEmpty else { return page }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part).removingPercentEncoding ?? String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
