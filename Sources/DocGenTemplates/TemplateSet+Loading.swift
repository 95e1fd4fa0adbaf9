import DocGenCatalog
import DocGenContent
import DocGenDiagnostics
import DocGenTheme
import Foundation
import Mustache

extension TemplateSet {
    /// The folder under which preview templates are kept apart from page templates.
    package static let previewsFolder = "previews/"

    /// Loads the default theme (`defaults`) overlaid by the templates in `directory`, reporting
    /// syntax errors, missing required templates and references to partials that do not
    /// exist; nil when the set cannot be used.
    package static func load(
        from directory: URL, configuration: SiteConfiguration, diagnostics: inout DiagnosticBag,
        defaults: [ThemeFile] = DefaultTheme.files
    ) -> TemplateSet? {
        let failuresBefore = diagnostics.errorCount
        TemplateEscaping.register()
        guard
            let files = TemplateFiles.load(
                directory: directory, defaults: defaults, configuration: configuration, diagnostics: &diagnostics)
        else { return nil }
        var templates: [String: MustacheTemplate] = [:]
        var sources: [String: (text: String, file: String)] = [:]
        var previews: [String: (text: String, file: String)] = [:]
        var assets: [(path: String, contents: [UInt8])] = []
        var unparsable: Set<String> = []
        var hasher = Hasher()
        for file in files.files {
            let isAsset = file.path.hasPrefix("assets/")
            hasher.combine(file.path)
            guard isAsset || file.path.hasSuffix(".mustache") else {
                file.contents.withUnsafeBytes { hasher.combine(bytes: $0) }
                continue
            }
            hasher.combine(file.contents.count)
            file.contents.withUnsafeBytes { hasher.combine(bytes: $0) }
            if isAsset {
                assets.append((file.path, file.contents))
                continue
            }
            let name = String(file.path.dropLast(".mustache".count))
            // Preview templates are compiled, and checked, by `PreviewTemplates` below.
            if name.hasPrefix(previewsFolder) {
                guard let text = text(of: file, diagnostics: &diagnostics) else { continue }
                previews[String(name.dropFirst(previewsFolder.count))] = (text, file.displayPath)
                continue
            }
            guard let (text, template) = parse(file, diagnostics: &diagnostics) else {
                unparsable.insert(name)
                continue
            }
            templates[name] = template
            sources[name] = (text, file.displayPath)
        }
        for source in sources.values.sorted(by: { $0.file < $1.file }) {
            diagnostics.report(contentsOf: TemplateEscaping.switchesBack(in: source.text, file: source.file))
        }
        var previewDiagnostics: [Diagnostic] = []
        let previewTemplates = PreviewTemplates(sources: previews, diagnostics: &previewDiagnostics)
        diagnostics.report(contentsOf: previewDiagnostics)
        let ui = UIStrings.load(files.files, siteLanguage: configuration.language, diagnostics: &diagnostics)
        // A template that exists but failed to parse was reported already; saying it is
        // missing too would only add noise.
        for name in required where templates[name] == nil && !unparsable.contains(name) {
            diagnostics.report(
                .error(
                    "required template '\(name).mustache' not found in '\(configuration.displayPath(directory))'", at: nil,
                    rule: "template-missing"))
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
        guard diagnostics.errorCount == failuresBefore else { return nil }
        var notes: [Diagnostic] = []
        let set = TemplateSet(
            templates: templates, sources: sources, previews: previewTemplates, ui: ui, assetFiles: assets,
            folderFiles: files.files.compactMap(\.url), signature: hasher.finalize(),
            fastPaths: configuration.usesTemplateFastPaths, notes: &notes)
        diagnostics.report(contentsOf: notes)
        return set
    }

    /// The text of a template file, when it is UTF-8; reports why not otherwise.
    private static func text(of file: TemplateFiles.File, diagnostics: inout DiagnosticBag) -> String? {
        guard let text = String(bytes: file.contents, encoding: .utf8) else {
            diagnostics.report(
                .error(
                    "cannot read template as UTF-8 text", at: SourceLocation(file: file.displayPath, line: 1),
                    rule: "template-syntax"))
            return nil
        }
        return text
    }

    /// The text of a template file and the template, when it parses; reports why not otherwise.
    private static func parse(
        _ file: TemplateFiles.File, diagnostics: inout DiagnosticBag
    ) -> (text: String, template: MustacheTemplate)? {
        guard let text = text(of: file, diagnostics: &diagnostics) else { return nil }
        var found: [Diagnostic] = []
        let template = MustacheTemplate.compile(text, file: file.displayPath, diagnostics: &found)
        diagnostics.report(contentsOf: found)
        return template.map { (text, $0) }
    }

    /// A set of parsed page templates with the libraries and skeletons that render them.
    ///
    /// Without `fastPaths`, every page renders through swift-mustache alone; `notes` says why a
    /// fast path declined the templates (`TemplateFastPaths`).
    private init(
        templates: [String: MustacheTemplate], sources: [String: (text: String, file: String)],
        previews: PreviewTemplates, ui: UIStrings, assetFiles: [(path: String, contents: [UInt8])],
        folderFiles: [URL], signature: Int, fastPaths: Bool, notes: inout [Diagnostic]
    ) {
        var plan = fastPaths ? SidebarPlan.make(sources: sources.mapValues(\.text)) : nil
        var pageTemplates = templates
        var sidebarTemplates = templates
        if let found = plan {
            do {
                pageTemplates[SidebarPlan.partial] = try MustacheTemplate(string: "{{{\(SidebarPlan.htmlKey)}}}")
                for (name, source) in found.markedSources {
                    sidebarTemplates[name] = try MustacheTemplate(string: TemplateEscaping.pragma + source)
                }
            } catch {
                plan = nil
            }
        }
        let library = MustacheLibrary(templates: templates)
        let pageLibrary = MustacheLibrary(templates: pageTemplates)
        let sidebarLibrary = MustacheLibrary(templates: plan == nil ? templates : sidebarTemplates)
        let texts = sources.values.map(\.text)
        let skeletons = fastPaths ? TemplateSkeletons(library: library, sources: texts) : nil
        let sidebarSkeletons = plan.flatMap { SidebarSkeletons(plan: $0, library: sidebarLibrary) }
        if fastPaths {
            notes = TemplateFastPaths.declines(
                sources: sources, skeletons: skeletons != nil, sidebarPlan: plan != nil,
                sidebarSkeletons: sidebarSkeletons != nil)
        }
        self.init(
            library: library, sidebarPlan: plan, pageLibrary: pageLibrary, sidebarLibrary: sidebarLibrary,
            skeletons: skeletons,
            pageSkeletons: fastPaths ? TemplateSkeletons(library: pageLibrary, sources: texts) : nil,
            sidebarSkeletons: sidebarSkeletons,
            names: templates.keys.sorted(), previews: previews, ui: ui, assetFiles: assetFiles, folderFiles: folderFiles,
            signature: signature)
    }
}

extension PreviewTemplates {
    /// Compiles the preview templates, named without `previews/` and `.mustache`
    /// (`QuickLinkItem.list`), with docgen's escaping; reports syntax errors, bad front matter
    /// and a switch back to swift-mustache's escaping at their file, line and column.
    package init(sources: [String: (text: String, file: String)], diagnostics: inout [Diagnostic]) {
        TemplateEscaping.register()
        var compiled: [String: (template: MustacheTemplate, text: String, file: String)] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            diagnostics += TemplateEscaping.switchesBack(in: source.text, file: source.file)
            guard let template = MustacheTemplate.compile(source.text, file: source.file, diagnostics: &diagnostics) else {
                continue
            }
            compiled[name] = (template, source.text, source.file)
        }
        self.init(compiled: compiled, diagnostics: &diagnostics)
    }
}
