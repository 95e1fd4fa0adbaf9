import DocGenDiagnostics
import SwiftSyntax

extension UsageChecker {
    /// Sequence methods whose result is an array of the same elements.
    private static let sameElementMethods: Set<String> = ["filter", "sorted", "shuffled", "reversed"]
    /// Sequence methods and properties whose result is one element, if any.
    private static let oneElementMembers: Set<String> = ["first", "last", "randomElement", "min", "max", "popLast"]
    /// Publisher operators whose output is their upstream's.
    private static let sameOutputOperators: Set<String> = [
        "receive", "removeDuplicates", "eraseToAnyPublisher", "dropFirst", "debounce", "throttle", "filter", "prefix",
        "share", "delay", "print", "subscribe", "handleEvents", "first", "last", "merge", "replaceError", "catch",
    ]

    /// The name docgen gives the type of `enumerated()`, whose elements are `(offset, element)`.
    static let enumerated = "EnumeratedSequence"

    /// The types of the names a `(offset, element)` pair is taken apart into, from an
    /// `enumerated()` sequence; empty for any other sequence.
    static func enumeratedPair(of sequence: TypeRef?, count: Int) -> [TypeRef] {
        guard count == 2, case let .named(name, arguments)? = sequence, name == enumerated, let element = arguments.first
        else { return [] }
        return [.named("Int"), element]
    }

    /// The result type of a call docgen knows without a model callee: a top-level function of
    /// the models or the page, a sequence method that keeps the elements (`filter`, `sorted`,
    /// `first(where:)`), or a publisher operator that keeps the output (`receive(on:)`).
    func builtinCallType(_ call: FunctionCallExprSyntax) -> TypeRef? {
        if let known = builtinCallTypes[call.id] { return known }
        let type = makeBuiltinCallType(call)
        builtinCallTypes[call.id] = .some(type)
        return type
    }

    private func makeBuiltinCallType(_ call: FunctionCallExprSyntax) -> TypeRef? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard variableType(name) == nil, let overloads = index.functions[name], !overloads.isEmpty else { return nil }
            // Overloads the labels do not tell apart and that return different types leave the
            // value's type unknown: PromiseKit's `firstly { … }` is a Promise or a Guarantee by
            // what its closure returns.
            let matching = overloads.filter { CallMatcher.labelsFit(call, $0.parameters) }
            let results = Set((matching.isEmpty ? overloads : matching).map(\.returnType))
            guard results.count == 1, let result = results.first else { return nil }
            return result.map(resolve)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
            let receiver = receiverType(base)
        else { return nil }
        let name = member.declName.baseName.text
        let chained = base.is(OptionalChainingExprSyntax.self)
        let result: TypeRef?
        if case let .optional(wrapped) = receiver, name == "map" {
            result = transformResultType(call, input: wrapped).map { .optional($0.unwrapped) }
        } else if let element = Self.elementType(of: receiver) {
            if Self.sameElementMethods.contains(name) {
                result = .array(element)
            } else if Self.oneElementMembers.contains(name) {
                result = .optional(element)
            } else if name == "enumerated" {
                result = .named(Self.enumerated, [element])
            } else if name == "map" || name == "compactMap" {
                result = transformResultType(call, input: element).map { .array(name == "map" ? $0 : $0.unwrapped) }
            } else {
                result = nil
            }
        } else if let output = Self.publisherOutput(of: receiver) {
            if Self.sameOutputOperators.contains(name) {
                result = .named("AnyPublisher", [output, .named("Never")])
            } else if name == "map" || name == "compactMap" {
                result = transformResultType(call, input: output).map {
                    .named("AnyPublisher", [name == "map" ? $0 : $0.unwrapped, .named("Never")])
                }
            } else {
                result = nil
            }
        } else {
            result = nil
        }
        return chained ? result.map { .optional($0) } : result
    }

    /// The type of `value.name` for an array (`first`, `last`, a property of an extension of
    /// arrays of a model type), or of `value.$name`, the publisher of a `@Published` property.
    func builtinMemberType(_ name: String, of receiver: TypeRef) -> TypeRef? {
        if let element = Self.elementType(of: receiver) {
            if name == "first" || name == "last" { return .optional(element) }
            if let property = collectionMembers(of: receiver)?.instanceProperties.first(where: { $0.name == name }) {
                return property.type.map(resolve)
            }
            return nil
        }
        guard name.hasPrefix("$"), let declaration = index.declaration(of: receiver),
            let property = declaration.instanceProperties.first(where: { "$" + $0.name == name }),
            let type = property.type
        else { return nil }
        return .named("AnyPublisher", [index.resolve(type, scope: declaration.name), .named("Never")])
    }

    /// The members that extensions of arrays of a model type add to `type`, an array of it.
    func collectionMembers(of type: TypeRef) -> TypeDeclaration? {
        guard !index.collectionExtensions.isEmpty, let element = Self.elementType(of: type)?.unwrapped.name else {
            return nil
        }
        return index.collectionExtensions[element]
    }

    /// Reports `items.name` on an array of a model type whose extensions declare a member one
    /// spelling away from `name` but not `name`: a misspelt call of an extension method.
    ///
    /// Arrays have many members docgen does not list, so a name with no close declared one is
    /// never reported.
    func checkCollectionMember(_ name: String, of receiver: TypeRef, at offset: Int) {
        guard let members = collectionMembers(of: receiver), !members.hasInstanceMember(name),
            !CollectionExtension.standardMembers.contains(name)
        else { return }
        let declared = Set(members.instanceProperties.map(\.name)).union(members.methods.map(\.name))
        let hint = Suggestion.hint(for: name, in: declared.sorted())
        guard !hint.isEmpty else { return }
        report(.error, "value of type '\(receiver)' has no member '\(name)'\(hint)", at: offset, rule: "swift-unknown-member")
    }

    /// Reports `value.property?.x` where the model declares `property` as non-optional, which
    /// Swift rejects.
    func checkOptionalChaining(_ node: OptionalChainingExprSyntax) {
        guard let member = node.expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let declaration = instanceDeclaration(of: base), !declaration.hasUnseenMembers,
            let property = declaration.instanceProperties.first(where: { $0.name == member.declName.baseName.text }),
            let type = property.type.map({ index.resolve($0, scope: declaration.name) }), !type.isOptional
        else { return }
        report(
            .error, "cannot use optional chaining on non-optional value of type '\(type)'",
            at: node.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset, rule: "swift-optional-chaining")
    }
}
