import DocGenContent
import DocGenExamples
import DocGenHighlight
import DocGenMarkdown
import DocGenTemplates

/// Writes the reference page of one model type or alias.
struct ModelPageWriter {
    let name: String
    let index: TypeIndex
    let symbolPages: [String: String]
    let pages: [Page]
    let samples: [CatalogEntry]
    let mentions: [Int]
    /// The words of the site's language.
    let words: UIWords
    /// The DocC catalog images a doc comment may name (`ModelReferencePages.docImages`).
    let docImages: [String: String]

    /// Where the page is written.
    var path: String { symbolPages[name] ?? "models/index.html" }
    private var type: TypeDeclaration? { index.types[name] }

    /// The first sentence of the doc comment, for descriptions and the index.
    var summary: String? { type?.documentation.map(Self.firstSentence) }

    var headings: [Heading] {
        sections.enumerated().map { .plain($1.title, level: 2, anchor: $1.anchor, line: $0 + 1) }
    }

    private var sections: [(title: String, anchor: String)] {
        guard let type else { return [] }
        var result: [(String, String)] = []
        if !type.storedProperties.isEmpty { result.append((words["properties"], "properties")) }
        if !type.cases.isEmpty { result.append((words["cases"], "cases")) }
        if Self.showsInitializers(type) { result.append((words["initializers"], "initializers")) }
        if !otherMembers(type).isEmpty { result.append((words["otherMembers"], "other-members")) }
        if !samples.isEmpty || !mentions.isEmpty { result.append((words["usedIn"], "used-in")) }
        return result
    }

    /// Where each member of `type` is on its page: a property's or case's own row, else the
    /// section listing it; the names DocC symbol links give them (`init`, not `init(title:)`).
    static func memberAnchors(of type: TypeDeclaration) -> [String: String] {
        var anchors: [String: String] = [:]
        for property in type.storedProperties { anchors[property.name] = "property-" + property.name }
        for enumCase in type.cases where anchors[enumCase.name] == nil { anchors[enumCase.name] = "case-" + enumCase.name }
        if showsInitializers(type) { anchors["init"] = "initializers" }
        for name in otherProperties(type).map(\.name) + otherMethods(type).map(\.name) where anchors[name] == nil {
            anchors[name] = "other-members"
        }
        return anchors
    }

    /// Whether the page lists initializers: those written, and a struct's memberwise one.
    private static func showsInitializers(_ type: TypeDeclaration) -> Bool {
        type.initializers.contains { !$0.isSynthesized || type.kind == .struct }
    }

    func html() -> String {
        guard let type else { return aliasHTML() }
        var html = type.documentation.map(markdown) ?? ""
        html += declaration(type)
        html +=
            "<p class=\"model-source\">\(cell("declaredIn")) <code>\(HTMLEscaping.text(type.location.description))</code></p>\n"
        html += ModelDiagram.figure(for: name, index: index, label: words["modelDiagram"])
        if !type.storedProperties.isEmpty { html += properties(type) }
        if !type.cases.isEmpty { html += cases(type) }
        let initializers = type.initializers
        if sections.contains(where: { $0.anchor == "initializers" }) {
            html += "<h2 id=\"initializers\">\(cell("initializers"))</h2>\n"
            for initializer in initializers {
                html += "<pre class=\"declaration\" tabindex=\"0\"><code>\(signature(initializer))</code></pre>\n"
            }
        }
        let others = otherMembers(type)
        if !others.isEmpty {
            html += "<h2 id=\"other-members\">\(cell("otherMembers"))</h2>\n<dl class=\"model-members\">\n"
            for (member, documentation) in others {
                html += "<dt><code>\(member)</code></dt><dd>\(documentation.map(markdown) ?? "")</dd>\n"
            }
            html += "</dl>\n"
        }
        html += usage()
        return html
    }

    private func aliasHTML() -> String {
        guard let aliased = index.aliases[name] else { return "" }
        var html =
            "<pre class=\"declaration\" tabindex=\"0\"><code>typealias \(HTMLEscaping.text(name)) = \(typeHTML(aliased))</code></pre>\n"
        html += usage()
        return html
    }

    private func declaration(_ type: TypeDeclaration) -> String {
        let inherited = type.inherited.isEmpty ? "" : ": " + type.inherited.joined(separator: ", ")
        let code = "\(type.kind.rawValue) \(type.simpleName)\(inherited)"
        let highlighted = SyntaxHighlighter.html(for: code, language: "swift") ?? HTMLEscaping.text(code)
        return "<pre class=\"declaration\" tabindex=\"0\"><code class=\"language-swift\">\(highlighted)</code></pre>\n"
    }

    private func properties(_ type: TypeDeclaration) -> String {
        let keys = Dictionary(type.decodedProperties.map { ($0.property.name, $0.jsonKey) }, uniquingKeysWith: { a, _ in a })
        let showKeys = type.codingKeys != nil
        let defaults = initializerDefaults(type)
        var html =
            "<h2 id=\"properties\">\(cell("properties"))</h2>\n<div class=\"table-wrapper\" tabindex=\"0\"><table class=\"model-table\">\n<thead><tr><th>\(cell("name"))</th>"
        if showKeys { html += "<th>\(cell("jsonKey"))</th>" }
        html +=
            "<th>\(cell("type"))</th><th>\(cell("inJSON"))</th><th>\(cell("defaultValue"))</th><th>\(cell("description"))</th></tr></thead>\n<tbody>\n"
        for property in type.storedProperties {
            let anchor = "property-" + property.name
            html += "<tr id=\"\(HTMLEscaping.attribute(anchor))\"><td><code>\(HTMLEscaping.text(property.name))</code></td>"
            if showKeys {
                html +=
                    "<td>" + (keys[property.name].map { "<code>\(HTMLEscaping.text($0))</code>" } ?? cell("notDecoded")) + "</td>"
            }
            html += "<td>" + (property.type.map { "<code>\(typeHTML($0))</code>" } ?? "—") + "</td>"
            let decoded = keys[property.name] != nil
            html += "<td>" + (!decoded ? "—" : property.type?.isOptional == true ? cell("optional") : cell("required")) + "</td>"
            let initial = property.initialValue ?? defaults[property.name]
            html += "<td>" + (initial.map { "<code>\(HTMLEscaping.text($0))</code>" } ?? "—") + "</td>"
            html += "<td>\(property.documentation.map(markdown) ?? "")</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private func cases(_ type: TypeDeclaration) -> String {
        let raw = Dictionary(type.rawValues.map { ($0.caseName, $0.rawValue) }, uniquingKeysWith: { a, _ in a })
        var html =
            "<h2 id=\"cases\">\(cell("cases"))</h2>\n<div class=\"table-wrapper\" tabindex=\"0\"><table class=\"model-table\">\n<thead><tr><th>\(cell("case"))</th>"
        if !raw.isEmpty { html += "<th>\(cell("rawValue"))</th>" }
        html += "<th>\(cell("description"))</th></tr></thead>\n<tbody>\n"
        for enumCase in type.cases {
            html +=
                "<tr id=\"case-\(HTMLEscaping.attribute(enumCase.name))\"><td><code>.\(HTMLEscaping.text(enumCase.name))</code></td>"
            if !raw.isEmpty {
                html += "<td>" + (raw[enumCase.name].map { "<code>\(HTMLEscaping.text($0))</code>" } ?? "—") + "</td>"
            }
            html += "<td>\(enumCase.documentation.map(markdown) ?? "")</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// The word for `key`, escaped for HTML text.
    func cell(_ key: String) -> String {
        HTMLEscaping.text(words[key])
    }
}
