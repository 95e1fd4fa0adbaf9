import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

/// Checks one Swift example: syntax first, then restated model declarations and every use of a model type.
struct SwiftExampleChecker {
    let index: TypeIndex

    func check(code: String, lines: TextLines) -> [Diagnostic] {
        let tree = Parser.parse(source: code)
        let syntaxErrors = SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "swift-syntax")
        // A tree rebuilt around syntax errors would only add confusing follow-up diagnostics.
        guard syntaxErrors.isEmpty else { return syntaxErrors }
        let declared = DeclarationReader(lines: lines).read(tree)
        let restated = RestatedDeclarationChecker(index: index).check(declared)
        let usage = UsageChecker(index: index.merging(declared.extensions), lines: lines)
        usage.walk(tree)
        return restated + usage.diagnostics
    }
}
