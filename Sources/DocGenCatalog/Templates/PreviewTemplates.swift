import DocGenDiagnostics
import DocGenExamples
import DocGenMarkdown
import Mustache

/// The preview templates of a site: `previews/<TypeName>.mustache` draws one sample of a model
/// type, `previews/<TypeName>.list.mustache` a whole `[TypeName]` sample, and `previews/_name.mustache`
/// is a partial they include as `{{> _name}}`.
///
/// Every type with a template is drawn wherever a checked sample of it appears, and is a
/// component of the catalog. Templates see the sample read against the site's own model index
/// (`PreviewValue`), so docgen knows nothing about any particular model.
public struct PreviewTemplates: Sendable {
    private let library: MustacheLibrary
    /// Types with a template for one value, and types with a template for a list.
    private let singles: Set<String>
    private let lists: Set<String>
    private let componentByType: [String: CatalogComponent]
    /// The catalog's components, in catalog order.
    public let components: [CatalogComponent]

    /// The suffix of a list template's name.
    static let listSuffix = ".list"

    /// No previews at all.
    public static let none = PreviewTemplates(
        library: MustacheLibrary(), singles: [], lists: [], componentByType: [:], components: [])

    private init(
        library: MustacheLibrary, singles: Set<String>, lists: Set<String>, componentByType: [String: CatalogComponent],
        components: [CatalogComponent]
    ) {
        (self.library, self.singles, self.lists) = (library, singles, lists)
        (self.componentByType, self.components) = (componentByType, components)
    }

    /// The templates compiled by the template layer, named without `previews/` and `.mustache`
    /// (`QuickLinkItem.list`), with their text and file; reports bad front matter at its file,
    /// line and column.
    public init(
        compiled sources: [String: (template: MustacheTemplate, text: String, file: String)], diagnostics: inout [Diagnostic]
    ) {
        var templates: [String: MustacheTemplate] = [:]
        var singles: Set<String> = []
        var lists: Set<String> = []
        var frontMatter: [String: PreviewFrontMatter] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = source.template
            // `previews/_name.mustache` is a piece other preview templates include (`{{> _name}}`), not a type's.
            guard !name.hasPrefix("_") else { continue }
            let typeName: String
            if name.hasSuffix(Self.listSuffix) {
                typeName = String(name.dropLast(Self.listSuffix.count))
                lists.insert(typeName)
            } else {
                typeName = name
                singles.insert(typeName)
            }
            let matter = PreviewFrontMatter(template: source.text, file: source.file, diagnostics: &diagnostics)
            if frontMatter[typeName] == nil || matter != PreviewFrontMatter() { frontMatter[typeName] = matter }
        }
        // Types that name the same page share it; its title and description come from the first
        // type, by name, that gives them.
        var typesBySlug: [String: [String]] = [:]
        for typeName in singles.union(lists).sorted() {
            typesBySlug[frontMatter[typeName]?.page ?? CatalogComponent.slug(forTypeName: typeName), default: []].append(typeName)
        }
        let bySlug = typesBySlug.mapValues { typeNames -> CatalogComponent in
            let matters = typeNames.compactMap { frontMatter[$0] }
            let first = typeNames[0]
            return CatalogComponent(
                slug: frontMatter[first]?.page ?? CatalogComponent.slug(forTypeName: first),
                title: matters.lazy.compactMap(\.title).first ?? first,
                summary: matters.lazy.compactMap(\.description).first ?? "Previews of \(first) samples.",
                typeNames: typeNames)
        }
        var componentByType: [String: CatalogComponent] = [:]
        for component in bySlug.values {
            for typeName in component.typeNames { componentByType[typeName] = component }
        }
        self.init(
            library: MustacheLibrary(templates: templates), singles: singles, lists: lists, componentByType: componentByType,
            components: bySlug.values.sorted())
    }

    /// Whether no type has a template.
    public var isEmpty: Bool { components.isEmpty }

    /// The component samples of this model type are drawn as, or nil when it has no template.
    public func component(forType typeName: String) -> CatalogComponent? {
        componentByType[typeName]
    }

    /// A drawn preview: its component, its HTML and what drawing it noticed.
    public struct Drawn: Sendable {
        public var component: CatalogComponent
        public var html: HTMLBytes
        public var diagnostics: [Diagnostic]
    }

    /// Draws a checked sample on a page in `language`; nil when its type has no template.
    public func draw(_ sample: Sample, models: PreviewModels, language: String) -> Drawn? {
        guard let typeName = sample.modelName, let component = componentByType[typeName],
            let value = PreviewValue(sample, models: models)
        else { return nil }
        let preview = PreviewFacts(
            language: PreviewLanguage(code: language), file: sample.location.file, line: sample.location.line,
            type: "\(sample.type)")
        let report = PreviewReport(preview: preview)
        var html = HTMLBytes(capacity: 2048)
        html.raw("<div class=\"pv-stage\" data-component=\"")
        html.attribute(component.slug)
        html.raw("\">\n")
        let elements: [PreviewValue]
        if case let .list(items, _) = value { elements = items } else { elements = [value] }
        let isListSample: Bool
        if case .array = sample.type { isListSample = true } else { isListSample = false }
        if lists.contains(typeName), isListSample || !singles.contains(typeName) {
            let root = PreviewRoot(list: PreviewList(elements: elements, report: report), report: report)
            html.raw(library.render(root, withTemplate: typeName + Self.listSuffix) ?? "")
        } else {
            for element in elements {
                let root = PreviewRoot(value: mustacheValue(element, report: report), report: report)
                html.raw(library.render(root, withTemplate: typeName) ?? "")
            }
        }
        html.raw("</div>\n")
        return Drawn(component: component, html: html, diagnostics: report.diagnostics)
    }
}
