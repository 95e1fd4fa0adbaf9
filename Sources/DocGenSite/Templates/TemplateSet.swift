import DocGenCatalog
import DocGenDiagnostics
import DocGenMarkdown
import Foundation
import Mustache

/// The site's Mustache templates, loaded and checked before any page is rendered.
///
/// A template set is a folder of `.mustache` files: `layout` (the HTML document), `page` (a
/// content page, usually `{{<layout}}…{{/layout}}`), optionally `home` for the home page, and
/// partials referenced as `{{> partials/nav}}`. Everything under `assets/` is copied to the site.
public struct TemplateSet: Sendable {
    /// The templates every set must have.
    public static let required = ["layout", "page"]

    let library: MustacheLibrary
    /// The sidebar rendered once per output folder, when the templates allow it.
    let sidebarPlan: SidebarPlan?
    /// The templates with the sidebar partial replaced by the finished sidebar from the context.
    let pageLibrary: MustacheLibrary
    /// The templates with the sidebar's `isCurrent` sections marked (`SidebarPlan.markedSources`).
    let sidebarLibrary: MustacheLibrary
    /// Skeletons of the page libraries, when the templates allow them; folder-wide sidebars are
    /// rendered directly, as each has a shape of its own (its open section).
    let skeletons: TemplateSkeletons?
    let pageSkeletons: TemplateSkeletons?
    /// Folder-wide sidebars made from one skeleton per kind of entry, when the templates allow it.
    let sidebarSkeletons: SidebarSkeletons?
    /// The preview templates under `previews/`, which draw samples and are not page templates.
    let previews: PreviewTemplates
    /// The template names found, sorted.
    public let names: [String]
    /// Static files under `assets/`, relative to the templates folder.
    public let assets: [String]
    let directory: URL
    /// A hash of every template's text, so caches can tell when the templates changed.
    let signature: Int

    /// Loads every template in the folder, reporting syntax errors, missing required templates
    /// and references to partials that do not exist; nil when the set cannot be used.
    static func load(from directory: URL, configuration: SiteConfiguration, diagnostics: inout DiagnosticBag) -> TemplateSet? {
        let display = configuration.displayPath(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            diagnostics.report(
                .error(
                    "templates folder '\(display)' not found; pass '--templates' or create it", at: nil, rule: "template-missing")
            )
            return nil
        }
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: (text: String, file: String)] = [:]
        var assets: [String] = []
        var unparsable: Set<String> = []
        var previewSources: [String: (text: String, file: String)] = [:]
        let failuresBefore = diagnostics.errorCount
        for relative in Self.files(in: directory) {
            if relative.hasPrefix("assets/") {
                assets.append(relative)
                continue
            }
            if relative.hasPrefix("previews/") {
                let url = directory.appendingPathComponent(relative)
                if relative.hasSuffix(".mustache"), let data = FileManager.default.contents(atPath: url.path),
                    let text = String(data: data, encoding: .utf8)
                {
                    let name = String(relative.dropFirst("previews/".count).dropLast(".mustache".count))
                    previewSources[name] = (text, configuration.displayPath(url))
                }
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            let name = String(relative.dropLast(".mustache".count))
            let file = configuration.displayPath(directory.appendingPathComponent(relative))
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path),
                let text = String(data: data, encoding: .utf8)
            else {
                unparsable.insert(name)
                diagnostics.report(
                    .error("cannot read template as UTF-8 text", at: SourceLocation(file: file, line: 1), rule: "template-syntax")
                )
                continue
            }
            do {
                templates[name] = try MustacheTemplate(string: text)
                sources[name] = (text, file)
            } catch let error as MustacheTemplate.ParserError {
                unparsable.insert(name)
                diagnostics.report(
                    .error(
                        "template syntax error: \(Self.describe(error.error))",
                        at: SourceLocation(file: file, line: error.context.lineNumber, column: error.context.columnNumber + 1),
                        rule: "template-syntax"))
            } catch {
                unparsable.insert(name)
                diagnostics.report(
                    .error("template syntax error: \(error)", at: SourceLocation(file: file, line: 1), rule: "template-syntax"))
            }
        }
        // A template that exists but failed to parse was reported already; saying it is
        // missing too would only add noise.
        for name in required where templates[name] == nil && !unparsable.contains(name) {
            diagnostics.report(
                .error(
                    "required template '\(name).mustache' not found in '\(display)'", at: nil, rule: "template-missing"))
        }
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            for reference in PartialReferences.find(in: source.text)
            where templates[reference.name] == nil && !unparsable.contains(reference.name) {
                let hint = Suggestion.hint(for: reference.name, in: sources.keys)
                diagnostics.report(
                    .error(
                        "template '\(name)' uses partial '\(reference.name)', which does not exist\(hint)",
                        at: SourceLocation(file: source.file, line: reference.line, column: reference.column),
                        rule: "template-partial"))
            }
        }
        var previewDiagnostics: [Diagnostic] = []
        let previews = PreviewTemplates(sources: previewSources, diagnostics: &previewDiagnostics)
        diagnostics.report(contentsOf: previewDiagnostics)
        guard diagnostics.errorCount == failuresBefore else { return nil }
        var hasher = Hasher()
        for (name, source) in previewSources.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(source.text)
        }
        var plan = SidebarPlan.make(sources: sources.mapValues(\.text))
        var pageTemplates = templates
        var sidebarTemplates = templates
        if let found = plan {
            do {
                pageTemplates[SidebarPlan.partial] = try MustacheTemplate(string: "{{{\(SidebarPlan.htmlKey)}}}")
                for (name, source) in found.markedSources { sidebarTemplates[name] = try MustacheTemplate(string: source) }
            } catch {
                plan = nil
            }
        }
        let library = MustacheLibrary(templates: templates)
        let pageLibrary = MustacheLibrary(templates: pageTemplates)
        let sidebarLibrary = MustacheLibrary(templates: plan == nil ? templates : sidebarTemplates)
        let texts = sources.values.map(\.text)
        return TemplateSet(
            library: library, sidebarPlan: plan, pageLibrary: pageLibrary, sidebarLibrary: sidebarLibrary,
            skeletons: TemplateSkeletons(library: library, sources: texts),
            pageSkeletons: TemplateSkeletons(library: pageLibrary, sources: texts),
            sidebarSkeletons: plan.flatMap { SidebarSkeletons(plan: $0, library: sidebarLibrary) }, previews: previews,
            names: templates.keys.sorted(), assets: assets.sorted(), directory: directory, signature: hasher.finalize())
    }

    /// Whether a template with this name exists.
    public func has(_ name: String) -> Bool {
        library.getTemplate(named: name) != nil
    }

    /// Renders a template with a context of dictionaries, arrays and plain values.
    func render(_ name: String, context: [String: Any]) -> HTMLBytes? {
        if let html = skeletons?.render(name, context: context) { return html }
        return library.render(context, withTemplate: name).map(HTMLBytes.init(html:))
    }

    /// The template a page at `outputPath` is rendered with: `home` for the home page when the
    /// set has one, else `page`.
    func template(forPageAt outputPath: String) -> String {
        outputPath == "index.html" && has("home") ? "home" : "page"
    }

    /// Renders a page whose context carries its finished sidebar under `SidebarPlan.htmlKey`.
    func renderPage(_ name: String, context: [String: Any]) -> HTMLBytes? {
        if let html = pageSkeletons?.render(name, context: context) { return html }
        return pageLibrary.render(context, withTemplate: name).map(HTMLBytes.init(html:))
    }

    /// Renders the sidebar partial alone, for every page of one folder.
    func renderSidebar(context: [String: Any]) -> String? {
        if let sidebarSkeletons, let nav = context["nav"] as? [[String: Any]], let html = sidebarSkeletons.render(nav: nav) {
            return html
        }
        return sidebarLibrary.render(context, withTemplate: SidebarPlan.partial)
    }

    /// The URL of an asset file.
    func assetURL(_ relative: String) -> URL {
        directory.appendingPathComponent(relative)
    }

    private static func files(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var result: [String] = []
        for case let path as String in enumerator {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result.sorted()
    }

    private static func describe(_ error: any Error) -> String {
        let text = String(describing: error)
        // Turn `sectionCloseNameIncorrect` into `section close name incorrect`.
        var words = ""
        for character in text {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}
