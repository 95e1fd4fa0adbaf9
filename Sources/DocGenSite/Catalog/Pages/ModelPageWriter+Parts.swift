import DocGenContent
import DocGenExamples
import DocGenMarkdown

extension ModelPageWriter {
    /// The type as code, each model type in it linked to its page.
    func typeHTML(_ type: TypeRef) -> String {
        switch type {
        case let .named(name, arguments):
            let qualified = index.qualifiedName(for: name, scope: nil) ?? name
            var html = HTMLEscaping.text(name)
            if let target = symbolPages[qualified] {
                let url = OutputPath.relativeURL(from: symbolPages[self.name] ?? "models/index.html", to: target)
                html = "<a class=\"symbol\" href=\"\(HTMLEscaping.attribute(url))\">\(html)</a>"
            }
            return arguments.isEmpty ? html : html + "&lt;" + arguments.map(typeHTML).joined(separator: ", ") + "&gt;"
        case let .optional(wrapped): return typeHTML(wrapped) + "?"
        case let .array(element): return "[" + typeHTML(element) + "]"
        case let .dictionary(key, value): return "[" + typeHTML(key) + ": " + typeHTML(value) + "]"
        case let .opaque(text): return HTMLEscaping.text(text)
        }
    }

    /// An initializer's signature with parameter types and defaults.
    func signature(_ initializer: InitializerDeclaration) -> String {
        let parameters = initializer.parameters.map { parameter in
            var text = HTMLEscaping.text(parameter.label ?? "_") + ": " + typeHTML(parameter.type)
            if let value = parameter.defaultValue { text += " = " + HTMLEscaping.text(value) }
            return text
        }
        let name = initializer.isFailable ? "init?" : "init"
        guard parameters.count > 2 else { return name + "(" + parameters.joined(separator: ", ") + ")" }
        return name + "(\n    " + parameters.joined(separator: ",\n    ") + "\n)"
    }

    /// Default values of initializer parameters named like properties (the first initializer that has one).
    func initializerDefaults(_ type: TypeDeclaration) -> [String: String] {
        var defaults: [String: String] = [:]
        for initializer in type.writtenInitializers where !initializer.isPrivate {
            for parameter in initializer.parameters {
                if let label = parameter.label, let value = parameter.defaultValue, defaults[label] == nil {
                    defaults[label] = value
                }
            }
        }
        return defaults
    }

    /// Computed properties and methods code outside the type can use, with their doc comments.
    func otherMembers(_ type: TypeDeclaration) -> [(String, String?)] {
        let computed = Self.otherProperties(type).map { property in
            (
                (property.isStatic ? "static " : "") + "var " + HTMLEscaping.text(property.name)
                    + (property.type.map { ": " + typeHTML($0) } ?? ""), property.documentation
            )
        }
        let methods = Self.otherMethods(type).map { method in
            let parameters = method.parameters.map { HTMLEscaping.text($0.label ?? "_") + ": " + typeHTML($0.type) }
            let returns = method.returnType.map { " -> " + typeHTML($0) } ?? ""
            return (
                (method.isStatic ? "static " : "") + "func " + HTMLEscaping.text(method.name) + "("
                    + parameters.joined(separator: ", ") + ")" + returns, method.documentation
            )
        }
        return computed + methods
    }

    /// The computed and static properties code outside the type can use.
    static func otherProperties(_ type: TypeDeclaration) -> [PropertyDeclaration] {
        type.properties.filter { !$0.isPrivate && (!$0.isStored || $0.isStatic) }
    }

    /// The methods code outside the type can use.
    static func otherMethods(_ type: TypeDeclaration) -> [MethodDeclaration] {
        type.methods.filter { !$0.isPrivate }
    }

    /// Where the documentation uses the type: previewed samples and pages that name it.
    func usage() -> String {
        guard !samples.isEmpty || !mentions.isEmpty else { return "" }
        var html = "<h2 id=\"used-in\">\(cell("usedIn"))</h2>\n<ul class=\"model-usage\">\n"
        // A long list stops at a screenful; the catalog has them all.
        for entry in samples.prefix(Self.usageLimit) {
            let page = pages[entry.pageIndex]
            let url =
                OutputPath.relativeURL(from: symbolPages[name] ?? "", to: page.outputPath)
                + "#sample-L\(entry.blockLine)"
            html +=
                "<li><a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(page.source.displayPath)):\(entry.sampleLine)</a>"
            html += " — \(cell(entry.language == .json ? "jsonSample" : "swiftSample")) "
            let catalog = OutputPath.relativeURL(from: symbolPages[name] ?? "", to: entry.component.outputPath)
            html += "<a href=\"\(HTMLEscaping.attribute(catalog))\">\(cell("previewedInCatalog"))</a></li>\n"
        }
        if samples.count > Self.usageLimit, let component = samples.first?.component {
            let catalog = OutputPath.relativeURL(from: symbolPages[name] ?? "", to: component.outputPath)
            let more = HTMLEscaping.text(words.format("moreSamples", ["count": "\(samples.count - Self.usageLimit)"]))
            html += "<li>\(more) <a href=\"\(HTMLEscaping.attribute(catalog))\">\(cell("previewedInCatalog"))</a></li>\n"
        }
        let samplePages = Set(samples.map(\.pageIndex))
        for pageIndex in mentions.prefix(Self.usageLimit) where !samplePages.contains(pageIndex) {
            let page = pages[pageIndex]
            let url = OutputPath.relativeURL(from: symbolPages[name] ?? "", to: page.outputPath)
            html += "<li><a href=\"\(HTMLEscaping.attribute(url))\">\(HTMLEscaping.text(page.title))</a></li>\n"
        }
        return html + "</ul>\n"
    }

    static let usageLimit = 50

    /// A doc comment's Markdown as HTML (raw HTML escaped, like any content), an image named
    /// as DocC names a catalog's (`![](ListItem)`) taken from the catalog.
    func markdown(_ text: String) -> String {
        var renderer = HTMLRenderer()
        if !docImages.isEmpty {
            let (images, path) = (docImages, path)
            renderer.resolveURL = { link, isImage in
                guard isImage, !link.destination.contains("/"), let file = images[link.destination] else {
                    return link.destination
                }
                return OutputPath.relativeURL(from: path, to: file)
            }
            renderer.imageScale = DocCCatalog.imageScale
        }
        return renderer.render(MarkdownParser.parse(text))
    }

    /// The text up to the first period followed by a space or the end, without Markdown backticks.
    static func firstSentence(_ text: String) -> String {
        let paragraph = text.split(separator: "\n\n", maxSplits: 1).first.map(String.init) ?? text
        let flat = paragraph.split(separator: "\n").joined(separator: " ").filter { $0 != "`" }
        if let end = flat.range(of: ". ") { return String(flat[..<end.lowerBound]) + "." }
        return flat
    }
}
