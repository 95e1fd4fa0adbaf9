import DocGenDiagnostics
import SwiftParser
import SwiftSyntax

/// Checks one Swift example: syntax first, then restated model declarations and every use of a model type.
struct SwiftExampleChecker {
    let index: TypeIndex
    var highlighter: ExampleChecker.SwiftTreeHighlighter?

    /// What checking one example found.
    struct Checked {
        var diagnostics: [Diagnostic]
        var samples: [Sample] = []
        var highlighted: String?
        /// What the example adds to its page's scope; nil when it adds nothing.
        var additions: ExamplePageAdditions?
    }

    /// The problems in the example, the samples it holds (model calls with only literal
    /// arguments), its highlighted HTML when there is a highlighter, and what it adds to the page scope.
    ///
    /// The example sees what `scope` holds from the page's earlier blocks, and what it declares
    /// itself, before or after the use.
    func check(code: String, lines: TextLines, scope: ExamplePageScope = ExamplePageScope()) -> Checked {
        var tree = Parser.parse(source: code)
        // Pages show code with syntax errors too, highlighted from the same tree.
        let highlighted = highlighter?(code, tree)
        var lines = lines
        var isExcerpt = false
        var syntaxErrors = SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "swift-syntax")
        if !syntaxErrors.isEmpty, code.contains("<#") {
            // A template of a construct (`func <#name#>(<#parameters#>)`) puts placeholders where
            // the parser takes no expression; the errors on their lines are theirs.
            let templateLines = Self.placeholderLines(code, lines: lines)
            syntaxErrors.removeAll { $0.location.map { templateLines.contains($0.line) } ?? false }
            if syntaxErrors.isEmpty { return Checked(diagnostics: [], highlighted: highlighted) }
        }
        if !syntaxErrors.isEmpty {
            // Only a block that is not a whole file is parsed again, in the contexts an excerpt may have.
            guard let excerpt = ExcerptContext.parse(code, lines: lines) else {
                // A tree rebuilt around syntax errors would only add confusing follow-up diagnostics.
                let shell = ShellCommand.error(in: code, lines: lines)
                return Checked(diagnostics: shell.map { [$0] } ?? syntaxErrors, highlighted: highlighted)
            }
            (tree, lines, isExcerpt) = (excerpt.tree, excerpt.lines, true)
        }
        let placeholders = TemplatePlaceholders.errors(in: tree, code: code, lines: lines)
        guard placeholders.isEmpty else { return Checked(diagnostics: placeholders, highlighted: highlighted) }
        // An excerpt's context declares nothing: its members belong to a type the page does not show.
        let declared = isExcerpt ? DeclarationReader.Output() : DeclarationReader(lines: lines).read(tree)
        let restated = RestatedDeclarationChecker(index: index).check(declared)
        let pageIndex = (scope.index ?? index).merging(declared)
        let usage = UsageChecker(index: pageIndex, lines: lines, bindings: scope.bindings)
        usage.unseenModules = ImportedModules.unseen(scope.importedModules, index: index)
        usage.walk(tree)
        let samples = SwiftSampleCollector(index: index, lines: lines).samples(among: usage.literalCandidates)
        let bindings = usage.topLevelBindings.filter { scope.bindings[$0.key] != $0.value }
        let additions =
            declared.isEmpty && bindings.isEmpty
            ? nil : ExamplePageAdditions(declared: declared, index: pageIndex, bindings: bindings)
        return Checked(
            diagnostics: restated + usage.diagnostics, samples: samples, highlighted: highlighted, additions: additions)
    }

    /// The file lines that hold an editor placeholder (`<#name#>`).
    private static func placeholderLines(_ code: String, lines: TextLines) -> Set<Int> {
        var found: Set<Int> = []
        var offset = 0
        var previous: UInt8 = 0
        for byte in code.utf8 {
            if previous == UInt8(ascii: "<"), byte == UInt8(ascii: "#") {
                found.insert(lines.location(utf8Offset: offset - 1).line)
            }
            previous = byte
            offset += 1
        }
        return found
    }
}
