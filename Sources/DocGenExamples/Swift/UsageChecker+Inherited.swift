import DocGenDiagnostics

extension UsageChecker {
    /// How a member name that is not a type's own was answered.
    enum InheritedMember: Equatable {
        /// Swift gives the type the member: through a superclass or protocol of the index, a
        /// property wrapper's storage or projection, or `@dynamicMemberLookup` onto a root that has it.
        case found
        /// The type may have members docgen cannot see; the reason says why.
        case unseen(String)
        /// What docgen sees of the type is only part of it (an example's declaration, a value
        /// an earlier block bound): a near typo of a member it shows is still an error.
        case partial(String)
        /// The type has no such member.
        case missing
    }

    /// The lineage of a type, made once per example (`TypeIndex.lineage(of:)`).
    func lineage(of declaration: TypeDeclaration) -> Lineage {
        if let known = lineages[declaration.name] { return known }
        let made = index.lineage(of: declaration)
        lineages[declaration.name] = made
        return made
    }

    /// The type and its supertypes in the index, the types whose members it has.
    func family(of declaration: TypeDeclaration) -> [TypeDeclaration] {
        [declaration] + lineage(of: declaration).supertypes
    }

    /// Whether the type may have members docgen cannot see, on its own or through what it inherits.
    func isOpen(_ declaration: TypeDeclaration) -> Bool {
        declaration.hasUnseenMembers || lineage(of: declaration).isOpen
    }

    /// Looks up an instance member that is not the type's own: `receiver` is the value's type,
    /// whose generic arguments a `@dynamicMemberLookup` root may name.
    func inheritedInstanceMember(
        _ name: String, of declaration: TypeDeclaration, receiver: TypeRef?, depth: Int = 0
    ) -> InheritedMember {
        let lineage = lineage(of: declaration)
        let family = [declaration] + lineage.supertypes
        let inside = isInside(declaration)
        if family.dropFirst().contains(where: { $0.hasInstanceMember(name, includingPrivate: inside) }) { return .found }
        if let storage = wrapperName(name) {
            // `_name` is the storage of a wrapped or `@Observable` property; `$name` a projection.
            let isStorage = name.hasPrefix("_")
            for type in family {
                if type.properties.contains(where: {
                    $0.name == storage && !$0.isStatic
                        && (!isStorage || $0.isWrapped || (lineage.isObservable && $0.isStored && !$0.isLet))
                }) {
                    return .found
                }
            }
        }
        if depth < 4, let answer = dynamicMember(name, of: family, receiver: receiver, depth: depth) { return answer }
        return answer(for: lineage, of: declaration)
    }

    /// Looks up a static member (case, static property or method, nested type) that is not the type's own.
    func inheritedStaticMember(_ name: String, of declaration: TypeDeclaration) -> InheritedMember {
        let lineage = lineage(of: declaration)
        if lineage.supertypes.contains(where: { $0.hasStaticMember(name) }) { return .found }
        // `$name` and `_name` of a wrapped static property (`@TaskLocal static var name`).
        if let storage = wrapperName(name),
            ([declaration] + lineage.supertypes).contains(where: { type in
                type.properties.contains { $0.name == storage && $0.isStatic && $0.isWrapped }
            })
        {
            return .found
        }
        return answer(for: lineage, of: declaration)
    }

    /// What a name that no type of the lineage has is: unseen, partial or missing.
    ///
    /// A model type may have members a module the page imports adds to it, or that the site's
    /// examples show adding in an extension: then what it does not show is partial, and only a
    /// near typo of a member it shows is an error.
    private func answer(for lineage: Lineage, of declaration: TypeDeclaration) -> InheritedMember {
        if let reason = lineage.unseenReason { return .unseen(reason) }
        if let reason = lineage.partialReason { return .partial(reason) }
        if !declaration.isPageType, let module = unseenModules.first {
            return .partial("the page imports '\(module)', which may add members to '\(declaration.name)' that docgen cannot see")
        }
        if !declaration.isPageType, extendedTypes.contains(declaration.name) {
            return .partial(
                "the site's examples add members to '\(declaration.name)' in extensions, which a reader's code declares")
        }
        return .missing
    }

    /// The property `_name` or `$name` stands for, or nil for another name.
    private func wrapperName(_ name: String) -> String? {
        guard let first = name.utf8.first, first == UInt8(ascii: "_") || first == UInt8(ascii: "$"), name.utf8.count > 1
        else { return nil }
        return String(name.dropFirst())
    }

    /// A member reached through `@dynamicMemberLookup`; nil when no type of the family forwards members.
    ///
    /// `store.count` through `subscript(dynamicMember: KeyPath<State, Value>)` is the root's
    /// member, checked as the root's (so `store.cuont` is still caught); `$count` is a binding
    /// to `count`. Swift tries every such subscript, so a member any root has is found, even
    /// when another root is one docgen cannot see.
    private func dynamicMember(
        _ name: String, of family: [TypeDeclaration], receiver: TypeRef?, depth: Int
    ) -> InheritedMember? {
        var answer: InheritedMember?
        var unseen: String?
        for type in family {
            for root in type.dynamicMemberRoots {
                guard let resolved = dynamicRoot(root, of: type, receiver: receiver) else {
                    unseen =
                        unseen
                        ?? "'\(type.name)' forwards members to '\(root)' with @dynamicMemberLookup, which docgen cannot see"
                    continue
                }
                let declaration = resolved.1
                let member = name.hasPrefix("$") && name.utf8.count > 1 ? String(name.dropFirst()) : name
                if declaration.hasInstanceMember(member, includingPrivate: false) { return .found }
                switch inheritedInstanceMember(member, of: declaration, receiver: resolved.0, depth: depth + 1) {
                case .found: return .found
                case let .partial(reason): answer = .partial(reason)
                case let .unseen(reason): unseen = unseen ?? reason
                case .missing: if answer == nil { answer = .missing }
                }
            }
        }
        return unseen.map(InheritedMember.unseen) ?? answer
    }

    /// The model type a dynamic-member root names for this receiver: a generic parameter is
    /// replaced by the receiver's argument; nil when the root is not a model type.
    func dynamicRoot(_ root: TypeRef, of type: TypeDeclaration, receiver: TypeRef?) -> (TypeRef, TypeDeclaration)? {
        let resolved = index.resolve(root.substituting(genericArguments(of: type, in: receiver)), scope: type.name)
        guard !type.genericParameters.contains(resolved.name ?? ""), let declaration = index.declaration(of: resolved) else {
            return nil
        }
        return (resolved, declaration)
    }

    /// The type of a property the type inherits from a superclass or protocol of the index, or
    /// reaches through `@dynamicMemberLookup` (`store.count` is the root's `count`).
    func inheritedMemberType(_ name: String, of declaration: TypeDeclaration, receiver: TypeRef?) -> TypeRef? {
        guard declaration.hasSupertypes else { return nil }
        let supertypes = lineage(of: declaration).supertypes
        if let found = propertyType(name, in: supertypes) { return found }
        // Asked for every name that is not a stored property, methods included: most types
        // forward nothing, and then nothing is allocated.
        guard !declaration.dynamicMemberRoots.isEmpty || supertypes.contains(where: { !$0.dynamicMemberRoots.isEmpty })
        else { return nil }
        for type in [declaration] + supertypes {
            for forwarding in type.dynamicMemberSubscripts {
                // A root's own forwarding is not followed, so no cycle of roots can loop.
                guard let (_, rootDeclaration) = dynamicRoot(forwarding.root, of: type, receiver: receiver) else { continue }
                let member = name.hasPrefix("$") ? String(name.dropFirst()) : name
                guard let found = propertyType(member, in: [rootDeclaration] + lineage(of: rootDeclaration).supertypes)
                else { continue }
                guard !name.hasPrefix("$") else { return nil }
                // The subscript gives its result for the member (`Box<Child>` for a `Child`).
                guard let result = forwarding.result else { return found }
                var bindings = genericArguments(of: type, in: receiver)
                if let value = forwarding.valueParameter { bindings[value] = found }
                return index.resolve(result, scope: type.name).substituting(bindings)
            }
        }
        return nil
    }

    /// The receiver's generic arguments by the names of the type's generic parameters; empty
    /// when the receiver does not give them all.
    func genericArguments(of type: TypeDeclaration, in receiver: TypeRef?) -> [String: TypeRef] {
        guard case let .named(_, arguments)? = receiver, !type.genericParameters.isEmpty,
            arguments.count == type.genericParameters.count
        else { return [:] }
        return Dictionary(zip(type.genericParameters, arguments)) { first, _ in first }
    }

    /// The type of the first instance property called `name` among the types.
    private func propertyType(_ name: String, in types: some Sequence<TypeDeclaration>) -> TypeRef? {
        for type in types {
            if let property = type.properties.first(where: { !$0.isStatic && $0.name == name }), let found = property.type {
                return index.resolve(property.isImplicitlyUnwrapped ? found.unwrapped : found, scope: type.name)
            }
        }
        return nil
    }

    /// The members a "did you mean" may name: the type's own, its supertypes' and those of the
    /// roots it forwards to for `receiver`.
    func knownInstanceMemberNames(of declaration: TypeDeclaration, receiver: TypeRef?) -> Set<String> {
        var names = declaration.instanceMemberNames()
        for type in family(of: declaration) {
            if type.name != declaration.name { names.formUnion(type.instanceMemberNames()) }
            for root in type.dynamicMemberRoots {
                guard let (_, rootDeclaration) = dynamicRoot(root, of: type, receiver: receiver) else { continue }
                names.formUnion(rootDeclaration.instanceMemberNames())
            }
        }
        return names.subtracting(["self", "hashValue", "hash", "encode"])
    }

    /// The static members a "did you mean" may name: the type's own and its supertypes'.
    func knownStaticMemberNames(of declaration: TypeDeclaration) -> Set<String> {
        var names = declaration.staticMemberNames()
        for supertype in lineage(of: declaration).supertypes { names.formUnion(supertype.staticMemberNames()) }
        return names.subtracting(["init", "self", "Type"])
    }

    /// Reports a member a type has not: an error on a closed type, as Swift would.
    ///
    /// The error has a "did you mean" only for a plausible typo. On an open type, a name one typo away from exactly
    /// one member docgen knows is a warning; any other is accepted, with a note saying why.
    func reportMissingMember(
        _ name: String, described: String, candidates: Set<String>, answer: InheritedMember, at offset: Int
    ) {
        switch answer {
        case .found:
            return
        case .missing:
            let hint = Suggestion.typoHint(for: name, in: candidates.sorted())
            report(.error, "\(described) has no member '\(name)'\(hint)", at: offset, rule: "swift-unknown-member")
        case let .partial(reason):
            if let typo = Suggestion.typo(for: name, in: candidates, strict: true) {
                report(
                    .error, "\(described) has no member '\(name)'; did you mean '\(typo)'?", at: offset,
                    rule: "swift-unknown-member")
            } else {
                report(.note, "accepted '\(name)': \(reason)", at: offset, rule: "swift-open-member")
            }
        case let .unseen(reason):
            if let typo = Suggestion.typo(for: name, in: candidates, strict: true) {
                report(
                    .warning, "\(described) has no member '\(name)' that docgen can see; did you mean '\(typo)'?", at: offset,
                    rule: "swift-unknown-member")
            } else {
                report(.note, "accepted '\(name)': \(reason)", at: offset, rule: "swift-open-member")
            }
        }
    }
}
