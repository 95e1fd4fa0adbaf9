import DocGenDiagnostics
import SwiftSyntax

/// Reads type declarations, extensions and typealiases from a parsed Swift file.
///
/// The type index uses it on model sources; the Swift checker uses it on declarations in the docs
/// that restate a model type, so both sides are read the same way.
struct DeclarationReader {
    /// What one file declares.
    struct Output {
        /// The types it declares, nested ones included, with qualified names.
        var types: [TypeDeclaration] = []
        /// Its extensions, as declarations named after the extended type (members only).
        var extensions: [TypeDeclaration] = []
        /// Its typealiases by qualified name.
        var aliases: [String: TypeRef] = [:]
        /// The generic parameters of each generic typealias (`R` of `StoreOf<R> = Store<R.State, R.Action>`).
        var aliasParameters: [String: [String]] = [:]
        /// Where each typealias's name is.
        var aliasLocations: [String: DocGenDiagnostics.SourceLocation] = [:]
        /// Its top-level functions.
        var functions: [MethodDeclaration] = []

        /// Whether it declares nothing.
        var isEmpty: Bool { types.isEmpty && extensions.isEmpty && aliases.isEmpty && functions.isEmpty }
    }

    let lines: TextLines

    /// Everything declared at the top level of `file` (including inside `#if` blocks).
    func read(_ file: SourceFileSyntax) -> Output {
        var output = Output()
        for item in file.statements {
            if let decl = item.item.as(DeclSyntax.self) { read(decl, scope: nil, into: &output) }
        }
        return output
    }

    /// Reads one declaration in `scope` (the qualified name of the enclosing type, or nil at top level).
    func read(_ decl: DeclSyntax, scope: String?, into output: inout Output) {
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            guard let name = CollectionExtension.fragmentName(of: ext) ?? TypeRefReader.read(ext.extendedType).name else {
                return
            }
            var fragment = TypeDeclaration(name: name, kind: .struct, location: location(of: ext.extendedType))
            fragment.inherited = inheritedNames(ext.inheritanceClause)
            readMembers(ext.memberBlock, into: &fragment, inBody: false, output: &output)
            output.extensions.append(fragment)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            let name = qualified(alias.name.text, in: scope)
            output.aliases[name] = TypeRefReader.read(alias.initializer.value)
            output.aliasLocations[name] = location(of: alias.name)
            if let parameters = alias.genericParameterClause?.parameters {
                output.aliasParameters[name] = parameters.map(\.name.text)
            }
        } else if let function = decl.as(FunctionDeclSyntax.self), scope == nil {
            output.functions.append(method(function))
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            readClauses(of: ifConfig, scope: scope, into: &output)
        } else if let type = readType(decl, scope: scope, output: &output) {
            output.types.append(type)
        }
    }

    /// Reads every clause of an `#if`: a type declared in several clauses (`#if os(iOS)` …
    /// `#else` …) is one type for one platform or the other, with the members of each.
    private func readClauses(of ifConfig: IfConfigDeclSyntax, scope: String?, into output: inout Output) {
        var declaredBefore = Set<String>()
        // Whether every clause so far is for Apple's platforms only, so that an `#else` is not.
        var earlierAreApple = true
        for clause in ifConfig.clauses {
            let platforms = clause.condition.map(PlatformCondition.init) ?? (earlierAreApple ? .others : .any)
            earlierAreApple = earlierAreApple && platforms == .apple
            var clauseOutput = Output()
            if case let .statements(items) = clause.elements {
                for item in items {
                    if let inner = item.item.as(DeclSyntax.self) { read(inner, scope: scope, into: &clauseOutput) }
                }
            } else if case let .decls(members) = clause.elements {
                for member in members { read(member.decl, scope: scope, into: &clauseOutput) }
            }
            for var type in clauseOutput.types {
                type.isConditional = true
                type.isForOtherPlatforms = platforms == .others
                if declaredBefore.contains(type.name), let earlier = output.types.lastIndex(where: { $0.name == type.name }) {
                    output.types[earlier].absorb(platformVariant: type)
                } else {
                    output.types.append(type)
                }
            }
            declaredBefore.formUnion(clauseOutput.types.map(\.name))
            output.extensions += clauseOutput.extensions
            output.aliases.merge(clauseOutput.aliases) { first, _ in first }
            output.aliasLocations.merge(clauseOutput.aliasLocations) { first, _ in first }
            output.functions += clauseOutput.functions
        }
    }

    /// Reads a struct, class, enum, actor or protocol and the types nested in it; nil for other declarations.
    func readType(_ decl: DeclSyntax, scope: String?, output: inout Output) -> TypeDeclaration? {
        guard let header = TypeHeader(decl) else { return nil }
        var type = TypeDeclaration(
            name: qualified(header.name.text, in: scope), kind: header.kind, location: location(of: header.name))
        type.inherited = inheritedNames(header.inheritance)
        type.attributes = header.attributes
        type.genericParameters = header.genericParameters
        type.documentation = DocComment.text(before: decl)
        let modifiers = decl.asProtocol((any WithModifiersSyntax).self)?.modifiers
        type.isFilePrivate = modifiers.map(isPrivate) ?? false
        type.isModuleInternal = !(modifiers.map(isPublic) ?? false)
        type.elidesMembers = Elisions.elidesMembers(header.members)
        let nestedFrom = output.types.count
        readMembers(header.members, into: &type, inBody: true, output: &output)
        // A type nested in a private one is seen only in that file too, and one nested in an
        // internal one only in its module; one nested in a generic one sees its parameters.
        for index in nestedFrom..<output.types.count {
            if type.isFilePrivate { output.types[index].isFilePrivate = true }
            if type.isModuleInternal { output.types[index].isModuleInternal = true }
            output.types[index] = output.types[index].markingGenericParameters(type.genericParameters)
        }
        return type.markingGenericParameters(type.genericParameters)
    }

    private func readMembers(
        _ block: MemberBlockSyntax, into type: inout TypeDeclaration, inBody: Bool, output: inout Output
    ) {
        for member in block.members { readMember(member.decl, into: &type, inBody: inBody, output: &output) }
    }

    private func readMember(_ decl: DeclSyntax, into type: inout TypeDeclaration, inBody: Bool, output: inout Output) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            type.properties += readProperties(variable, enclosing: type.name)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            readInitializer(initializer, into: &type, inBody: inBody)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            type.methods.append(method(function))
        } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
            if let forwarding = dynamicMemberSubscript(subscriptDecl) { type.dynamicMemberSubscripts.append(forwarding) }
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
            let documentation = DocComment.text(before: caseDecl)
            type.cases += caseDecl.elements.map { element in
                var enumCase = readCase(element)
                enumCase.documentation = documentation
                return enumCase
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            let typesBefore = output.types.count
            for clause in ifConfig.clauses {
                if case let .decls(members) = clause.elements {
                    for member in members { readMember(member.decl, into: &type, inBody: inBody, output: &output) }
                }
            }
            // A nested type each clause declares for its platform is one type (`TypeIndex.add`).
            for index in typesBefore..<output.types.count { output.types[index].isConditional = true }
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            output.aliases[qualified(alias.name.text, in: type.name)] = TypeRefReader.read(alias.initializer.value)
            type.nestedTypes.append(alias.name.text)
        } else if let nested = readType(decl, scope: type.name, output: &output) {
            type.nestedTypes.append(nested.simpleName)
            if nested.simpleName == "CodingKeys", nested.kind == .enum {
                type.codingKeys = nested.cases.map {
                    CodingKeyDeclaration(propertyName: $0.name, jsonKey: $0.explicitRawValue ?? $0.name)
                }
            }
            output.types.append(nested)
        }
    }

    private func method(_ function: FunctionDeclSyntax) -> MethodDeclaration {
        let unbound = Self.unbound(function.genericParameterClause)
        return MethodDeclaration(
            name: function.name.unescapedText,
            parameters: parameters(function.signature.parameterClause, unbound: unbound),
            returnType: function.signature.returnClause.map { TypeRefReader.read($0.type).substituting(unbound) },
            isStatic: isStatic(function.modifiers), isPrivate: isPrivate(function.modifiers),
            isFileprivate: isFileprivate(function.modifiers), location: location(of: function.name),
            documentation: DocComment.text(before: function))
    }

    private func readInitializer(_ initializer: InitializerDeclSyntax, into type: inout TypeDeclaration, inBody: Bool) {
        let parameters = parameters(
            initializer.signature.parameterClause, unbound: Self.unbound(initializer.genericParameterClause))
        if inBody { type.hasInitializerInBody = true }
        if parameters.count == 1, parameters[0].label == "from", parameters[0].type.name?.hasSuffix("Decoder") == true {
            let body = initializer.body?.description ?? ""
            let singleString = body.contains("singleValueContainer") && body.contains("decode(String.self")
            type.decoding = singleString ? .singleString : .handWritten
        }
        type.writtenInitializers.append(
            InitializerDeclaration(
                parameters: parameters, isFailable: initializer.optionalMark != nil, isSynthesized: false,
                isPrivate: isPrivate(initializer.modifiers), isFileprivate: isFileprivate(initializer.modifiers),
                location: location(of: initializer.initKeyword),
                mayInherit: initializer.modifiers.contains {
                    [.keyword(.override), .keyword(.convenience)].contains($0.name.tokenKind)
                } && !initializer.attributes.trimmedDescription.contains("unavailable"),
                conformances: inBody ? [] : type.inherited, spiGroup: spiGroup(initializer.attributes)))
    }

    /// The group `@_spi(Group)` names among `attributes`, or nil without one.
    private func spiGroup(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "_spi"
            else { continue }
            return attribute.arguments?.trimmedDescription ?? ""
        }
        return nil
    }

    /// A `subscript(dynamicMember:)`: its root is `Root` of a `KeyPath<Root, Value>` (or
    /// `WritableKeyPath`, …), `.opaque` for a string or other parameter; nil for other subscripts.
    private func dynamicMemberSubscript(_ decl: SubscriptDeclSyntax) -> DynamicMemberSubscript? {
        guard let parameter = decl.parameterClause.parameters.first, parameter.firstName.text == "dynamicMember" else {
            return nil
        }
        // The subscript's own generic parameters (`Value`, `Child`) are no model types.
        let unbound = Self.unbound(decl.genericParameterClause)
        let result = TypeRefReader.read(decl.returnClause.type).substituting(unbound)
        guard case let .named(name, arguments) = TypeRefReader.read(parameter.type), name.hasSuffix("KeyPath"),
            let root = arguments.first
        else {
            return DynamicMemberSubscript(root: .opaque(parameter.type.trimmedDescription), result: result)
        }
        var value: String?
        if case let .named(valueName, [])? = arguments.dropFirst().first, unbound[valueName] != nil { value = valueName }
        return DynamicMemberSubscript(root: root, valueParameter: value, result: result)
    }

    private func readProperties(_ variable: VariableDeclSyntax, enclosing: String) -> [PropertyDeclaration] {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        // Any attribute but the compiler's own lowercase ones may be a wrapper (`@Published`).
        let isWrapped = variable.attributes.contains {
            guard let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name.first?.isUppercase == true && name != "MainActor"
        }
        var pendingType: TypeRef?
        var result: [PropertyDeclaration] = []
        let documentation = DocComment.text(before: variable)
        // In `let a, b: Int` the type written last applies to the names before it.
        for binding in variable.bindings.reversed() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let annotation = binding.typeAnnotation { pendingType = TypeRefReader.read(annotation.type) }
            let isImplicitlyUnwrapped =
                binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            let inferred = binding.initializer.flatMap { ExpressionTypes.literalOrCallType(of: $0.value, enclosing: enclosing) }
            result.append(
                PropertyDeclaration(
                    name: pattern.identifier.unescapedText,
                    type: binding.typeAnnotation == nil && binding.initializer != nil ? inferred : pendingType,
                    isLet: isLet, isStatic: isStatic(variable.modifiers), isStored: isStored(binding.accessorBlock),
                    hasInitialValue: binding.initializer != nil, isPrivate: isPrivate(variable.modifiers),
                    isFileprivate: isFileprivate(variable.modifiers), isPublic: isPublic(variable.modifiers),
                    location: location(of: pattern.identifier),
                    typeLocation: binding.typeAnnotation.map { location(of: $0.type) },
                    initialValue: binding.initializer?.value.trimmedDescription, documentation: documentation,
                    isWrapped: isWrapped, isImplicitlyUnwrapped: isImplicitlyUnwrapped))
        }
        return result.reversed()
    }

    private func readCase(_ element: EnumCaseElementSyntax) -> EnumCaseDeclaration {
        var raw: String?
        if let value = element.rawValue?.value {
            if let string = value.as(StringLiteralExprSyntax.self) {
                raw = string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            } else {
                raw = value.trimmedDescription.replacingSpaces()
            }
        }
        let associated = element.parameterClause.map { clause in
            clause.parameters.map { parameter in
                ParameterDeclaration(
                    label: parameter.firstName.flatMap { $0.text == "_" ? nil : $0.unescapedText },
                    type: TypeRefReader.read(parameter.type), hasDefault: parameter.defaultValue != nil,
                    isVariadic: false, location: location(of: parameter))
            }
        }
        return EnumCaseDeclaration(
            name: element.name.unescapedText, explicitRawValue: raw, associatedValues: associated,
            location: location(of: element.name))
    }

    /// A function's own generic parameters, each bound to a type docgen does not look into:
    /// `Record` of `func decode<Record>() -> Record` is no type of the models, even when one has
    /// that name (GRDB's `Record` class).
    private static func unbound(_ clause: GenericParameterClauseSyntax?) -> [String: TypeRef] {
        Dictionary((clause?.parameters ?? []).map { ($0.name.text, TypeRef.opaque($0.name.text)) }) { first, _ in first }
    }

    func parameters(_ clause: FunctionParameterClauseSyntax, unbound: [String: TypeRef] = [:]) -> [ParameterDeclaration] {
        clause.parameters.map { parameter in
            ParameterDeclaration(
                label: parameter.firstName.text == "_" ? nil : parameter.firstName.unescapedText,
                type: TypeRefReader.read(parameter.type).substituting(unbound), hasDefault: parameter.defaultValue != nil,
                // A parameter pack (`_ keys: repeat Key<each Value>`) takes any number of arguments, as `T...` does.
                isVariadic: parameter.ellipsis != nil || parameter.type.is(PackExpansionTypeSyntax.self),
                location: location(of: parameter.firstName),
                defaultValue: parameter.defaultValue?.value.trimmedDescription)
        }
    }

    private func isStored(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return true }
        guard case let .accessors(list) = accessors.accessors else { return false }
        // Observers (willSet/didSet) keep a property stored; get/set/_read make it computed.
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    private func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil }
    }

    private func isFileprivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.fileprivate) && $0.detail == nil }
    }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) && $0.detail == nil }
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        // `ResponseSerializer: DataSerializing & DownloadSerializing` refines both.
        clause?.inheritedTypes.flatMap { inherited -> [String] in
            if let composition = inherited.type.as(CompositionTypeSyntax.self) {
                return composition.elements.compactMap { TypeRefReader.read($0.type).name }
            }
            return TypeRefReader.read(inherited.type).name.map { [$0] } ?? []
        } ?? []
    }

    private func qualified(_ name: String, in scope: String?) -> String {
        let bare = name.trimmingCharacters(in: "`")
        return scope.map { "\($0).\(bare)" } ?? bare
    }

    func location(of node: some SyntaxProtocol) -> DocGenDiagnostics.SourceLocation {
        lines.location(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
}

extension String {
    /// The string without leading and trailing occurrences of `character`.
    func trimmingCharacters(in character: Character) -> String {
        var text = Substring(self)
        while text.first == character { text = text.dropFirst() }
        while text.last == character { text = text.dropLast() }
        return String(text)
    }

    /// The string without spaces, so `- 1` reads as `-1`.
    func replacingSpaces() -> String { filter { $0 != " " } }
}
