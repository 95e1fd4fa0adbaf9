import DocGenContent
import DocGenDiagnostics
import Foundation
import Testing

@testable import DocGenSite

/// A DocC catalog as the content folder: its root page is the home page, `<doc:…>` links and
/// DocC's anchors resolve, directives are rendered or left out, never shown as text.
@Suite struct DocCSiteTests {
    private static func build() throws -> (TestSite, SiteBuilder.Report) {
        let site = try TestSite(fixture: "DocCSite")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        return (site, try site.build(overrides))
    }

    @Test("the catalog's root page is the home page")
    func home() throws {
        let (site, report) = try Self.build()
        defer { site.remove() }
        #expect(report.wroteSite)
        let home = try site.read("index.html")
        #expect(home.contains("Kit draws badges."))
        #expect(!report.diagnostics.contains { $0.rule == "home-page" })
    }

    @Test("a catalog's pages read dashes and quotes as DocC does; a page outside a catalog as GitHub does")
    func smartPunctuation() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        let text = "Badges stay small --- even \"large\" ones.\n"
        try site.write("# Sizes\n\n" + text, to: "Content/Kit.docc/Sizes.md")
        try site.write("# Notes\n\n" + text, to: "Content/notes.md")
        // The render step parses again what the parse step parsed: both read the page alike.
        for keepsTrees in [false, true] {
            var overrides = SiteConfiguration.Overrides()
            overrides.content = "Content"
            let configuration = try site.configuration(overrides)
            try SiteBuilder(configuration: configuration, cache: keepsTrees ? BuildCache() : nil).build()
            #expect(try site.read("Kit.docc/Sizes.html").contains("Badges stay small — even “large” ones."))
            #expect(try site.read("notes.html").contains("Badges stay small --- even &quot;large&quot; ones."))
        }
    }

    @Test("a model's doc comment shows a catalog image it names as DocC does, at its density")
    func docCommentImage() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("PNG", to: "Content/Kit.docc/Resources/badge-shape@2x.png")
        try site.write(
            "/// A badge.\n///\n/// ![](badge-shape)\npublic struct Tag {\n    public var title: String\n}\n",
            to: "Models/Tag.swift")
        var overrides = SiteConfiguration.Overrides(models: ["Models"])
        overrides.content = "Content/Kit.docc"
        try site.build(overrides)
        let html = try site.read("models/tag.html")
        #expect(html.contains("<picture><source srcset=\"../Resources/badge-shape%402x.png 2x\" />"))
        #expect(!html.contains("src=\"badge-shape\""))
    }

    @Test("a catalog whose module page lies in a folder has it as home page, and the module as title")
    func homeInFolder() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write(
            "# ``Gauge``\n\nGauge measures.\n\n## Topics\n\n- <doc:Reading>\n",
            to: "Content/Documentation.docc/generated/Gauge.md")
        try site.write("# Reading a gauge\n\nLook at the needle.\n", to: "Content/Documentation.docc/Reading.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Documentation.docc"
        let report = try site.build(overrides)
        let home = try site.read("index.html")
        #expect(home.contains("Gauge measures."))
        #expect(home.contains("<title>Gauge</title>"))
        #expect(!report.diagnostics.contains { $0.rule == "home-page" })
    }

    @Test("a catalog with a type's page beside its module's has the one named like the catalog as home page")
    func homeBesideTypePages() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("# ``Shapes``\n\nDrawing primitives.\n", to: "Content/Shapes.docc/Shapes.md")
        try site.write("# ``Circle``\n\nA round shape.\n", to: "Content/Shapes.docc/Circle.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Shapes.docc"
        let report = try site.build(overrides)
        #expect(try site.read("index.html").contains("Drawing primitives."))
        #expect(!report.diagnostics.contains { $0.rule == "home-page" })
    }

    @Test("<doc:> links go to their article with its title as text, and a missing one is reported")
    func docLinks() throws {
        let (site, report) = try Self.build()
        defer { site.remove() }
        let home = try site.read("index.html")
        #expect(home.contains(#"<a href="Articles/Setup.html">Set Up</a>"#))
        // DocC's case-keeping anchor becomes the heading's id.
        #expect(home.contains(#"<a href="Articles/Styling.html#picking-a-colour">Styling</a>"#))
        // One that names no page is its text, not a link a browser cannot follow.
        #expect(!home.contains(#"href="doc:"#))
        #expect(home.contains("<li>doc:Missing</li>"))
        // One naming a tutorial, which docgen does not build, shows the tutorial's name.
        #expect(home.contains("<li>Kit</li>"))
        let setup = try site.read("Articles/Setup.html")
        // A link with text of its own keeps it.
        #expect(setup.contains(#"<a href="Styling.html">the styling guide</a>"#))
        #expect(setup.contains(##"<a href="#why-badges">Why badges?</a>"##))
        let missing = report.diagnostics.filter { $0.rule == "link-target" }
        #expect(
            missing.map(\.message) == [
                "DocC link target not found: 'doc:Missing'; no article, catalog page or model type has that name",
                "DocC link names a tutorial, which docgen does not build: 'doc:Badges'; shown as text",
            ])
        #expect(missing.map { $0.location?.line } == [11, 12])
        // The tutorial link is right for DocC: a note, not a warning.
        #expect(missing.map(\.severity) == [.warning, .note])
        #expect(!report.diagnostics.contains { $0.rule == "link-anchor" })
    }

    @Test("a link to a tutorial whose file name has spaces names it with hyphens, as DocC does")
    func tutorialWithSpaces() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write(
            "@Tutorial(time: 5) {\n    @Intro(title: \"Meet the badge\") {\n    }\n}\n",
            to: "Content/Kit.docc/Tutorials/Table of Contents.tutorial")
        try site.write("# Learn\n\nStart at <doc:Table-of-Contents>.\n", to: "Content/Kit.docc/Articles/Learn.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        let report = try site.build(overrides)
        #expect(try site.read("Articles/Learn.html").contains("<p>Start at Meet the badge.</p>"))
        let found = report.diagnostics.filter { $0.location?.file.hasSuffix("Learn.md") == true }
        #expect(
            found.map(\.message) == [
                "DocC link names a tutorial, which docgen does not build: 'doc:Table-of-Contents'; shown as text"
            ])
        #expect(found.map(\.severity) == [.note])
    }

    @Test("a heading is reached as DocC writes it: as a child of its article, or with punctuation kept")
    func headingLinks() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write(
            "# Rules\n\n## Rule 2: Mind your data\n\nSee <doc:Styling/Picking-a-Colour> and [rule 2](#Rule-2:-Mind-your-data).\n"
                + "Not <doc:Styling/Picking-a-Color> or [that](#Rule-3:-Mind-your-data).\n",
            to: "Content/Kit.docc/Articles/Rules.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        let report = try site.build(overrides)
        let page = try site.read("Articles/Rules.html")
        #expect(page.contains(#"<a href="Styling.html#picking-a-colour">Styling</a>"#))
        #expect(page.contains(##"<a href="#rule-2-mind-your-data">rule 2</a>"##))
        let missing = report.diagnostics.filter { $0.location?.file.hasSuffix("Rules.md") == true }.map(\.rule)
        #expect(missing == ["link-anchor", "link-anchor"])
    }

    @Test("a symbol link to a model type links its page; one naming nothing is noted at its place")
    func symbolLinks() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("public struct Badge: Codable {\n    public var title: String\n}\n", to: "Models/Badge.swift")
        try site.write(
            "# Symbols\n\nUse ``Badge`` and ``Badge/title``.\nNot ``Ribbon``, and `Ribbon` is plain code.\n",
            to: "Content/Kit.docc/Articles/Symbols.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        overrides.models = ["Models"]
        let report = try site.build(overrides)
        let page = try site.read("Articles/Symbols.html")
        #expect(page.contains(#"<a class="symbol" href="../models/badge.html"><code>Badge</code></a>"#))
        let notes = report.diagnostics.filter { $0.rule == "link-symbol" }
        #expect(
            notes.map(\.message) == ["symbol link ``Ribbon`` is shown as code: no model type or page of the site has that name"])
        #expect(notes.map(\.severity) == [.note])
        #expect(notes.map { $0.location?.line } == [4] && notes.map { $0.location?.column } == [7])
    }

    @Test("a symbol page's links are read inside the type it documents and lead to the member's place")
    func relativeSymbolLinks() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        let models = """
            public struct Gauge {
                public var value: Int
                public enum Style { case ring, bar }
                public func reset() {}
            }
            """
        try site.write(models, to: "Models/Gauge.swift")
        let topics = """
            # ``Kit/Gauge/Style``

            ## Topics

            - ``ring``
            - ``value``
            - ``reset()``
            - ``Gauge/value``
            - ``Gauge/reset()-4kx2a``
            - ``spin()``

            Plain `Gauge/value` is code as written.
            """
        try site.write(topics, to: "Content/Kit.docc/Extensions/Style.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        overrides.models = ["Models"]
        let report = try site.build(overrides)
        let page = try site.read("Extensions/Style.html")
        // A link shows its symbol's own name, as DocC shows it: no path, no disambiguation.
        for (href, code) in [
            ("gauge-style.html#case-ring", "ring"), ("gauge.html#property-value", "value"),
            ("gauge.html#other-members", "reset()"),
        ] {
            #expect(page.contains(#"<a class="symbol" href="../models/\#(href)"><code>\#(code)</code></a>"#), "\(code)")
        }
        #expect(!page.contains("4kx2a</code>"))
        #expect(page.contains("<code>spin()</code>"))
        // A single-backtick span is no symbol link: it shows what it says.
        #expect(page.contains("<code>Gauge/value</code></a> is code as written."))
        #expect(try site.read("models/gauge-style.html").contains(#"id="case-ring""#))
        let notes = report.diagnostics.filter { $0.rule == "link-symbol" }
        #expect(
            notes.map(\.message) == ["symbol link ``spin()`` is shown as code: no model type or page of the site has that name"])
    }

    @Test("an article whose file name has spaces is named with hyphens, as DocC names it")
    func spacedFileName() {
        let names = LinkTargets.docReferences([("Kit.docc/Building and Parsing.md", "Building and Parsing")])
        #expect(names["Building-and-Parsing"] == "Kit.docc/Building and Parsing.md")
        #expect(names["Kit.docc/Building-and-Parsing"] == "Kit.docc/Building and Parsing.md")
    }

    @Test(
        "an image names a catalog file by its name, as DocC finds it in any folder",
        arguments: [
            ("chart.png", "Kit.docc/Images/chart.png"),
            ("chart", "Kit.docc/Images/chart.png"),
            ("icon.png", "Kit.docc/Resources/icon@2x.png"),
            ("icon", "Kit.docc/Resources/icon@2x.png"),
            ("icon@2x.png", "Kit.docc/Resources/icon@2x.png"),
            ("chart~dark.png", "Kit.docc/Images/chart~dark.png"),
            // Two folders hold a `logo.svg`: the name is ambiguous.
            ("logo.svg", nil),
            ("missing.png", nil),
        ] as [(String, String?)])
    func resourceName(name: String, expected: String?) {
        var targets = LinkTargets()
        targets.docResources = LinkTargets.docResources([
            "Kit.docc/Images/chart~dark.png", "Kit.docc/Images/chart.png", "Kit.docc/Images/chart@2x.png",
            "Kit.docc/Resources/icon@3x.png", "Kit.docc/Resources/icon@2x.png",
            "Kit.docc/Images/logo.svg", "Kit.docc/Resources/logo.svg",
        ])
        #expect(targets.docResource(named: name) == expected)
    }

    @Test("an image given by its file name alone is found in the catalog's image folder")
    func imageByName() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("PNG", to: "Content/Kit.docc/Images/flow@2x.png")
        try site.write("# Flow\n\n![The flow](flow.png)\n\n![Gone](gone.png)\n", to: "Content/Kit.docc/Articles/Flow.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        let report = try site.build(overrides)
        let page = try site.read("Articles/Flow.html")
        // Drawn for a 2× screen, it shows at half its pixel size, as DocC shows it.
        #expect(
            page.contains(
                #"<picture><source srcset="../Images/flow%402x.png 2x" /><img src="../Images/flow%402x.png" alt="The flow" loading="lazy" /></picture>"#
            ))
        #expect(try site.read("Images/flow@2x.png") == "PNG")
        let missing = report.diagnostics.filter { $0.rule == "link-target" && $0.location?.file.hasSuffix("Flow.md") == true }
        #expect(missing.map(\.message) == ["image not found: 'gone.png'"])
    }

    @Test(
        "an image's pixel density is read from its file name as DocC reads it",
        arguments: [
            ("../Images/flow%402x.png", 2), ("flow@3x.png", 3), ("a/chart~dark%402x.png", 2), ("flow.png", nil),
            ("flow@2x", nil), ("mail@example.png", nil), ("v1.2@2x.jpeg", 2),
        ] as [(String, Int?)])
    func imageScale(url: String, expected: Int?) {
        #expect(DocCCatalog.imageScale(url) == expected)
    }

    @Test(
        "a page titled with a symbol is named by the symbol's own name",
        arguments: [
            ("# ``Kit``\n", "Kit"),
            ("\n# ``Kit/Badge``\n\nText.\n", "Badge"),
            ("# ``Kit/Badge/init(title:)``\n", "init(title:)"),
            ("# ``Kit/Value//(_:_:)``\n", "/(_:_:)"),
            ("# ``Kit/Pipeline/Cache-swift.struct``\n", "Cache"),
            ("# The ``Badge`` type\n", nil),
            ("# Badges\n", nil),
            ("Text first.\n\n# ``Kit/Badge``\n", nil),
        ] as [(String, String?)])
    func symbolTitle(body: String, expected: String?) {
        #expect(DocCCatalog.symbolName(titling: body) == expected)
    }

    @Test("a symbol page shows the symbol's name as its heading and in the sidebar")
    func symbolPage() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("# ``Kit/Badge``\n\nA badge.\n", to: "Content/Kit.docc/Extensions/Badge.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        _ = try site.build(overrides)
        let page = try site.read("Extensions/Badge.html")
        #expect(page.contains("<title>Badge"))
        #expect(page.contains(#"<h1 id="kitbadge">Badge<a class="heading-anchor""#))
        #expect(!page.contains("<code>Kit/Badge</code>"))
        #expect(try site.read("index.html").contains(">Badge</a>"))
    }

    @Test("the sidebar and reading order follow the Topics sections, not the alphabet")
    func topicOrder() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write(
            "# ``Kit``\n\nKit draws badges.\n\n## Topics\n\n### Start\n\n- <doc:Styling>\n- <doc:Setup>\n",
            to: "Content/Kit.docc/Kit.md")
        try site.write("# Adding\n\nAdd a badge.\n", to: "Content/Kit.docc/Articles/Adding.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        _ = try site.build(overrides)
        let page = try site.read("Articles/Setup.html")
        let sidebar = try #require(page.range(of: "<nav")).lowerBound
        let positions = ["Styling", "Set Up", "Adding"].compactMap { title in
            page.range(of: ">\(title)</", range: sidebar..<page.endIndex)?.lowerBound
        }
        #expect(positions.count == 3 && positions == positions.sorted(), "Styling, Setup, then the unlisted Adding")
    }

    @Test("a folder is named by the root's Topics group listing all its pages, as DocC's navigation names it")
    func folderTitles() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        let root = """
            # ``Kit``

            Kit draws badges.

            ## Topics

            ### Using Kit

            - <doc:Setup>
            - <doc:Styling>

            ### Kit Reference

            - <doc:Sizes>
            - <doc:Colours>
            """
        try site.write(root, to: "Content/Kit.docc/Kit.md")
        try site.write("# Sizes\n\nSmall and large.\n", to: "Content/Kit.docc/GuideRef/Sizes.md")
        try site.write("# Colours\n\nRed and blue.\n", to: "Content/Kit.docc/GuideRef/Colours.md")
        try site.write("# Loose\n\nListed nowhere.\n", to: "Content/Kit.docc/MixedBag/Loose.md")
        try site.write("# Tints\n\nListed nowhere either.\n", to: "Content/Kit.docc/MixedBag/Tints.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        _ = try site.build(overrides)
        let page = try site.read("Articles/Setup.html")
        let sidebar = try #require(page.range(of: "<nav")).lowerBound
        let shown = String(page[sidebar...])
        #expect(shown.contains(">Using Kit</") && !shown.contains(">Articles</"))
        // In the Topics order, not the alphabet: "Using Kit" before "Kit Reference".
        let using = try #require(shown.range(of: ">Using Kit</")).lowerBound
        #expect(shown.range(of: ">Kit Reference</").map { using < $0.lowerBound } == true)
        #expect(shown.contains(">Kit Reference</") && !shown.contains(">GuideRef</"))
        // A folder whose pages no one group lists keeps its name.
        #expect(shown.contains(">MixedBag</"))
        #expect(try site.read("GuideRef/index.html").contains("<h1>Kit Reference</h1>"))
    }

    @Test("a page documenting another module checks its examples with that module imported")
    func documentedModule() throws {
        let site = try TestSite(fixture: "DocCSite")
        defer { site.remove() }
        try site.write("public struct Badge: Codable {\n    public var title: String\n}\n", to: "Models/Badge.swift")
        let code = "```swift\nlet badge = Badge(title: \"New\")\nprint(badge.glow)\n```\n"
        try site.write("# ``Ribbons``\n\n" + code, to: "Content/Kit.docc/Ribbons/Ribbons.md")
        try site.write("# Glowing\n\n" + code, to: "Content/Kit.docc/Articles/Glowing.md")
        var overrides = SiteConfiguration.Overrides()
        overrides.content = "Content/Kit.docc"
        overrides.models = ["Models"]
        let report = try site.build(overrides)
        let members = report.diagnostics.filter { $0.rule == "swift-unknown-member" || $0.rule == "swift-open-member" }
        #expect(
            members.map { "\($0.severity.rawValue) \($0.location?.file.split(separator: "/").last ?? "")" }.sorted() == [
                "error Glowing.md", "note Ribbons.md",
            ])
    }

    @Test("directives are rendered where simple and otherwise left out with one note per name")
    func directives() throws {
        let (site, report) = try Self.build()
        defer { site.remove() }
        let setup = try site.read("Articles/Setup.html")
        #expect(setup.contains("<title>Set Up"))
        // DocC shows the display name as the page's heading; the heading keeps its anchor.
        #expect(setup.contains(#"<h1 id="setting-up-kit">Set Up<a class="heading-anchor""#))
        for text in ["@Metadata", "@Options", "@Comment", "beta flag", "@Row", "@Column", "AutomaticSeeAlso"] {
            #expect(!setup.contains(text), "\(text)")
        }
        // A column's Markdown is kept, its code block as code.
        #expect(setup.contains("The right-hand column."))
        #expect(setup.contains("badge"))
        // An attribute in a code block is code.
        #expect(setup.contains("Reducer"))
        let notes = report.diagnostics.filter { $0.rule == "docc-directive" }.map { "\($0.location?.line ?? 0) \($0.message)" }
        #expect(
            notes.sorted() == [
                "1 DocC tutorials are not built: 1 '.tutorial' file(s), such as this one, are left as files",
                "5 DocC directive '@PageImage' is not rendered; its lines are left out",
                "7 DocC directive '@Links' is not rendered; its lines are left out",
                "8 DocC directive '@Options' is not rendered; its lines are left out",
            ])
    }
}

/// DocC symbol paths looked up among the model pages, whose names are Swift's.
@Suite struct SymbolTargetsTests {
    private static let targets = SymbolTargets(
        pages: [
            "Store": "models/Store.html", "Reducer.State": "models/Reducer.State.html", "Logger": "models/logger.html",
            "Logger.Level": "models/logger-level.html",
        ],
        anchors: [
            "Logger": ["label": "property-label", "info": "other-members"], "Logger.Level": ["error": "case-error"],
        ])

    @Test(
        "a symbol path names the page of its longest run of type names that has one",
        arguments: [
            ("Store", "models/Store.html"), ("Store/send(_:)", "models/Store.html"),
            ("Kit/Store/send(_:)", "models/Store.html"), ("Reducer/State", "models/Reducer.State.html"),
            ("Kit/Reducer/State/count", "models/Reducer.State.html"), ("Effect/run(_:)", nil),
            ("Kit/Other/Store", nil), ("Store/index.md", nil), ("Reducer/State-swift.struct", "models/Reducer.State.html"),
            ("Store/send(_:)-4kx2a", "models/Store.html"),
            ("Reducer-swift.protocol/State-swift.associatedtype", "models/Reducer.State.html"),
        ] as [(String, String?)])
    func page(path: String, expected: String?) {
        #expect(Self.targets.target(of: path)?.page == expected)
    }

    @Test(
        "a member is found at its place, inside the documented type and the types around it",
        arguments: [
            ("Logger/label", nil, "models/logger.html#property-label"),
            ("Kit/Logger/Level/error", nil, "models/logger-level.html#case-error"),
            ("error", "Logger.Level", "models/logger-level.html#case-error"),
            ("info(_:metadata:)", "Logger.Level", "models/logger.html#other-members"),
            ("Level", "Logger", "models/logger-level.html"),
            ("label", nil, nil), ("missing", "Logger.Level", nil), ("error", "Logger", nil),
        ] as [(String, String?, String?)])
    func member(path: String, scope: String?, expected: String?) {
        let target = Self.targets.target(of: path, scope: scope)
        #expect(target.map { $0.page + ($0.fragment.map { "#" + $0 } ?? "") } == expected)
    }

    @Test(
        "a page titled with a symbol documents its type, or the type of the member it names",
        arguments: [
            ("Kit/Logger/Level", "Logger.Level"), ("Logger", "Logger"), ("Kit/Logger/info(_:)", "Logger"),
            ("Getting Started", nil), (nil, nil),
        ] as [(String?, String?)])
    func documentedType(title: String?, expected: String?) {
        #expect(Self.targets.documentedType(title: title) == expected)
    }

    @Test(
        "a tutorial is titled by its table of contents' name or its introduction's title",
        arguments: [
            ("@Tutorials(name: \"Todo backend\") {\n}\n", "Todo backend"),
            ("@Tutorial(time: 15) {\n    @Intro(title: \"Add an API\") {\n        Text.\n    }\n}\n", "Add an API"),
            ("@Tutorials(name:\"Tight\")", "Tight"), ("@Tutorial(time: 5) {\n}\n", nil), ("@Intro(title: \"\")", nil),
        ] as [(String, String?)])
    func tutorialTitle(text: String, expected: String?) {
        #expect(DocCCatalog.tutorialTitle(of: text) == expected)
    }
}
