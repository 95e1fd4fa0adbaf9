import DocGenContent
import DocGenMarkdown
import Foundation

/// The site's `404.html`: the layout with a short message, for servers that show it for
/// missing paths.
///
/// A server shows this page at any depth (`/a/b/missing`), so its links cannot be relative:
/// they start at the path of the base URL, or at `/` without one.
package enum NotFoundPage {
    package static func file(
        templates: TemplateSet, navigation: NavigationTree, pages: [Page], configuration: SiteConfiguration
    )
        -> OutputFile?
    {
        let root = rootPath(configuration.baseURL)
        let items: [[String: Any]] = navigation.root.children.map { node in
            // Percent-encoded as every other page link is: a file name may hold a space or a quote.
            let url = node.pageIndex.map { root + OutputPath.relativeURL(from: "index.html", to: pages[$0].outputPath) }
            return [
                "title": node.title, "url": url ?? "", "hasURL": url != nil, "isSection": node.isSection,
                "isCurrent": false, "isOpen": false, "children": [[String: Any]](), "hasChildren": false,
                "lang": "", "hasLang": false,
            ]
        }
        let home = root + "index.html"
        let words = templates.ui.words(for: configuration.language)
        let content = """
            <h1 id="page-not-found">\(HTMLEscaping.text(words["notFoundTitle"]))</h1>
            <p>\(HTMLEscaping.text(words["notFoundText"]))</p>
            <p><a href="\(HTMLEscaping.attribute(home))">\(HTMLEscaping.text(words["notFoundHome"]))</a> \(HTMLEscaping.text(words["notFoundSearch"]))</p>

            """
        let context: [String: Any] = [
            "site": PageContext.siteValues(configuration, root: root),
            "page": [
                "title": words["notFoundTitle"], "lang": configuration.language, "content": content, "toc": [[String: Any]](),
                "hasTOC": false, "tags": [String](), "hasTags": false, "sourcePath": "404.html", "url": "404.html",
                "params": [String: Any](),
            ],
            "root": root, "assets": root + "assets/", "generator": "docgen \(DocGenVersion.current)", "nav": items,
            "breadcrumbs": [[String: Any]](), "hasBreadcrumbs": false, "hasPager": false, "isHome": false,
            "ui": words.context,
        ]
        let template = templates.has("404") ? "404" : "page"
        return templates.render(template, context: context).map { OutputFile(path: "404.html", contents: .html($0)) }
    }

    /// The path part of the base URL, ending in `/`; `/` without a base URL.
    package static func rootPath(_ baseURL: String?) -> String {
        guard let baseURL, let url = URL(string: baseURL), !url.path.isEmpty else { return "/" }
        return url.path.hasSuffix("/") ? url.path : url.path + "/"
    }
}
