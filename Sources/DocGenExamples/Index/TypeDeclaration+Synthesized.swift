extension TypeDeclaration {
    /// Every initializer code outside the model's file can call: the written ones that are not private,
    /// the memberwise one of a struct without an initializer in its body, and `init(rawValue:)` of a raw enum.
    public var initializers: [InitializerDeclaration] {
        writtenInitializers.filter { !$0.isPrivate } + memberwiseInitializers.compactMap(Self.outsideFile)
            + rawValueInitializer
    }

    /// Every initializer code in the model's file, or inside the type, can call: the private
    /// ones too, and the memberwise ones as they are, with their private properties' parameters.
    public var initializersInsideFile: [InitializerDeclaration] {
        writtenInitializers + memberwiseInitializers + rawValueInitializer
    }

    /// `init(rawValue:)` of a raw enum, or nothing.
    private var rawValueInitializer: [InitializerDeclaration] {
        guard let rawType else { return [] }
        let parameter = ParameterDeclaration(
            label: "rawValue", type: rawType, hasDefault: false, isVariadic: false, location: location)
        return [
            InitializerDeclaration(
                parameters: [parameter], isFailable: true, isSynthesized: true, isPrivate: false, location: location)
        ]
    }

    /// The initializers only code in the model's file can call: the written private ones, and the
    /// memberwise ones that take a private property.
    public var privateInitializers: [InitializerDeclaration] {
        writtenInitializers.filter(\.isPrivate) + memberwiseInitializers.filter(\.isPrivate)
    }

    /// The memberwise initializers: each platform's declaration's (`platformMemberwiseInitializers`),
    /// or the one of a struct declared once.
    var memberwiseInitializers: [InitializerDeclaration] {
        platformMemberwiseInitializers ?? memberwiseInitializer.map { [$0] } ?? []
    }

    /// The memberwise initializer the compiler synthesizes for a struct, or nil.
    ///
    /// Stored properties in order, except a `let` with an initial value; a `var` with an initial value
    /// or of optional type may be left out by the caller. A wrapped property's parameter takes
    /// the wrapped value or, when the wrapper has no `init(wrappedValue:)`, the wrapper itself
    /// (`Binding<Bool>` for `@Binding var isOn: Bool`): docgen does not tell which, so any value.
    /// So does a `var` whose type neither an annotation nor its initial value tells. A private
    /// property makes the initializer private (`fileprivate` when every such one is).
    public var memberwiseInitializer: InitializerDeclaration? {
        guard kind == .struct, !hasInitializerInBody else { return nil }
        var restricting: [PropertyDeclaration] = []
        let parameters = storedProperties.compactMap { property -> ParameterDeclaration? in
            if property.isLet && property.hasInitialValue { return nil }
            if property.isPrivate { restricting.append(property) }
            // Only an initial value leaves a stored property's type unwritten.
            let declared = property.type ?? .opaque("the type of \(property.initialValue ?? "its initial value")")
            let defaulted = !property.isLet && (property.hasInitialValue || declared.isOptional)
            let type = property.isWrapped ? .opaque("\(declared) or its wrapper") : declared
            var parameter = ParameterDeclaration(
                label: property.name, type: type, hasDefault: defaulted, isVariadic: false, location: property.location)
            if defaulted { parameter.defaultValue = property.initialValue ?? "nil" }
            parameter.isPrivate = property.isPrivate
            return parameter
        }
        var initializer = InitializerDeclaration(
            parameters: parameters, isFailable: false, isSynthesized: true, isPrivate: !restricting.isEmpty,
            location: location)
        initializer.isFileprivate = !restricting.isEmpty && restricting.allSatisfy(\.isFileprivate)
        return initializer
    }

    /// A memberwise initializer as code outside the type's file may call it, or nil when it cannot.
    ///
    /// Without the parameters of private properties that have a default: a call that passes
    /// none of them is not reported, a leniency (Swift 6.3 makes the whole initializer private),
    /// and one that passes one is. A private property without a default must be passed, which
    /// only its file may.
    private static func outsideFile(_ memberwise: InitializerDeclaration) -> InitializerDeclaration? {
        guard memberwise.isPrivate else { return memberwise }
        guard !memberwise.parameters.contains(where: { $0.isPrivate && !$0.hasDefault }) else { return nil }
        var visible = memberwise
        visible.parameters.removeAll(where: \.isPrivate)
        visible.isPrivate = false
        visible.isFileprivate = false
        return visible
    }

    /// Each case with its raw value: the explicit one, or the implicit one (the name for `String`,
    /// the previous integer plus one for numbers); empty for enums without a raw type.
    public var rawValues: [(caseName: String, rawValue: String)] {
        guard let rawName = rawType?.name else { return [] }
        var next = 0
        return cases.map { enumCase in
            if let explicit = enumCase.explicitRawValue {
                if let number = Int(explicit) { next = number + 1 }
                return (enumCase.name, explicit)
            }
            if rawName == "String" || rawName == "Character" { return (enumCase.name, enumCase.name) }
            defer { next += 1 }
            return (enumCase.name, String(next))
        }
    }

    /// The JSON keys its synthesized decoding reads, each with the property it fills.
    ///
    /// With `CodingKeys`, only the properties listed there, under their raw values; otherwise every
    /// stored property except a `let` with an initial value (which the compiler never decodes).
    public var decodedProperties: [(jsonKey: String, property: PropertyDeclaration)] {
        let stored = storedProperties
        if let codingKeys {
            return codingKeys.compactMap { key in
                stored.first { $0.name == key.propertyName }.map { (key.jsonKey, $0) }
            }
        }
        return stored.filter { !($0.isLet && $0.hasInitialValue) }.map { ($0.name, $0) }
    }

    /// `decodedProperties` as JSON key, property name and type, read in place: checking a JSON
    /// object asks for them, and copying every property declaration cost more than the check.
    public var decodedFields: [(jsonKey: String, name: String, type: TypeRef?)] {
        if let codingKeys {
            return codingKeys.compactMap { key in
                properties.firstIndex { $0.isStored && !$0.isStatic && $0.name == key.propertyName }.map {
                    (key.jsonKey, properties[$0].name, properties[$0].type)
                }
            }
        }
        var fields: [(jsonKey: String, name: String, type: TypeRef?)] = []
        for index in properties.indices where properties[index].isStored && !properties[index].isStatic {
            guard !(properties[index].isLet && properties[index].hasInitialValue) else { continue }
            fields.append((properties[index].name, properties[index].name, properties[index].type))
        }
        return fields
    }

    /// The names an instance of the type answers to after a dot; private ones only from inside the type.
    public func instanceMemberNames(includingPrivate: Bool = false) -> Set<String> {
        var names = Set(instanceProperties.filter { includingPrivate || !$0.isPrivate }.map(\.name))
        names.formUnion(methods.filter { !$0.isStatic && (includingPrivate || !$0.isPrivate) }.map(\.name))
        names.formUnion(["self", "hashValue", "hash", "encode"])
        if rawType != nil { names.insert("rawValue") }
        if inherited.contains("Error") || inherited.contains("LocalizedError") { names.insert("localizedDescription") }
        return names
    }

    /// The names the type itself answers to after a dot: cases, static members, nested types and `init`;
    /// private ones only from inside the type.
    public func staticMemberNames(includingPrivate: Bool = false) -> Set<String> {
        var names = Set(staticProperties.filter { includingPrivate || !$0.isPrivate }.map(\.name))
        names.formUnion(methods.filter { $0.isStatic && (includingPrivate || !$0.isPrivate) }.map(\.name))
        names.formUnion(cases.map(\.name))
        names.formUnion(nestedTypes)
        names.formUnion(["init", "self", "Type"])
        if inherited.contains("CaseIterable") { names.insert("allCases") }
        return names
    }

    /// Whether `name` is in `instanceMemberNames(includingPrivate:)`, without building the set.
    public func hasInstanceMember(_ name: String, includingPrivate: Bool = false) -> Bool {
        ["self", "hashValue", "hash", "encode"].contains(name)
            || (name == "rawValue" && rawType != nil)
            || (name == "localizedDescription" && (inherited.contains("Error") || inherited.contains("LocalizedError")))
            || properties.contains { $0.name == name && !$0.isStatic && (includingPrivate || !$0.isPrivate) }
            || methods.contains { $0.name == name && !$0.isStatic && (includingPrivate || !$0.isPrivate) }
    }

    /// Whether `name` is in `staticMemberNames(includingPrivate:)`, without building the set.
    public func hasStaticMember(_ name: String, includingPrivate: Bool = false) -> Bool {
        ["init", "self", "Type"].contains(name)
            || (name == "allCases" && inherited.contains("CaseIterable"))
            || properties.contains { $0.name == name && $0.isStatic && (includingPrivate || !$0.isPrivate) }
            || methods.contains { $0.name == name && $0.isStatic && (includingPrivate || !$0.isPrivate) }
            || cases.contains { $0.name == name }
            || nestedTypes.contains(name)
    }
}
