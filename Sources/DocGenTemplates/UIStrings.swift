import DocGenContent
import DocGenDiagnostics
import DocGenTheme
import Foundation
import Mustache
import Yams

/// The words the theme and docgen's generated pages show, per language: the theme's
/// `i18n/<lang>.yml` files.
///
/// A templates folder's `i18n/<lang>.yml` changes the default theme's words for that language
/// key by key, so it need hold only the words it changes; a language the default theme does not
/// have is added the same way. A key missing from a language comes from English.
public struct UIStrings: Sendable {
    /// The folder of the language files in a theme.
    package static let folder = "i18n/"
    /// The language whose words fill in what other languages leave out.
    package static let baseLanguage = "en"

    /// Complete word tables by lowercased language tag.
    private let tables: [String: UIWords]
    /// Each language file's own `languageName`, by lowercased language tag: a file without one
    /// has English's among its words.
    private let names: [String: String]
    private let siteLanguage: String

    /// The words of every language in the default theme, for tests and for sites without a theme.
    public static let builtIn: UIStrings = {
        var diagnostics = DiagnosticBag()
        let files = DefaultTheme.files.filter { $0.path.hasPrefix(folder) }.map {
            TemplateFiles.File(path: $0.path, contents: $0.contents, displayPath: $0.path, url: nil)
        }
        return load(files, siteLanguage: baseLanguage, diagnostics: &diagnostics)
    }()

    /// Reads the language files among `files` (a template set's), each laid over the default
    /// theme's file of the same language; a file that is not a YAML mapping of words is an error.
    package static func load(_ files: [TemplateFiles.File], siteLanguage: String, diagnostics: inout DiagnosticBag) -> UIStrings {
        var tables: [String: [String: String]] = [:]
        for file in files where file.path.hasPrefix(folder) && file.path.hasSuffix(".yml") {
            let language = String(file.path.dropFirst(folder.count).dropLast(".yml".count)).lowercased()
            var table: [String: String] = [:]
            // A folder's file changes the default theme's words; it does not have to repeat them.
            if file.url != nil, let base = DefaultTheme.file(at: file.path) {
                table = words(in: base.contents, displayPath: file.path, diagnostics: &diagnostics)
            }
            table.merge(words(in: file.contents, displayPath: file.displayPath, diagnostics: &diagnostics)) { $1 }
            tables[language] = table
        }
        let names = tables.compactMapValues { $0["languageName"] }
        let base = tables[baseLanguage] ?? [:]
        for (language, table) in tables where language != baseLanguage {
            tables[language] = base.merging(table) { $1 }
        }
        let words = Dictionary(uniqueKeysWithValues: tables.map { ($0.key, UIWords(table: $0.value, language: $0.key)) })
        return UIStrings(tables: words, names: names, siteLanguage: siteLanguage.lowercased())
    }

    /// The words for a page in `language` (a tag such as `ko` or `ko-KR`): that language's, else
    /// its primary language's, else the site language's, else English.
    public func words(for language: String) -> UIWords {
        let tag = language.lowercased()
        let primary = String(tag.prefix { $0 != "-" && $0 != "_" })
        return tables[tag] ?? tables[primary] ?? tables[siteLanguage] ?? tables[Self.baseLanguage]
            ?? UIWords(table: [:], language: "")
    }

    /// A language's name in that language (`한국어`) for language switches: the theme's
    /// `languageName` for it, else the built-in name (`Deutsch`), else the tag itself.
    public func name(of language: String) -> String {
        let tag = language.lowercased()
        let primary = String(tag.prefix { $0 != "-" && $0 != "_" })
        return names[tag] ?? names[primary] ?? LanguageNames.name(of: language) ?? language
    }

    /// The language tags that have words, sorted.
    public var languages: [String] { tables.keys.sorted() }

    private static func words(in contents: [UInt8], displayPath: String, diagnostics: inout DiagnosticBag) -> [String: String] {
        func fail(_ message: String, _ line: Int) {
            diagnostics.report(
                .error(message, at: SourceLocation(file: displayPath, line: max(line, 1)), rule: "i18n-syntax"))
        }
        guard let text = String(bytes: contents, encoding: .utf8) else {
            fail("cannot read language file as UTF-8 text", 1)
            return [:]
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                .composer(_, let problem, let mark, _):
                fail("language file is not valid YAML: \(problem)", mark.line)
            default:
                fail("language file is not valid YAML: \(error)", 1)
            }
            return [:]
        } catch {
            fail("language file is not valid YAML: \(error)", 1)
            return [:]
        }
        guard let node else { return [:] }
        guard let mapping = node.mapping else {
            fail("a language file is a mapping of keys to words (`onThisPage: On this page`)", node.mark?.line ?? 1)
            return [:]
        }
        var table: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, let word = value.scalar?.string else {
                fail("each key of a language file holds one line of text", key.mark?.line ?? 1)
                continue
            }
            table[name] = word
        }
        return table
    }
}

/// The words of one language, by key.
public struct UIWords: Sendable {
    /// Every word by key.
    public let table: [String: String]
    /// The words as templates see them under `ui`.
    package let context: UIWordsValue

    /// The words of a table, for `language`.
    package init(table: [String: String], language: String) {
        self.table = table
        context = UIWordsValue(table: table, language: language)
    }

    /// The word for `key`; the key itself when no language has it, so a gap shows on the page.
    public subscript(key: String) -> String {
        table[key] ?? key
    }

    /// The word for `key` with each `{name}` replaced by its value.
    public func format(_ key: String, _ values: [String: String]) -> String {
        // One pass over the words: a value is never read for placeholders itself, and a
        // Foundation search per value was a tenth of writing a catalog's pages.
        let words = self[key].utf8
        var text = ""
        var rest = words.startIndex
        var index = rest
        while let open = words[index...].firstIndex(of: UInt8(ascii: "{")) {
            guard let close = words[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = String(Substring(words[words.index(after: open)..<close]))
            if let value = values[name] {
                text += Substring(words[rest..<open])
                text += value
                rest = words.index(after: close)
                index = rest
            } else {
                index = words.index(after: open)
            }
        }
        text += Substring(words[rest...])
        return text
    }
}

/// The words of one language as a template context value: the same for every page in that
/// language, so a page's skeleton holds them as they are (`ContextShape` keys it by language)
/// instead of filling in each word for every page.
package struct UIWordsValue: MustacheParent, Sendable {
    let table: [String: String]
    /// The language the words are in; pages in other languages have other skeletons.
    let language: String

    package func child(named name: String) -> Any? {
        table[name]
    }
}
