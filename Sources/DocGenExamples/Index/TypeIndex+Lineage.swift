/// What a type gets from the types it inherits from and conforms to: the members Swift gives it
/// beyond its own declaration, and whether it may have members docgen cannot see.
struct Lineage: Sendable {
    /// The superclasses and protocols in the index it inherits from or conforms to, directly or
    /// through others (protocol inheritance, a superclass's conformances), nearest first; their
    /// members, protocol extensions' included, are the type's too.
    var supertypes: [TypeDeclaration] = []
    /// Why the type may have members docgen cannot see, when it may: it inherits from or
    /// conforms to a type outside the index, or carries a macro that may add members.
    var unseenReason: String?
    /// Why a name the type does not show is still accepted when it is no near typo: the type
    /// was declared in an example, which shows the part of a type it is about (`struct State {
    /// /* ... */ }`), and a page may name two features `Feature`.
    var partialReason: String?
    /// Whether `@Observable` gives its stored properties `_name` storage.
    var isObservable = false

    /// Whether the type may have members docgen cannot see.
    var isOpen: Bool { unseenReason != nil || partialReason != nil }
}

extension TypeDeclaration {
    /// Sets `hasSupertypes` from what the declaration inherits and forwards.
    mutating func noteSupertypes() {
        hasSupertypes =
            !dynamicMemberRoots.isEmpty || inherited.contains { !TypeIndex.plainSupertypes.contains($0) }
    }
}

extension TypeIndex {
    /// The attributes a type may carry that add no member (the compiler's lowercase ones need
    /// no list: only an uppercase attribute is a macro that may add members).
    static let memberlessTypeAttributes: Set<String> = ["MainActor", "Sendable", "Observable"]

    /// What `declaration` inherits, through every superclass and protocol of the index it
    /// reaches; the first name outside the index, or unknown macro, is why it is open.
    ///
    /// Made only when a member is not the type's own, so correct uses of a type's own members
    /// (nearly all of them) never pay for it.
    func lineage(of declaration: TypeDeclaration) -> Lineage {
        var lineage = Lineage()
        var visited: Set<String> = [declaration.name]
        var queue = [declaration]
        var next = 0
        while next < queue.count {
            let type = queue[next]
            next += 1
            if type.attributes.contains("Observable") { lineage.isObservable = true }
            if lineage.unseenReason == nil {
                lineage.unseenReason = unseenOwnMembers(of: type, from: declaration)
            }
            let scope = type.name.lastIndex(of: ".").map { String(type.name[..<$0]) }
            for (position, name) in type.inherited.enumerated() where !Self.plainSupertypes.contains(name) {
                if let qualified = qualifiedName(for: name, scope: scope), let found = resolve(.named(qualified)).name,
                    let supertype = types[found]
                {
                    guard visited.insert(found).inserted else { continue }
                    lineage.supertypes.append(supertype)
                    queue.append(supertype)
                } else if lineage.unseenReason == nil, !isStandardProtocol(name) {
                    let relation = type.kind == .class && position == 0 ? "inherits from" : "conforms to"
                    lineage.unseenReason = "'\(type.name)' \(relation) '\(name)', which docgen cannot see"
                }
            }
        }
        if lineage.unseenReason == nil, declaration.isPageType {
            lineage.partialReason = "'\(declaration.name)' is declared in an example, which may show only part of it"
        }
        return lineage
    }

    /// Why `type` (or `declaration`, reached through it) has members of its own docgen cannot see.
    private func unseenOwnMembers(of type: TypeDeclaration, from declaration: TypeDeclaration) -> String? {
        if type.isPlatformStandIn, type.name != declaration.name {
            return "'\(type.name)' stands in for a framework type"
        }
        if type.inheritsUnseenMembers { return "'\(type.name)' is generic" }
        if let macro = type.attributes.first(where: {
            $0.first?.isUppercase == true && !Self.memberlessTypeAttributes.contains($0)
        }) {
            return "'\(type.name)' has the attribute '@\(macro)', which may add members docgen cannot see"
        }
        return nil
    }

    /// Whether the name is one of the standard library's protocols that add no member to learn.
    private func isStandardProtocol(_ name: String) -> Bool {
        ["AnyObject", "Any", "RawRepresentable"].contains(name)
    }
}
