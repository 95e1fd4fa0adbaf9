extension TypeDeclaration {
    /// Adds the members of the type's declaration for another platform (`#if os(iOS)` … `#if
    /// os(macOS)` …), which code may use as well: a member of any platform's declaration is
    /// known, and the memberwise initializer of any may be called.
    mutating func absorb(platformVariant variant: TypeDeclaration) {
        var memberwise = memberwiseInitializers
        for initializer in variant.memberwiseInitializers where !memberwise.contains(where: { Self.sameShape($0, initializer) }) {
            memberwise.append(initializer)
        }
        platformMemberwiseInitializers = memberwise
        let propertyNames = Set(properties.map(\.name))
        properties += variant.properties.filter { !propertyNames.contains($0.name) }
        for initializer in variant.writtenInitializers
        where !writtenInitializers.contains(where: { Self.sameShape($0, initializer) }) {
            writtenInitializers.append(initializer)
        }
        for method in variant.methods
        where !methods.contains(where: {
            $0.name == method.name && $0.isStatic == method.isStatic && Self.sameShape($0.parameters, method.parameters)
        }) {
            methods.append(method)
        }
        let caseNames = Set(cases.map(\.name))
        cases += variant.cases.filter { !caseNames.contains($0.name) }
        nestedTypes += variant.nestedTypes.filter { !nestedTypes.contains($0) }
        inherited += variant.inherited.filter { !inherited.contains($0) }
        attributes += variant.attributes.filter { !attributes.contains($0) }
        dynamicMemberSubscripts += variant.dynamicMemberSubscripts
        codingKeys = codingKeys ?? variant.codingKeys
        hasInitializerInBody = hasInitializerInBody || variant.hasInitializerInBody
        // The declaration for Apple's platforms is the one examples use, not a stand-in for others.
        isForOtherPlatforms = isForOtherPlatforms && variant.isForOtherPlatforms
        elidesMembers = elidesMembers || variant.elidesMembers
    }

    /// Whether two initializers take the same labels and types, so either stands for both.
    private static func sameShape(_ first: InitializerDeclaration, _ second: InitializerDeclaration) -> Bool {
        sameShape(first.parameters, second.parameters) && first.isPrivate == second.isPrivate
    }

    /// Whether two parameter lists have the same labels and types, wherever they are declared.
    private static func sameShape(_ first: [ParameterDeclaration], _ second: [ParameterDeclaration]) -> Bool {
        first.map(\.label) == second.map(\.label) && first.map(\.type) == second.map(\.type)
    }
}
