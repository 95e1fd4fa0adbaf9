import SwiftSyntax

extension UsageChecker {
    /// How many parameters of the element type the closure of a sequence method takes
    /// (`map { $0 }`: one; `sorted { $0 < $1 }`: two).
    private static let elementClosures: [String: Int] = [
        "map": 1, "compactMap": 1, "flatMap": 1, "filter": 1, "forEach": 1, "first": 1, "last": 1, "contains": 1,
        "allSatisfy": 1, "firstIndex": 1, "lastIndex": 1, "removeAll": 1, "drop": 1, "prefix": 1, "sorted": 2,
        "sort": 2, "min": 2, "max": 2, "partition": 1,
    ]

    /// The same for a publisher's operators, whose closures take its output.
    private static let outputClosures: [String: Int] = [
        "map": 1, "compactMap": 1, "tryMap": 1, "flatMap": 1, "filter": 1, "tryFilter": 1, "removeDuplicates": 2,
        "handleEvents": 1, "contains": 1, "first": 1, "last": 1, "allSatisfy": 1, "scan": 0,
    ]

    /// A closure's parameters by name (`$0`, `$1` without a signature) with the types written or
    /// told by its call; a parameter of unknown type still hides a variable of its name outside.
    func closureBindings(_ closure: ClosureExprSyntax) -> [String: TypeRef] {
        let inferred = closureParameterTypes(closure)
        func inferredType(_ position: Int) -> TypeRef { position < inferred.count ? inferred[position] : Self.unknown }
        var bindings: [String: TypeRef] = [:]
        switch closure.signature?.parameterClause {
        case let .parameterClause(clause)?:
            for (position, parameter) in clause.parameters.enumerated() {
                bindings[(parameter.secondName ?? parameter.firstName).text] =
                    parameter.type.map { resolve(TypeRefReader.read($0)) } ?? inferredType(position)
            }
        case let .simpleInput(parameters)?:
            for (position, parameter) in parameters.enumerated() { bindings[parameter.name.text] = inferredType(position) }
        case nil:
            // `$0` of an enclosing closure is not this one's.
            for position in 0..<max(inferred.count, 2) { bindings["$\(position)"] = inferredType(position) }
        }
        return bindings
    }

    /// The type of what a `map`-like call's transform gives for one element: the single
    /// expression of its closure, with the parameters bound, or the end of its key path.
    func transformResultType(_ call: FunctionCallExprSyntax, input: TypeRef) -> TypeRef? {
        let argument = call.trailingClosure.map(ExprSyntax.init) ?? call.arguments.first?.expression
        if let keyPath = argument?.as(KeyPathExprSyntax.self) { return keyPathType(keyPath, root: input) }
        guard let closure = argument?.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let item = closure.statements.first?.item
        else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        guard let expression else { return nil }
        push(closureBindings(closure))
        defer { pop() }
        return typeOf(expression)
    }

    /// The type at the end of a key path's properties (`\.headerData.title`) from `root`.
    private func keyPathType(_ keyPath: KeyPathExprSyntax, root: TypeRef) -> TypeRef? {
        guard keyPath.root == nil else { return nil }
        var type = root
        var isOptional = false
        for component in keyPath.components {
            switch component.component {
            case let .property(property):
                let name = property.declName.baseName.text
                let receiver = resolve(type.unwrapped)
                guard let declaration = index.declaration(of: receiver),
                    let next = instanceMemberType(name, of: declaration) ?? builtinMemberType(name, of: receiver)
                else { return nil }
                type = next
            case .optional:
                isOptional = true
                type = type.unwrapped
            default:
                return nil
            }
        }
        return isOptional && !type.isOptional ? .optional(type) : type
    }

    /// Reports a property of a key path passed to a sequence method or publisher operator
    /// (`items.map(\.titel)`) that the model type of the elements or output does not have.
    func checkKeyPath(_ keyPath: KeyPathExprSyntax) {
        guard keyPath.root == nil, let argument = keyPath.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let receiver = receiverType(base)
        else { return }
        let method = member.declName.baseName.text
        let root: TypeRef?
        if let element = Self.elementType(of: receiver), Self.elementClosures[method] != nil {
            root = element
        } else if let output = Self.publisherOutput(of: receiver), Self.outputClosures[method] != nil {
            root = output
        } else {
            return
        }
        guard var type = root else { return }
        for component in keyPath.components {
            switch component.component {
            case let .property(property):
                // A property of an optional needs `?` first, which the compiler reports.
                guard !type.isOptional, let declaration = index.declaration(of: resolve(type)) else { return }
                let name = property.declName.baseName.text
                guard declaration.hasInstanceMember(name, includingPrivate: isInside(declaration)) else {
                    if isCheckable(declaration) {
                        reportUnknownInstanceMember(
                            name, of: declaration, receiver: resolve(type),
                            at: property.declName.positionAfterSkippingLeadingTrivia.utf8Offset)
                    }
                    return
                }
                guard let next = instanceMemberType(name, of: declaration) else { return }
                type = next
            case .optional:
                type = type.unwrapped
            default:
                return
            }
        }
    }

    /// The types of a closure's parameters that the call it is passed to tells.
    ///
    /// They are the element of the sequence a `map`, `filter`, `forEach`, `first(where:)` or
    /// `sorted(by:)` closure runs over, the output of the publisher a `sink` or `map` closure
    /// receives, an optional's value in `map`; none when the call is none of these or the
    /// receiver's type is unknown.
    func closureParameterTypes(_ closure: ClosureExprSyntax) -> [TypeRef] {
        guard let (call, label) = closureContext(closure) else { return [] }
        let method: String
        let receiver: TypeRef?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            method = member.declName.baseName.text
            receiver = member.base.flatMap(receiverType)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // A method of `self` called without `self.`, as inside `extension Array where …`.
            method = reference.baseName.text
            receiver = variableType("self")
        } else {
            return []
        }
        guard let receiver else { return [] }
        if case let .optional(wrapped) = receiver {
            return ["map", "flatMap"].contains(method) ? [wrapped] : []
        }
        if case .named(Self.enumerated, _) = receiver, Self.elementClosures[method] == 1 {
            return Self.enumeratedPair(of: receiver, count: parameterCount(closure))
        }
        if let element = Self.elementType(of: receiver) {
            if method == "reduce" { return label == nil || call.trailingClosure != nil ? [Self.unknown, element] : [] }
            return Array(repeating: element, count: Self.elementClosures[method] ?? 0)
        }
        if let output = Self.publisherOutput(of: receiver) {
            if method == "sink" {
                // `sink { value in }`, `sink(receiveCompletion: …) { value in }`, `receiveValue: { value in }`;
                // a trailing closure followed by `receiveValue:` receives the completion.
                let isValue = label == "receiveValue" || (label == nil && call.additionalTrailingClosures.isEmpty)
                return isValue ? [output] : []
            }
            if method == "handleEvents", label != "receiveOutput" { return [] }
            return Array(repeating: output, count: Self.outputClosures[method] ?? 0)
        }
        return []
    }

    /// How many names a closure's signature gives its parameters.
    private func parameterCount(_ closure: ClosureExprSyntax) -> Int {
        switch closure.signature?.parameterClause {
        case let .parameterClause(clause)?: clause.parameters.count
        case let .simpleInput(parameters)?: parameters.count
        case nil: 0
        }
    }

    /// The type of the value a method is called on, looking through `x?.`; an optional is
    /// returned as such only when no `?` was written.
    func receiverType(_ base: ExprSyntax) -> TypeRef? {
        if let chained = base.as(OptionalChainingExprSyntax.self) { return typeOf(chained.expression)?.unwrapped }
        return typeOf(base).map(resolve)
    }

    /// The call a closure is an argument of, and the argument's label (nil for a trailing closure).
    private func closureContext(_ closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String?)? {
        guard let parent = closure.parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self) { return (call, nil) }
        if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, argument.label?.text)
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
            let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, element.label.text)
        }
        return nil
    }

    /// The element type of an array or set.
    static func elementType(of type: TypeRef) -> TypeRef? {
        switch type {
        case let .array(element): element
        case let .named("Set", arguments) where arguments.count == 1: arguments[0]
        default: nil
        }
    }

    /// The output type of a Combine publisher whose type names it (`AnyPublisher<T, Never>`,
    /// `PassthroughSubject<T, Never>`, `CurrentValueSubject<T, Never>`, `Published<T>.Publisher`).
    static func publisherOutput(of type: TypeRef) -> TypeRef? {
        guard case let .named(name, arguments) = type, let first = arguments.first else { return nil }
        let publishers: Set<String> = [
            "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Published", "Published.Publisher", "Just",
        ]
        return publishers.contains(name) ? first : nil
    }
}
