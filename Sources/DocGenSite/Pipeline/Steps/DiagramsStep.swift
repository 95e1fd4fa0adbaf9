import DocGenDiagnostics
import DocGenMarkdown
import DocGenMermaid

extension BuildStep {
    /// Draws every ```mermaid block as inline SVG, so pages need no script to show diagrams.
    ///
    /// A diagram with a syntax error is reported at its line and column and shown on the page as
    /// its source with the message; the build still writes the site (the error fails `check`).
    public static let diagrams = BuildStep("diagrams") { context in
        let renderer = MermaidRenderer()
        for index in context.pages.indices {
            let page = context.pages[index]
            var drawn: [Int: RenderedDiagram] = [:]
            var number = 0
            for block in page.document.codeBlocks where block.language == "mermaid" {
                number += 1
                let output =
                    context.cache?.diagram(
                        for: block.code, file: page.source.displayPath, firstLine: block.firstCodeLine, number: number)
                    ?? renderer.render(
                        block.code, file: page.source.displayPath, firstLine: block.firstCodeLine, idPrefix: "diagram-\(number)")
                context.cache?.store(
                    diagram: output, for: block.code, file: page.source.displayPath, firstLine: block.firstCodeLine,
                    number: number)
                context.diagnostics.report(contentsOf: output.diagnostics)
                drawn[block.position.line] = RenderedDiagram(
                    svg: output.svg, problems: output.diagnostics.filter { $0.severity >= .warning }.map(\.description),
                    failed: output.diagnostics.contains { $0.severity == .error })
            }
            context.pages[index].diagrams = drawn
        }
    }
}

/// A diagram as the page shows it: the SVG, or why there is none.
public struct RenderedDiagram: Sendable, Equatable {
    /// The inline SVG; nil when the diagram could not be drawn.
    public var svg: String?
    /// The diagnostics to show beside the source when it could not be drawn.
    public var problems: [String]
    /// Whether it was not drawn because of an error (rather than an unsupported diagram type).
    public var failed: Bool
}
