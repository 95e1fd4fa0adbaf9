import DocGenContent
import DocGenMarkdown
import Foundation

/// The site's `404.html`: the layout with a short message, for servers that show it for
/// missing paths.
///
/// A server shows this page at any depth (`/a/b/missing`), so its links cannot be relative to
/// where it is shown. With a base URL they start at its path. Without one, the site may be
/// served under any path (a project site at `/repo/`): the links are relative to the site root,
/// and a small script first in `<head>` sets `<base>` to it, found in the address as the part
/// before the first of the site's top-level names (`RootFinder`).
package enum NotFoundPage {
    package static func file(
        templates: TemplateSet, navigation: NavigationTree, pages: [Page], configuration: SiteConfiguration
    )
        -> OutputFile?
    {
        let root = configuration.baseURL?.path ?? ""
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
        var pageValues: [String: Any] = [
            "title": words["notFoundTitle"], "lang": configuration.language, "content": content, "toc": [[String: Any]](),
            "hasTOC": false, "tags": [String](), "hasTags": false, "sourcePath": "404.html", "url": "404.html",
            "params": [String: Any](),
        ]
        if TextDirection.isRightToLeft(configuration.language) { pageValues["dir"] = "rtl" }
        let context: [String: Any] = [
            "site": PageContext.siteValues(configuration, root: root),
            "page": pageValues,
            "root": root, "assets": root + "assets/", "generator": "docgen \(DocGenVersion.current)", "nav": items,
            "breadcrumbs": [[String: Any]](), "hasBreadcrumbs": false, "hasPager": false, "isHome": false,
            "ui": words.context,
        ]
        let template = templates.has("404") ? "404" : "page"
        guard let html = templates.render(template, context: context) else { return nil }
        guard root.isEmpty else { return OutputFile(path: "404.html", contents: .html(html)) }
        let names = Set(pages.map { $0.outputPath.split(separator: "/").first.map(String.init) ?? $0.outputPath })
            .union(["assets", "search", "404.html"])
        let page = settingBase(in: html.text, topLevelNames: names.sorted())
        return OutputFile(path: "404.html", contents: .html(HTMLBytes(html: page)))
    }

    /// The page with a script setting `<base>` to the site root put first in its `<head>`, before
    /// any link is read; the page unchanged when it has no `<head>`.
    package static func settingBase(in html: String, topLevelNames: [String]) -> String {
        guard let head = html.range(of: "<head>") else { return html }
        var result = html
        result.insert(contentsOf: "\n" + baseScript(topLevelNames: topLevelNames), at: head.upperBound)
        return result
    }

    /// The script: the root is the address's path up to the last segment before one of the
    /// site's top-level names (`/repo/components/x` → `/repo/`); when no segment is one, the
    /// first segment on a `github.io` project site, else `/`.
    package static func baseScript(topLevelNames: [String]) -> String {
        // Names come from file names: each is a JavaScript string with every character that
        // could end it, the line or the script element escaped.
        let list = topLevelNames.map { name in
            "\""
                + name.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "\\", "\"", "<", ">", "&", "\n", "\r", "\u{2028}", "\u{2029}":
                        return String(format: "\\u%04x", scalar.value)
                    default: return String(scalar)
                    }
                }.joined() + "\""
        }.joined(separator: ",")
        return """
            <script>(function(){var n=[\(list)],s=location.pathname.split("/").slice(1),r="/",i;\
            function d(x){try{return decodeURIComponent(x)}catch(e){return x}}\
            for(i=0;i<s.length;i++){if(n.indexOf(d(s[i]))>=0){r="/"+s.slice(0,i).join("/")+(i?"/":"");break}}\
            if(i==s.length&&s.length>1&&/\\.github\\.io$/.test(location.hostname))r="/"+s[0]+"/";\
            var b=document.createElement("base");b.href=r;document.head.appendChild(b)})()</script>
            """
    }
}
