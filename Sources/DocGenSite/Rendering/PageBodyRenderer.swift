import DocGenCatalog
import DocGenContent
import DocGenDiagnostics
import DocGenHTML
import DocGenMarkdown
import DocGenTemplates
import Foundation

/// Turns one page's parsed Markdown into its body HTML, with links rewritten, code blocks
/// highlighted or drawn, checked examples marked and previewed, and model type names linked to
/// their reference pages.
///
/// The render step maps it over every page, or over a rebuild's scope (`BuildScope`).
struct PageBodyRenderer: Sendable {
    /// What raw HTML in Markdown becomes.
    let rawHTML: RawHTMLSetting
    /// The reference page of each model type name, and where its members are.
    let symbols: SymbolTargets
    /// Highlighting kept from earlier builds.
    let cache: BuildCache?
    /// The theme's words, for what docgen writes into a page body (the checked mark).
    let ui: UIStrings
    /// The language of pages that do not set `lang`.
    let siteLanguage: String
    /// Errors shown beside their block, by file (`ErrorPolicy`).
    var contentErrors: [String: [Diagnostic]] = [:]

    /// The errors of `diagnostics` a page shows beside their block, by file.
    static func contentErrors(in diagnostics: [Diagnostic]) -> [String: [Diagnostic]] {
        let shown = diagnostics.filter {
            $0.severity == .error && ErrorPolicy.isContent($0) && !$0.rule.hasPrefix("mermaid")
        }
        return Dictionary(grouping: shown) { $0.location?.file ?? "" }
    }

    /// The body HTML from inputs the render step took out of the page and the build's `results`
    /// for it: a generated page's own HTML, or its Markdown rendered, with the drawings of the
    /// icons its previews show.
    func html(for page: Page, inputs: Page.BodyInputs, results: PageResults) -> HTMLBytes {
        PreviewIcons.drawingIcons(
            in: inputs.generatedBody?() ?? markdownHTML(for: page, inputs: inputs, results: results))
    }

    private func markdownHTML(for page: Page, inputs: Page.BodyInputs, results: PageResults) -> HTMLBytes {
        let symbols = symbols
        // The closures capture the two values they read, not copies of the whole page.
        let ((resolvedLinks, linkTitles), outputPath) = (inputs.linkRewrites.tables(), page.outputPath)
        var renderer = HTMLRenderer()
        renderer.resolveURL = { link, _ in resolvedLinks[link.destination] ?? link.destination }
        switch rawHTML {
        case .escape: renderer.rawHTML = .escaped
        case .trusted: renderer.rawHTML = .tagFiltered
        case .sanitize:
            // URLs in HTML are resolved as the links step resolved them (`PageOutline.htmlLinks`).
            renderer.rawHTML = .filtered(SanitizingHTMLFilter { url, _ in resolvedLinks[url] ?? url })
        }
        // A DocC link written `<doc:Name>` shows its page's title; one with text of its own keeps it.
        renderer.linkText = { link in
            link.content == [.text(link.destination)] ? linkTitles[link.destination] : nil
        }
        renderer.writesLink = { link in !link.destination.hasPrefix("doc:") || resolvedLinks[link.destination] != nil }
        renderer.readsDocCAsides = DocCCatalog.contains(page.source)
        if renderer.readsDocCAsides {
            renderer.symbolText = { DocCCatalog.symbolName(Substring($0)) }
            renderer.imageScale = DocCCatalog.imageScale
        }
        // On a catalog page documenting a type, its symbol links are read inside that type too.
        let scope =
            renderer.readsDocCAsides ? symbols.documentedType(title: page.outline.firstTitle) : nil
        let scopedLinks = scope == nil ? [] : Set(page.outline.symbolLinks.map(\.path))
        renderer.linkCode = { code in
            // ``Store/send(_:)``, DocC's symbol path, links to its type's page as ``Store`` does,
            // at the member's place; other code links only when it is a type's name.
            let isScoped = scopedLinks.contains(code)
            guard isScoped || symbols.pages[code] != nil || code.utf8.contains(UInt8(ascii: "/")),
                let target = symbols.target(of: code, scope: isScoped ? scope : nil)
            else { return nil }
            return OutputPath.relativeURL(from: outputPath, to: target.page) + (target.fragment.map { "#" + $0 } ?? "")
        }
        var codeBlocks = CodeBlockRenderer(
            checked: results.checkedExamples, diagrams: results.diagrams, previews: results.previews,
            highlighted: results.highlightedCode, cache: cache)
        codeBlocks.hasModels = !symbols.isEmpty
        let words = ui.words(for: page.language(siteLanguage: siteLanguage))
        renderer.headingAnchorLabel = words["headingAnchor"]
        renderer.footnoteBackLabel = words["footnoteBack"]
        renderer.alertTitle = { kind in words[Self.alertKeys[kind] ?? ""] }
        codeBlocks.words = words
        codeBlocks.errors = contentErrors[page.source.displayPath] ?? []
        codeBlocks.typeLink = { name in
            symbols.pages[Self.bareTypeName(name)].map { OutputPath.relativeURL(from: outputPath, to: $0) }
        }
        renderer.writeCodeBlock = { block, html in
            codeBlocks.render(block, into: &html)
            return true
        }
        return renderer.html(for: page.displayName.map { Self.retitled(inputs.document, as: $0) } ?? inputs.document)
    }

    /// The document with its first level-1 heading showing `title`, as DocC shows a page's
    /// `@DisplayName`; its anchor, and the outline read from the document, stay as written.
    static func retitled(_ document: Document, as title: String) -> Document {
        var document = document
        for index in document.blocks.indices {
            guard case .heading(var heading) = document.blocks[index], heading.level == 1 else { continue }
            heading.content = [.text(title)]
            document.blocks[index] = .heading(heading)
            break
        }
        return document
    }

    /// The theme's word for each kind of alert.
    private static let alertKeys: [AlertKind: String] = [
        .note: "alertNote", .tip: "alertTip", .important: "alertImportant", .warning: "alertWarning", .caution: "alertCaution",
    ]

    /// A type name without the brackets, `?` and spaces around it (`[QuickLinkItem]?` →
    /// `QuickLinkItem`), trimmed as bytes: they are all ASCII, and building a character set for
    /// every linked type cost more than rendering its code.
    static func bareTypeName(_ name: String) -> String {
        let utf8 = name.utf8
        func isPunctuation(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: " ")
        }
        guard let first = utf8.firstIndex(where: { !isPunctuation($0) }),
            let last = utf8.lastIndex(where: { !isPunctuation($0) })
        else { return "" }
        return String(name[first..<utf8.index(after: last)])
    }
}
