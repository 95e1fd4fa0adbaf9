extension TypeIndex {
    /// The protocols and raw types a page type may adopt and still have only the members it
    /// declares (with what `TypeDeclaration` already knows they add).
    static let plainSupertypes: Set<String> = TypeDeclaration.rawValueTypeNames.union([
        "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Sendable", "Identifiable", "Comparable",
        "CaseIterable", "CustomStringConvertible", "Error", "LocalizedError",
    ])

    /// The index with, for each type name two model folders declare publicly, the type of
    /// the module `modules` import when they import only one of them (`import GRPCCodeGen`
    /// beside a `GRPCCore` type of the same name).
    func choosing(modules: [String]) -> TypeIndex {
        guard !alternatives.isEmpty, !modules.isEmpty else { return self }
        var index = self
        let imports = { (type: TypeDeclaration) in Self.modules(of: type.folder).contains { modules.contains(String($0)) } }
        for (name, others) in alternatives {
            guard let current = types[name], !current.isPageType, !imports(current),
                let chosen = others.first(where: imports)
            else { continue }
            index.types[name] = chosen
        }
        return index
    }

    /// The index with what an example declares added: its types (replacing a model type only
    /// when `shadowing` names it, the reader's own type of a model's name), typealiases,
    /// extensions and top-level functions.
    ///
    /// A page type that is generic may have members docgen cannot see, so its members are not
    /// checked, as for platform types; what it inherits counts as for model types.
    func merging(_ declared: DeclarationReader.Output, shadowing: Set<String> = []) -> TypeIndex {
        guard !declared.isEmpty else { return self }
        var index = self
        for type in declared.types {
            if let existing = index.types[type.name], !existing.isPageType, !existing.isFilePrivate,
                !shadowing.contains(type.name)
            {
                continue
            }
            var type = type
            type.isPageType = true
            // What it inherits is looked up as for model types (`lineage(of:)`).
            type.inheritsUnseenMembers = !type.genericParameters.isEmpty
            type.noteSupertypes()
            index.types[type.name] = type
            index.names[type.name, default: NameEntry()].isType = true
            index.scopes.formUnion(Self.enclosingNames(of: [type.name]))
        }
        for (name, alias) in declared.aliases where index.types[name] == nil && index.aliases[name] == nil {
            index.aliases[name] = alias
            if let parameters = declared.aliasParameters[name] { index.aliasParameters[name] = parameters }
            index.names[name, default: NameEntry()].alias = alias
            index.scopes.formUnion(Self.enclosingNames(of: [name]))
        }
        for fragment in declared.extensions { index.merge(fragment) }
        for function in declared.functions {
            // A later block may declare a function again, as pages show code evolving.
            let labels = function.parameters.map(\.label)
            index.functions[function.name, default: []].removeAll { $0.parameters.map(\.label) == labels }
            index.functions[function.name, default: []].append(function)
        }
        return index
    }
}
