import DocGenDiagnostics
import DocGenMarkdown
import Foundation

/// Pages of a DocC catalog (a `.docc` folder): their directives, and which page is the site's
/// home when the content folder has no `index.md`.
package enum DocCCatalog {
    /// The rule of the notes for directives docgen leaves out.
    package static let directiveRule = "docc-directive"

    /// Whether a file lies in a `.docc` catalog, where lines starting `@Name` are directives; on
    /// any other page they are text, as GitHub shows them.
    package static func contains(_ file: SourceFile) -> Bool {
        // By byte: Foundation's `contains` bridges the path to an `NSString`, and every page
        // asks several times.
        file.path.containsBytes(".docc/")
    }

    /// Takes the directives out of a catalog page's body before it is parsed: `@Metadata`'s
    /// `@DisplayName` becomes the title (unless front matter gives one) and the first heading's
    /// text, as DocC shows it, `@TechnologyRoot` marks
    /// the root page, and each directive docgen leaves out gets a note at its line.
    ///
    /// A page titled with a symbol (```` # ``Kit/Badge`` ````) is named by the symbol's own name,
    /// `Badge`, as DocC names it, unless `@DisplayName` names it.
    package static func readDirectives(of page: inout Page, diagnostics: inout DiagnosticBag) {
        guard contains(page.source) else { return }
        if let directives = DocCDirectives.process(page.body) {
            page.body = directives.text
            page.displayName = directives.displayName
            page.isTechnologyRoot = directives.isTechnologyRoot
            for dropped in directives.dropped {
                diagnostics.report(
                    .note(
                        "DocC directive '@\(dropped.name)' is not rendered; its lines are left out",
                        at: SourceLocation(
                            file: page.source.displayPath, line: page.frontMatter.bodyStartLine + dropped.line - 1),
                        rule: directiveRule))
            }
        }
        let path = titleSymbolPath(of: page.body)
        if page.displayName == nil { page.displayName = path.flatMap(symbolName) }
        page.documentedModule = path.flatMap(moduleName)
        if page.frontMatter.title == nil, let title = page.displayName { page.frontMatter.title = title }
    }

    /// The name of the symbol a body's first level-1 heading consists of: `Badge` for
    /// ```` # ``Kit/Badge`` ````, `init(title:)` for ```` # ``Kit/Badge/init(title:)`` ````.
    package static func symbolName(titling body: String) -> String? {
        titleSymbolPath(of: body).flatMap(symbolName)
    }

    /// The name DocC shows for a symbol link: its symbol's own name, without the path before it
    /// or a disambiguation (`send(_:)` for ```` ``Store/send(_:)-4kx2a`` ````).
    package static func symbolName(_ path: Substring) -> String? {
        // The division operator's name is a slash: `Kit/Value//(_:_:)` names `/(_:_:)`.
        if let slashes = path.range(of: "//") { return String(path[path.index(before: slashes.upperBound)...]) }
        return path.split(separator: "/").last.map { String(withoutDisambiguation($0)) }
    }

    /// A path part without DocC's disambiguation: `DiffTool-swift.struct` is `DiffTool`, and
    /// `update-4xh8c` (a hash of letters and digits) is `update`.
    package static func withoutDisambiguation(_ part: Substring) -> Substring {
        guard let dash = part.lastIndex(of: "-") else { return part }
        let suffix = part[part.index(after: dash)...]
        let isKind = suffix.hasPrefix("swift.") || suffix.hasPrefix("c.") || suffix.hasPrefix("objc.")
        let isHash = (4...6).contains(suffix.count) && suffix.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        return isKind || isHash ? part[..<dash] : part
    }

    /// The module a symbol path starts with, which the page documents (`Kit` of `Kit/Badge`).
    private static func moduleName(_ path: Substring) -> String? {
        path.split(separator: "/").first.flatMap { isName($0) ? String($0) : nil }
    }

    /// The symbol path of a body whose first line that is not blank is a level-1 heading
    /// holding one symbol link: `Kit/Badge` for ```` # ``Kit/Badge`` ````; nil otherwise.
    private static func titleSymbolPath(of body: String) -> Substring? {
        guard let text = firstLine(of: body), text.hasPrefix("# ``"), text.hasSuffix("``"), text.count > 6 else { return nil }
        let path = text.dropFirst(4).dropLast(2)
        return path.contains("`") || path.contains(" ") ? nil : path
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func firstLine(of body: String) -> String? {
        body.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The pixel density DocC reads from an image's file name: 2 for `chart@2x.png` and
    /// `chart~dark@2x.png`, 3 for `@3x`; nil for a name without one.
    package static func imageScale(_ url: String) -> Int? {
        let name = url.split(separator: "/").last ?? ""
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        // The URL is percent-encoded as written (`chart%402x.png`).
        for at in ["@", "%40"] {
            guard let range = stem.range(of: at, options: .backwards), stem[range.upperBound...].hasSuffix("x"),
                let scale = Int(stem[range.upperBound...].dropLast()), (1...9).contains(scale)
            else { continue }
            return scale
        }
        return nil
    }

    /// A tutorial's title as DocC shows it: the `name` of its `@Tutorials(name: "…")` (a table
    /// of contents) or the `title` of its `@Intro(title: "…")`; nil when it has neither.
    package static func tutorialTitle(of text: String) -> String? {
        for (directive, argument) in [("@Tutorials(", "name:"), ("@Intro(", "title:")] {
            guard let start = text.range(of: directive),
                let label = text[start.upperBound...].prefix(while: { $0 != ")" && $0 != "\n" }).range(of: argument)
            else { continue }
            let rest = text[label.upperBound...].drop { $0 == " " }
            guard rest.first == "\"" else { continue }
            let title = rest.dropFirst().prefix { $0 != "\"" && $0 != "\n" }
            if !title.isEmpty { return String(title) }
        }
        return nil
    }

    /// The page that is the site's home when no page is written to `index.html`: the catalog's
    /// root page, which holds `@TechnologyRoot` or is titled with the module's symbol
    /// (```` # ``ModuleName`` ````), at the top of the catalog or, when none is there, in any
    /// of its folders, as DocC finds it (swift-syntax keeps it in `generated/`); nil when there
    /// is no single such page.
    ///
    /// The one place that decides it; the load step gives that page the home's output path.
    package static func homePage(in pages: [Page]) -> Int? {
        let catalogPages = pages.indices.filter { !pages[$0].isGenerated && contains(pages[$0].source) }
        let roots = catalogPages.filter { pages[$0].isTechnologyRoot }
        if roots.count == 1 { return roots[0] }
        let modules = catalogPages.filter { isModulePage(pages[$0].body) }
        let atTop = modules.filter { pages[$0].folder.isEmpty }
        if atTop.count == 1 { return atTop[0] }
        // Pages of types beside the module's (```` # ``Circle`` ```` by ```` # ``Shapes`` ````):
        // the catalog is named after its module, as DocC's templates name it.
        let named = atTop.filter { titleSymbolPath(of: pages[$0].body) == catalogName(of: pages[$0].source) }
        if named.count == 1 { return named[0] }
        return atTop.isEmpty && modules.count == 1 ? modules[0] : nil
    }

    /// The name of the catalog folder a file lies in, without `.docc` (`Shapes` for `Shapes.docc/Shapes.md`).
    private static func catalogName(of file: SourceFile) -> Substring? {
        file.path.split(separator: "/").last { $0.hasSuffix(".docc") }?.dropLast(".docc".count)
    }

    /// The name DocC gives a catalog's site: the module its root page documents (```` # ``GRDB`` ````)
    /// or the title of its `@TechnologyRoot` page, read from the Markdown files at its top, or
    /// when they name none, from those in its folders; nil when there is no single such page.
    package static func siteTitle(ofCatalogAt folder: URL) -> String? {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        if let title = siteTitle(readingFiles: files) { return title }
        // The top's files named none, so they add nothing read again with the rest.
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL]
        return siteTitle(readingFiles: all ?? [])
    }

    /// The one root page title among `files`' Markdown files; nil when they hold none or several.
    private static func siteTitle(readingFiles files: [URL]) -> String? {
        var titles: Set<String> = []
        for file in files where file.pathExtension == "md" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            if let path = titleSymbolPath(of: text), isName(path) {
                titles.insert(String(path))
            } else if text.contains("@TechnologyRoot"), let line = firstLine(of: text), line.hasPrefix("# ") {
                titles.insert(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
            }
        }
        return titles.count == 1 ? titles.first : nil
    }

    /// Whether a body's first line that is not blank is a level-1 heading holding a module
    /// symbol link: ```` # ``ModuleName`` ````, not a symbol inside it (`Module/Type`).
    private static func isModulePage(_ body: String) -> Bool {
        titleSymbolPath(of: body).map(isName) ?? false
    }
}
