import DocGenDiagnostics
import DocGenModelRules
import Foundation
import SwiftParser
import SwiftSyntax

/// The model types that examples are checked against, read with swift-syntax from model source folders.
///
/// The index never links the models: it reads their source, so a team can point docgen at its own
/// model folders. See `TypeIndex+Lookup.swift` for name resolution.
public struct TypeIndex: Sendable {
    /// The types by qualified name (`QuickLinkItem`, `Outer.Inner`).
    public internal(set) var types: [String: TypeDeclaration] = [:]
    /// The typealiases by qualified name (`LocalBannerPolicy` → `[String: Int]`).
    public internal(set) var aliases: [String: TypeRef] = [:]
    /// The generic parameters of generic typealiases by qualified name, which `resolve` binds
    /// to the arguments written (`StoreOf<Feature>` is `Store<Feature.State, Feature.Action>`).
    var aliasParameters: [String: [String]] = [:]
    /// Problems found while reading the model sources, such as a file that does not parse.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The qualified names that have a type or alias nested in them (`Outer` for `Outer.Inner`).
    var scopes: Set<String> = []
    /// What each type, alias and Foundation alias name names, so that resolving a name hashes it
    /// once instead of once per table: the examples step looked names up hundreds of thousands
    /// of times, and hashing them was a twentieth of its work.
    var names: [String: NameEntry] = [:]
    /// Top-level functions by name, from the models and a page's examples.
    var functions: [String: [MethodDeclaration]] = [:]
    /// The members of extensions of arrays of a model type (`extension Array where Element ==
    /// Item`), as a declaration named `[Item]`, by the element's qualified name.
    var collectionExtensions: [String: TypeDeclaration] = [:]
    /// The names of the folders the model sources lie in (`Sources/Kit/Views` gives `Sources`,
    /// `Kit` and `Views`): an imported module of one of these names is the models' own.
    var sourceFolders: Set<String> = []
    /// Public types of a name another model folder given declares too, beside the one in
    /// `types`: code that imports only their module means them (`choosing(modules:)`).
    var alternatives: [String: [TypeDeclaration]] = [:]

    /// Each type's decoded properties and callable initializers, made once: evaluating a sample
    /// asks for them at every model call, and making them anew each time copied every property.
    private var callShapes: [String: CallShape] = [:]

    /// What one name names in the index.
    struct NameEntry: Sendable {
        /// Whether a model type has this qualified name.
        var isType = false
        /// The type a model typealias of this qualified name stands for.
        var alias: TypeRef?
        /// The type a Foundation alias of this name stands for (`TimeInterval` → `Double`).
        var builtin: TypeRef?

        /// Whether the name is a model type or alias.
        var namesModel: Bool { isType || alias != nil }
    }

    /// An error that stops the index from being built at all.
    public enum BuildError: Error, CustomStringConvertible, Equatable {
        /// The folder does not exist or is not a folder.
        case folderNotFound(String)

        /// A lowercase sentence naming the folder.
        public var description: String {
            switch self {
            case let .folderNotFound(path): "model source folder not found: '\(path)'"
            }
        }
    }

    /// Reads every `.swift` file under the folders (recursively, in path order).
    ///
    /// `name` gives the path that declarations and diagnostics show for a folder, to which each
    /// file's path inside it is added (by default the folder's path as given; a site passes its
    /// path relative to the project, so that no absolute path reaches its pages). Throws
    /// `BuildError.folderNotFound` for a missing folder; a file that cannot be read or parsed
    /// becomes a warning in `diagnostics` and the rest of it is still indexed. Folders of a
    /// target that hold no model code are skipped (`isSkipped(folderNamed:)`), and so are the
    /// files an `excluded` pattern matches.
    public static func build(
        fromFolders folders: [URL], excluding excluded: [PathGlob] = [], name: (URL) -> String = \.relativePath
    ) throws -> TypeIndex {
        var sources: [(path: String, text: String)] = []
        var modules: [String?] = []
        var unreadable: [Diagnostic] = []
        // A file reached through several links (RxSwift's `Sources/<target>/` folders link to
        // shared files) is one file, read once.
        var read: Set<String> = []
        for folder in folders {
            let shown = name(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw BuildError.folderNotFound(shown) }
            // The folder itself may be a symbolic link, which the enumerator would not enter.
            let resolved = folder.resolvingSymlinksInPath()
            for relative in swiftFiles(in: resolved) where !excluded.contains(where: { $0.matches(relative) }) {
                guard read.insert(resolved.appendingPathComponent(relative).resolvingSymlinksInPath().path).inserted
                else { continue }
                let path = shown == "." ? relative : shown + "/" + relative
                do {
                    sources.append((path, try String(contentsOf: resolved.appendingPathComponent(relative), encoding: .utf8)))
                    // Each folder given is a target or a folder of targets: two of them may
                    // each declare an internal type of one name, as two targets may.
                    modules.append(shown + "/" + (relative.split(separator: "/").dropLast().first.map(String.init) ?? ""))
                } catch {
                    unreadable.append(
                        .warning(
                            "model file cannot be read as UTF-8", at: DocGenDiagnostics.SourceLocation(file: path, line: 1),
                            rule: "model-read"))
                }
            }
        }
        var index = build(sources: sources, modules: modules)
        index.diagnostics.insert(contentsOf: unreadable, at: 0)
        return index
    }

    /// Indexes model sources given as text, each with the path used in diagnostics.
    public static func build(sources: [(path: String, text: String)]) -> TypeIndex {
        build(sources: sources, modules: [])
    }

    /// Indexes model sources, each with the top-level folder of the models it lies in, which may
    /// be a module of its own (`Sources/<target>/`).
    private static func build(sources: [(path: String, text: String)], modules: [String?]) -> TypeIndex {
        var index = TypeIndex()
        var extensions: [TypeDeclaration] = []
        for (position, source) in sources.enumerated() {
            let module = position < modules.count ? modules[position] : nil
            index.sourceFolders.formUnion(source.path.split(separator: "/").dropLast().map(String.init))
            let tree = Parser.parse(source: source.text)
            let lines = TextLines(source.text, file: source.path, firstLine: 1)
            // A file that does not parse is indexed as far as it can be; the site is still built.
            index.diagnostics += SyntaxErrorCollector.errors(in: tree, lines: lines, rule: "model-syntax").map {
                Diagnostic(.warning, $0.message, at: $0.location, rule: $0.rule)
            }
            let output = DeclarationReader(lines: lines).read(tree)
            for var type in output.types {
                type.folder = module
                index.add(type)
            }
            for function in output.functions { index.functions[function.name, default: []].append(function) }
            extensions += output.extensions
            index.aliases.merge(output.aliases) { first, _ in first }
            index.aliasParameters.merge(output.aliasParameters) { first, _ in first }
        }
        // Extensions only add members, so the names are known before they are merged.
        index.scopes = enclosingNames(of: Array(index.types.keys) + Array(index.aliases.keys))
        index.names = nameEntries(types: index.types, aliases: index.aliases)
        for fragment in extensions { index.merge(fragment) }
        index.callShapes = index.types.mapValues(CallShape.init)
        return index
    }

    /// A type's decoded properties (`TypeDeclaration.decodedProperties`) and initializers
    /// (`TypeDeclaration.initializers`).
    struct CallShape: Sendable {
        var decodedProperties: [(jsonKey: String, property: PropertyDeclaration)]
        var initializers: [InitializerDeclaration]

        init(_ declaration: TypeDeclaration) {
            decodedProperties = declaration.decodedProperties
            initializers = declaration.initializers
        }
    }

    /// The index as code outside the model files sees it: without their `private` and
    /// `fileprivate` types, so such a name is a page's own type or one docgen does not know.
    func withoutFilePrivateTypes() -> TypeIndex {
        let hidden = types.values.filter(\.isFilePrivate).map(\.name)
        guard !hidden.isEmpty else { return self }
        var index = self
        for name in hidden {
            index.types[name] = nil
            index.callShapes[name] = nil
            index.names[name]?.isType = false
        }
        index.scopes = Self.enclosingNames(of: Array(index.types.keys) + Array(index.aliases.keys))
        return index
    }

    /// The JSON keys a type of this index decodes, each with the property it fills
    /// (`TypeDeclaration.decodedProperties`), made once when the index was built.
    public func decodedProperties(of declaration: TypeDeclaration) -> [(jsonKey: String, property: PropertyDeclaration)] {
        callShape(of: declaration).decodedProperties
    }

    /// The decoded properties and initializers of a type of this index.
    func callShape(of declaration: TypeDeclaration) -> CallShape {
        callShapes[declaration.name] ?? CallShape(declaration)
    }

    private static func nameEntries(types: [String: TypeDeclaration], aliases: [String: TypeRef]) -> [String: NameEntry] {
        var names: [String: NameEntry] = [:]
        for name in types.keys { names[name, default: NameEntry()].isType = true }
        for (name, alias) in aliases { names[name, default: NameEntry()].alias = alias }
        for (name, builtin) in builtinAliases { names[name, default: NameEntry()].builtin = builtin }
        return names
    }

    // Every name that a qualified name is nested in: `A` and `A.B` for `A.B.C`.
    static func enclosingNames(of names: [String]) -> Set<String> {
        var result: Set<String> = []
        for name in names {
            for (offset, byte) in name.utf8.enumerated() where byte == UInt8(ascii: ".") {
                result.insert(String(Substring(name.utf8.prefix(offset))))
            }
        }
        return result
    }

    /// The type with this name, qualified (`Outer.Inner`) or simple when unambiguous at top level.
    public func type(named name: String) -> TypeDeclaration? {
        types[name]
    }

    /// The names of all indexed types and aliases, sorted, for "did you mean" hints.
    public var allTypeNames: [String] {
        (Array(types.keys) + Array(aliases.keys)).sorted()
    }

    /// The model folder given that `folder` (a `TypeDeclaration.folder`) lies in.
    private static func givenFolder(_ folder: String?) -> Substring? {
        folder.map { $0[..<($0.lastIndex(of: "/") ?? $0.endIndex)] }
    }

    /// The modules a type's `folder` may be: the folder given, when it is a target
    /// (`Sources/Kit`), or its folder at the top, when the folder given holds targets (`Sources`).
    static func modules(of folder: String?) -> [Substring] {
        guard let folder, let given = givenFolder(folder) else { return [] }
        let top = folder[folder.index(after: given.endIndex)...]
        return [given.split(separator: "/").last, top.isEmpty ? nil : top].compactMap { $0 }
    }

    private mutating func add(_ type: TypeDeclaration) {
        var type = type
        type.noteSupertypes()
        if let existing = types[type.name] {
            // Two files may each have a private type of the same name (`private struct Constants`),
            // two targets' folders under one folder given a type each (`Sources/A/File.swift`,
            // `Sources/B/File.swift`), and two folders given an internal type each, which no
            // reader's code sees: the first stands. Separate `#if` blocks declare the same type
            // for different platforms, whose members are merged. Two folders given that both
            // declare a public type are told of, as a page may mean either (an iOS and a macOS
            // target's `Button`).
            let sameFolder = existing.folder == type.folder
            let otherFolderGiven = Self.givenFolder(existing.folder) != Self.givenFolder(type.folder)
            // Of an internal and a public type of two folders given, code of any module sees the public one.
            if otherFolderGiven, existing.isModuleInternal, !type.isModuleInternal, !existing.isFilePrivate {
                types[type.name] = type
                return
            }
            // Code outside a private type's file sees the other type of its name.
            if existing.isFilePrivate, !type.isFilePrivate {
                types[type.name] = type
                return
            }
            if existing.isConditional, type.isConditional, !existing.isFilePrivate, !type.isFilePrivate {
                var merged = existing
                merged.absorb(platformVariant: type)
                merged.noteSupertypes()
                types[type.name] = merged
                return
            }
            let publicInBoth = otherFolderGiven && !existing.isModuleInternal && !type.isModuleInternal
            guard !existing.isFilePrivate, !type.isFilePrivate, sameFolder || publicInBoth else { return }
            if !sameFolder { alternatives[type.name, default: []].append(type) }
            let use = sameFolder ? "" : ", and this one by code that imports its module and not the other's"
            diagnostics.append(
                .warning(
                    "type '\(type.name)' is declared twice in the models; the one at \(existing.location) is used\(use)",
                    at: type.location, rule: "model-duplicate-type"))
            return
        }
        types[type.name] = type
    }

    /// Adds an extension's members to the type it extends, or to the arrays of its element.
    mutating func merge(_ fragment: TypeDeclaration) {
        if let element = CollectionExtension.elementName(ofFragment: fragment.name) {
            return mergeCollectionExtension(fragment, element: element)
        }
        // An extension may name the type through an alias (`extension Kit.Keys` for
        // `typealias Keys = AnyKey`): its members are the aliased type's.
        guard let written = qualifiedName(for: fragment.name, scope: nil),
            let name = types[written] == nil ? resolve(.named(written)).name : written, var type = types[name]
        else { return }
        // A conformance added here counts as one written on the type (`TypeIndex.lineage(of:)`).
        // An extension of `Host<Content>` names its generic parameter as the type does.
        let fragment = fragment.markingGenericParameters(type.genericParameters)
        type.inherited += fragment.inherited
        type.dynamicMemberSubscripts += fragment.dynamicMemberSubscripts
        type.noteSupertypes()
        type.properties += fragment.properties
        type.writtenInitializers += fragment.writtenInitializers
        type.methods += fragment.methods
        type.nestedTypes += fragment.nestedTypes
        if let keys = fragment.codingKeys { type.codingKeys = keys }
        if fragment.decoding != .synthesized { type.decoding = fragment.decoding }
        types[name] = type
        if callShapes[name] != nil { callShapes[name] = CallShape(type) }
    }

    private mutating func mergeCollectionExtension(_ fragment: TypeDeclaration, element: String) {
        guard let element = resolve(.named(element)).name, types[element] != nil else { return }
        var members =
            collectionExtensions[element] ?? TypeDeclaration(name: "[\(element)]", kind: .struct, location: fragment.location)
        members.properties += fragment.properties
        members.methods += fragment.methods
        collectionExtensions[element] = members
    }

    /// The `.swift` files under `folder`, relative to it and sorted, outside the folders of a
    /// SwiftPM target that hold no model code (`isSkipped(folderNamed:)`).
    private static func swiftFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                let name = next.split(separator: "/").last.map(String.init) ?? next
                if isSkipped(folderNamed: name) || (name.hasSuffix("Tests") && holdsTests(folder.appendingPathComponent(next))) {
                    enumerator.skipDescendants()
                }
            } else if next.hasSuffix(".swift") {
                files.append(next)
            }
        }
        return files.sorted()
    }

    /// Whether a folder inside a model folder holds no model code, by its name.
    ///
    /// Such a folder is a DocC catalog (`.docc`, whose tutorial steps are snippets), resources
    /// (`Resources`, `.xcassets`, `.bundle`), tests (`Tests`), or a hidden folder (`.build`,
    /// `.git`). A `…Tests` folder is skipped when it `holdsTests`.
    static func isSkipped(folderNamed name: String) -> Bool {
        if name.hasPrefix(".") || name == "Resources" || name == "Tests" { return true }
        return [".docc", ".xcassets", ".bundle", ".xcodeproj", ".xcworkspace"].contains { name.hasSuffix($0) }
    }

    /// Whether a folder holds tests.
    ///
    /// It does when a `.swift` file in it imports XCTest or Testing, or a module `@testable`, as
    /// an Xcode project's `AppTests` folder does. A folder of a target's own code whose name
    /// ends in "Tests" (swift-testing's `ExitTests`) imports neither.
    static func holdsTests(_ folder: URL) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return false }
        while let next = enumerator.nextObject() as? String {
            guard next.hasSuffix(".swift"),
                let text = try? String(contentsOf: folder.appendingPathComponent(next), encoding: .utf8)
            else { continue }
            let importsTests = text.split(separator: "\n", omittingEmptySubsequences: true).contains { line in
                let words = line.split(separator: " ", omittingEmptySubsequences: true)
                let module = words.dropFirst().first
                return words.first == "@testable" || (words.first == "import" && (module == "XCTest" || module == "Testing"))
            }
            if importsTests { return true }
        }
        return false
    }
}
