import ComponentModels
import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown

/// Renders a validated sample as HTML that looks like the component on a phone.
///
/// One renderer serves one document: its language picks the words previews show (Korean close
/// actions on a Korean page), and what it notices (an icon it has no drawing for, banner images
/// of one category with different ratios) becomes diagnostics located in that document.
struct PreviewRenderer {
    let strings: PreviewStrings
    var diagnostics: [Diagnostic] = []

    init(language: String) {
        strings = PreviewStrings(language: language)
    }

    /// The component a sample previews and the preview's HTML, or nil for samples of other types.
    mutating func render(_ sample: Sample) -> (component: CatalogComponent, html: String)? {
        guard let modelName = sample.modelName, let component = CatalogComponent(modelName: modelName) else { return nil }
        let html: String?
        switch (component, sample.type) {
        case (.promotionalHeader, .array) where modelName == "PromotionalHeaderDisplayState":
            html = sample.decode([PromotionalHeaderDisplayState].self).map { states in
                zip(states, sample.root.elements ?? []).map {
                    header($0.headerData, node: $1.field("headerData"), isVisible: $0.isVisible)
                }.joined()
            }
        case (.promotionalHeader, .array):
            html = sample.decode([PromotionalHeaderData].self).map { headers in
                zip(headers, sample.root.elements ?? []).map { header($0, node: $1, isVisible: true) }.joined()
            }
        case (.promotionalHeader, _) where modelName == "PromotionalHeaderDisplayState":
            html = sample.decode(PromotionalHeaderDisplayState.self).map {
                header($0.headerData, node: sample.root.field("headerData"), isVisible: $0.isVisible)
            }
        case (.promotionalHeader, _):
            html = sample.decode(PromotionalHeaderData.self).map { header($0, node: sample.root, isVisible: true) }
        case (.quickLinks, .array):
            html = sample.decode([QuickLinkItem].self).map { quickLinks($0, nodes: sample.root.elements ?? []) }
        case (.quickLinks, _):
            html = sample.decode(QuickLinkItem.self).map { quickLinks([$0], nodes: [sample.root]) }
        case (.banner, .array):
            html = sample.decode([BannerPolicyItemModel].self).map { banners($0, nodes: sample.root.elements ?? []) }
        case (.banner, _):
            html = sample.decode(BannerPolicyItemModel.self).map { banners([$0], nodes: [sample.root]) }
        case (.offerBanner, _):
            html = sample.decode(OfferBannerConfiguration.self).map { offerBanner($0) }
        }
        guard let html else {
            diagnostics.append(
                .note(
                    "this \(sample.type) sample is not previewed: it does not decode with JSONDecoder", at: sample.location,
                    rule: "preview-decode"))
            return nil
        }
        return (component, "<div class=\"pv-stage\" data-component=\"\(component.rawValue)\">\n\(html)</div>\n")
    }

    /// The icon for an SF Symbol name, or the placeholder and a warning at the name.
    mutating func icon(_ name: String, size: Int, at node: SampleNode?) -> String {
        if let svg = SymbolIcons.svg(named: name, size: size) { return svg }
        let hint = Suggestion.hint(for: name, in: SymbolIcons.names)
        diagnostics.append(
            .warning(
                "no preview icon is drawn for the symbol '\(name)'; a placeholder is shown\(hint)", at: node?.location,
                rule: "preview-icon"))
        return SymbolIcons.fallback(size: size)
    }

    /// A text as HTML.
    func text(_ value: String) -> String { HTMLEscaping.text(value) }

    /// A value for an HTML attribute.
    func attribute(_ value: String) -> String { HTMLEscaping.attribute(value) }
}
