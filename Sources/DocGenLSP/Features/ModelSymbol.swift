import DocGenDiagnostics
import DocGenExamples

/// A model declaration an example names at a position: a type in an info string or in Swift
/// code, a JSON key, an initializer label, an enum case.
struct ModelSymbol {
    enum Declaration {
        case type(TypeDeclaration)
        case property(TypeDeclaration, PropertyDeclaration)
        case parameter(TypeDeclaration, ParameterDeclaration)
        case enumCase(TypeDeclaration, EnumCaseDeclaration)
    }

    var declaration: Declaration
    /// The span of the name in the document.
    var range: Range

    /// Where it is declared.
    var location: SourceLocation {
        switch declaration {
        case .type(let type): type.location
        case .property(_, let property): property.location
        case .parameter(_, let parameter): parameter.location
        case .enumCase(_, let enumCase): enumCase.location
        }
    }

    /// The declaration as Swift writes it, its doc comment, and where it is.
    var markdown: String {
        let (code, documentation): (String, String?) =
            switch declaration {
            case .type(let type):
                ("\(type.kind.rawValue) \(type.name)", type.documentation)
            case .property(let type, let property):
                (
                    "\(type.name)\n\(property.isLet ? "let" : "var") \(property.name): \(property.type?.description ?? "_")",
                    property.documentation
                )
            case .parameter(let type, let parameter):
                ("\(type.name).init(\(parameter.label ?? "_"): \(parameter.type))", nil)
            case .enumCase(let type, let enumCase):
                ("\(type.name)\ncase \(enumCase.name)", enumCase.documentation)
            }
        var text = "```swift\n\(code)\n```\n"
        if let documentation, !documentation.isEmpty { text += "\n\(documentation)\n" }
        return text + "\n\(location.file):\(location.line)"
    }
}

extension LanguageServer {
    /// The model declaration named at a position of an open page; nil when there is none.
    func symbol(at params: TextDocumentPositionParams) throws -> ModelSymbol? {
        let (document, checked) = try openPage(params.textDocument.uri)
        let (line, column) = document.lineAndColumn(of: params.position)
        guard let index = checked.result.typeIndex,
            let example = ExampleAtPosition(in: checked.result.codeBlocks, line: line, column: column),
            line - 1 < document.lines.count
        else { return nil }
        let lookup = ModelLookup(index: index)
        let text = Array(document.lines[line - 1].unicodeScalars)
        // The name around the position, as scalar offsets in the line.
        var (start, end) = (min(column - 1, text.count), min(column - 1, text.count))
        while start > 0, SwiftCursor.isName(text[start - 1]) { start -= 1 }
        while end < text.count, SwiftCursor.isName(text[end]) { end += 1 }
        let word = String(String.UnicodeScalarView(text[start..<end]))
        let range = Range(
            start: document.position(line: line, column: start + 1), end: document.position(line: line, column: end + 1))
        func found(_ declaration: ModelSymbol.Declaration?) -> ModelSymbol? {
            declaration.map { ModelSymbol(declaration: $0, range: range) }
        }
        switch (example.part, example.fence) {
        case (.info, _):
            return found(lookup.type(named: word).map { .type($0) })
        case (.code(let codeLine, let codeColumn), .json(let typeText)):
            let (before, after) = example.splitCode(line: codeLine, column: codeColumn)
            let cursor = JSONCursor(before: before, after: after)
            guard let key = cursor.key, let root = TypeRef(reading: typeText),
                let container = lookup.type(at: cursor.path, from: root),
                let type = lookup.declaration(of: container.type, scope: container.scope),
                let property = index.decodedProperties(of: type).first(where: { $0.jsonKey == key })?.property
            else { return nil }
            return found(.property(type, property))
        case (.code(let codeLine, _), .swift):
            guard !word.isEmpty else { return nil }
            let shift = example.block.position.column - 1
            let (before, _) = example.splitCode(line: codeLine, column: start + 1 - shift)
            let cursor = SwiftCursor(before: before)
            let isLabel = text[end...].first { $0 != " " } == ":"
            if isLabel, let callee = cursor.callee, let type = lookup.type(named: callee) {
                if let property = type.properties.first(where: { $0.name == word && !$0.isStatic }) {
                    return found(.property(type, property))
                }
                let parameter = type.initializers.lazy.flatMap(\.parameters).first { $0.label == word }
                return found(parameter.map { .parameter(type, $0) })
            }
            if let base = cursor.memberBase {
                let owner: TypeDeclaration? =
                    base.isEmpty
                    ? cursor.callee.flatMap { lookup.type(named: $0) }.flatMap { type in
                        cursor.argumentLabel.flatMap { label in
                            type.initializers.lazy.flatMap(\.parameters).first { $0.label == label }
                        }.flatMap { lookup.declaration(of: $0.type, scope: type.name) }
                    } : lookup.type(named: base)
                if let owner, let enumCase = owner.cases.first(where: { $0.name == word }) {
                    return found(.enumCase(owner, enumCase))
                }
            }
            return found(lookup.type(named: word).map { .type($0) })
        default:
            return nil
        }
    }

    /// Hover: the declaration, its doc comment and its file and line.
    func hover(_ params: TextDocumentPositionParams) throws -> Hover? {
        try symbol(at: params).map { Hover(contents: MarkupContent(value: $0.markdown), range: $0.range) }
    }

    /// Go to definition: the declaration in the model source.
    func definition(_ params: TextDocumentPositionParams) throws -> Location? {
        guard let symbol = try symbol(at: params), let root = site?.configuration.rootDirectory else { return nil }
        let location = symbol.location
        let path = location.file.hasPrefix("/") ? location.file : root.appendingPathComponent(location.file).path
        let position = Position(line: location.line - 1, character: location.column - 1)
        return Location(uri: DocumentURI.uri(of: path), range: Range(start: position, end: position))
    }
}
