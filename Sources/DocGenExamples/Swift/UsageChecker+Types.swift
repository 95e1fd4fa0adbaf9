import SwiftSyntax

extension UsageChecker {
    /// The type of `expr` when docgen can tell it, or nil.
    ///
    /// Known are variables it tracked, initializer calls of model types, and members and method
    /// results of values of model types. Literals are not typed here.
    func typeOf(_ expr: ExprSyntax) -> TypeRef? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return valueType(named: reference.baseName.text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.unescapedText
            if let typeName = typeName(of: base), let declaration = index.type(named: typeName) {
                return staticMemberType(name, of: declaration)
            }
            guard let receiver = instanceType(of: base) else { return nil }
            if let declaration = index.declaration(of: receiver),
                let type = instanceMemberType(name, of: declaration, receiver: receiver)
            {
                return type
            }
            return builtinMemberType(name, of: receiver)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return callTarget(for: call).flatMap { resultType(of: call, $0) } ?? builtinCallType(call)
        }
        if let subscripted = expr.as(SubscriptCallExprSyntax.self), let receiver = typeOf(subscripted.calledExpression) {
            if case let .dictionary(_, value) = receiver { return .optional(value) }
            return Self.elementType(of: receiver)
        }
        if let inner = unwrappedExpression(expr) {
            return typeOf(inner)
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) {
            return typeOf(forced.expression)?.unwrapped
        }
        if let chained = expr.as(OptionalChainingExprSyntax.self) {
            return typeOf(chained.expression)?.unwrapped
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                return typeOf(ternary.thenExpression) ?? typeOf(elements[2])
            }
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)
            {
                let target = resolve(TypeRefReader.read(type.type))
                return cast.questionOrExclamationMark?.text == "?" ? .optional(target) : target
            }
        }
        return nil
    }

    /// The result type of the callable a call matches exactly, or the one all its callables share.
    func resultType(of call: FunctionCallExprSyntax, _ target: CallTarget) -> TypeRef? {
        // A trailing closure picks an overload that takes one (swift-nio's async `bind(host:port:)
        // { channel in … }` beside the `bind(host:port:)` that returns a future).
        let hasTrailingClosure = call.trailingClosure != nil
        var exact = target.callables.filter { CallMatcher.labelsFit(call, $0.parameters) }
        // Overloads with the same labels are told apart by what is passed, where that can be
        // known: swift-parsing's `map(_ transform:)` takes a closure, `map(_ conversion:)` `.string`.
        // A closure goes to a function parameter rather than a generic one, as Swift ranks them.
        for closuresNeedFunctions in [false, true] where Set(exact.map(\.resultType)).count > 1 && !hasTrailingClosure {
            let fitting = exact.filter { Self.mayTake(call.arguments, $0, closuresNeedFunctions: closuresNeedFunctions) }
            if !fitting.isEmpty { exact = fitting }
        }
        let exactResults = Set(exact.map(\.resultType))
        if exactResults.count == 1, let result = exactResults.first ?? nil {
            return result.substituting(target.genericArguments)
        }
        // Without a match (a trailing closure, an elided argument) overloads that return
        // different types leave the value's type unknown rather than guessed.
        let results = Set(target.callables.map(\.resultType))
        if results.count == 1, let result = results.first ?? nil { return result.substituting(target.genericArguments) }
        // A page class with no initializer of its own inherits its superclass's.
        let isInitializer = typeName(of: call.calledExpression) != nil
        return isInitializer && isOpen(target.owner) ? .named(target.owner.name) : nil
    }

    /// Whether `callable` may take the arguments as they are written: a closure only where a
    /// function may be passed (only where one is declared, with `closuresNeedFunctions`), a
    /// `.member` or a literal only where something else may.
    private static func mayTake(
        _ arguments: LabeledExprListSyntax, _ callable: Callable, closuresNeedFunctions: Bool
    )
        -> Bool
    {
        guard let mapping = CallMatcher.exactMatch(CallMatcher.labels(of: arguments), callable.parameters) else {
            return false
        }
        for (argument, index) in zip(arguments, mapping) {
            let takesFunction = Self.isFunction(callable.parameters[index].type)
            let expression = argument.expression
            if expression.is(ClosureExprSyntax.self), takesFunction != true, closuresNeedFunctions || takesFunction == false {
                return false
            }
            let isImplicitMember = expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
            let literal = LiteralKind(expression)
            if isImplicitMember || (literal != nil && literal != .nil), takesFunction == true { return false }
        }
        return true
    }

    /// Whether a parameter's type is a function; nil when it may be one or not (a generic parameter).
    private static func isFunction(_ type: TypeRef) -> Bool? {
        switch type {
        case .opaque(let text): text.contains("->") ? true : nil
        case .optional(let wrapped): isFunction(wrapped)
        default: false
        }
    }

    /// The expression inside `try`, `await` and parentheses, or nil when `expr` is none of them.
    func unwrappedExpression(_ expr: ExprSyntax) -> ExprSyntax? {
        if let tried = expr.as(TryExprSyntax.self) { return tried.expression }
        if let awaited = expr.as(AwaitExprSyntax.self) { return awaited.expression }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return only.expression
        }
        return nil
    }

    /// The model declaration of the value `base` names, looking through optional chaining (`x?.`).
    ///
    /// Nil for an optional value used without `?`, whose members are `Optional`'s.
    func instanceDeclaration(of base: ExprSyntax) -> TypeDeclaration? {
        instanceType(of: base).flatMap { index.declaration(of: $0) }
    }

    /// The resolved type of the value `base` names, looking through optional chaining (`x?.`);
    /// nil for an optional value used without `?`.
    func instanceType(of base: ExprSyntax) -> TypeRef? {
        let type: TypeRef?
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            type = typeOf(chained.expression)?.unwrapped
        } else {
            type = typeOf(base)
        }
        guard let type, !type.isOptional else { return nil }
        return resolve(type)
    }

    /// The qualified model type name `expr` denotes when it is a type (`QuickLinkType`, `Outer.Inner`).
    func typeName(of expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // An ASCII first letter, nearly always, is tested as a byte.
            let startsUppercase =
                name.utf8.first.map {
                    $0 < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) : name.first?.isUppercase == true
                } ?? false
            guard startsUppercase, variableType(name) == nil, !isGenericParameter(name) else { return nil }
            if name == "Self" { return selfTypes.last ?? nil }
            return modelTypeName(name)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let outer = typeName(of: base),
            let declaration = index.type(named: outer), declaration.nestedTypes.contains(member.declName.baseName.text)
        {
            return modelTypeName("\(outer).\(member.declName.baseName.text)")
        }
        return nil
    }

    /// The type of a variable, or of a property of the enclosing model type used without `self.`.
    func valueType(named name: String) -> TypeRef? {
        if let type = variableType(name) { return type }
        guard let selfName = selfTypes.last ?? nil, let declaration = index.type(named: selfName) else { return nil }
        if name == "self" { return .named(selfName) }
        return instanceMemberType(name, of: declaration)
    }

    /// The type of `Type.name`: a case or static property.
    func staticMemberType(_ name: String, of declaration: TypeDeclaration) -> TypeRef? {
        if let enumCase = declaration.cases.first(where: { $0.name == name }), enumCase.associatedValues == nil {
            return .named(declaration.name)
        }
        if let property = declaration.staticProperties.first(where: { $0.name == name }), let type = property.type {
            return index.resolve(type, scope: declaration.name)
        }
        return nil
    }

    /// The type of `value.name`: a property or `rawValue`, the type's own or inherited
    /// (`inheritedMemberType(_:of:receiver:)`), with the receiver's generic arguments bound.
    func instanceMemberType(_ name: String, of declaration: TypeDeclaration, receiver: TypeRef? = nil) -> TypeRef? {
        if let property = declaration.instanceProperties.first(where: { $0.name == name }), let type = property.type {
            // `T!` is used as a `T`.
            return index.resolve(property.isImplicitlyUnwrapped ? type.unwrapped : type, scope: declaration.name)
                .substituting(genericArguments(of: declaration, in: receiver))
        }
        if name == "rawValue" { return declaration.rawType }
        return inheritedMemberType(name, of: declaration, receiver: receiver)
    }
}
