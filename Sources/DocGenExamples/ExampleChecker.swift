import DocGenDiagnostics
import DocGenModelRules
import SwiftSyntax

/// Checks the JSON and Swift examples of fenced code blocks against the model types of a `TypeIndex`.
///
/// Info strings: `json TypeName`, `json [TypeName]`, `json [String: TypeName]` (any type expression)
/// check a JSON value; `swift` checks Swift; `swift no-check`, plain `json` and other languages are
/// skipped (`checked` is false). Every diagnostic points at the offending key, value, label or token.
///
/// Rule ids:
/// - JSON: `json-syntax`, `json-depth`, `json-type` (info string), `json-unknown-key`, `json-missing-key`,
///   `json-type-mismatch`, `json-null`, `json-enum-value`, `json-number-range`, `json-number-format`
///   (warning), `json-string-form` (URL, UUID, base64, colors), `json-duplicate-key` (warning),
///   `json-structural` and `json-unchecked-type` (notes).
/// - Sample rules: the names the site declares in `rules:` of `docgen.yml` (`SampleRules`), run on
///   every value of a type they name in a JSON sample or a literal Swift one, at any depth; their
///   diagnostics are marked `isDeclaredRule`. docgen has no rules of its own for any model.
/// - Swift: `swift-syntax`, `swift-argument-label`, `swift-missing-argument`, `swift-extra-argument`,
///   `swift-argument-order`, `swift-argument-type`, `swift-unknown-member`, `swift-raw-value` (warning),
///   `swift-restated-member`, `swift-restated-type`, `swift-unknown-type`, `swift-optional-chaining`,
///   `swift-optional-mismatch` (an optional where a non-optional is expected), `swift-inaccessible`
///   (a private initializer called from outside its file), `swift-open-member` (a note: why a
///   member docgen cannot see was accepted).
///
/// Types the index does not know (UIKit, Combine, app code) are never errors. A model whose name
/// has an Apple framework prefix (`UIColor`) stands in for that framework type: the members it
/// declares are checked, others are allowed. A type has the members Swift gives it: its
/// superclasses' and protocols' in the index (protocol extensions included), property-wrapper
/// `_name` and `$name`, and a `@dynamicMemberLookup` root's. A type that inherits from or conforms
/// to a type outside the index, or carries a macro, is open: a name docgen does not know is
/// accepted with a `swift-open-member` note, and only a near typo of a known member is a warning.
/// On a closed type an unknown member is an error whose "did you mean" is a plausible typo only
/// (`Suggestion.isTypo`), the only kind `--fix` applies. Values whose `init(from:)` decodes one string
/// (`singleValueContainer` + `String`) are JSON strings; `UIColor`'s forms are checked exactly.
public struct ExampleChecker: Sendable {
    /// Highlights Swift code from its parsed tree (`SyntaxHighlighter.swiftHTML` in a build).
    public typealias SwiftTreeHighlighter = @Sendable (_ code: String, _ tree: SourceFileSyntax) -> String

    /// The longest Swift example checked, in UTF-8 bytes.
    ///
    /// Real examples are a few hundred lines at most, and a hostile 100,000-line block must not
    /// stall a build in swift-syntax. Longer ones get an `example-size` warning and are not
    /// checked. JSON has no limit: its parser and validator are linear.
    public static let maximumLength = 100_000

    /// The model types examples are checked against.
    public let index: TypeIndex
    /// The model types as Swift examples see them, without the models' file-private ones.
    private let swiftIndex: TypeIndex
    /// The rules the site declares for its models' samples.
    public let rules: SampleRules
    private let ruleChecker: SampleRuleChecker?
    /// Turns a checked Swift example's tree into highlighted HTML; nil when nothing shows the code.
    public let highlighter: SwiftTreeHighlighter?
    /// Whether typed JSON samples are checked: false for a site without model sources, where
    /// every type would be unknown and only Swift examples are checked (their syntax, since no
    /// type is known).
    public let checksTypedSamples: Bool

    /// Creates a checker that runs the site's declared sample rules; with a highlighter, Swift
    /// results carry the code's highlighted HTML, made from the same parse.
    public init(
        index: TypeIndex, rules: SampleRules = .none, highlighter: SwiftTreeHighlighter? = nil,
        checksTypedSamples: Bool = true
    ) {
        self.index = index
        swiftIndex = index.withoutFilePrivateTypes()
        self.checksTypedSamples = checksTypedSamples
        self.rules = rules
        ruleChecker = SampleRuleChecker(index: index, rules: rules)
        self.highlighter = highlighter
    }

    /// Checks one fenced code block.
    ///
    /// `info` is the whole info string (`json [QuickLinkItem]`, `swift`, `swift no-check`); `firstLine`
    /// is the file line of the code's first line; columns are 1-based characters (Hangul = 1).
    /// A Swift block sees what the page's earlier Swift blocks declared: `scope`, made block by
    /// block with `scope(_:after:code:)`.
    public func check(
        code: String, info: String, file: String, firstLine: Int, scope: ExamplePageScope = ExamplePageScope()
    ) -> ExampleResult {
        var result = checkCode(code, info: info, file: file, firstLine: firstLine, scope: scope)
        // Only a block with a word after its language or type can carry a marker.
        let markers = info.utf8.contains { $0 == 0x20 || $0 == 0x09 } ? FenceMarkers(info) : nil
        if markers?.expectedError == nil, FenceInfo(info) == .swift {
            result.diagnostics = ErrorComments.demote(result.diagnostics, code: code, firstLine: firstLine)
        }
        guard let markers, markers.expectedError != nil || !markers.unknownWords.isEmpty else { return result }
        return markers.apply(to: result, fence: SourceLocation(file: file, line: max(1, firstLine - 1)))
    }

    private func checkCode(
        _ code: String, info: String, file: String, firstLine: Int, scope: ExamplePageScope
    ) -> ExampleResult {
        let fence = FenceInfo(info)
        if fence == .swift, code.utf8.count > Self.maximumLength {
            let warning = Diagnostic.warning(
                "example has more than \(Self.maximumLength) bytes and is not checked",
                at: SourceLocation(file: file, line: max(1, firstLine - 1)), rule: "example-size")
            return ExampleResult(diagnostics: [warning], checked: false, typeName: nil)
        }
        if fence == .swift, BracketDepth.exceedsMaximum(code) {
            let warning = Diagnostic.warning(
                "example nests '[' more than \(BracketDepth.maximum) deep, too deep for the Swift parser, and is not checked",
                at: SourceLocation(file: file, line: max(1, firstLine - 1)), rule: "example-size")
            return ExampleResult(diagnostics: [warning], checked: false, typeName: nil)
        }
        // Hidden setup lines are checked with their marker blanked; the page shows the code
        // without them, highlighted by the renderer, not from this parse.
        let hidden = fence == .swift ? HiddenLines.checkable(code) : nil
        // Elisions (`...`, `…`) are checked as placeholders or spaces, mapped back to the
        // file's columns; the page shows them as written.
        let elided = fence == .swift ? Elisions.rewrite(hidden ?? code) : nil
        let rewritten = elided?.code ?? hidden
        let code = rewritten ?? code
        let lines = TextLines(code, file: file, firstLine: firstLine, widenings: elided?.widenings ?? [])
        switch fence {
        case .json where !checksTypedSamples:
            return .skipped
        case let .json(typeText):
            let checker = JSONExampleChecker(index: index, rules: ruleChecker)
            // Info strings are read as written after a three-character fence at column 1.
            let typeColumn =
                4 + (info.range(of: typeText).map { info.unicodeScalars.distance(from: info.startIndex, to: $0.lowerBound) } ?? 0)
            let (diagnostics, sample) = checker.check(code: code, typeText: typeText, typeColumn: typeColumn, lines: lines)
            let samples = Self.passed(diagnostics) ? sample.map { [$0] } ?? [] : []
            return ExampleResult(diagnostics: diagnostics.sorted(), checked: true, typeName: typeText, samples: samples)
        case .swift:
            let checker = SwiftExampleChecker(index: swiftIndex, highlighter: rewritten == nil ? highlighter : nil)
            let checked = checker.check(code: code, lines: lines, scope: scope)
            var diagnostics = checked.diagnostics
            if let ruleChecker {
                for sample in checked.samples { diagnostics += ruleChecker.check(sample, firstLine: firstLine) }
            }
            var result = ExampleResult(
                diagnostics: diagnostics.sorted(), checked: true, typeName: nil,
                samples: Self.passed(diagnostics) ? checked.samples : [])
            result.highlightedHTML = checked.highlighted
            result.pageAdditions = checked.additions
            return result
        case .unchecked:
            return .skipped
        }
    }

    /// The scope the block after `code` sees: `scope` with what `result`, the check of `code`, adds.
    public func scope(_ scope: ExamplePageScope, after result: ExampleResult, code: String) -> ExamplePageScope {
        guard let additions = result.pageAdditions else { return scope }
        return scope.adding(additions, code: code, base: swiftIndex)
    }

    private static func passed(_ diagnostics: [Diagnostic]) -> Bool {
        !diagnostics.contains { $0.severity == .error }
    }
}
