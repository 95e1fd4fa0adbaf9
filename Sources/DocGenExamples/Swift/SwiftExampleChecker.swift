import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

/// Checks one Swift example: syntax first, then restated model declarations and every use of a model type.
struct SwiftExampleChecker {
    let index: TypeIndex
    var highlighter: ExampleChecker.SwiftTreeHighlighter?

    /// The problems in the example, the samples it holds (model calls with only literal
    /// arguments), and its highlighted HTML when there is a highlighter.
    func check(code: String, lines: TextLines) -> (diagnostics: [Diagnostic], samples: [Sample], highlighted: String?) {
        let tree = Parser.parse(source: code)
        // Pages show code with syntax errors too, highlighted from the same tree.
        let highlighted = highlighter?(code, tree)
        let syntaxErrors = SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "swift-syntax")
        // A tree rebuilt around syntax errors would only add confusing follow-up diagnostics.
        guard syntaxErrors.isEmpty else { return (syntaxErrors, [], highlighted) }
        let declared = DeclarationReader(lines: lines).read(tree)
        let restated = RestatedDeclarationChecker(index: index).check(declared)
        let usage = UsageChecker(index: index.merging(declared.extensions), lines: lines)
        usage.walk(tree)
        let samples = SwiftSampleCollector(index: index, lines: lines).samples(among: usage.literalCandidates)
        return (restated + usage.diagnostics, samples, highlighted)
    }
}
