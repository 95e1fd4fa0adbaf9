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
    mutating func render(_ sample: Sample) -> (component: CatalogComponent, html: HTMLBytes)? {
        guard let modelName = sample.modelName, let component = CatalogComponent(modelName: modelName) else { return nil }
        var html = HTMLBytes(capacity: 2048)
        html.raw("<div class=\"pv-stage\" data-component=\"")
        html.raw(component.rawValue)
        html.raw("\">\n")
        let drawn: Bool
        switch (component, sample.type) {
        case (.promotionalHeader, .array) where modelName == "PromotionalHeaderDisplayState":
            drawn = Self.draw(sample.decode([PromotionalHeaderDisplayState].self)) { states in
                for (state, node) in zip(states, sample.root.elements ?? []) {
                    header(state.headerData, node: node.field("headerData"), isVisible: state.isVisible, into: &html)
                }
            }
        case (.promotionalHeader, .array):
            drawn = Self.draw(sample.decode([PromotionalHeaderData].self)) { headers in
                for (data, node) in zip(headers, sample.root.elements ?? []) {
                    header(data, node: node, isVisible: true, into: &html)
                }
            }
        case (.promotionalHeader, _) where modelName == "PromotionalHeaderDisplayState":
            drawn = Self.draw(sample.decode(PromotionalHeaderDisplayState.self)) {
                header($0.headerData, node: sample.root.field("headerData"), isVisible: $0.isVisible, into: &html)
            }
        case (.promotionalHeader, _):
            drawn = Self.draw(sample.decode(PromotionalHeaderData.self)) {
                header($0, node: sample.root, isVisible: true, into: &html)
            }
        case (.quickLinks, .array):
            drawn = Self.draw(sample.decode([QuickLinkItem].self)) {
                quickLinks($0, nodes: sample.root.elements ?? [], into: &html)
            }
        case (.quickLinks, _):
            drawn = Self.draw(sample.decode(QuickLinkItem.self)) { quickLinks([$0], nodes: [sample.root], into: &html) }
        case (.banner, .array):
            drawn = Self.draw(sample.decode([BannerPolicyItemModel].self)) {
                banners($0, nodes: sample.root.elements ?? [], into: &html)
            }
        case (.banner, _):
            drawn = Self.draw(sample.decode(BannerPolicyItemModel.self)) { banners([$0], nodes: [sample.root], into: &html) }
        case (.offerBanner, _):
            drawn = Self.draw(sample.decode(OfferBannerConfiguration.self)) { offerBanner($0, into: &html) }
        }
        guard drawn else {
            diagnostics.append(
                .note(
                    "this \(sample.type) sample is not previewed: it does not decode with JSONDecoder", at: sample.location,
                    rule: "preview-decode"))
            return nil
        }
        html.raw("</div>\n")
        return (component, html)
    }

    /// Draws a decoded value; false when the sample did not decode.
    private static func draw<Value>(_ value: Value?, _ body: (Value) -> Void) -> Bool {
        guard let value else { return false }
        body(value)
        return true
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
}
