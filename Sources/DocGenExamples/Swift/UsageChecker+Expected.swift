import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// Checks a value where a type is expected: literals, implicit members (`.slots`, `.init(…)`) and
    /// values of known model types.
    func checkExpected(_ expr: ExprSyntax, _ expected: TypeRef, role: ExpectationRole) {
        if let inner = unwrappedExpression(expr) { return checkExpected(inner, expected, role: role) }
        let expected = resolve(expected)
        let target = expected.unwrapped
        let isOptional = expected.isOptional
        let offset = expr.positionAfterSkippingLeadingTrivia.utf8Offset
        if let literal = LiteralKind(expr) {
            return checkLiteral(literal, expr, expected: expected, target: target, isOptional: isOptional, role: role)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
            checkImplicitMember(member.declName, in: target, isOptional: isOptional)
            return
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil
        {
            guard checkImplicitMember(member.declName, in: target, isOptional: isOptional),
                let declaration = index.declaration(of: target)
            else { return }
            let callables = members(member.declName.baseName.unescapedText, of: declaration, isStatic: true)
            checkCall(call, CallTarget(callables: callables, owner: declaration))
            return
        }
        if !isOptional, let actual = typeOf(expr), actual.isOptional, isUnwrappable(actual, to: target, role: role) {
            report(.error, role.optionalMismatch(actual, expected), at: offset, rule: "swift-optional-mismatch")
            return
        }
        guard let actual = typeOf(expr)?.unwrapped, case let .named(actualName, _) = actual,
            case let .named(targetName, _) = target, actualName != targetName
        else { return }
        let actualDeclaration = index.type(named: actualName)
        let targetDeclaration = index.type(named: targetName)
        let basics: Set<String> = ["String", "Bool", "Int", "Double"]
        guard actualDeclaration != nil || basics.contains(actualName),
            targetDeclaration.map({ $0.kind != .protocol && $0.genericParameters.isEmpty }) ?? basics.contains(targetName),
            actualDeclaration.map({ !mayDescend($0, from: targetName) }) ?? true
        else { return }
        report(.error, role.mismatch(actualName, expected), at: offset, rule: "swift-argument-type")
    }

    /// Whether `declaration` inherits from the type named `name`, through any number of
    /// superclasses (Eureka's `SelectorRow` is a `BaseRow` through `OptionsRow`, `Row` and
    /// `RowOf`), or may through a supertype docgen cannot see.
    private func mayDescend(_ declaration: TypeDeclaration, from name: String) -> Bool {
        if declaration.inherited.contains(name) { return true }
        let lineage = lineage(of: declaration)
        return lineage.unseenReason != nil || lineage.supertypes.contains { $0.name == name }
    }

    /// Reports `return value` where `value` is an optional and the function returns its
    /// non-optional type; other mismatches of a `return` are left to the compiler.
    func checkReturnedOptional(_ expr: ExprSyntax, _ written: TypeSyntax) {
        guard let actual = typeOf(expr), actual.isOptional else { return }
        let expected = resolve(TypeRefReader.read(written))
        guard !expected.isOptional, isUnwrappable(actual, to: expected, role: .specified) else { return }
        report(
            .error, ExpectationRole.specified.optionalMismatch(actual, expected),
            at: expr.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-optional-mismatch")
    }

    /// Whether an optional `actual` where `target` is expected is Swift's "must be unwrapped"
    /// error: its value is exactly `target`, a model type or a standard value type, and the
    /// place is one a value flows into (not a comparison, where optionals compare).
    private func isUnwrappable(_ actual: TypeRef, to target: TypeRef, role: ExpectationRole) -> Bool {
        if case .comparison = role { return false }
        guard resolve(actual.unwrapped) == target else { return false }
        switch target {
        case .array, .dictionary: return true
        case let .named(name, _):
            if let declaration = index.type(named: name) {
                return declaration.kind != .protocol && declaration.genericParameters.isEmpty
            }
            return Self.unwrappableBasics.contains(name)
        case .optional, .opaque: return false
        }
    }

    private static let unwrappableBasics: Set<String> = [
        "String", "Bool", "Int", "Double", "Float", "CGFloat", "URL", "Date", "UUID", "Data", "Character",
    ]

    private func checkLiteral(
        _ literal: LiteralKind, _ expr: ExprSyntax, expected: TypeRef, target: TypeRef, isOptional: Bool, role: ExpectationRole
    ) {
        let offset = expr.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let category = LiteralCategory(target, index: index), !mayGainLiteralConformance(target) else { return }
        if literal == .nil {
            if case .comparison = role { return }
            if !isOptional, !category.accepts(.nil) {
                report(.error, role.nilMismatch(expected), at: offset, rule: "swift-argument-type")
            }
            return
        }
        guard category.accepts(literal) else {
            report(.error, role.mismatch(literal.typeDescription, expected), at: offset, rule: "swift-argument-type")
            return
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            let element: TypeRef? =
                switch target {
                case let .array(element): element
                case let .named("Set", arguments): arguments.first
                default: nil
                }
            if let element { for item in array.elements { checkExpected(item.expression, element, role: role) } }
        } else if let dictionary = expr.as(DictionaryExprSyntax.self), case let .dictionary(key, value) = target,
            case let .elements(elements) = dictionary.content
        {
            for element in elements {
                checkExpected(element.key, key, role: role)
                checkExpected(element.value, value, role: role)
            }
        }
    }

    /// Whether a companion module the page imports may make the model type `target` take literals.
    ///
    /// A library's companion module, named after a folder of the models as such modules are
    /// (`SwiftSyntaxBuilder` beside `SwiftSyntax`), may add conformances as it may add members:
    /// it makes the models' syntax nodes take string literals. Other modules (`Metrics` on a
    /// page about a router) are not made to extend the models' types, and a type the page
    /// declares is its own.
    private func mayGainLiteralConformance(_ target: TypeRef) -> Bool {
        guard case let .named(name, _) = target, let declaration = index.type(named: name), !declaration.isPageType
        else { return false }
        return unseenModules.contains { module in
            index.sourceFolders.contains { $0.utf8.count >= 3 && module.utf8.count > $0.utf8.count && module.hasPrefix($0) }
        }
    }

    /// Reports `.name` when the expected model type has no such case or static member; returns whether it has.
    @discardableResult
    func checkImplicitMember(_ name: DeclReferenceExprSyntax, in target: TypeRef, isOptional: Bool) -> Bool {
        let text = name.baseName.unescapedText
        if isOptional, text == "none" || text == "some" { return true }
        guard let declaration = index.declaration(of: target),
            !declaration.hasStaticMember(text, includingPrivate: isInside(declaration)), isCheckable(declaration)
        else { return true }
        reportUnknownStaticMember(text, of: declaration, at: name.positionAfterSkippingLeadingTrivia.utf8Offset)
        return inheritedStaticMember(text, of: declaration) != .missing
    }
}
