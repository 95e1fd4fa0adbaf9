import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenSite

@Suite struct TemplateSetTests {
    private func load(_ files: [String: String]) throws -> (TemplateSet?, [Diagnostic]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-templates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Templates")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        var bag = DiagnosticBag()
        let set = TemplateSet.load(from: folder, configuration: SiteConfiguration(rootDirectory: root), diagnostics: &bag)
        return (set, bag.sorted)
    }

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
}
