import SwiftIDEUtils
@_spi(RawSyntax) import SwiftSyntax

/// The children whose place in their parent gives their tokens a kind: a type's name is a type,
/// a call's label an argument label, an attribute's name an attribute.
///
/// These are the places SwiftIDEUtils names by key path; each is turned once into the child's
/// index in its parent's layout, so classifying a child compares integers.
struct SwiftContextRules: Sendable {
    /// One child's rule; a forced one gives all of the child's text its kind.
    struct Rule: Sendable {
        var index: Int
        var classification: SyntaxClassification
        var force: Bool
    }

    static let shared = SwiftContextRules()

    private let byKind: [SyntaxKind: [Rule]]

    /// The rules for the children of a node of `kind`; most kinds have none.
    func rules(for kind: SyntaxKind) -> [Rule] {
        byKind[kind] ?? []
    }

    private init() {
        var table: [SyntaxKind: [Rule]] = [:]
        func add<Node: SyntaxProtocol, Child>(
            _ kind: SyntaxKind, _ child: KeyPath<Node, Child>, _ classification: SyntaxClassification,
            force: Bool = false
        ) {
            // A kind and node type that disagree, or a child no longer in the layout, would
            // classify the wrong child; the rule is left out and the oracle test fails instead.
            guard kind.syntaxNodeType == Node.self, case .layout(let layout) = Node.structure,
                let index = layout.firstIndex(where: { $0 == child as AnyKeyPath })
            else { return }
            table[kind, default: []].append(Rule(index: index, classification: classification, force: force))
        }
        add(.attribute, \AttributeSyntax.attributeName, .attribute, force: true)
        add(.platformVersionItem, \PlatformVersionItemSyntax.platformVersion, .keyword)
        add(.platformVersion, \PlatformVersionSyntax.platform, .keyword)
        add(.declModifier, \DeclModifierSyntax.name, .attribute)
        add(.ifConfigClause, \IfConfigClauseSyntax.poundKeyword, .ifConfigDirective)
        add(.ifConfigClause, \IfConfigClauseSyntax.condition, .ifConfigDirective)
        add(.ifConfigDecl, \IfConfigDeclSyntax.poundEndif, .ifConfigDirective)
        add(.memberType, \MemberTypeSyntax.name, .type)
        add(.operatorDecl, \OperatorDeclSyntax.name, .operator)
        add(.precedenceGroupAssociativity, \PrecedenceGroupAssociativitySyntax.associativityLabel, .keyword)
        add(.precedenceGroupRelation, \PrecedenceGroupRelationSyntax.higherThanOrLowerThanLabel, .keyword)
        add(.identifierType, \IdentifierTypeSyntax.name, .type)
        add(.functionParameter, \FunctionParameterSyntax.firstName, .argumentLabel)
        add(.labeledExpr, \LabeledExprSyntax.label, .argumentLabel)
        byKind = table
    }
}
