import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// Reports `Type.name` and `value.name` when the model type has no such member.
    ///
    /// Members Swift gives the type count as its own: a superclass's or protocol's of the index
    /// (protocol extensions included), a property wrapper's `_name` and `$name`, and a
    /// `@dynamicMemberLookup` root's. A type that inherits from or conforms to a type outside the
    /// index may have members docgen cannot see (`reportMissingMember`).
    func checkMemberAccess(_ node: MemberAccessExprSyntax) {
        guard let base = node.base else { return }
        let name = node.declName.baseName.unescapedText
        if let typeName = typeName(of: base), let declaration = index.type(named: typeName) {
            // A type's own members are nearly every use: they are asked for first, for nothing more.
            guard !declaration.hasStaticMember(name, includingPrivate: isInside(declaration)), isCheckable(declaration)
            else { return }
            let offset = node.declName.positionAfterSkippingLeadingTrivia.utf8Offset
            guard !hasInstanceMethod(name, declaration) else {
                // `Type.method` is the method unapplied, a function from a value of the type
                // (`list.map(Item.title)`); called with anything but that value, it is Swift's error.
                if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
                    !passesValue(of: declaration, call)
                {
                    report(
                        .error,
                        "instance member '\(name)' cannot be used on type '\(declaration.name)'; call it on a value of the type",
                        at: offset, rule: "swift-unknown-member")
                }
                return
            }
            guard !reportsPrivateMember(name, of: declaration, isStatic: true, at: offset) else { return }
            reportUnknownStaticMember(name, of: declaration, at: offset)
        } else if let receiver = instanceType(of: base) {
            let offset = node.declName.positionAfterSkippingLeadingTrivia.utf8Offset
            guard let declaration = index.declaration(of: receiver) else {
                return checkCollectionMember(name, of: receiver, at: offset)
            }
            // `self.init(…)` delegates to another initializer.
            guard !declaration.hasInstanceMember(name, includingPrivate: isInside(declaration)), name != "init",
                isCheckable(declaration)
            else { return }
            guard !reportsPrivateMember(name, of: declaration, isStatic: false, at: offset) else { return }
            var answer = inheritedInstanceMember(name, of: declaration, receiver: receiver)
            if answer == .missing, let carried = carriedName(base) {
                answer = .partial("'\(carried)' is bound in an earlier block of the page, which may mean another value")
            }
            reportMissingMember(
                name, described: "value of type '\(declaration.name)'",
                candidates: knownInstanceMemberNames(of: declaration, receiver: receiver), answer: answer, at: offset)
        }
    }

    /// Reports `name` when the type declares it `private` or `fileprivate`, which code outside
    /// the model's file cannot use; false when it declares no such member.
    private func reportsPrivateMember(_ name: String, of declaration: TypeDeclaration, isStatic: Bool, at offset: Int) -> Bool {
        let access: (kind: String, isFileprivate: Bool)
        if let property = declaration.properties.first(where: { $0.name == name && $0.isStatic == isStatic && $0.isPrivate }) {
            access = ("property", property.isFileprivate)
        } else if let method = declaration.methods.first(where: { $0.name == name && $0.isStatic == isStatic && $0.isPrivate }) {
            access = ("method", method.isFileprivate)
        } else {
            return false
        }
        let keyword = access.isFileprivate ? "fileprivate" : "private"
        report(
            .error, "\(access.kind) '\(declaration.name).\(name)' is \(keyword): code outside its file cannot use it",
            at: offset, rule: "swift-inaccessible")
        return true
    }

    /// Whether `target` is declared `T!`, which is used as a `T` but takes `nil`: a name this
    /// block binds so, or such a property of a model type.
    private func mayBeImplicitlyUnwrapped(_ target: ExprSyntax) -> Bool {
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.unescapedText {
            return isImplicitlyUnwrapped(name)
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base,
            let receiver = instanceType(of: base), let declaration = index.declaration(of: receiver)
        else { return false }
        let name = member.declName.baseName.unescapedText
        return family(of: declaration).contains { type in
            type.properties.contains { $0.name == name && $0.isImplicitlyUnwrapped }
        }
    }

    /// Whether `call` passes one value, unlabeled, that may be of the type `declaration` or one
    /// of its subtypes: `Item.describe(item)` applies the method to `item`; `Item.describe(42)` cannot.
    private func passesValue(of declaration: TypeDeclaration, _ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            call.trailingClosure == nil
        else { return false }
        let value = argument.expression
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
        {
            // A literal is a value of the type only if the type takes one.
            return declaration.inherited.contains { $0.hasPrefix("ExpressibleBy") }
        }
        guard let name = typeOf(value)?.unwrapped.name, name != declaration.name else { return true }
        guard let other = index.type(named: name) else { return false }
        return lineage(of: other).supertypes.contains { $0.name == declaration.name }
    }

    /// Whether the type or a supertype in the index has an instance method called `name`.
    private func hasInstanceMethod(_ name: String, _ declaration: TypeDeclaration) -> Bool {
        let inside = isInside(declaration)
        return family(of: declaration).contains { type in
            type.methods.contains { !$0.isStatic && $0.name == name && (inside || !$0.isPrivate) }
        }
    }

    /// The name of `base` when it is a top-level value of an earlier block, not bound again here.
    private func carriedName(_ base: ExprSyntax) -> String? {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, carriedNames.contains(name),
            !scopes.dropFirst().contains(where: { $0[name] != nil })
        else { return nil }
        return name
    }

    /// Reports `value.name` for a model type that has no instance member `name` of its own.
    func reportUnknownInstanceMember(_ name: String, of declaration: TypeDeclaration, receiver: TypeRef?, at offset: Int) {
        reportMissingMember(
            name, described: "value of type '\(declaration.name)'",
            candidates: knownInstanceMemberNames(of: declaration, receiver: receiver),
            answer: inheritedInstanceMember(name, of: declaration, receiver: receiver), at: offset)
    }

    /// Reports `Type.name` or `.name` for a model type that has no static member `name` of its own.
    func reportUnknownStaticMember(_ name: String, of declaration: TypeDeclaration, at offset: Int) {
        reportMissingMember(
            name, described: "type '\(declaration.name)'", candidates: knownStaticMemberNames(of: declaration),
            answer: inheritedStaticMember(name, of: declaration), at: offset)
    }

    /// Whether the code being checked sees the type's private members: it is inside the type or
    /// one of its extensions, or the type is the page's own, declared in the same file as it were.
    func isInside(_ declaration: TypeDeclaration) -> Bool {
        declaration.isPageType || selfTypes.contains(declaration.name)
    }

    // Stand-ins for platform types have members the index cannot see; protocols' come from
    // conformers. Types open through what they inherit are checked for typos only.
    func isCheckable(_ declaration: TypeDeclaration) -> Bool {
        !declaration.hasUnseenMembers && declaration.kind != .protocol
    }

    /// Checks the `case .x` patterns of a `switch` over a model enum.
    func checkSwitch(_ node: SwitchExprSyntax) {
        guard let subject = typeOf(node.subject).map(resolve) else { return }
        let target = subject.unwrapped
        guard let declaration = index.declaration(of: target), declaration.kind == .enum, isCheckable(declaration) else {
            return
        }
        for element in node.cases {
            guard case let .switchCase(switchCase) = element, case let .case(label) = switchCase.label else { continue }
            for item in label.caseItems { checkPattern(item.pattern, target: target, isOptional: subject.isOptional) }
        }
    }

    private func checkPattern(_ pattern: PatternSyntax, target: TypeRef, isOptional: Bool) {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return checkPattern(binding.pattern, target: target, isOptional: isOptional)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            checkImplicitMember(member.declName, in: target, isOptional: isOptional)
        } else if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        {
            checkImplicitMember(member.declName, in: target, isOptional: isOptional)
        }
    }

    /// Whether `element` of a flat sequence is an operator that binds less tightly than `==`:
    /// `&&`, `||`, an assignment or a ternary.
    private static func bindsLooserThanComparison(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) { return true }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return op == "&&" || op == "||"
    }

    /// Whether the models declare `op` for `type` themselves, in the type, its lineage or at the
    /// top level: then its other side may be of any type an overload takes (GRDB's
    /// `Column("name") == "Arthur"` makes an SQL expression).
    private func declaresOperator(_ op: String, for type: TypeRef) -> Bool {
        if index.functions[op] != nil { return true }
        guard let name = type.unwrapped.name, let declaration = index.type(named: name) else { return false }
        return family(of: declaration).contains { $0.methods.contains { $0.name == op } }
    }

    /// Checks the right side of assignments and the sides of `==`, `!=` and `~=` against the other side's type.
    ///
    /// The sequence is flat (`a = c ? x : y`, `a == b + 1`): an operand next to an operator is
    /// its whole side only up to an operator that binds less tightly.
    func checkOperators(_ node: SequenceExprSyntax) {
        let elements = Array(node.elements)
        for position in elements.indices.dropFirst().dropLast() {
            let left = elements[position - 1]
            let right = elements[position + 1]
            if elements[position].is(AssignmentExprSyntax.self) {
                guard position == 1, var type = typeOf(left) else { continue }
                // A `T!` is stored as a `T?`, and takes one.
                if mayBeImplicitlyUnwrapped(left) { type = .optional(type.unwrapped) }
                // The whole rest is the value: one operand; the branches of a ternary, which
                // binds less tightly than any other operator (`c ? x : y`, `n > 3 ? x : y`); the
                // default of `a ?? b`. Other operators make a value docgen does not work out.
                let rest = Array(elements[(position + 1)...])
                let values: [ExprSyntax]
                if rest.count == 1 {
                    values = [right]
                } else if rest.count >= 3, let ternary = rest[rest.count - 2].as(UnresolvedTernaryExprSyntax.self),
                    !rest.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
                {
                    values = [ternary.thenExpression, rest[rest.count - 1]]
                } else if rest.count == 3, rest[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
                    values = [rest[2]]
                } else {
                    values = []
                }
                for value in values { checkExpected(value, type, role: .assignment) }
            } else if let op = elements[position].as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["==", "!=", "~="].contains(op),
                position < 2 || Self.bindsLooserThanComparison(elements[position - 2]),
                position + 2 >= elements.count || Self.bindsLooserThanComparison(elements[position + 2])
            {
                if let type = typeOf(left), typeOf(right) == nil, !declaresOperator(op, for: type) {
                    checkExpected(right, type, role: .comparison(op))
                } else if let type = typeOf(right), typeOf(left) == nil, !declaresOperator(op, for: type) {
                    checkExpected(left, type, role: .comparison(op))
                }
            }
        }
    }
}
