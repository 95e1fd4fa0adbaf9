import DocGenDiagnostics
import SwiftSyntax

/// Walks a Swift example and checks every use of a model type it can see: initializer and method
/// calls, enum cases and static members, and properties of values whose type it knows.
///
/// Types outside the index (UIKit, Combine, app code) are never errors. Variable types are tracked
/// through `let`/`var` bindings, parameters, `for`, `if let` and `guard let`, in lexical scopes.
final class UsageChecker: SyntaxVisitor {
    let index: TypeIndex
    let lines: TextLines
    private(set) var diagnostics: [Diagnostic] = []
    /// Variable types by name, innermost scope last.
    var scopes: [[String: TypeRef]] = [[:]]
    /// The top-level names bound by the page's earlier blocks and not bound again in this one.
    ///
    /// A later block may mean another value of the same name (a test's `store`, then a view's),
    /// so what such a name's type lacks is accepted unless it is a near typo.
    var carriedNames: Set<String> = []
    /// The modules the page imports that may add members to model types (`ImportedModules`).
    var unseenModules: [String] = []
    /// Whether the block is code of another module than the models' (`ImportedModules.isForeignModuleCode`):
    /// a name of a model type that is not public is then another module's type.
    var seesPublicModelTypesOnly = false
    /// The groups of the models' SPI the block imports (`@_spi(Group) import Kit`), whose
    /// `@_spi(Group)` initializers it may call.
    var spiGroups: Set<String> = []
    /// Whether the page imports the models' module, as code of another module does: only such
    /// code needs `@_spi(Group) import` to see SPI; code of the module itself sees it all.
    var importsModelModule = false
    /// Model types the site's examples extend, which may have members a page does not show.
    var extendedTypes: Set<String> = []
    /// The model type `self` refers to in each enclosing type or extension (nil for app types).
    var selfTypes: [String?] = []
    /// The generic parameters in sight at each enclosing type, extension and function, each as
    /// an `.opaque` type of its name: `Item` in `struct Box<Item>` is no model type of that name.
    private var genericScopes: [[String: TypeRef]] = []
    /// The names each scope of `scopes` binds as `T!`: used as a `T`, but `nil` may be assigned to them.
    private var implicitlyUnwrapped: [Set<String>] = [[]]
    /// Bindings for the next code block (`for` loops, `if let`).
    private var pending: [String: TypeRef] = [:]
    /// The callables already looked up (`members(_:of:isStatic:)`).
    var callables: [CallablesKey: [Callable]] = [:]
    /// The target of each call already resolved (`callTarget(for:)`): a call is resolved when it
    /// is visited and again whenever the type of its value is asked for, by the binding it
    /// initializes or the call it is an argument of.
    var callTargets: [SyntaxIdentifier: CallTarget?] = [:]
    /// The result type of each call `builtinCallType(_:)` typed: a `map` looks into its closure,
    /// which may hold `map`s in turn, so each is worked out once.
    var builtinCallTypes: [SyntaxIdentifier: TypeRef?] = [:]
    /// Every call and array literal in the order of the walk, for `SwiftSampleCollector`: one
    /// walk of an example's tree serves both, as a walk costs about what the checks do.
    private(set) var literalCandidates: [ExprSyntax] = []
    /// The declared result type of each enclosing function, nil for closures, initializers and
    /// accessors, whose `return` docgen does not check; read only for a `return` of an optional.
    var returnTypes: [TypeSyntax?] = []
    /// The lineage of each type asked for (`lineage(of:)`).
    var lineages: [String: Lineage] = [:]
    /// The answers of `modelTypeName(_:)` so far.
    private var modelTypeNames: [ModelNameKey: String?] = [:]

    /// A name as looked up from one `self` type's scope.
    private struct ModelNameKey: Hashable {
        var scope: String?
        var name: String
    }

    /// A checker that knows `bindings`, the top-level constants of the page's earlier blocks.
    init(index: TypeIndex, lines: TextLines, bindings: [String: TypeRef] = [:]) {
        self.index = index
        self.lines = lines
        var types = bindings
        var unwrapped: Set<String> = []
        for (name, type) in bindings {
            guard case .named(Self.implicitlyUnwrappedMarker, let arguments) = type, let wrapped = arguments.first else {
                continue
            }
            types[name] = wrapped
            unwrapped.insert(name)
        }
        scopes = [types]
        implicitlyUnwrapped = [unwrapped]
        carriedNames = Set(bindings.keys)
        super.init(viewMode: .sourceAccurate)
    }

    /// The types of the top-level constants and variables, the page's earlier ones included;
    /// a `T!` one's type is `T` under `implicitlyUnwrappedMarker`.
    var topLevelBindings: [String: TypeRef] {
        var bindings = scopes.first ?? [:]
        for name in implicitlyUnwrapped.first ?? [] {
            if let type = bindings[name] { bindings[name] = .named(Self.implicitlyUnwrappedMarker, [type]) }
        }
        return bindings
    }

    /// How a `T!` binding is handed to the page's later blocks, whose scope (and the persistent
    /// cache) keeps types only: `sut = nil` in a later block is as valid as in its own.
    private static let implicitlyUnwrappedMarker = "_DocGenImplicitlyUnwrapped"

    func report(_ severity: Diagnostic.Severity, _ message: String, at offset: Int, rule: String) {
        diagnostics.append(Diagnostic(severity, message, at: lines.location(utf8Offset: offset), rule: rule))
    }

    // MARK: Scopes

    /// Binds `name` in the innermost scope; a type docgen does not know still hides a variable
    /// of the same name outside, or from an earlier block of the page.
    func bind(_ name: String, _ type: TypeRef?) {
        scopes[scopes.count - 1][name] = type ?? Self.unknown
        implicitlyUnwrapped[implicitlyUnwrapped.count - 1].remove(name)
        if scopes.count == 1 { carriedNames.remove(name) }
    }

    /// Whether the binding of `name` in sight is a `T!` one.
    func isImplicitlyUnwrapped(_ name: String) -> Bool {
        guard let scope = scopes.lastIndex(where: { $0[name] != nil }) else { return false }
        return implicitlyUnwrapped[scope].contains(name)
    }

    /// The type of a value docgen cannot tell, which no check looks into.
    static let unknown = TypeRef.opaque("_")

    func variableType(_ name: String) -> TypeRef? {
        for scope in scopes.reversed() { if let type = scope[name] { return type } }
        return nil
    }

    func push(_ bindings: [String: TypeRef] = [:]) {
        scopes.append(bindings)
        implicitlyUnwrapped.append([])
    }

    func pop() {
        guard scopes.count > 1 else { return }
        scopes.removeLast()
        implicitlyUnwrapped.removeLast()
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        push(pending)
        pending = [:]
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { pop() }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        push()
        // Members are visible throughout the type, before and after their declaration.
        for member in node.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings { record(binding, check: false, bind: true) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockSyntax) { pop() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterGenerics(node.genericParameterClause.map { $0.parameters.map(\.name.text) } ?? [])
        push(parameters(node.signature.parameterClause))
        returnTypes.append(node.signature.returnClause?.type)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        pop()
        returnTypes.removeLast()
        genericScopes.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        enterGenerics(node.genericParameterClause.map { $0.parameters.map(\.name.text) } ?? [])
        push(parameters(node.signature.parameterClause))
        returnTypes.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        pop()
        returnTypes.removeLast()
        genericScopes.removeLast()
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        push(closureBindings(node))
        returnTypes.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        pop()
        returnTypes.removeLast()
    }

    // A getter's or subscript's `return` is not the enclosing function's.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        returnTypes.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: AccessorBlockSyntax) { returnTypes.removeLast() }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expected = returnTypes.last ?? nil, let value = node.expression { checkReturnedOptional(value, expected) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeRefReader.read(node.extendedType).name.flatMap { modelTypeName($0) }
        selfTypes.append(extended)
        enterGenerics(extended.flatMap { index.type(named: $0)?.genericParameters } ?? [])
        // In an extension of arrays of a model type, `self` and its implicit uses are such an array.
        let element = CollectionExtension.fragmentName(of: node).flatMap(CollectionExtension.elementName(ofFragment:))
        push(element.map { ["self": .array(resolve(.named($0)))] } ?? [:])
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        selfTypes.removeLast()
        genericScopes.removeLast()
        pop()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.genericParameterClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name, node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }

    private func enterType(_ name: TokenSyntax, _ generics: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        // Only a top-level declaration can restate a model type; nested ones are the app's own.
        selfTypes.append(selfTypes.isEmpty ? modelTypeName(name.text) : nil)
        enterGenerics(generics.map { $0.parameters.map(\.name.text) } ?? [])
        return .visitChildren
    }

    private func leaveType() {
        selfTypes.removeLast()
        genericScopes.removeLast()
    }

    private func enterGenerics(_ names: [String]) {
        var inSight = genericScopes.last ?? [:]
        for name in names { inSight[name] = .opaque(name) }
        genericScopes.append(inSight)
    }

    /// Whether `name` is a generic parameter in sight, which hides a model type of that name.
    func isGenericParameter(_ name: String) -> Bool {
        genericScopes.last?[name] != nil
    }

    // MARK: Uses

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        literalCandidates.append(ExprSyntax(node))
        if let target = callTarget(for: node) { checkCall(node, target) } else { checkUnknownType(calledBy: node) }
        checkUIColorInitializer(node)
        return .visitChildren
    }

    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        literalCandidates.append(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        checkKeyPath(node)
        return .visitChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        checkOptionalChaining(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        checkMemberAccess(node)
        checkUIColorMember(node)
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        checkSwitch(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        checkOperators(node)
        return .visitChildren
    }

    // MARK: Bindings

    override func visitPost(_ node: PatternBindingSyntax) {
        // Members were bound when their type's member block was entered.
        let isMember = node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        record(node, check: true, bind: !isMember)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        // The loop variable is seen by the `where` clause as well as the body.
        var bindings: [String: TypeRef] = [:]
        if let tuple = node.pattern.as(TuplePatternSyntax.self) {
            // `for (index, item) in items.enumerated()`; other tuples' parts are not known.
            let pair = Self.enumeratedPair(of: typeOf(node.sequence), count: tuple.elements.count)
            for (position, element) in tuple.elements.enumerated() {
                guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                bindings[name] = position < pair.count ? pair[position] : Self.unknown
            }
        } else if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let annotation = node.typeAnnotation {
                bindings[name] = resolve(TypeRefReader.read(annotation.type))
            } else {
                bindings[name] = typeOf(node.sequence).flatMap { Self.elementType(of: $0.unwrapped) } ?? Self.unknown
            }
        }
        push(bindings)
        return .visitChildren
    }

    override func visitPost(_ node: ForStmtSyntax) { pop() }

    override func visitPost(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let type: TypeRef?
        if let annotation = node.typeAnnotation {
            type = resolve(TypeRefReader.read(annotation.type))
        } else if let value = node.initializer?.value {
            type = typeOf(value)?.unwrapped
        } else {
            type = variableType(name)?.unwrapped
        }
        // `guard let` binds for the rest of the scope; `if let` and `while let` for their body.
        if node.parent?.parent?.parent?.is(GuardStmtSyntax.self) == true {
            bind(name, type)
        } else {
            pending[name] = type ?? Self.unknown
        }
    }

    private func record(_ binding: PatternBindingSyntax, check: Bool, bind shouldBind: Bool) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let declared = binding.typeAnnotation.map { resolve(TypeRefReader.read($0.type)) }
        if check, let declared, let value = binding.initializer?.value {
            checkExpected(value, declared, role: .specified)
        }
        guard shouldBind else { return }
        var type = declared ?? binding.initializer.flatMap { typeOf($0.value) } ?? Self.unknown
        // `T!` is used as a `T`.
        let isImplicitlyUnwrapped = binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        if isImplicitlyUnwrapped { type = type.unwrapped }
        bind(name, type)
        if isImplicitlyUnwrapped { implicitlyUnwrapped[implicitlyUnwrapped.count - 1].insert(name) }
        // `@Published var state: T` also declares `$state`, a publisher of T.
        let attributes = binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
        if attributes?.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }) == true {
            bind("$" + name, .named("AnyPublisher", [type, .named("Never")]))
        }
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [String: TypeRef] {
        var bindings: [String: TypeRef] = [:]
        for parameter in clause.parameters {
            let type = resolve(TypeRefReader.read(parameter.type))
            bindings[(parameter.secondName ?? parameter.firstName).text] = type
            if let value = parameter.defaultValue?.value {
                checkExpected(value, type, role: .argument((parameter.secondName ?? parameter.firstName).text))
            }
        }
        return bindings
    }

    /// The type resolved against the index from the current `self` type's scope, with the
    /// generic parameters in sight left opaque.
    func resolve(_ type: TypeRef) -> TypeRef {
        index.resolve(type.substituting(genericScopes.last ?? [:]), scope: selfTypes.last ?? nil)
    }

    /// The qualified index name of a model type (not an alias) called `name`, if there is one.
    func modelTypeName(_ name: String) -> String? {
        // An example names the same few types again and again: each is looked up once per scope.
        let key = ModelNameKey(scope: selfTypes.last ?? nil, name: name)
        if let known = modelTypeNames[key] { return known }
        let found = index.qualifiedName(for: name, scope: key.scope).flatMap { qualified in
            index.resolve(.named(qualified)).name.flatMap { index.type(named: $0) }
        }.flatMap { type in
            seesPublicModelTypesOnly && type.isModuleInternal && !type.isPageType ? nil : type.name
        }
        modelTypeNames[key] = .some(found)
        return found
    }
}
