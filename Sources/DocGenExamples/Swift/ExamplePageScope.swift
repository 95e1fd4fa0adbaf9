/// What the Swift blocks of a page declared so far, known to the blocks after them: types,
/// extensions (of model types and of arrays of them), typealiases, functions, and the types of
/// top-level constants and variables.
///
/// After each block, `ExampleChecker.scope(_:after:code:)` gives the scope the next block sees.
/// A block marked `no-check` or `expect-error`, or with a syntax error, adds nothing:
/// pseudo-code and a mistake shown on purpose are not code the rest of the page builds on.
public struct ExamplePageScope: Sendable {
    /// The index with every declaration of the earlier blocks merged; nil when none declared anything.
    var index: TypeIndex?
    /// The types of the top-level constants and variables of the earlier blocks.
    var bindings: [String: TypeRef] = [:]
    /// The modules the page's blocks import, or that the page documents (`ImportedModules`).
    var importedModules: [String] = []
    /// The model types the site's examples extend (`ExtendedTypes`).
    var extendedTypes: [String] = []
    /// Whether a later Swift block of the page ends with a brace that closes a block opened
    /// before it (`closesEarlierBlock(_:)`): a type or closure shown over several blocks, so
    /// that braces left open at the end of this block are not missing.
    public var closesLater = false
    /// A digest of the code of the blocks that added to the scope, part of a later block's cache key.
    ///
    /// A later block's result depends on that code; the key is empty for an empty scope, and a
    /// digest rather than the code itself, which would grow with every block of a long page.
    public var key: String {
        let code = digest.isEmpty ? "" : digest.map { String($0, radix: 16) }.joined(separator: ".")
        let modules = importedModules.isEmpty ? code : code + "+" + importedModules.joined(separator: ",")
        let extended = extendedTypes.isEmpty ? modules : modules + "^" + extendedTypes.joined(separator: ",")
        return closesLater ? extended + "}" : extended
    }
    /// Two FNV-1a hashes (of different offsets) of the contributing code, stable across runs
    /// as a persistent cache needs, unlike `Hasher`.
    private var digest: [UInt64] = []

    /// An empty scope, for a page's first block; `importedModules` are the modules every block
    /// of the page sees (`ImportedModules.names(in:)`), `extendedTypes` the model types the
    /// site's examples extend (`ExtendedTypes.modelTypes(_:index:)`).
    public init(importedModules: [String] = [], extendedTypes: [String] = []) {
        self.importedModules = importedModules
        self.extendedTypes = extendedTypes
    }

    /// Whether `code` reads as the last lines of a type or closure opened in an earlier block
    /// and the brace that closes it: it starts indented, and ends with a `}` indented less.
    public static func closesEarlierBlock(_ code: String) -> Bool {
        ExcerptContext.closesOuterBlock(code)
    }

    /// The scope with what a block adds; `base` is the index of the models alone.
    func adding(_ additions: ExamplePageAdditions, code: String, base: TypeIndex) -> ExamplePageScope {
        var scope = self
        if !additions.declared.isEmpty { scope.index = additions.index ?? (index ?? base).merging(additions.declared) }
        scope.bindings.merge(additions.bindings) { $1 }
        scope.digest = Self.hash(code, into: digest.isEmpty ? [0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4] : digest)
        return scope
    }

    private static func hash(_ code: String, into digest: [UInt64]) -> [UInt64] {
        digest.map { start in
            var hash = start
            for byte in code.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            // A separator, so two blocks never hash as their concatenation.
            hash ^= 0xff
            return hash &* 0x0000_0100_0000_01b3
        }
    }
}

/// What one Swift block adds to its page's scope.
public struct ExamplePageAdditions: Sendable {
    /// Its types, extensions, typealiases and top-level functions.
    var declared = DeclarationReader.Output()
    /// The index its check made with them merged, so the next block need not merge them again.
    var index: TypeIndex?
    /// The top-level constants and variables it binds, or binds to another type, with their types.
    public private(set) var bindings: [String: TypeRef]

    /// Additions of bindings alone, as a cache holds them.
    public init(bindings: [String: TypeRef]) {
        self.bindings = bindings
    }

    init(declared: DeclarationReader.Output, index: TypeIndex, bindings: [String: TypeRef]) {
        self.declared = declared
        self.index = index
        self.bindings = bindings
    }

    /// Whether the block declares types, extensions, typealiases or functions: more than
    /// `init(bindings:)` can restore.
    public var declaresMoreThanBindings: Bool { !declared.isEmpty }
}
