import DocGenDiagnostics
import DocGenModelRules
import Foundation
import Yams

/// Settings read from `docgen.yml`; every key is optional and command-line options win.
///
/// ```yaml
/// title: Component Docs
/// language: en
/// baseURL: https://docs.example.com/components/
/// content: Content
/// templates: Templates
/// output: _site
/// rawHTML: sanitize
/// drafts: false
/// models: [Sources/ComponentModels, {path: Sources/Lib_iOS, for: Docs/iOS}]
/// modelsExclude: ["Generated/**", "*+Preview.swift"]
/// logo: images/logo.svg
/// accentColor: "#7b2ff7"
/// stylesheet: brand.css
/// editURL: https://github.com/example/docs/edit/main/Content/
/// rules:
///   CouponModel:
///     - name: coupon-kind
///       field: kind
///       oneOf: [percent, amount]
/// ```
public struct ConfigurationFile: Sendable, Equatable {
    /// The site title.
    public var title: String?
    /// The language of pages without `lang`.
    public var language: String?
    /// The absolute URL the site is served from.
    public var baseURL: String?
    /// The content folder, relative to the file.
    public var content: String?
    /// The templates folder, relative to the file.
    public var templates: String?
    /// The output folder, relative to the file.
    public var output: String?
    /// What raw HTML in Markdown becomes.
    public var rawHTML: RawHTMLSetting?
    /// Whether drafts are built.
    public var drafts: Bool?
    /// Model source folders, relative to the file.
    public var models: [String]?
    /// For a model folder of `models` given as `{path: …, for: …}`, the folder of the pages
    /// checked against it (relative to the file), by the model folder's path as written.
    public var modelsFor: [String: String] = [:]
    /// Patterns of model files left out, relative to their model folder (`PathGlob`).
    public var modelsExclude: [PathGlob]?
    /// Patterns of pages whose examples are not checked, relative to the content folder (`PathGlob`).
    public var checkExclude: [PathGlob]?
    /// The logo shown before the title: a path in the content folder or the templates'
    /// `assets/`, or an http(s) URL.
    public var logo: String?
    /// The accent colour of links and highlights, a CSS colour checked when read.
    public var accentColor: String?
    /// An extra stylesheet linked after the theme's: a path in the content folder or the
    /// file's folder, or an http(s) URL.
    public var stylesheet: String?
    /// The URL that each content page's source path is added to for its "Edit this page" link.
    public var editURL: String?
    /// Checks of the JSON samples of model types, by type name (docs/configuration.md, "Sample rules").
    public var rules: SampleRules?
    /// Where each key's value is in the file, for problems found once the folders are known.
    public var locations: [String: SourceLocation] = [:]

    /// The keys a configuration file may hold.
    public static let keys = [
        "title", "language", "baseURL", "content", "templates", "output", "rawHTML", "drafts", "models", "modelsExclude",
        "checkExclude", "logo", "accentColor", "stylesheet", "editURL", "rules",
    ]

    /// Creates an empty configuration file.
    public init() {}

    /// Reads and checks a configuration file; unknown keys and wrong types are errors.
    public static func load(from url: URL, displayPath: String) throws(ConfigurationError) -> ConfigurationFile {
        let text: String
        guard FolderListing.EntryKind(followingLinksAt: url.path) == .file else {
            throw ConfigurationError(
                "cannot read configuration file: not a regular file (a folder, pipe, socket or device)",
                at: SourceLocation(file: displayPath, line: 1))
        }
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ConfigurationError(
                "cannot read configuration file: \(error.localizedDescription)", at: SourceLocation(file: displayPath, line: 1))
        }
        return try parse(text, displayPath: displayPath)
    }

    /// Parses configuration text; `displayPath` names the file in diagnostics.
    public static func parse(_ text: String, displayPath: String) throws(ConfigurationError) -> ConfigurationFile {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            var diagnostic = FrontMatterReader.diagnostic(for: error, file: displayPath)
            // Front matter locations are shifted by the opening '---'; a config file has none.
            diagnostic.location = diagnostic.location.map { $0.offset(lines: -1) }
            diagnostic.message = diagnostic.message.replacingOccurrences(of: "front matter", with: "configuration")
            diagnostic.rule = "config-syntax"
            throw ConfigurationError(diagnostics: [diagnostic])
        }
        var file = ConfigurationFile()
        guard let node else { return file }
        guard let mapping = node.mapping else {
            throw ConfigurationError(
                "configuration must be a mapping of keys to values", at: location(node, displayPath), rule: "config-syntax")
        }
        var diagnostics: [Diagnostic] = []
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            let at = location(value, displayPath)
            func string() -> String? {
                guard let scalar = value.scalar else {
                    diagnostics.append(.error("configuration '\(key)' must be a string", at: at, rule: "config-type"))
                    return nil
                }
                return scalar.string
            }
            func link() -> String? {
                guard let text = string() else { return nil }
                if text.contains(":") || text.hasPrefix("//") {
                    guard SiteLink.isWebURL(text) else {
                        diagnostics.append(
                            .error(
                                "configuration '\(key)' must be a relative path or an http or https URL", at: at,
                                rule: "config-value"))
                        return nil
                    }
                } else if text.isEmpty || text.hasPrefix("/") || text.split(separator: "/").contains("..") {
                    diagnostics.append(
                        .error(
                            "configuration '\(key)' must be a path inside the site's folders, found '\(text)'", at: at,
                            rule: "config-value"))
                    return nil
                }
                return text
            }
            func bool() -> Bool? {
                guard value.scalar?.style == .plain, let bool = value.bool else {
                    diagnostics.append(.error("configuration '\(key)' must be 'true' or 'false'", at: at, rule: "config-type"))
                    return nil
                }
                return bool
            }
            file.locations[key] = at
            switch key {
            case "title": file.title = string()
            case "language":
                guard let text = string() else { break }
                // Every page's `<html lang>` carries it.
                guard SuspiciousValues.isLanguageTag(text) else {
                    diagnostics.append(
                        .error(
                            "configuration 'language' must be a language tag such as 'en' or 'ko-KR', found '\(text)'", at: at,
                            rule: "config-value"))
                    break
                }
                file.language = text
            case "baseURL": file.baseURL = string()
            case "content": file.content = string()
            case "templates": file.templates = string()
            case "output": file.output = string()
            case "rawHTML":
                // `true` and `false` keep the meaning they had before `sanitize` existed.
                if value.scalar?.style == .plain, let bool = value.bool {
                    file.rawHTML = bool ? .trusted : .escape
                } else if let text = value.scalar?.string, let setting = RawHTMLSetting(rawValue: text) {
                    file.rawHTML = setting
                } else {
                    diagnostics.append(
                        .error(
                            "configuration 'rawHTML' must be 'sanitize', 'escape' or 'trusted'", at: at, rule: "config-value"))
                }
            case "drafts": file.drafts = bool()
            case "logo": file.logo = link()
            case "stylesheet": file.stylesheet = link()
            case "accentColor":
                guard let text = string() else { break }
                guard let color = CSSColor.validated(text) else {
                    // An unquoted `#7b2ff7` is a YAML comment, which leaves the value empty.
                    let found = text.isEmpty ? "nothing (quote it: '#' starts a comment in YAML)" : "'\(text)'"
                    diagnostics.append(
                        .error(
                            "configuration 'accentColor' must be a CSS colour: #rgb, #rrggbb, #rrggbbaa, rgb(…) or hsl(…), found \(found)",
                            at: at, rule: "config-value"))
                    break
                }
                file.accentColor = color
            case "editURL":
                guard let text = string() else { break }
                guard SiteLink.isWebURL(text) else {
                    diagnostics.append(
                        .error("configuration 'editURL' must be an absolute http or https URL", at: at, rule: "config-value"))
                    break
                }
                file.editURL = text
            case "models":
                if let items = value.sequence {
                    file.models = items.compactMap { item in
                        if let path = item.scalar?.string { return path }
                        guard let entry = ModelsEntry(item, file: displayPath, diagnostics: &diagnostics) else { return nil }
                        if let pages = entry.pages { file.modelsFor[entry.path] = pages }
                        return entry.path
                    }
                } else if let single = value.scalar?.string {
                    file.models = [single]
                } else {
                    diagnostics.append(.error("configuration 'models' must be a list of folders", at: at, rule: "config-type"))
                }
            case "modelsExclude":
                file.modelsExclude = globs(
                    value, key: key, at: at, place: "inside a model folder, such as 'Generated/**' or '*+Preview.swift'",
                    file: displayPath, diagnostics: &diagnostics)
            case "checkExclude":
                file.checkExclude = globs(
                    value, key: key, at: at, place: "inside the content folder, such as 'proposals/**' or 'drafts/*.md'",
                    file: displayPath, diagnostics: &diagnostics)
            case "rules":
                var reader = SampleRulesReader(file: displayPath)
                file.rules = reader.read(value)
                diagnostics += reader.diagnostics
            default:
                diagnostics.append(
                    .error(
                        "unknown configuration key '\(key)'\(Suggestion.hint(for: key, in: keys))",
                        at: location(keyNode, displayPath), rule: "config-key"))
            }
        }
        if !diagnostics.isEmpty { throw ConfigurationError(diagnostics: diagnostics) }
        return file
    }

    /// The path patterns of a list key (`modelsExclude`, `checkExclude`); a problem is an
    /// error at the key, or at the pattern that is not a path pattern `place`.
    private static func globs(
        _ value: Node, key: String, at: SourceLocation, place: String, file: String, diagnostics: inout [Diagnostic]
    ) -> [PathGlob]? {
        let items = value.sequence.map(Array.init) ?? (value.scalar != nil ? [value] : [])
        guard !items.isEmpty, items.allSatisfy({ $0.scalar != nil }) else {
            diagnostics.append(.error("configuration '\(key)' must be a list of file patterns", at: at, rule: "config-type"))
            return nil
        }
        return items.compactMap { item in
            let text = item.scalar?.string ?? ""
            guard let glob = PathGlob(text) else {
                diagnostics.append(
                    .error(
                        "configuration '\(key)' pattern '\(text)' must be a path pattern \(place)",
                        at: location(item, file), rule: "config-value"))
                return nil
            }
            return glob
        }
    }

    private static func location(_ node: Node, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
