import DocGenDiagnostics
import SwiftSyntax

/// Finds the syntax errors SwiftParser recovered from: missing tokens and unexpected code.
///
/// docgen may only use SwiftSyntax and SwiftParser, so this stands in for SwiftParserDiagnostics
/// with shorter messages; like the compiler, it reports each position once.
final class SyntaxErrorCollector: SyntaxVisitor {
    private let lines: TextLines
    private let rule: String
    private var found: [Diagnostic] = []
    private var seenOffsets: Set<Int> = []
    private static let limit = 20

    /// The syntax errors in `tree`, at their file locations, at most 20.
    static func errors(in tree: some SyntaxProtocol, lines: TextLines, rule: String) -> [Diagnostic] {
        guard tree.hasError else { return [] }
        let collector = SyntaxErrorCollector(lines: lines, rule: rule)
        collector.walk(tree)
        return collector.found
    }

    private init(lines: TextLines, rule: String) {
        self.lines = lines
        self.rule = rule
        super.init(viewMode: .all)
    }

    /// Only the clauses the compiler parses: not one whose version condition does not hold
    /// (`#if compiler(>=6.4)` around a `mutate` accessor), nor one after a clause whose does
    /// (the `#else` of `#if swift(>=5.0)`), as `VersionCondition` reads them.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        var taken = false
        for clause in node.clauses {
            let holds = clause.condition.flatMap(VersionCondition.holds)
            if !taken, holds != false { walk(clause) }
            if holds == true { taken = true }
        }
        walk(node.poundEndif)
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        var text = Elisions.unwrapped(node.trimmedDescription)
        if text.count > 40 { text = String(text.prefix(40)) + "…" }
        text = text.replacingOccurrences(of: "\n", with: " ")
        report(text.isEmpty ? "unexpected code" : "unexpected code '\(text)'", at: node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard token.presence == .missing else { return .skipChildren }
        report("expected \(expectation(for: token))", at: position(ofMissing: token))
        return .skipChildren
    }

    /// Where a missing token is reported: where it would go, at the end of the token before it,
    /// but for a declaration's missing keyword (`reload() {` without `func`), which belongs
    /// before the name on the next line, as the compiler says.
    private func position(ofMissing token: TokenSyntax) -> AbsolutePosition {
        guard case .keyword = token.tokenKind, token.parent?.is(DeclSyntax.self) == true,
            let next = token.nextToken(viewMode: .sourceAccurate), next.leadingTrivia.contains(where: \.isNewline)
        else { return token.position }
        return next.positionAfterSkippingLeadingTrivia
    }

    private func expectation(for token: TokenSyntax) -> String {
        if let parent = token.parent {
            if parent.is(MissingExprSyntax.self) { return "expression" }
            if parent.is(MissingTypeSyntax.self) { return "type" }
            if parent.is(MissingDeclSyntax.self) { return "declaration" }
            if parent.is(MissingPatternSyntax.self) { return "pattern" }
            if parent.is(MissingStmtSyntax.self) { return "statement" }
        }
        let text = token.text
        return text.isEmpty ? "identifier" : "'\(text)'"
    }

    private func report(_ message: String, at position: AbsolutePosition) {
        guard found.count < Self.limit, seenOffsets.insert(position.utf8Offset).inserted else { return }
        found.append(.error(message, at: lines.location(utf8Offset: position.utf8Offset), rule: rule))
    }
}
