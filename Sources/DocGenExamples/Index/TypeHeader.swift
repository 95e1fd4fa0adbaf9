import SwiftSyntax

/// The parts shared by struct, class, enum, actor and protocol declarations.
struct TypeHeader {
    let name: TokenSyntax
    let kind: TypeDeclaration.Kind
    let inheritance: InheritanceClauseSyntax?
    let genericParameters: [String]
    let members: MemberBlockSyntax
    /// The names of the attributes written on the declaration, without `@` and arguments.
    let attributes: [String]

    /// The header of `decl`, or nil when it does not declare a type.
    init?(_ decl: some SyntaxProtocol) {
        if let node = decl.as(StructDeclSyntax.self) {
            self.init(node, .struct, node.name, node.genericParameterClause)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            self.init(node, .class, node.name, node.genericParameterClause)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            self.init(node, .enum, node.name, node.genericParameterClause)
        } else if let node = decl.as(ActorDeclSyntax.self) {
            self.init(node, .actor, node.name, node.genericParameterClause)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            self.init(node, .protocol, node.name, nil)
        } else {
            return nil
        }
    }

    private init(
        _ group: some DeclGroupSyntax, _ kind: TypeDeclaration.Kind, _ name: TokenSyntax,
        _ generics: GenericParameterClauseSyntax?
    ) {
        self.name = name
        self.kind = kind
        inheritance = group.inheritanceClause
        genericParameters = generics?.parameters.map(\.name.text) ?? []
        members = group.memberBlock
        attributes = group.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }
}
