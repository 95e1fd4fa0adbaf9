import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown
import DocGenTestSupport
import Foundation
import Testing

@testable import DocGenCatalog
@testable import DocGenContent
@testable import DocGenSite
@testable import DocGenTemplates

/// This repository's previews of its own components (`Templates/previews`, a templates folder
/// like any team's), drawn from samples read against `Sources/ComponentModels` (a model folder
/// like any team's): golden HTML, and the behaviour each component's preview must have.
@Suite("Repository previews")
struct DefaultPreviewTests {
    static let index: TypeIndex = {
        let folder = FixtureSite.repositoryRoot.appendingPathComponent("Sources/ComponentModels")
        return (try? TypeIndex.build(fromFolders: [folder])) ?? TypeIndex.build(sources: [])
    }()

    static let models = PreviewModels(index: index)

    static let templates: PreviewTemplates = {
        var diagnostics: [Diagnostic] = []
        return PreviewTemplates(sources: TestSite.repositoryPreviewSources(), diagnostics: &diagnostics)
    }()

    /// Checks the block, then previews its samples; the HTML of all of them and the diagnostics.
    static func preview(_ code: String, info: String, language: String = "en") -> (html: String, diagnostics: [String]) {
        let result = ExampleChecker(index: index).check(code: code, info: info, file: "doc.md", firstLine: 1)
        let drawn = result.samples.compactMap { templates.draw($0, models: models, language: language) }
        let diagnostics = drawn.flatMap(\.diagnostics).map {
            "\($0.severity.rawValue) \($0.rule) \($0.location?.line ?? 0):\($0.location?.column ?? 0)"
        }
        return (drawn.map(\.html.text).joined(), diagnostics)
    }

    static let golden: [(String, String, String, String)] = [
        (
            "header-swift.html", "swift", "en",
            """
            let data = PromotionalHeaderData(
                id: "deposit_bonus", icon: "dollarsign.circle.fill", title: "Claim a first deposit bonus!",
                subtitle: "Pick the bonus that suits you", backgroundColor: UIColor.systemOrange.withAlphaComponent(0.1))
            """
        ),
        (
            "header-hidden.html", "json PromotionalHeaderDisplayState", "en",
            """
            { "headerData": { "id": "maintenance", "icon": "wrench.fill", "title": "Card payments are paused",
              "backgroundColor": "systemGray" }, "isVisible": false }
            """
        ),
        (
            "quick-links.html", "json [QuickLinkItem]", "en",
            """
            [{ "type": "vip", "title": "VIP", "icon": "crown.fill" }, { "type": "promos", "title": "Offers", "icon": "star.fill" }]
            """
        ),
        (
            "banners-ko.html", "json [BannerPolicyItemModel]", "ko",
            """
            [
              { "id": "b", "priority": 10, "contentType": "I", "content": "https://cdn.example.com/b-1000x400.png",
                "category": "home", "type": "default" },
              { "id": "a", "priority": 90, "contentType": "I", "content": "https://cdn.example.com/a-1000x400.png",
                "landingType": "web", "landingDestination": "https://example.com/a", "category": "home", "type": "default" },
              { "id": "p1", "priority": 20, "contentType": "T", "content": "안내", "closeType": "today", "type": "popup" },
              { "id": "p2", "priority": 30, "contentType": "H", "content": "<b>공지</b>", "closeType": "never", "type": "popup" },
              { "id": "t", "priority": 1, "contentType": "T", "content": "x", "type": "toast" }
            ]
            """
        ),
        (
            "offer-banner.html", "json OfferBannerConfiguration", "en",
            """
            { "id": "drop", "title": "The Drop", "subtitle": "Tonight", "logoURL": "https://cdn.example.com/logo.png",
              "backgroundImageURL": "https://cdn.example.com/bg.jpg", "countdownEndDate": "2027-06-15T20:00:00Z",
              "discountBadge": "-25%", "callToAction": { "title": "Shop", "url": "https://shop.example.com" } }
            """
        ),
    ]

    @Test("previews match their golden HTML", arguments: golden)
    func goldenPreviews(name: String, info: String, language: String, code: String) {
        let (html, diagnostics) = Self.preview(code, info: info, language: language)
        #expect(diagnostics.isEmpty)
        snapshots.assert(html, named: "preview-" + name)
    }

    @Test("a header without a subtitle has no subtitle element; a hidden state is marked")
    func headerParts() {
        let plain = Self.preview(#"PromotionalHeaderData(id: "a", icon: "gift.fill", title: "T")"#, info: "swift").html
        #expect(plain.contains("pv-header-title") && !plain.contains("pv-header-subtitle"))
        #expect(plain.contains(#"data-visible="true""#) && !plain.contains("pv-flag"))
        let hidden = Self.preview(
            #"{ "headerData": { "id": "a", "icon": "gift.fill", "title": "T" }, "isVisible": false }"#,
            info: "json PromotionalHeaderDisplayState"
        ).html
        #expect(hidden.contains(#"data-visible="false""#) && hidden.contains("Hidden (isVisible: false)"))
    }

    @Test("a list of display states previews each header with its visibility")
    func displayStateList() {
        let code = """
            [{ "headerData": { "id": "a", "icon": "gift.fill", "title": "A" }, "isVisible": true },
             { "headerData": { "id": "b", "icon": "star.fill", "title": "B" }, "isVisible": false }]
            """
        let (html, diagnostics) = Self.preview(code, info: "json [PromotionalHeaderDisplayState]")
        #expect(diagnostics.isEmpty)
        #expect(html.contains(#"data-id="a" data-visible="true""#) && html.contains(#"data-id="b" data-visible="false""#))
    }

    @Test("a named system color keeps its dark-mode variant; alpha is kept in both")
    func colorVariants() {
        let html = Self.preview(
            #"PromotionalHeaderData(id: "a", icon: "gift.fill", title: "T", backgroundColor: .systemBlue.withAlphaComponent(0.1))"#,
            info: "swift"
        ).html
        #expect(html.contains("--pv-header-bg: rgba(0, 122, 255, 0.1); --pv-header-bg-dark: rgba(10, 132, 255, 0.1)"))
    }

    @Test("an opaque background gets black or white text, whichever contrasts more; a tint keeps the theme's")
    func readableText() {
        let light = Self.preview(
            ##"{ "id": "a", "icon": "gift.fill", "title": "T", "backgroundColor": "#FFCC00" }"##,
            info: "json PromotionalHeaderData")
        #expect(light.html.contains("--pv-header-fg: light-dark(#000000, #000000)"))
        let dark = Self.preview(
            ##"{ "id": "a", "icon": "gift.fill", "title": "T", "backgroundColor": "#1C1C1E" }"##,
            info: "json PromotionalHeaderData")
        #expect(dark.html.contains("--pv-header-fg: light-dark(#ffffff, #ffffff)"))
        let tint = Self.preview(
            ##"{ "id": "a", "icon": "gift.fill", "title": "T", "backgroundColor": "#FFCC001A" }"##,
            info: "json PromotionalHeaderData")
        #expect(tint.html.contains("--pv-header-bg:") && !tint.html.contains("--pv-header-fg"))
    }

    static let closeLabels: [(String, String, String)] = [
        ("never", "ko", "다시 보지 않기"), ("week", "ko", "일주일 동안 보지 않기"), ("today", "ko", "오늘은 보지 않기"),
        ("never", "en", "Don't show again"), ("week", "en", "Don't show for a week"), ("today", "en", "Don't show today"),
    ]

    @Test("popup close actions are worded in the document's language", arguments: closeLabels)
    func closeActions(closeType: String, language: String, label: String) {
        let code =
            #"{ "id": "p", "priority": 1, "contentType": "T", "content": "x", "closeType": "\#(closeType)", "type": "popup" }"#
        let html = Self.preview(code, info: "json BannerPolicyItemModel", language: language).html
        #expect(html.contains(">\(label)</span>"))
        #expect(html.contains(language == "ko" ? ">닫기</span>" : ">Close</span>"))
    }

    @Test("banners that would never be shown are greyed with the reason")
    func neverShown() {
        let unknown = Self.preview(
            #"{ "id": "t", "priority": 1, "contentType": "T", "content": "x", "type": "toast" }"#,
            info: "json BannerPolicyItemModel")
        #expect(unknown.html.contains("pv-never") && unknown.html.contains("type 'toast' is neither"))
        let version = Self.preview(
            #"{ "id": "v", "priority": 1, "contentType": "T", "content": "x", "appVersion": "latest", "type": "popup" }"#,
            info: "json BannerPolicyItemModel")
        #expect(version.html.contains("pv-never") && version.html.contains("not a version number"))
        let targeted = Self.preview(
            #"{ "id": "v", "priority": 1, "contentType": "T", "content": "x", "appVersion": "5.4.0", "type": "popup" }"#,
            info: "json BannerPolicyItemModel")
        #expect(!targeted.html.contains("pv-never") && targeted.html.contains("only in app version 5.4.0"))
    }

    @Test("default banners of one category with different image ratios get a warning at the image")
    func aspectRatioWarning() {
        let code = """
            [
              { "id": "a", "priority": 2, "contentType": "I", "content": "https://x.example/a-1000x400.png", "category": "c", "type": "default" },
              { "id": "b", "priority": 1, "contentType": "I", "content": "https://x.example/b-1200x400.png", "category": "c", "type": "default" }
            ]
            """
        #expect(Self.preview(code, info: "json [BannerPolicyItemModel]").diagnostics == ["warning preview-aspect-ratio 3:62"])
    }

    @Test("popups are shown highest priority first and sliders too")
    func displayOrder() throws {
        let html = Self.preview(Self.golden[3].3, info: "json [BannerPolicyItemModel]", language: "ko").html
        let a = try #require(html.range(of: #"data-id="a""#)), b = try #require(html.range(of: #"data-id="b""#))
        let p1 = try #require(html.range(of: #"data-id="p1""#)), p2 = try #require(html.range(of: #"data-id="p2""#))
        #expect(a.lowerBound < b.lowerBound && p2.lowerBound < p1.lowerBound)
    }

    @Test("an icon docgen does not draw gets a placeholder and a warning at the name")
    func unknownIcon() {
        let (html, diagnostics) = Self.preview(
            #"{ "type": "vip", "title": "VIP", "icon": "crown.fil" }"#, info: "json QuickLinkItem")
        #expect(html.contains("data-symbol-fallback"))
        #expect(diagnostics == ["note preview-icon 1:42"])
    }

    @Test(
        "every symbol the component docs use has a drawing",
        arguments: [
            "dollarsign.circle.fill", "gift.fill", "trophy.fill", "gamecontroller.fill", "star.fill", "percent", "crown.fill",
            "wrench.fill", "sportscourt.fill", "tv.fill", "airplane", "questionmark.circle.fill", "suit.spade.fill",
        ])
    func drawnSymbols(name: String) throws {
        let svg = try #require(SymbolIcons.svg(named: name, size: 24))
        #expect(svg.hasPrefix("<svg class=\"pv-icon\"") && svg.contains("data-symbol=\"\(name)\""))
        #expect(svg.contains("<use href=\"#pv-symbol-\(name)\"/>"))
        let once = PreviewIcons.drawingIcons(in: HTMLBytes(html: svg)).text
        #expect(once.hasPrefix("<svg class=\"pv-icon\" viewBox=\"0 0 24 24\"") && !once.contains("<use"))
        let twice = PreviewIcons.drawingIcons(in: HTMLBytes(html: svg + svg)).text
        #expect(twice.contains("<symbol id=\"pv-symbol-\(name)\" class=\"pv-icon\"><"))
    }

    @Test("HTML banner content is sanitized and what was removed is reported")
    func htmlContent() {
        let code =
            #"{ "id": "h", "priority": 1, "contentType": "H", "content": "<p onclick=\"x()\">Hi</p><script>alert(1)</script>", "closeType": "close", "type": "popup" }"#
        let (html, diagnostics) = Self.preview(code, info: "json BannerPolicyItemModel")
        #expect(html.contains("<div class=\"pv-html\"><p>Hi</p></div>"))
        #expect(!html.contains("script") && !html.contains("onclick"))
        #expect(diagnostics == ["warning preview-html 1:60"])
    }

    @Test("images keep their declared aspect ratio and show their alt text in the frame")
    func imageFrames() {
        #expect(ImageAspectRatio(url: "https://x/y/live-tables-1000x400.png")?.description == "5 : 2")
        #expect(ImageAspectRatio(url: "https://x/y/hero.jpg") == nil)
        #expect(ImageAspectRatio(text: "3:1")?.css == "3 / 1")
        let html = Self.preview(
            #"{ "id": "i", "priority": 1, "contentType": "I", "content": "https://x.example/i-600x200.png", "type": "popup" }"#,
            info: "json BannerPolicyItemModel"
        ).html
        #expect(html.contains(#"<span class="pv-img" style="aspect-ratio: 3 / 1"><span class="pv-img-alt">i</span><img"#))
    }
}
