extension RestatedDeclarationChecker {
    /// The page's type `here`, of `doc`, and the model's `there`, of `real`, as the models resolve
    /// them, when they are two types; nil when they are one.
    func mismatch(
        _ here: TypeRef, _ there: TypeRef, doc: TypeDeclaration, real: TypeDeclaration
    ) -> (here: TypeRef, there: TypeRef)? {
        // `Self` in a type is the type with its own parameters (`projectedValue: Self` of
        // `Pulse<Value>` is a `Pulse<Value>`).
        let ownType = { (type: TypeDeclaration) in
            ["Self": TypeRef.named(type.name, type.genericParameters.map { .named($0, []) })]
        }
        let (left, right) = (
            index.resolve(here.substituting(ownType(doc)), scope: real.name),
            index.resolve(there.substituting(ownType(real)), scope: real.name)
        )
        return same(left, right, in: real, renaming: Self.modelNames(of: doc, in: real)) ? nil : (left, right)
    }

    /// The model's names of the generic parameters `doc` names, which match `real`'s by position:
    /// the page's `Page<T>` is the model's `Page<Item>`, and the page's own `Item` is another type.
    private static func modelNames(of doc: TypeDeclaration, in real: TypeDeclaration) -> [String: String] {
        let (page, model) = (doc.genericParameters, real.genericParameters)
        guard page != model, page.count == model.count else { return [:] }
        // No word of a spelt type holds a prime, so the renamed name matches none of the model's.
        var names = Dictionary(model.map { ($0, $0 + "′") }, uniquingKeysWith: { first, _ in first })
        for (pageName, modelName) in zip(page, model) { names[pageName] = modelName }
        return names
    }

    /// Whether two types are one: equal, or spelt alike but for spacing, what `TypeSpelling`
    /// leaves out, the C type names Swift defines as aliases (GRDB's docs write `Int32` where
    /// the model has `CInt`), a module before a name (`NIOCore.Channel`) and the generic
    /// arguments a type's own parameters give a type named inside it
    /// (`Channel<In, Out>.Configuration` in `Channel<In, Out>`); `renaming` gives the model's
    /// names of the generic parameters `left` names.
    func same(
        _ left: TypeRef, _ right: TypeRef, in real: TypeDeclaration? = nil, renaming: [String: String] = [:]
    ) -> Bool {
        (renaming.isEmpty && left == right)
            || canonical(TypeSpelling.spelling(of: left), in: real, renaming: renaming)
                == canonical(TypeSpelling.spelling(of: right), in: real)
    }

    private func canonical(_ text: String, in real: TypeDeclaration?, renaming: [String: String] = [:]) -> String {
        var tokens: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty {
                let renamed = tokens.last == "." ? word : renaming[word] ?? word
                tokens.append(Self.cTypes[renamed] ?? renamed)
            }
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                endWord()
                if !character.isWhitespace { tokens.append(String(character)) }
            }
        }
        endWord()
        var result: [String] = []
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            let startsName = result.last != "."
            if startsName, position + 1 < tokens.count, tokens[position + 1] == ".", index.isModuleName(token) {
                position += 2
                continue
            }
            result.append(token)
            position += 1
            if let real, position < tokens.count, tokens[position] == "<",
                let end = implicitArgumentsEnd(of: token, in: tokens, from: position, real: real)
            {
                position = end
            }
        }
        return result.joined()
    }

    /// Where the generic arguments at `start` end, when they are the parameters of the type
    /// `name` names as `real` sees it, `real` is that type or inside it, and a name inside it
    /// follows them; otherwise nil.
    private func implicitArgumentsEnd(
        of name: String, in tokens: [String], from start: Int, real: TypeDeclaration
    ) -> Int? {
        guard let close = tokens[start...].firstIndex(of: ">"), close + 1 < tokens.count, tokens[close + 1] == ".",
            let qualified = index.qualifiedName(for: name, scope: real.name),
            real.name == qualified || real.name.hasPrefix(qualified + "."),
            let parameters = index.types[qualified]?.genericParameters, !parameters.isEmpty,
            tokens[(start + 1)..<close].joined() == parameters.joined(separator: ",")
        else { return nil }
        return close + 1
    }

    /// The C type names Swift's standard library declares as aliases of its own types.
    private static let cTypes: [String: String] = [
        "CChar": "Int8", "CSignedChar": "Int8", "CUnsignedChar": "UInt8", "CShort": "Int16", "CUnsignedShort": "UInt16",
        "CInt": "Int32", "CUnsignedInt": "UInt32", "CLong": "Int", "CUnsignedLong": "UInt", "CLongLong": "Int64",
        "CUnsignedLongLong": "UInt64", "CFloat": "Float", "CDouble": "Double", "CBool": "Bool",
    ]
}
