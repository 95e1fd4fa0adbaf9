import DocGenDiagnostics

/// Compares declarations in an example that restate a model type (`struct PromotionalHeaderData { … }`)
/// with the real declaration, member by member.
///
/// Stored properties and enum cases must match both ways (missing, extra, renamed, type, optionality,
/// raw value), a computed property standing for a stored one as well; initializers, methods and
/// computed properties the example shows must exist in the model, but for `private` ones.
struct RestatedDeclarationChecker {
    let index: TypeIndex
    /// Whether the block is code of another module (`ImportedModules.isForeignModuleCode`),
    /// whose typealiases are its own: a module may name `Context` what the models' `Context` is not.
    var isForeignModuleCode = false
    /// Whether the block imports the models' own module (`import Kit` for `Sources/Kit`): then
    /// it is code that uses the models, and a type it declares is its own, not the model restated.
    var importsModels = false

    /// What `declared` restates wrongly, and the types it gives a model type's name without
    /// restating it: the reader's own, which shadow the model's for the code after them.
    func check(_ declared: DeclarationReader.Output) -> (diagnostics: [Diagnostic], readersOwnTypes: Set<String>) {
        var found: [Diagnostic] = []
        var own: Set<String> = []
        for doc in declared.types {
            // A model file's private type of the name is another type, which no page can see.
            guard let real = index.type(named: doc.name), !real.isFilePrivate else { continue }
            if restates(doc, real) { found += compare(doc, real) } else { own.insert(doc.name) }
        }
        for (name, docType) in declared.aliases.sorted(by: { $0.key < $1.key }) where !isForeignModuleCode {
            guard let realType = index.aliases[name], let location = declared.aliasLocations[name] else { continue }
            let (left, right) = (index.resolve(docType), index.resolve(realType))
            if !same(left, right) {
                found.append(
                    .error(
                        "typealias '\(name)' is '\(Self.oneLine(left))' here but '\(Self.oneLine(right))' in the models",
                        at: location, rule: "swift-restated-type"))
            }
        }
        return (found, own)
    }

    /// Whether the page's `doc` restates the model type of its name rather than being the
    /// reader's own type that shares it (`@main struct Runner { static func main() }` beside a
    /// library's `Runner`, or any type of a block that imports the models' module): it is
    /// `public` as a library's interface is, declares no member,
    /// names a supertype or protocol the model names, or one of its members is a member of the
    /// model's family or a typo of one.
    private func restates(_ doc: TypeDeclaration, _ real: TypeDeclaration) -> Bool {
        guard !importsModels else { return false }
        let written = Self.memberNames(of: doc)
        guard doc.isModuleInternal, !written.isEmpty, !doc.inherited.contains(where: real.inherited.contains) else {
            return true
        }
        let known = ([real] + index.lineage(of: real).supertypes).reduce(into: Set<String>()) {
            $0.formUnion(Self.memberNames(of: $1))
        }
        return written.contains { name in
            known.contains(name) || known.contains { Suggestion.isTypo(name, of: $0) }
        }
    }

    /// The names of a type's members: properties, methods, cases and nested types, and `init`
    /// for initializers it writes.
    private static func memberNames(of type: TypeDeclaration) -> Set<String> {
        var names = Set(type.properties.map(\.name) + type.methods.map(\.name) + type.cases.map(\.name))
        names.formUnion(type.nestedTypes)
        if !type.writtenInitializers.isEmpty { names.insert("init") }
        return names
    }

    private func compare(_ doc: TypeDeclaration, _ real: TypeDeclaration) -> [Diagnostic] {
        guard doc.kind == real.kind else {
            return [
                .error(
                    "'\(real.name)' is a \(real.kind.rawValue) in the models, not a \(doc.kind.rawValue)", at: doc.location,
                    rule: "swift-restated-type")
            ]
        }
        // A protocol restated with what it inherits (`serialize` of the protocols it refines),
        // or a class with what its superclasses declare, shows members the model has through
        // its lineage.
        let lineage = index.lineage(of: real)
        let family = [real] + lineage.supertypes
        var found = compareStoredProperties(doc, real, lineage: lineage)
        found += compareCases(doc, real)
        found += compareInitializers(doc, real)
        for property in doc.properties where !property.isStored || property.isStatic {
            let models = family.flatMap { type in
                type.properties.filter { $0.name == property.name && $0.isStatic == property.isStatic }
            }
            // A page's private member is its own, as the model's private storage is the model's,
            // unless it misspells one of the model's the page does not show.
            if models.isEmpty,
                !property.isPrivate
                    || Self.misspells(
                        property.name, shown: doc.properties.map(\.name), among: family.flatMap { $0.properties.map(\.name) })
            {
                found.append(
                    .error(
                        "property '\(property.name)' is not in the model '\(real.name)'", at: property.location,
                        rule: "swift-restated-member"))
            }
            // A computed property restates a stored one of its name (`var note: String? { nil }` for
            // `let note: String?`), and must have its type as a stored restatement must.
            guard !property.isStatic, !models.isEmpty else { continue }
            let mismatches = models.map { model in
                compareTypes(
                    property.type, model.type, what: "property '\(property.name)'", doc: doc, real: real,
                    at: property.typeLocation ?? property.location)
            }
            if !mismatches.contains(where: \.isEmpty) { found += mismatches[0] }
        }
        for method in doc.methods
        where
            (!method.isPrivate
            || Self.misspells(method.name, shown: doc.methods.map(\.name), among: family.flatMap { $0.methods.map(\.name) }))
            && !family.contains(where: { type in
                type.methods.contains { $0.name == method.name && $0.isStatic == method.isStatic }
            })
        {
            found.append(
                .error(
                    "method '\(method.name)' is not in the model '\(real.name)'", at: method.location,
                    rule: "swift-restated-member"))
        }
        if let docRaw = doc.rawType, let realRaw = real.rawType, docRaw != realRaw {
            found.append(
                .error(
                    "raw type is '\(docRaw)' here but '\(realRaw)' in the model '\(real.name)'", at: doc.location,
                    rule: "swift-restated-type"))
        }
        return found
    }

    private func compareStoredProperties(_ doc: TypeDeclaration, _ real: TypeDeclaration, lineage: Lineage) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let realStored = real.storedProperties
        // A computed property may stand for a stored one, so a model's stored property it names is not missing.
        let docNames = Set(doc.instanceProperties.map(\.name))
        var renamed: Set<String> = []
        for property in doc.storedProperties {
            // A public surface restated as stored properties may stand for computed ones (Nuke's
            // `ImageContainer` shows `var image` for a property its private storage backs).
            // A class restated flat (Eureka's `PickerInlineRow` with the `options` its
            // superclass declares) shows what the type has through its superclasses.
            // A property declared once per platform (`#if os(macOS)` … `#else` …) has a type
            // for each, and the restatement may show any of them (Nuke's `image`).
            var candidates = realStored.filter { $0.name == property.name }
            if candidates.isEmpty {
                candidates =
                    ([real] + lineage.supertypes).lazy.map({ type in
                        type.properties.filter { $0.name == property.name && !$0.isStatic }
                    }).first { !$0.isEmpty } ?? []
            }
            guard let model = candidates.first else {
                let unmatched = realStored.map(\.name).filter { !docNames.contains($0) }
                let suggestion = Suggestion.closest(to: property.name, in: unmatched)
                // Private storage of the page's own is no part of the type's interface, unless
                // it misspells the model's (`passwrodHash` for `passwordHash`).
                if property.isPrivate, suggestion == nil { continue }
                if let suggestion { renamed.insert(suggestion) }
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                found.append(
                    .error(
                        "property '\(property.name)' is not in the model '\(real.name)'\(hint)", at: property.location,
                        rule: "swift-restated-member"))
                continue
            }
            let mismatches = candidates.map { candidate in
                compareTypes(
                    property.type, candidate.type, what: "property '\(property.name)'", doc: doc, real: real,
                    at: property.typeLocation ?? property.location)
            }
            if !mismatches.contains(where: \.isEmpty) { found += mismatches[0] }
            if model.isStored, property.isLet != model.isLet {
                let (here, there) = property.isLet ? ("let", "var") : ("var", "let")
                found.append(
                    .warning(
                        "property '\(property.name)' is declared with '\(here)' here but '\(there)' in the model '\(real.name)'",
                        at: property.location, rule: "swift-restated-type"))
            }
        }
        // One that shows no stored property shows the type's behaviour (a middleware's
        // `handle`), not its shape, and one that marks members left out (`// ...`) shows part
        // of it: what either leaves out is not missing.
        guard !doc.storedProperties.isEmpty, !doc.elidesMembers else { return found }
        // Private storage is no part of what a reader can use, so a restatement leaves it out; nor
        // is internal storage (NIO's `_inbound` behind a public `inbound`) of a restatement that
        // shows a model's public properties as public, beside private storage of its own.
        let showsPublicSurface =
            doc.storedProperties.allSatisfy { $0.isPublic || $0.isPrivate }
            && doc.instanceProperties.contains(where: \.isPublic) && realStored.contains(where: \.isPublic)
        for model in realStored
        where !model.isPrivate && (model.isPublic || !showsPublicSurface) && !docNames.contains(model.name)
            && !renamed.contains(model.name)
        {
            let type = model.type.map { ": \($0)" } ?? ""
            found.append(
                .error(
                    "'\(real.name)' here lacks the model's property '\(model.name)\(type)'", at: doc.location,
                    rule: "swift-restated-member"))
        }
        return found
    }

    private func compareCases(_ doc: TypeDeclaration, _ real: TypeDeclaration) -> [Diagnostic] {
        guard real.kind == .enum else { return [] }
        var found: [Diagnostic] = []
        let docNames = Set(doc.cases.map(\.name))
        let realRaw = Dictionary(real.rawValues, uniquingKeysWith: { first, _ in first })
        let docRaw = Dictionary(doc.rawValues, uniquingKeysWith: { first, _ in first })
        var renamed: Set<String> = []
        for docCase in doc.cases {
            guard let model = real.cases.first(where: { $0.name == docCase.name }) else {
                let suggestion = Suggestion.closest(
                    to: docCase.name, in: real.cases.map(\.name).filter { !docNames.contains($0) })
                if let suggestion { renamed.insert(suggestion) }
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                found.append(
                    .error(
                        "case '\(docCase.name)' is not in the model '\(real.name)'\(hint)", at: docCase.location,
                        rule: "swift-restated-member"))
                continue
            }
            if let here = docRaw[docCase.name], let there = realRaw[docCase.name], here != there {
                found.append(
                    .error(
                        "case '\(docCase.name)' has raw value '\(here)' here but '\(there)' in the model '\(real.name)'",
                        at: docCase.location, rule: "swift-restated-type"))
            }
            let labels: ([ParameterDeclaration]?) -> String = { values in
                (values ?? []).map { "\($0.label ?? "_"): \($0.type)" }.joined(separator: ", ")
            }
            let (here, there) = (docCase.associatedValues ?? [], model.associatedValues ?? [])
            let matches =
                here.count == there.count
                && zip(here, there).allSatisfy { value, modelValue in
                    value.label == modelValue.label && mismatch(value.type, modelValue.type, doc: doc, real: real) == nil
                }
            if !matches {
                found.append(
                    .error(
                        "case '\(docCase.name)' has associated values (\(labels(docCase.associatedValues))) here but (\(labels(model.associatedValues))) in the model '\(real.name)'",
                        at: docCase.location, rule: "swift-restated-type"))
            }
        }
        for model in real.cases where !doc.elidesMembers && !docNames.contains(model.name) && !renamed.contains(model.name) {
            found.append(
                .error(
                    "'\(real.name)' here lacks the model's case '\(model.name)'", at: doc.location, rule: "swift-restated-member")
            )
        }
        return found
    }

    private func compareInitializers(_ doc: TypeDeclaration, _ real: TypeDeclaration) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for initializer in doc.writtenInitializers where !initializer.isPrivate {
            // Overloads may share the labels and differ in types (swift-aws-lambda-runtime's
            // `init(body:)` of a closure returning `Output`, and one returning `Void`): the
            // restatement is compared with the one it differs from least.
            let differences = real.initializers.filter { $0.signature == initializer.signature }.map {
                compareParameters(of: initializer, with: $0, doc: doc, real: real)
            }
            guard let fewest = differences.min(by: { $0.count < $1.count }) else {
                found.append(
                    .error(
                        "initializer '\(initializer.signature)' is not in the model '\(real.name)'", at: initializer.location,
                        rule: "swift-restated-member"))
                continue
            }
            found += fewest
        }
        return found
    }

    private func compareParameters(
        of initializer: InitializerDeclaration, with model: InitializerDeclaration, doc: TypeDeclaration,
        real: TypeDeclaration
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (here, there) in zip(initializer.parameters, model.parameters) {
            let name = "parameter '\(here.label ?? "_")' of '\(initializer.signature)'"
            found += compareTypes(here.type, there.type, what: name, doc: doc, real: real, at: here.location)
            if here.hasDefault, !there.hasDefault {
                found.append(
                    .error(
                        "\(name) has a default value here but not in the model '\(real.name)'", at: here.location,
                        rule: "swift-restated-type"))
            } else if !here.hasDefault, there.hasDefault {
                found.append(
                    .warning(
                        "\(name) has no default value here but has one in the model '\(real.name)'", at: here.location,
                        rule: "swift-restated-type"))
            }
        }
        return found
    }

    private func compareTypes(
        _ here: TypeRef?, _ there: TypeRef?, what: String, doc: TypeDeclaration, real: TypeDeclaration,
        at location: SourceLocation
    ) -> [Diagnostic] {
        guard let here, let there, let (left, right) = mismatch(here, there, doc: doc, real: real) else { return [] }
        return [
            .error(
                "\(what) is '\(Self.oneLine(left))' here but '\(Self.oneLine(right))' in the model '\(real.name)'",
                at: location, rule: "swift-restated-type")
        ]
    }

    /// A type as one line of a message: a function type written over several lines is not.
    private static func oneLine(_ type: TypeRef) -> String {
        type.description.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension RestatedDeclarationChecker {
    /// Whether `name`, of a page's private member, is a near miss of one of `names` that the
    /// page does not show (`reahsh` for `rehash`): a misspelt restatement, not its own.
    fileprivate static func misspells(_ name: String, shown: [String], among names: [String]) -> Bool {
        Suggestion.closest(to: name, in: names.filter { !shown.contains($0) }) != nil
    }
}
