/// The model types a site's Swift examples extend: `extension Container { var api: … }`.
///
/// Some libraries are used by extending their types in the app: a dependency container gets a
/// member for each service (`Container.shared.api()`). Their docs show such an extension on one
/// page, or below the code that uses it, and use its members elsewhere; a reader's app declares
/// them. On every page, a member such a type does not declare is then accepted with a note,
/// as one a module the page imports may add is (`ImportedModules`), and only a near typo of a
/// member it does declare is an error.
public enum ExtendedTypes {
    /// The types `extension` lines of Swift code name: `extension Container {`,
    /// `public extension Kit.Badge: Sendable {`, `extension Store where State == Int {`.
    public static func names(in code: String) -> [String] {
        code.wordsAfter(keyword: "extension", skipping: modifiers).compactMap { words in
            let name = words.first?.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? ""
            return name.isEmpty ? nil : String(name)
        }
    }

    /// Of `names`, the model types of `index`, sorted and without repeats.
    public static func modelTypes(_ names: [String], index: TypeIndex) -> [String] {
        Set(names).filter { index.type(named: $0) != nil }.sorted()
    }

    private static let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "package"]
}
