import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// What a call's callee resolves to among model types.
    struct CallTarget {
        var callables: [Callable]
        var owner: TypeDeclaration
        /// The owner's generic arguments by parameter name, where the call shows them: the
        /// receiver's (`Box<Int>`), or the type an initializer's value is declared as.
        var genericArguments: [String: TypeRef] = [:]
    }

    /// The callables of a call with an explicit callee: `T(…)`, `T.init(…)`, `T.member(…)`, `value.method(…)`.
    func callTarget(for call: FunctionCallExprSyntax) -> CallTarget? {
        if let known = callTargets[call.id] { return known }
        let target = resolveCallTarget(call)
        callTargets[call.id] = .some(target)
        return target
    }

    private func resolveCallTarget(_ call: FunctionCallExprSyntax) -> CallTarget? {
        let callee = call.calledExpression
        if let typeName = typeName(of: callee), let declaration = index.type(named: typeName) {
            // `let host: Host<Wrapper> = Host(rootView: .init(a: 1))` makes a `Host<Wrapper>`.
            let declared = call.parent?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation.map {
                resolve(TypeRefReader.read($0.type))
            }
            return CallTarget(
                callables: members("init", of: declaration, isStatic: true), owner: declaration,
                genericArguments: declared?.name == declaration.name ? genericArguments(of: declaration, in: declared) : [:])
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.unescapedText
        if let typeName = typeName(of: base), let declaration = index.type(named: typeName) {
            return CallTarget(callables: members(name, of: declaration, isStatic: true), owner: declaration)
        }
        guard let receiver = instanceType(of: base) else { return nil }
        // A method of an extension of arrays of a model type (`items.activeItems()`).
        guard let declaration = index.declaration(of: receiver) ?? collectionMembers(of: receiver) else { return nil }
        return CallTarget(
            callables: members(name, of: declaration, isStatic: false), owner: declaration,
            genericArguments: genericArguments(of: declaration, in: receiver))
    }

    /// What the callables of a name depend on, besides the index.
    struct CallablesKey: Hashable {
        var typeName: String
        var name: String
        var isStatic: Bool
        var isInside: Bool
    }

    /// The callables named `name` on a type (`init`, static methods, cases with associated values) or its instances.
    func members(_ name: String, of declaration: TypeDeclaration, isStatic: Bool) -> [Callable] {
        // A call is looked up when it is visited and again when its value's type is asked for.
        let key = CallablesKey(typeName: declaration.name, name: name, isStatic: isStatic, isInside: isInside(declaration))
        if let known = callables[key] { return known }
        let made = makeMembers(name, of: declaration, isStatic: isStatic)
        callables[key] = made
        return made
    }

    private func makeMembers(_ name: String, of declaration: TypeDeclaration, isStatic: Bool) -> [Callable] {
        let owner = declaration.name
        let resolveParameters: ([ParameterDeclaration]) -> [ParameterDeclaration] = { parameters in
            parameters.map { parameter in
                var parameter = parameter
                parameter.type = self.index.resolve(parameter.type, scope: owner)
                return parameter
            }
        }
        if isStatic, name == "init" {
            // A protocol's initializers, its requirements and those its extensions write
            // (`extension Container { init(_ children: Child...) }`), are each conforming type's.
            let conformed = lineage(of: declaration).supertypes.filter { $0.kind == .protocol }.flatMap {
                $0.writtenInitializers.filter { !$0.isPrivate }
            }
            // Inside the type, a private memberwise initializer is called as it is, not as the
            // one other files see without its private properties.
            let own = isInside(declaration) ? declaration.initializersInsideFile : declaration.initializers
            return (own.filter(isVisible) + conformed).map { initializer in
                Callable(
                    typeName: owner, name: "init", parameters: resolveParameters(initializer.parameters),
                    resultType: initializer.isFailable ? .optional(.named(owner)) : .named(owner),
                    isRawValueInitializer: initializer.isSynthesized && initializer.parameters.first?.label == "rawValue",
                    owner: owner)
            }
        }
        if isStatic, let enumCase = declaration.cases.first(where: { $0.name == name }),
            let associated = enumCase.associatedValues
        {
            return [
                Callable(
                    typeName: owner, name: name, parameters: resolveParameters(associated),
                    resultType: .named(owner))
            ]
        }
        // A method of a superclass or of a protocol's extension overloads the type's own
        // (RxSwift's `Observable.subscribe(_:)` beside `ObservableType.subscribe(onNext:…)`).
        return family(of: declaration).flatMap { type in
            type.methods.filter {
                $0.name == name && $0.isStatic == isStatic && (!$0.isPrivate || isInside(type))
            }.map { method in
                Callable(
                    typeName: owner, name: name, parameters: resolveParameters(method.parameters),
                    resultType: method.returnType.map { index.resolve($0, scope: type.name) })
            }
                + closureProperties(name, of: type, owner: owner, isStatic: isStatic).map { callable in
                    var callable = callable
                    callable.parameters = resolveParameters(callable.parameters)
                    return callable
                }
        }
    }

    /// The properties called `name` whose type is a function, as callables: Swift calls
    /// `feed.render(1, 2)` on `var render: (Int, Int) -> String` as readily as on a method of that name.
    private func closureProperties(_ name: String, of type: TypeDeclaration, owner: String, isStatic: Bool) -> [Callable] {
        type.properties.compactMap { property in
            guard property.name == name, property.isStatic == isStatic, !property.isPrivate || isInside(type),
                let written = property.type
            else { return nil }
            // `T!` is called as a `T`; a plain optional needs `?` and is no call of the property.
            let resolved = index.resolve(property.isImplicitlyUnwrapped ? written.unwrapped : written, scope: type.name)
            guard let shape = FunctionTypeShape(resolved, location: property.location) else { return nil }
            // The type's generic parameters in the text are its own, not model types of those names.
            let generics = Dictionary(type.genericParameters.map { ($0, TypeRef.opaque($0)) }) { first, _ in first }
            return Callable(
                typeName: owner, name: name,
                parameters: shape.parameters.map { parameter in
                    var parameter = parameter
                    parameter.type = parameter.type.substituting(generics)
                    return parameter
                },
                resultType: shape.result.map { index.resolve($0.substituting(generics), scope: type.name) })
        }
    }

    /// Checks a call's arguments against the callables it may mean.
    func checkCall(_ call: FunctionCallExprSyntax, _ target: CallTarget) {
        let arguments = call.arguments.map { argument in
            CallArgument(
                label: argument.label?.unescapedText,
                position: (argument.label ?? argument.expression.firstToken(viewMode: .sourceAccurate))
                    .map { $0.positionAfterSkippingLeadingTrivia.utf8Offset } ?? 0,
                valuePosition: argument.expression.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        guard !target.callables.isEmpty else {
            // A type whose every initializer the block cannot see (a struct with a private
            // property and no default for it) is still called with one of them in mind.
            if callsInitializer(call), !mayHaveUnseenOverloads(target), call.trailingClosure == nil,
                let hidden = hiddenInitializer(of: target.owner, taking: arguments)
            {
                report(
                    .error, hidden, at: call.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset,
                    rule: "swift-inaccessible")
            }
            return
        }
        let expressions = call.arguments.map(\.expression)
        let exact = target.callables.compactMap { callable in
            CallMatcher.exactMatch(arguments, callable.parameters).map { (callable, $0) }
        }
        if let (callable, mapping) = exact.first {
            // Overloads that differ only in parameter types are told apart by types docgen may not
            // know, so their arguments are checked only when the labels pick one.
            if exact.count == 1 {
                checkArguments(expressions, callable, mapping.map(Optional.some), target.genericArguments)
            }
            return
        }
        if isLiteralCoercion(call, target) { return }
        // A stand-in for a platform type may be called with initializers and methods it does not
        // declare; a trailing closure may supply a missing argument.
        let hasTrailingClosure = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
        guard !mayHaveUnseenOverloads(target), !hasTrailingClosure, !Elisions.elidesArguments(call) else { return }
        // The initializer the call means may be one code outside the type's file cannot call.
        if target.callables.first?.name == "init", let hidden = hiddenInitializer(of: target.owner, taking: arguments) {
            report(
                .error, hidden, at: call.calledExpression.positionAfterSkippingLeadingTrivia.utf8Offset,
                rule: "swift-inaccessible")
            return
        }
        let closing =
            (call.rightParen ?? call.lastToken(viewMode: .sourceAccurate))?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
        let attempts = target.callables.map { callable in
            (callable, CallMatcher.problems(arguments, callable, closingOffset: closing))
        }
        // Among overloads with as many problems, the one that takes every argument (in another
        // order, say) is the one meant, not one the arguments overflow.
        func rank(_ attempt: (problems: [CallMatcher.Problem], mapping: [Int?])) -> (Int, Int) {
            (attempt.problems.reduce(0) { $0 + $1.mistakes }, attempt.mapping.count { $0 == nil })
        }
        guard let best = attempts.min(by: { rank($0.1) < rank($1.1) }) else { return }
        for problem in best.1.problems {
            report(.error, problem.message, at: problem.offset, rule: problem.rule)
        }
        checkArguments(expressions, best.0, best.1.mapping, target.genericArguments)
    }

    /// Whether `call` is `T(…)` or `T.init(…)` of a model type.
    private func callsInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        if typeName(of: call.calledExpression) != nil { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return member.declName.baseName.text == "init" && typeName(of: base) != nil
    }

    /// Whether the block sees `initializer`: it is no SPI, the block is the models' module's
    /// own code, or it imports the initializer's SPI group.
    private func isVisible(_ initializer: InitializerDeclaration) -> Bool {
        initializer.spiGroup.map { !importsModelModule || spiGroups.contains($0) } ?? true
    }

    /// Why the block cannot call the initializer of `owner` that takes `arguments`: a private
    /// one outside its file, or SPI the block does not import; nil when no such one takes them.
    private func hiddenInitializer(of owner: TypeDeclaration, taking arguments: [CallArgument]) -> String? {
        let takes = { (initializer: InitializerDeclaration) in CallMatcher.exactMatch(arguments, initializer.parameters) != nil }
        if !isInside(owner), let hidden = owner.privateInitializers.first(where: takes) {
            let access = hidden.isFileprivate ? "fileprivate" : "private"
            return "initializer '\(owner.name).\(hidden.signature)' is \(access): code outside its file cannot call it"
        }
        if let hidden = owner.initializers.first(where: { !isVisible($0) && takes($0) }), let group = hidden.spiGroup {
            return "initializer '\(owner.name).\(hidden.signature)' is SPI: code calls it after '@_spi(\(group)) import'"
        }
        return nil
    }

    /// Whether an unseen supertype's name reads as a UIKit, AppKit or other Apple framework
    /// class (`UIView`, `NSView`, `SKNode`), not one of their protocols (`UIViewRepresentable`,
    /// `NSCoding`, `UITableViewDelegate`).
    private static func mayBeFrameworkClass(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "WK", "SK", "AV", "MK", "SCN", "CA"]
        let protocolEndings = [
            "Representable", "Delegate", "DataSource", "Protocol", "Appearance", "Coding", "Copying", "Configuration",
            "Environment", "Providing",
        ]
        return prefixes.contains(where: name.hasPrefix) && !protocolEndings.contains(where: name.hasSuffix)
    }

    /// Whether `name` is a protocol the models do not declare, other than the standard ones
    /// whose initializers docgen knows: `Decodable`'s `init(from:)` has no overload, and the
    /// literal protocols' are the literals themselves (`isLiteralCoercion`).
    private func isUnseenProtocol(_ name: String) -> Bool {
        index.type(named: name) == nil && !TypeIndex.plainSupertypes.contains(name) && name != "RawRepresentable"
            && !name.hasPrefix("ExpressibleBy")
    }

    /// Whether `call` is `T(literal)` for a type that accepts the literal: Swift reads it as
    /// `literal as T` (SE-0213), with no initializer of that shape (GRDB's `SQLRequest("…")`).
    private func isLiteralCoercion(_ call: FunctionCallExprSyntax, _ target: CallTarget) -> Bool {
        guard target.callables.first?.name == "init", call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil, let literal = LiteralKind(argument.expression)
        else { return false }
        let protocols = ([target.owner] + lineage(of: target.owner).supertypes).flatMap(\.inherited)
        return LiteralCategory.conforming(Set(protocols)).accepts(literal)
    }

    /// Whether the callables may have overloads docgen cannot see.
    ///
    /// They may for any method of an open type; for the initializers of a stand-in, of a type
    /// that implements an unseen protocol's initializer, of an open type that inherits them
    /// (one that writes none in its body, or an `override` or `convenience` one), and of an open
    /// protocol. A class that writes its own designated initializers inherits none, so calls to
    /// it are still checked.
    func mayHaveUnseenOverloads(_ target: CallTarget) -> Bool {
        let owner = target.owner
        if owner.hasUnseenMembers { return true }
        // An initializer written to conform to a protocol docgen cannot see is one of its
        // requirements, and the protocol's extensions may add overloads of it (SwiftASN1's
        // `init(derEncoded:)` beside swift-certificates' `init(derEncoded:withIdentifier:)`).
        if target.callables.first?.name == "init",
            owner.writtenInitializers.contains(where: { $0.conformances.contains(where: isUnseenProtocol) })
        {
            return true
        }
        guard isOpen(owner) else { return false }
        guard target.callables.first?.name == "init" else { return true }
        // `Self()` in an extension of `protocol Styled: UIView` may call what the class docgen
        // cannot see gives every conforming type, beside the requirements; SwiftUI's `View` or
        // `ObservableObject` require no initializer, so there `Self(…)` is checked.
        if owner.kind == .protocol {
            return owner.inherited.contains { index.type(named: $0) == nil && Self.mayBeFrameworkClass($0) }
        }
        return !owner.hasInitializerInBody || owner.writtenInitializers.contains(where: \.mayInherit)
    }

    private func checkArguments(
        _ expressions: [ExprSyntax], _ callable: Callable, _ mapping: [Int?], _ genericArguments: [String: TypeRef]
    ) {
        for (expression, parameterIndex) in zip(expressions, mapping) {
            guard let parameterIndex else { continue }
            let parameter = callable.parameters[parameterIndex]
            checkExpected(expression, parameter.type.substituting(genericArguments), role: .argument(parameter.label))
            if callable.isRawValueInitializer, let owner = callable.owner, let declaration = index.type(named: owner) {
                checkRawValue(expression, of: declaration)
            }
        }
    }

    /// Whether the call an argument belongs to has its nil result tested, as an example of a
    /// failable initializer does: `T(rawValue: "X") == nil`, `if let unit = T(rawValue: "X")`,
    /// or `let unit = T(rawValue: "X")` followed by `unit == nil`, `if let unit`, `unit ?? …`.
    static func testsForNil(_ argument: ExprSyntax) -> Bool {
        guard let call = argument.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        var node = Syntax(call)
        // Through `try`, parentheses and optional chaining up to what uses the value.
        while let parent = node.parent,
            parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self)
                || parent.is(LabeledExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        {
            node = parent
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            return list.contains { $0.is(NilLiteralExprSyntax.self) } || list.description.contains("??")
        }
        if node.parent?.is(InitializerClauseSyntax.self) == true,
            let condition = node.parent?.parent, condition.is(OptionalBindingConditionSyntax.self)
        {
            return true
        }
        guard let binding = node.parent?.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return false }
        let text = call.root.description
        return [
            "\(name) == nil", "\(name) != nil", "let \(name) {", "let \(name) else", "let \(name) = \(name)", "\(name) ??",
            "\(name)?.",
        ].contains { text.contains($0) }
    }

    // `init(rawValue:)` with a literal that matches no case returns nil: the example is stale.
    private func checkRawValue(_ expression: ExprSyntax, of declaration: TypeDeclaration) {
        guard let text = LiteralKind(expression)?.stringText else { return }
        let rawValues = declaration.rawValues.map(\.rawValue)
        guard !rawValues.contains(text), !Self.testsForNil(expression) else { return }
        let hint = Suggestion.hint(for: text, in: rawValues)
        report(
            .warning, "'\(text)' is not a raw value of '\(declaration.name)', so 'init(rawValue:)' returns nil\(hint)",
            at: expression.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-raw-value")
    }
}
