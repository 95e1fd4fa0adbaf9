extension TypeIndex {
    /// The qualified name of the type or alias `name` as seen from inside `scope` (a qualified type
    /// name, or nil at top level): `Inner` inside `Outer` finds `Outer.Inner` before a top-level `Inner`.
    public func qualifiedName(for name: String, scope: String?) -> String? {
        qualifiedName(for: name, scope: scope, entry: names[name])
    }

    /// `qualifiedName(for:scope:)` with the name's own entry already looked up.
    private func qualifiedName(for name: String, scope: String?, entry: NameEntry?) -> String? {
        // Most models nest nothing: then no scope has a candidate worth building and looking up.
        var prefix = scopes.isEmpty ? nil : scope
        while let current = prefix {
            if scopes.contains(current) {
                let candidate = "\(current).\(name)"
                if names[candidate]?.namesModel == true { return candidate }
            }
            // Searching the UTF-8 view for the ASCII dot skips grapheme breaking.
            prefix = current.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(current[..<$0]) }
        }
        return entry?.namesModel == true ? name : nil
    }

    /// The type with aliases expanded and names qualified as seen from `scope`; names the index does
    /// not know (`String`, `URL`, app types) are left as they are.
    public func resolve(_ type: TypeRef, scope: String? = nil) -> TypeRef {
        resolve(type, scope: scope, depth: 0)
    }

    private func resolve(_ type: TypeRef, scope: String?, depth: Int) -> TypeRef {
        // Aliases may refer to each other; a cycle stops here instead of recursing for ever.
        guard depth < 16 else { return type }
        switch type {
        case let .named(name, arguments):
            let resolvedArguments = arguments.map { resolve($0, scope: scope, depth: depth + 1) }
            let entry = names[name]
            if let builtin = entry?.builtin, arguments.isEmpty { return builtin }
            guard let qualified = qualifiedName(for: name, scope: scope, entry: entry) else {
                // `NIOCore.Channel` is the models' `Channel`, written as another module sees it.
                if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")), isModuleName(String(name[..<dot])) {
                    let rest = String(name[name.utf8.index(after: dot)...])
                    return resolve(.named(rest, arguments), scope: scope, depth: depth + 1)
                }
                return .named(name, resolvedArguments)
            }
            if var alias = qualified == name ? entry?.alias : names[qualified]?.alias {
                let aliasScope = qualified.lastIndex(of: ".").map { String(qualified[..<$0]) }
                if !arguments.isEmpty, let parameters = aliasParameters[qualified], parameters.count == arguments.count {
                    alias = alias.substituting(Dictionary(zip(parameters, resolvedArguments)) { first, _ in first })
                }
                return resolve(alias, scope: aliasScope, depth: depth + 1)
            }
            return .named(qualified, resolvedArguments)
        case let .optional(wrapped):
            return .optional(resolve(wrapped, scope: scope, depth: depth + 1))
        case let .array(element):
            return .array(resolve(element, scope: scope, depth: depth + 1))
        case let .dictionary(key, value):
            return .dictionary(
                key: resolve(key, scope: scope, depth: depth + 1), value: resolve(value, scope: scope, depth: depth + 1))
        case .opaque:
            return type
        }
    }

    /// Whether `name`, written before a type's name (`NIOCore.Channel`), names a module: one of
    /// Apple's and Swift's, or a folder of the model sources (`Sources/NIOCore`), and no model
    /// type or alias.
    func isModuleName(_ name: String) -> Bool {
        guard ImportedModules.platform.contains(name) || sourceFolders.contains(name) else { return false }
        return names[name]?.namesModel != true && !scopes.contains(name)
    }

    /// The model declaration a resolved type names, if any.
    func declaration(of type: TypeRef) -> TypeDeclaration? {
        type.name.flatMap { types[$0] }
    }

    // Foundation's aliases that docs and models use, so `TimeInterval` checks as `Double`.
    static let builtinAliases: [String: TypeRef] = [
        "TimeInterval": .named("Double"), "CFTimeInterval": .named("Double"), "Float64": .named("Double"),
        "Float32": .named("Float"),
    ]
}
