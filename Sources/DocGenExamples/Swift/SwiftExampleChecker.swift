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
        if !syntaxErrors.isEmpty {
            syntaxErrors = DeclarationHeaders.removingBodylessEnd(from: syntaxErrors, in: tree, lines: lines)
        }
        if !syntaxErrors.isEmpty, scope.closesLater {
            syntaxErrors = DeclarationHeaders.removingUnclosedEnd(from: syntaxErrors, in: tree, lines: lines)
        }
        if !syntaxErrors.isEmpty, code.contains("<#") {
            // A template of a construct (`func <#name#>(<#parameters#>)`) puts placeholders where
            // the parser takes no expression; the errors at them are theirs.
            let spots = Self.writtenPlaceholders(code, lines: lines)
            syntaxErrors.removeAll { error in
                guard let location = error.location else { return false }
                // A bracket left open after a placeholder is the writer's, as it is anywhere.
                let reach = ["expected ')'", "expected ']'", "expected '}'"].contains(error.message) ? 2 : 0
                return Self.showsPlaceholder(error.message)
                    || spots.contains {
                        $0.line == location.line && $0.columns.lowerBound <= location.column
                            && location.column + reach <= $0.columns.upperBound
                    }
            }
            if syntaxErrors.isEmpty { return Checked(diagnostics: [], highlighted: highlighted) }
        }
        if !syntaxErrors.isEmpty {
            // A shell command or XML is said to be one, not read as a Swift excerpt with holes.
            if let foreign = ForeignCode.error(in: code, lines: lines) {
                return Checked(diagnostics: [foreign], highlighted: highlighted)
            }
            // Only a block that is not a whole file is parsed again, in the contexts an excerpt may have.
            guard let excerpt = ExcerptContext.parse(code, lines: lines) else {
                // A tree rebuilt around syntax errors would only add confusing follow-up diagnostics.
                let named =
                    ForeignCode.diffError(in: code, lines: lines).map { [$0] }
                    ?? MissingCommas.errors(in: code, lines: lines)
                return Checked(diagnostics: named ?? syntaxErrors, highlighted: highlighted)
            }
            (tree, lines, isExcerpt) = (excerpt.tree, excerpt.lines, true)
        }
        let placeholders = TemplatePlaceholders.errors(in: tree, code: code, lines: lines)
        guard placeholders.isEmpty else {
            // XML parses as Swift operators around names, which read as placeholders (`<key>`).
            let foreign = ForeignCode.error(in: code, lines: lines)
            return Checked(diagnostics: foreign.map { [$0] } ?? placeholders, highlighted: highlighted)
        }
        // An excerpt's context declares nothing: its members belong to a type the page does not show.
        let declared = isExcerpt ? DeclarationReader.Output() : DeclarationReader(lines: lines).read(tree)
        let modules = ImportedModules.names(in: code)
        let isForeignModuleCode = ImportedModules.isForeignModuleCode(code, importing: modules, index: index)
        let restated = RestatedDeclarationChecker(
            index: index, isForeignModuleCode: isForeignModuleCode,
            importsModels: ImportedModules.importsModels(modules, index: index)
        ).check(declared)
        let pageIndex = (scope.index ?? index).choosing(modules: scope.importedModules + modules)
            .merging(declared, shadowing: restated.readersOwnTypes)
        let usage = UsageChecker(index: pageIndex, lines: lines, bindings: scope.bindings)
        usage.unseenModules = ImportedModules.unseen(scope.importedModules, index: index)
        usage.seesPublicModelTypesOnly = isForeignModuleCode
        usage.spiGroups = ImportedModules.spiGroups(in: code)
        usage.importsModelModule = ImportedModules.importsModels(scope.importedModules + modules, index: index)
        usage.extendedTypes = Set(scope.extendedTypes)
        usage.walk(tree)
        let samples = SwiftSampleCollector(index: index, lines: lines).samples(among: usage.literalCandidates)
        let bindings = usage.topLevelBindings.filter { scope.bindings[$0.key] != $0.value }
        let additions =
            declared.isEmpty && bindings.isEmpty
            ? nil : ExamplePageAdditions(declared: declared, index: pageIndex, bindings: bindings)
        return Checked(
            diagnostics: restated.diagnostics + usage.diagnostics, samples: samples, highlighted: highlighted,
            additions: additions)
    }

    /// Whether an error's quoted code holds one of the writer's placeholders (`unexpected code
    /// 'is <#type#>'`), not one an elision became (`<#...#>`).
    private static func showsPlaceholder(_ message: String) -> Bool {
        var rest = Substring(message)
        while let start = rest.range(of: "<#") {
            rest = rest[start.upperBound...]
            if !rest.isEmpty, !Elisions.isRewritten(rest) { return true }
        }
        return false
    }

    /// Where the writer's own editor placeholders (`<#name#>`) are, by line and columns.
    ///
    /// The columns include the two right after one (`init(<#parameters#>)` lacks a `:` there).
    /// Those `Elisions` made of `...` and `// ...` are not the writer's and are left out, so a
    /// mistake beside an elision is still reported.
    private static func writtenPlaceholders(_ code: String, lines: TextLines) -> [(line: Int, columns: ClosedRange<Int>)] {
        var found: [(line: Int, columns: ClosedRange<Int>)] = []
        let bytes = Array(code.utf8)
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "#") else {
                index += 1
                continue
            }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "#") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
            let inner = String(decoding: bytes[(index + 2)..<min(end, bytes.count)], as: UTF8.self)
            let isElision = Elisions.isRewritten(inner)
            let start = lines.location(utf8Offset: index)
            let after = lines.location(utf8Offset: min(end + 2, bytes.count))
            if !isElision, after.line == start.line, start.column <= after.column {
                found.append((start.line, start.column...after.column + 1))
            }
            index = end + 2
        }
        return found
    }
}
