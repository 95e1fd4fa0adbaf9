import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// Reports a call to a type that is not in the index but is one word away from a model type
    /// (`PromoHeaderData(…)`, `QuickLinkModel.make(…)`): an old name, most likely.
    ///
    /// Framework types and the app's other types are never reported: only a name that
    /// `Suggestion.oldName` takes for an old name of exactly one model type is.
    func checkUnknownType(calledBy call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        let reference =
            callee.as(DeclReferenceExprSyntax.self)
            ?? callee.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)
        guard let reference else { return }
        let name = reference.baseName.text
        guard name.first?.isUppercase == true, variableType(name) == nil, index.type(named: name) == nil,
            !index.aliases.keys.contains(name), let model = Suggestion.oldName(name, in: index.types.keys),
            !declares(name, in: Syntax(call).root)
        else { return }
        report(
            .error, "cannot find type '\(name)' in scope; did you mean '\(model)'?",
            at: reference.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-unknown-type")
    }

    /// Whether the example declares a type of that name itself; asked only for a name that
    /// would otherwise be reported, so examples pay for the walk only then.
    private func declares(_ name: String, in root: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node.name) }
            private func check(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.text == name { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = Finder(name)
        finder.walk(root)
        return finder.found
    }
}
