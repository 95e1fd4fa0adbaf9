import DocGenDiagnostics
import DocGenTheme
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenTemplates

@Suite struct TemplateSetTests {
    /// Loads a templates folder holding `files` (none: no folder) over `defaults`.
    private func load(
        _ files: [String: String]?, defaults: [ThemeFile] = [], explicit: Bool = false
    ) throws -> (TemplateSet?, [Diagnostic]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files ?? [:] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var bag = DiagnosticBag()
        let configuration = SiteConfiguration(rootDirectory: root, templatesDirectory: explicit ? folder : nil)
        let set = TemplateSet.load(from: folder, configuration: configuration, diagnostics: &bag, defaults: defaults)
        return (set, bag.sorted)
    }

    private static let minimal = [
        ThemeFile(path: "layout.mustache", text: "<html>{{$main}}{{/main}}{{> partials/footer}}</html>"),
        ThemeFile(path: "page.mustache", text: "{{<layout}}{{$main}}page{{/main}}{{/layout}}"),
        ThemeFile(path: "partials/footer.mustache", text: "<footer>default</footer>"),
        ThemeFile(path: "assets/style.css", text: "body { color: black; }"),
        ThemeFile(path: "assets/search.js", text: "search()"),
    ]

    @Test("a complete set loads with its partials and assets")
    func complete() throws {
        let (set, diagnostics) = try load([
            "layout.mustache": "<html>{{$main}}{{/main}}</html>",
            "page.mustache": "{{<layout}}{{$main}}{{> partials/x}}{{/main}}{{/layout}}",
            "partials/x.mustache": "x",
            "assets/style.css": "body{}",
        ])
        #expect(diagnostics.isEmpty)
        #expect(set?.names == ["layout", "page", "partials/x"])
        #expect(set?.assets == ["assets/style.css"])
        #expect(set?.render("page", context: [:])?.text == "<html>x</html>")
    }

    @Test("a missing required template is an error naming it")
    func missingRequired() throws {
        let (set, diagnostics) = try load(["layout.mustache": "x"])
        #expect(set == nil)
        #expect(diagnostics.map(\.message) == ["required template 'page.mustache' not found in 'Templates'"])
    }

    @Test("a syntax error points at the template's line")
    func syntaxError() throws {
        let (set, diagnostics) = try load(["layout.mustache": "line one\n{{#a}}\n{{/b}}\n", "page.mustache": "p"])
        #expect(set == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == "template-syntax")
        #expect(diagnostic.location?.file == "Templates/layout.mustache")
        #expect(diagnostic.location?.line == 3)
    }

    @Test("a reference to a missing partial is an error with a suggestion")
    func missingPartial() throws {
        let (set, diagnostics) = try load([
            "layout.mustache": "x", "page.mustache": "a\n  {{> partials/haeder}}", "partials/header.mustache": "h",
        ])
        #expect(set == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(
            diagnostic.description
                == "Templates/page.mustache:2:3: error: template 'page' uses partial 'partials/haeder', which does not exist; did you mean 'partials/header'? [template-partial]"
        )
    }

    @Test("without a templates folder, the default theme is the whole set")
    func defaultThemeAlone() throws {
        let (set, diagnostics) = try load(nil, defaults: DefaultTheme.files)
        #expect(diagnostics.isEmpty)
        let names = try #require(set?.names)
        #expect(names.contains("layout") && names.contains("page") && names.contains("home"))
        #expect(names.contains("partials/footer") && names.contains("partials/sidebar"))
        #expect(set?.assets.contains("assets/style.css") == true)
        let style = try #require(set?.assetFiles.first { $0.path == "assets/style.css" })
        #expect(style.contents == DefaultTheme.file(at: "assets/style.css")?.contents)
        #expect(set?.folderFiles.isEmpty == true)
    }

    @Test("a templates folder named explicitly must exist")
    func explicitFolderMissing() throws {
        let (set, diagnostics) = try load(nil, defaults: DefaultTheme.files, explicit: true)
        #expect(set == nil)
        #expect(
            diagnostics.map(\.description) == [
                "error: templates folder 'Templates' not found; create it, or leave the setting out to use the default theme [template-missing]"
            ])
    }

    @Test("a file in the templates folder replaces the default's at its path; the rest come from the default")
    func overrideFileByFile() throws {
        let (loaded, diagnostics) = try load(
            [
                "partials/footer.mustache": "<footer>ours</footer>",
                "assets/style.css": "body { color: red; }",
                "assets/logo.svg": "<svg/>",
            ], defaults: Self.minimal)
        #expect(diagnostics.isEmpty)
        let set = try #require(loaded)
        #expect(set.render("page", context: [:])?.text == "<html>page<footer>ours</footer></html>")
        #expect(set.assets == ["assets/logo.svg", "assets/search.js", "assets/style.css"])
        var contents: [String: String] = [:]
        for file in set.assetFiles { contents[file.path] = String(decoding: file.contents, as: UTF8.self) }
        #expect(contents["assets/style.css"] == "body { color: red; }")
        #expect(contents["assets/search.js"] == "search()")
        #expect(set.folderFiles.map(\.lastPathComponent).sorted() == ["footer.mustache", "logo.svg", "style.css"])
    }

    @Test("a pipe among the assets is reported instead of read, which would wait forever")
    func pipe() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let assets = root.appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try #require(mkfifo(assets.appendingPathComponent("feed.css").path, 0o600) == 0)
        try Data("notes".utf8).write(to: root.appendingPathComponent("Templates/README"))
        var bag = DiagnosticBag()
        let set = TemplateSet.load(
            from: root.appendingPathComponent("Templates"), configuration: SiteConfiguration(rootDirectory: root),
            diagnostics: &bag, defaults: Self.minimal)
        #expect(set == nil)
        #expect(
            bag.sorted.map(\.description) == [
                "Templates/assets/feed.css:1:1: error: cannot read template file: not a regular, readable file [unreadable-file]"
            ])
    }

    @Test("the default theme's files are named '(default theme)/…' in diagnostics")
    func defaultThemeDisplayPath() throws {
        let broken = Self.minimal + [ThemeFile(path: "partials/toc.mustache", text: "ok\n  {{#a}}{{/b}}")]
        let (set, diagnostics) = try load(nil, defaults: broken)
        #expect(set == nil)
        let location = try #require(diagnostics.first?.location)
        #expect(location.file == "(default theme)/partials/toc.mustache")
        #expect(location.line == 2)
    }

    @Test("preview templates are exposed by name and are not page templates")
    func previewTemplates() throws {
        let (loaded, diagnostics) = try load(
            [
                "previews/PromotionalHeaderData.mustache": "<div>{{title}}</div>",
                "previews/BannerPolicyItemModel.list.mustache": "{{#items}}{{id}}{{/items}}",
            ], defaults: Self.minimal)
        #expect(diagnostics.isEmpty)
        let set = try #require(loaded)
        #expect(set.previews.components.flatMap(\.typeNames).sorted() == ["BannerPolicyItemModel", "PromotionalHeaderData"])
        #expect(set.names == ["layout", "page", "partials/footer"])
        #expect(!set.has("previews/PromotionalHeaderData"))
    }

    @Test("a preview template that does not parse is an error at its file, line and column")
    func brokenPreview() throws {
        let (set, diagnostics) = try load(
            ["previews/PromotionalHeaderData.mustache": "<div>\n{{#title}}</div>"], defaults: Self.minimal)
        #expect(set == nil)
        let location = try #require(diagnostics.first?.location)
        #expect(diagnostics.map(\.rule) == ["template-syntax"])
        #expect(location.file == "Templates/previews/PromotionalHeaderData.mustache" && location.line == 2)
    }

    @Test("a page template cannot include a preview template")
    func previewIsNotAPartial() throws {
        let (set, diagnostics) = try load(
            [
                "previews/PromotionalHeaderData.mustache": "<div>{{title}}</div>",
                "partials/footer.mustache": "{{> previews/PromotionalHeaderData}}",
            ], defaults: Self.minimal)
        #expect(set == nil)
        #expect(diagnostics.map(\.rule) == ["template-partial"])
    }

    @Test("a preview template that does not parse is reported at its line and column")
    func previewSyntaxError() throws {
        let (set, diagnostics) = try load(
            ["previews/QuickLinkItem.mustache": "<a>\n  {{#title}}{{/name}}"], defaults: Self.minimal)
        #expect(set == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.rule == "template-syntax")
        #expect(diagnostic.location?.file == "Templates/previews/QuickLinkItem.mustache")
        #expect(diagnostic.location?.line == 2)
    }

    @Test("the signature changes with any file of the set, assets included")
    func signature() throws {
        let (first, _) = try load(["assets/style.css": "a"], defaults: Self.minimal)
        let (same, _) = try load(["assets/style.css": "a"], defaults: Self.minimal)
        let (asset, _) = try load(["assets/style.css": "b"], defaults: Self.minimal)
        let (preview, _) = try load(["assets/style.css": "a", "previews/X.mustache": "x"], defaults: Self.minimal)
        let signature = try #require(first?.signature)
        #expect(same?.signature == signature)
        #expect(asset?.signature != signature)
        #expect(preview?.signature != signature)
    }
}
