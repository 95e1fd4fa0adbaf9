import DocGenMarkdown
import Foundation

/// Renders a page's Markdown body to HTML: links rewritten by the links step, code blocks
/// highlighted or replaced by their diagram, checked examples marked and previewed.
struct PageBodies: Sendable {
    /// Whether raw HTML in Markdown is kept.
    let allowRawHTML: Bool
    /// The model reference page of each model type name.
    let symbolPages: [String: String]
    /// Highlighted code kept between builds.
    let cache: BuildCache?

    /// The body HTML of a page; a generated page's own HTML as it is.
    func html(for page: Page, inputs: Page.BodyInputs) -> String {
        if let generated = inputs.generatedBody { return generated() }
        let symbols = symbolPages
        var renderer = HTMLRenderer()
        renderer.allowRawHTML = allowRawHTML
        renderer.resolveURL = { link, _ in page.resolvedLinks[link.destination] ?? link.destination }
        renderer.linkCode = { symbols[$0].map { OutputPath.relativeURL(from: page.outputPath, to: $0) } }
        var codeBlocks = CodeBlockRenderer(
            checked: page.checkedExamples, diagrams: inputs.diagrams, previews: inputs.previews, cache: cache)
        codeBlocks.typeLink = { name in
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]? "))
            return symbols[bare].map { OutputPath.relativeURL(from: page.outputPath, to: $0) }
        }
        renderer.renderCodeBlock = { codeBlocks.render($0) }
        return renderer.render(inputs.document)
    }
}
