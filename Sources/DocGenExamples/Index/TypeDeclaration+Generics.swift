extension TypeDeclaration {
    /// The declaration with `names`, generic parameters of it or of a type it is nested in, made
    /// `.opaque` in its members' types: `Content` of `Host<Content>` is what a value's argument
    /// binds (`TypeRef.substituting`), never a model type that has the same name.
    func markingGenericParameters(_ names: [String]) -> TypeDeclaration {
        guard !names.isEmpty else { return self }
        let generics = Dictionary(names.map { ($0, TypeRef.opaque($0)) }) { first, _ in first }
        func marked(_ parameters: [ParameterDeclaration]) -> [ParameterDeclaration] {
            parameters.map { parameter in
                var parameter = parameter
                parameter.type = parameter.type.substituting(generics)
                return parameter
            }
        }
        var type = self
        for index in type.properties.indices { type.properties[index].type = type.properties[index].type?.substituting(generics) }
        for index in type.writtenInitializers.indices {
            type.writtenInitializers[index].parameters = marked(type.writtenInitializers[index].parameters)
        }
        for index in type.methods.indices {
            type.methods[index].parameters = marked(type.methods[index].parameters)
            type.methods[index].returnType = type.methods[index].returnType?.substituting(generics)
        }
        for index in type.cases.indices { type.cases[index].associatedValues = type.cases[index].associatedValues.map(marked) }
        for index in type.dynamicMemberSubscripts.indices {
            type.dynamicMemberSubscripts[index].root = type.dynamicMemberSubscripts[index].root.substituting(generics)
            type.dynamicMemberSubscripts[index].result = type.dynamicMemberSubscripts[index].result?.substituting(generics)
        }
        return type
    }
}
