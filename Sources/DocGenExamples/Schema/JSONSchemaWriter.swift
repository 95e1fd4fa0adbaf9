import Foundation

/// JSON Schemas (draft 2020-12) of the model types, for `docgen schema`: what the JSON checker
/// accepts, written for other tools.
///
/// Each choice follows `JSONValidator`, so that a sample the schema accepts is one `docgen check`
/// passes without errors: keys are those synthesized `Decodable` reads (`CodingKeys` names
/// included), a key is required unless its type is optional (a default value is not used by
/// synthesized decoding), unknown keys are refused, a raw-value enum is its raw values and an
/// enum with associated values an object with one key, the case. A type whose hand-written
/// `init(from:)` docgen cannot follow keeps its keys with none required; types docgen does not
/// check (protocols, names outside the index, opaque types) accept any value. Model types are
/// `$defs`, referred to by `$ref`; a generic type is written in place for its arguments.
public struct JSONSchemaWriter {
    /// The model types.
    public let index: TypeIndex

    /// A writer for the types of `index`.
    public init(index: TypeIndex) {
        self.index = index
    }

    /// The names of the types `docgen schema` writes by default: every type that declares
    /// `Codable` or `Decodable`, sorted.
    public var decodableTypeNames: [String] {
        index.types.values.filter { $0.declaresDecodable && $0.kind != .protocol }.map(\.name).sorted()
    }

    /// The schema of a value of `type` as a JSON object, with the model types it uses in `$defs`.
    public func schema(for type: TypeRef, title: String? = nil) -> [String: Any] {
        var definitions: [String: [String: Any]] = [:]
        var root = schema(type, scope: nil, definitions: &definitions, depth: 0)
        // A named model type is its definition at the root, not a reference to it.
        if let reference = root["$ref"] as? String, root.count == 1 {
            let name = String(reference.dropFirst("#/$defs/".count))
            if let definition = definitions[name] {
                root = definition
                if !isReferenced(name, in: definitions) { definitions[name] = nil }
            }
        }
        var document: [String: Any] = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
        if let title { document["title"] = title }
        document.merge(root) { _, new in new }
        if !definitions.isEmpty { document["$defs"] = definitions }
        return document
    }

    /// The schema of the model type `name` as JSON text, keys sorted; nil when the index has no such type.
    public func schemaText(forType name: String) -> String? {
        guard let declaration = index.type(named: name) else { return nil }
        var document = schema(for: .named(declaration.name), title: declaration.name)
        document["$id"] = "\(declaration.name).schema.json"
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return nil }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func isReferenced(_ name: String, in definitions: [String: [String: Any]]) -> Bool {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: definitions, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return true }
        return String(decoding: data, as: UTF8.self).contains("\"#/$defs/\(name)\"")
    }

    private func schema(
        _ type: TypeRef, scope: String?, definitions: inout [String: [String: Any]], depth: Int
    ) -> [String: Any] {
        // A generic type nested in itself would be written in place for ever.
        guard depth < 32 else { return [:] }
        switch index.resolve(type, scope: scope) {
        case .optional(let wrapped):
            return ["anyOf": [schema(wrapped, scope: scope, definitions: &definitions, depth: depth + 1), ["type": "null"]]]
        case .opaque:
            return [:]
        case .array(let element):
            return ["type": "array", "items": schema(element, scope: scope, definitions: &definitions, depth: depth + 1)]
        case .dictionary(let key, let value):
            guard key.name == "String" || key.name == "Int" else { return ["type": "object"] }
            var result: [String: Any] = [
                "type": "object",
                "additionalProperties": schema(value, scope: scope, definitions: &definitions, depth: depth + 1),
            ]
            if key.name == "Int" { result["propertyNames"] = ["pattern": "^-?[0-9]+$"] }
            return result
        case .named(let name, let arguments):
            if let scalar = Self.scalar(name) { return scalar }
            if name == "Set", let element = arguments.first {
                return ["type": "array", "items": schema(element, scope: scope, definitions: &definitions, depth: depth + 1)]
            }
            guard let declaration = index.type(named: name) else { return [:] }
            if !declaration.genericParameters.isEmpty {
                return definition(of: declaration, arguments: arguments, definitions: &definitions, depth: depth + 1)
            }
            if definitions[name] == nil {
                // Placed first, so a type that contains itself refers to its own definition.
                definitions[name] = [:]
                definitions[name] = definition(of: declaration, arguments: [], definitions: &definitions, depth: depth + 1)
            }
            return ["$ref": "#/$defs/\(name)"]
        }
    }

    private func definition(
        of declaration: TypeDeclaration, arguments: [TypeRef], definitions: inout [String: [String: Any]], depth: Int
    ) -> [String: Any] {
        var result: [String: Any] = [:]
        if let documentation = declaration.documentation, !documentation.isEmpty { result["description"] = documentation }
        switch (declaration.kind, declaration.decoding) {
        case (.protocol, _):
            return result
        case (_, .singleString):
            result["type"] = "string"
            if declaration.simpleName == "UIColor" {
                var forms: [[String: Any]] = [["pattern": "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"]]
                let names = StringCodedForms.colorNames(of: declaration, index: index)
                if !names.isEmpty { forms.append(["enum": names]) }
                result["anyOf"] = forms
            }
        case (.enum, .handWritten):
            return result
        case (.enum, _):
            if let rawName = declaration.rawType?.name {
                let isText = rawName == "String" || rawName == "Character"
                result["enum"] = declaration.rawValues.map { raw -> Any in
                    if isText { return raw.rawValue }
                    if let integer = Int(raw.rawValue) { return integer }
                    return Double(raw.rawValue) ?? raw.rawValue
                }
            } else {
                result["oneOf"] = declaration.cases.map { enumCase -> [String: Any] in
                    let fields = (enumCase.associatedValues ?? []).enumerated().map { offset, parameter in
                        (key: parameter.label ?? "_\(offset)", type: Optional(parameter.type))
                    }
                    let payload = object(
                        fields, scope: declaration.name, requireAll: true, definitions: &definitions, depth: depth)
                    return [
                        "type": "object", "properties": [enumCase.name: payload], "required": [enumCase.name],
                        "additionalProperties": false,
                    ]
                }
            }
        case (_, let decoding):
            let bindings = Dictionary(zip(declaration.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            let fields = declaration.decodedFields.map { (key: $0.jsonKey, type: $0.type.map { $0.substituting(bindings) }) }
            result.merge(
                object(
                    fields, scope: declaration.name, requireAll: decoding == .synthesized, definitions: &definitions, depth: depth
                )
            ) { _, new in new }
        }
        return result
    }

    /// An object of these keys and no others; with `requireAll`, every key whose type is not optional is required.
    private func object(
        _ fields: [(key: String, type: TypeRef?)], scope: String, requireAll: Bool,
        definitions: inout [String: [String: Any]], depth: Int
    ) -> [String: Any] {
        var properties: [String: Any] = [:]
        var required: [String] = []
        for field in fields where properties[field.key] == nil {
            guard let type = field.type else {
                properties[field.key] = [String: Any]()
                continue
            }
            properties[field.key] = schema(type, scope: scope, definitions: &definitions, depth: depth)
            if requireAll, !index.resolve(type, scope: scope).isOptional { required.append(field.key) }
        }
        var result: [String: Any] = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { result["required"] = required }
        return result
    }

    /// The schema of a standard type, as `JSONScalarCheck` reads it; nil for other names.
    private static func scalar(_ name: String) -> [String: Any]? {
        guard let check = JSONScalarCheck(typeName: name) else { return nil }
        switch check {
        case .string: return ["type": "string"]
        case .bool: return ["type": "boolean"]
        case .integer(let range):
            return ["type": "integer", "minimum": range.minimum, "maximum": range.maximum]
        case .floating: return ["type": "number"]
        case .url: return ["type": "string", "format": "uri-reference"]
        case .uuid: return ["type": "string", "format": "uuid"]
        // JSONDecoder's default date strategy reads seconds as a number.
        case .date: return ["type": "number"]
        case .data: return ["type": "string", "contentEncoding": "base64"]
        }
    }
}
