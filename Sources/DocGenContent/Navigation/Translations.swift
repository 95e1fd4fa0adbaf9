import DocGenDiagnostics

/// Pages that translate another page: `name.<lang>.md` beside `name.md`, Hugo's convention.
///
/// A translation is the same page in another language: it is not an entry of its own in the
/// navigation, but takes its original's place there for readers of its language, and the pages
/// of one original link to each other (`hreflang`, the language switch).
package struct Translations: Sendable {
    /// For each translation, the index of its original.
    package private(set) var originals: [Int: Int] = [:]
    /// For each original with translations, its translations by language.
    package private(set) var variants: [Int: [String: Int]] = [:]

    /// Finds the translations among `pages`: a file whose name ends in a language tag, next to a
    /// page of the same name without it; of the generated pages, section pages (`index.es.md`).
    package init(pages: [Page]) {
        var byPath: [String: Int] = [:]
        let isCandidate = { (page: Page) in
            !page.isGenerated || page.source.relativePath.split(separator: "/").last?.hasPrefix("index.") == true
        }
        for index in pages.indices where isCandidate(pages[index]) { byPath[pages[index].source.relativePath] = index }
        for index in pages.indices where isCandidate(pages[index]) {
            guard let (originalPath, language) = Self.split(pages[index].source.relativePath),
                let original = byPath[originalPath]
            else { continue }
            originals[index] = original
            variants[original, default: [:]][pages[index].frontMatter.lang ?? language] = index
        }
    }

    /// Whether any page has a translation.
    package var isEmpty: Bool { originals.isEmpty }

    /// The page a translation translates; the page itself otherwise.
    package func original(of index: Int) -> Int {
        originals[index] ?? index
    }

    /// The version of `original` in `language`: its translation, or the original when there is none.
    package func variant(of original: Int, language: String) -> Int {
        variants[original]?[language] ?? original
    }

    /// Every version of the page `index` belongs to, the original first, then by language.
    package func group(of index: Int) -> [Int] {
        let original = original(of: index)
        guard let translations = variants[original] else { return [] }
        return [original] + translations.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The original's path and the language of a translation's file name
    /// (`components/banner.en.md` → `components/banner.md`, `en`); nil when the name ends in
    /// no language tag.
    package static func split(_ relativePath: String) -> (original: String, language: String)? {
        let slash = relativePath.lastIndex(of: "/").map { relativePath.index(after: $0) } ?? relativePath.startIndex
        let name = relativePath[slash...]
        guard let extensionDot = name.lastIndex(of: "."), let languageDot = name[..<extensionDot].lastIndex(of: "."),
            languageDot > name.startIndex
        else { return nil }
        let tag = name[name.index(after: languageDot)..<extensionDot]
        guard isLanguageTag(tag) else { return nil }
        return (String(relativePath[..<languageDot] + name[extensionDot...]), String(tag))
    }

    /// The language a README's file name carries, as GitHub's translated READMEs are named:
    /// `README_ko.md`, `README-ja.md`, `README_zh-CN.md` or `README_zh_CN.md`, `README.pt-BR.md`;
    /// nil for another name, or a tag of a language docgen does not know (`README_old.md`).
    package static func readmeLanguage(_ relativePath: String) -> String? {
        let name = relativePath.split(separator: "/").last ?? ""
        guard let extensionDot = name.lastIndex(of: ".") else { return nil }
        let stem = name[..<extensionDot]
        guard stem.count > 7, stem.prefix(6).lowercased() == "readme",
            let separator = stem.dropFirst(6).first, "_-.".contains(separator)
        else { return nil }
        let tag = String(stem.dropFirst(7).map { $0 == "_" ? "-" : $0 })
        guard isLanguageTag(Substring(tag)), LanguageNames.isKnown(tag) else { return nil }
        return tag
    }

    /// Whether `text` is a language tag as file names carry them: `en`, `ko`, `pt-BR`, `zh-Hant`.
    package static func isLanguageTag(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...3).contains(primary.count),
            primary.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// Gives each translation the language its file name carries, unless its front matter sets
    /// one; a front matter language that disagrees with the name is a warning.
    package static func assignLanguages(_ pages: inout [Page], diagnostics: inout DiagnosticBag) {
        let paths = Set(pages.map(\.source.relativePath))
        for index in pages.indices {
            assignLanguage(&pages[index], hasPage: paths.contains, diagnostics: &diagnostics)
        }
    }

    /// The same for one page; `hasPage` tells whether the site has a page at a source path.
    ///
    /// A README named for its language (`README_ko.md`) is in that language without an
    /// original beside it, as GitHub's translated READMEs are.
    package static func assignLanguage(
        _ page: inout Page, hasPage: (String) -> Bool, diagnostics: inout DiagnosticBag
    ) {
        guard let (original, language) = split(page.source.relativePath), hasPage(original) else {
            if page.frontMatter.lang == nil { page.frontMatter.lang = readmeLanguage(page.source.relativePath) }
            return
        }
        if let declared = page.frontMatter.lang {
            if declared.lowercased() != language.lowercased() {
                diagnostics.report(
                    .warning(
                        "front matter sets lang '\(declared)', but the file name makes this the '\(language)' translation of '\(original)'",
                        at: SourceLocation(file: page.source.displayPath, line: 1), rule: "translation-language"))
            }
        } else {
            page.frontMatter.lang = language
        }
    }
}
