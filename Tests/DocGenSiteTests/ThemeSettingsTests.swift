import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// The docgen.yml settings that change the default theme without forking it: `logo`,
/// `accentColor`, `stylesheet` and `editURL`.
@Suite struct ThemeSettingsTests {
    private func parse(_ text: String) throws(ConfigurationError) -> ConfigurationFile {
        try ConfigurationFile.parse(text, displayPath: "docgen.yml")
    }

    /// The first diagnostic `text` is refused with, in compiler form.
    private func refusal(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.diagnostics.first?.description
        }
    }

    @Test("each setting is read")
    func readsKeys() throws {
        let file = try parse(
            "logo: images/logo.svg\naccentColor: \"#7b2ff7\"\nstylesheet: brand.css\neditURL: https://github.com/o/r/edit/main/Content/\n"
        )
        #expect(file.logo == "images/logo.svg")
        #expect(file.accentColor == "#7b2ff7")
        #expect(file.stylesheet == "brand.css")
        #expect(file.editURL == "https://github.com/o/r/edit/main/Content/")
        #expect(file.locations["stylesheet"] == SourceLocation(file: "docgen.yml", line: 3, column: 13))
    }

    @Test(
        "CSS colours in the accepted forms are taken",
        arguments: [
            "#abc", "#A1B2C3", "#a1b2c3d4", "rgb(10 20 30)", "rgb(10, 20, 30)", "rgba(10,20,30,0.5)",
            "hsl(210deg 50% 40% / 0.8)", "HSL(210 50% 40%)", "rgb(none 20% 30%)",
        ])
    func acceptedColors(color: String) throws {
        #expect(try parse("accentColor: \"\(color)\"\n").accentColor == color)
    }

    @Test(
        "anything else is refused, so that a colour cannot add CSS of its own",
        arguments: [
            "red", "#abcd", "#ggg", "#abc; color: red", "rgb(1 2 3); } body { display: none", "rgb(1 2)", "url(x.png)",
            "rgb(1 2 3) x", "rgb(1 2 3 4 5)", "var(--x)", "rgb(1 2 calc(3))", "hsl(1 2 3 / 4 / 5)", "expression(alert(1))",
            "#fff\\\" onload=\\\"alert(1)",
        ])
    func refusedColors(color: String) {
        let description = refusal("title: Docs\naccentColor: \"\(color)\"\n")
        #expect(description?.hasPrefix("docgen.yml:2:14: error: configuration 'accentColor' must be a CSS colour") == true)
        #expect(description?.hasSuffix("[config-value]") == true)
    }

    @Test(
        "links must be relative paths inside the site's folders or http(s) URLs",
        arguments: [
            ("logo: javascript:alert(1)", "configuration 'logo' must be a relative path or an http or https URL"),
            ("logo: ../secret.png", "configuration 'logo' must be a path inside the site's folders, found '../secret.png'"),
            (
                "stylesheet: /etc/site.css",
                "configuration 'stylesheet' must be a path inside the site's folders, found '/etc/site.css'"
            ),
            ("editURL: docs/edit", "configuration 'editURL' must be an absolute http or https URL"),
            ("editURL: javascript:alert(1)", "configuration 'editURL' must be an absolute http or https URL"),
            ("accentColor: [1, 2]", "configuration 'accentColor' must be a string"),
        ])
    func refusedLinks(line: String, message: String) {
        #expect(refusal(line + "\n")?.contains(": error: " + message) == true)
    }

    @Test("an unquoted hex colour, which YAML reads as a comment, is refused with a hint")
    func unquotedColor() {
        #expect(
            refusal("accentColor: #7b2ff7\n")?.hasSuffix("found nothing (quote it: '#' starts a comment in YAML) [config-value]")
                == true)
    }

    @Test("an unknown key near a setting's name suggests it")
    func misspeltKey() {
        #expect(
            refusal("accentColour: \"#fff\"\n")
                == "docgen.yml:1:1: error: unknown configuration key 'accentColour'; did you mean 'accentColor'? [config-key]")
    }

    /// A site root with `files` (path → text) and the configuration loaded from its docgen.yml.
    private func configuration(_ files: [String: String]) throws -> (URL, Result<SiteConfiguration, ConfigurationError>) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-settings-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, Result { () throws(ConfigurationError) in try SiteConfiguration.load(root: root) })
    }

    @Test("a logo is found in the content folder, the templates' assets or the default theme's, or is a URL")
    func logoLocations() throws {
        let cases: [(String, [String: String], SiteLink)] = [
            ("images/logo.svg", ["Content/images/logo.svg": "<svg/>"], .file("images/logo.svg")),
            ("assets/logo.svg", ["Templates/assets/logo.svg": "<svg/>"], .file("assets/logo.svg")),
            ("assets/favicon.svg", [:], .file("assets/favicon.svg")),
            ("https://cdn.example.com/logo.svg", [:], .url("https://cdn.example.com/logo.svg")),
        ]
        for (logo, files, expected) in cases {
            let (root, result) = try configuration(files.merging(["docgen.yml": "logo: \(logo)\n"]) { $1 })
            defer { try? FileManager.default.removeItem(at: root) }
            #expect(try result.get().logo == expected)
        }
    }

    @Test("a logo that is not where the site publishes it is an error at the setting")
    func logoNotFound() throws {
        // A file of the templates folder outside assets/ is not published.
        let (root, result) = try configuration([
            "docgen.yml": "title: Docs\nlogo: logo.svg\n", "Templates/logo.svg": "<svg/>", "Content/index.md": "# Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(throws: ConfigurationError.self) { try result.get() }
        guard case .failure(let error) = result else { return }
        #expect(
            error.description
                == "docgen.yml:2:7: error: logo 'logo.svg' not found in 'Content' or in the templates' assets/ [config-value]")
    }

    @Test("a stylesheet outside the content folder is copied in; one in it is published with it")
    func stylesheetLocations() throws {
        let (root, result) = try configuration(["docgen.yml": "stylesheet: brand/site.css\n", "brand/site.css": "a{}"])
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = try result.get()
        #expect(configuration.stylesheet == .file("brand/site.css"))
        #expect(configuration.stylesheetSource?.path == root.appendingPathComponent("brand/site.css").standardizedFileURL.path)

        let (inside, content) = try self.configuration(["docgen.yml": "stylesheet: site.css\n", "Content/site.css": "a{}"])
        defer { try? FileManager.default.removeItem(at: inside) }
        #expect(try content.get().stylesheet == .file("site.css"))
        #expect(try content.get().stylesheetSource == nil)
    }

    @Test(
        "a stylesheet that is missing, or would replace a theme asset, is an error at the setting",
        arguments: [
            ("stylesheet: brand.css", [:], "stylesheet 'brand.css' not found in 'Content' or '.'"),
            (
                "stylesheet: assets/style.css", ["assets/style.css": "a{}"],
                "stylesheet 'assets/style.css' would replace the theme's file at that path"
            ),
        ])
    func stylesheetRefused(line: String, files: [String: String], message: String) throws {
        let (root, result) = try configuration(files.merging(["docgen.yml": line + "\n"]) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failure(let error) = result else {
            Issue.record("accepted \(line)")
            return
        }
        #expect(error.description.hasPrefix("docgen.yml:1:13: error: " + message))
    }

    @Test("the settings reach every page through the default theme, with URLs relative to the page")
    func rendered() throws {
        let site = try TestSite(fixture: "CatalogSite")
        defer { site.remove() }
        try site.write(
            """
            logo: https://cdn.example.com/logo.svg?size=2&theme=dark
            accentColor: "rgb(123 47 247)"
            stylesheet: brand.css
            editURL: https://github.com/example/docs/edit/main/Content

            """, to: "docgen.yml")
        try site.write(".site-title { letter-spacing: 0.02em; }\n", to: "brand.css")
        let report = try site.build(.init(models: [CatalogSiteTests.models]))
        #expect(!report.failed, "\(report.diagnostics)")
        let home = try site.read("index.html")
        #expect(
            home.contains(
                "<html lang=\"en\" style=\"--accent: rgb(123 47 247); --accent-soft: color-mix(in srgb, rgb(123 47 247) 14%, var(--bg))\">"
            ))
        #expect(
            home.contains("<img class=\"site-logo\" src=\"https://cdn.example.com/logo.svg?size=2&amp;theme=dark\" alt=\"\">"))
        #expect(home.contains("<link rel=\"stylesheet\" href=\"brand.css\">"))
        #expect(
            home.contains(
                "<a class=\"edit-link\" href=\"https://github.com/example/docs/edit/main/Content/index.md\">Edit this page</a>"))
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.output.path).filter {
            $0.hasSuffix(".html") && $0.contains("/")
        }
        let nested = try #require(pages.first { !$0.hasPrefix("catalog/") && !$0.hasPrefix("models/") })
        let page = try site.read(nested)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../brand.css\">"))
        // Generated pages have no file to edit.
        let generated = try #require(pages.first { $0.hasPrefix("catalog/") })
        #expect(!(try site.read(generated)).contains("edit-link"))
        #expect(!(try site.read("404.html")).contains("edit-link"))
        #expect(try site.read("brand.css") == ".site-title { letter-spacing: 0.02em; }\n")
    }

    @Test("a logo in the content folder is linked relative to each page")
    func relativeLogo() throws {
        let site = try TestSite()
        defer { site.remove() }
        try site.write("logo: images/pixel.png\n", to: "docgen.yml")
        #expect(!(try site.build()).failed)
        #expect(try site.read("index.html").contains("<img class=\"site-logo\" src=\"images/pixel.png\" alt=\"\">"))
        #expect(try site.read("guides/style.html").contains("<img class=\"site-logo\" src=\"../images/pixel.png\" alt=\"\">"))
        // The 404 page's links are relative to the site root, which its script makes its base.
        #expect(try site.read("404.html").contains("<img class=\"site-logo\" src=\"images/pixel.png\" alt=\"\">"))
    }
}
