import DocGenDiagnostics
import DocGenExamples

/// A sample's value as preview templates see it: JSON's shape, read against the model types.
///
/// Objects are keyed by their JSON keys, in the order the model declares them; a property the
/// sample leaves out is filled with its declared literal default, and an optional left out or
/// `null` is absent. Enum raw values know their case names, and values of color types know they
/// are colors. Nothing here depends on which models a site has: the index read from the site's
/// model folders is the only source of types.
public indirect enum PreviewValue: Sendable, Equatable {
    /// A string, with the case name when it is an enum raw value.
    case text(String, caseName: String?, at: SourceLocation)
    /// A number as written, with the case name when it is an enum raw value.
    case number(String, caseName: String?, at: SourceLocation)
    /// A boolean.
    case bool(Bool, at: SourceLocation)
    /// A color: a Swift color expression, or a JSON string of a color-typed property.
    case color(SampleValue, at: SourceLocation)
    /// An object or dictionary: its keys in order.
    case object([PreviewField], at: SourceLocation)
    /// An array.
    case list([PreviewValue], at: SourceLocation)

    /// Where the value was written.
    public var location: SourceLocation {
        switch self {
        case let .text(_, _, at), let .number(_, _, at), let .bool(_, at), let .color(_, at), let .object(_, at),
            let .list(_, at):
            at
        }
    }

    /// The value of `key` when this is an object.
    public func field(_ key: String) -> PreviewValue? {
        guard case let .object(fields, _) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The text a template prints for a plain value; nil for objects and lists.
    public var text: String? {
        switch self {
        case let .text(text, _, _), let .number(text, _, _): text
        case let .bool(flag, _): flag ? "true" : "false"
        case let .color(value, _):
            if case let .string(text) = value { text } else { PreviewColor(value)?.light }
        case .object, .list: nil
        }
    }
}

/// One key of an object value.
public struct PreviewField: Sendable, Equatable {
    /// The JSON key.
    public var key: String
    /// Its value.
    public var value: PreviewValue
}

extension PreviewValue {
    /// The sample read against the index; its type is the sample's own.
    public init?(_ sample: Sample, index: TypeIndex) {
        guard let value = PreviewValueReader(index: index).read(sample.root, as: sample.type, depth: 0) else { return nil }
        self = value
    }
}

/// Reads sample nodes into preview values, guided by the types the index declares.
private struct PreviewValueReader {
    let index: TypeIndex

    // Samples are bounded by the checks before them; this keeps a cyclic model from recursing forever.
    private static let depthLimit = 48

    /// The names of types whose values are colors: UIKit's, SwiftUI's and Core Graphics'.
    private static let colorTypes: Set<String> = ["UIColor", "Color", "CGColor", "NSColor"]

    func read(_ node: SampleNode, as type: TypeRef?, depth: Int) -> PreviewValue? {
        guard depth < Self.depthLimit else { return nil }
        let resolved = type.map { index.resolve($0).unwrapped }
        let at = node.location
        switch node.value {
        case .null:
            return nil
        case let .bool(flag):
            return .bool(flag, at: at)
        case let .color(color):
            return .color(.color(color), at: at)
        case let .string(text):
            if let name = resolved?.name, Self.colorTypes.contains(name) { return .color(.string(text), at: at) }
            return .text(text, caseName: caseName(of: text, in: resolved), at: at)
        case let .number(text):
            return .number(text, caseName: caseName(of: text, in: resolved), at: at)
        case let .array(elements):
            var element: TypeRef?
            if case let .array(inner)? = resolved { element = inner }
            return .list(elements.compactMap { read($0, as: element, depth: depth + 1) }, at: at)
        case let .object(fields):
            return .object(object(fields, as: resolved, at: at, depth: depth), at: at)
        }
    }

    /// The case whose raw value is `raw`, when the type is an enum with raw values.
    private func caseName(of raw: String, in type: TypeRef?) -> String? {
        guard let name = type?.name, let declaration = index.type(named: name), declaration.kind == .enum else { return nil }
        return declaration.rawValues.first { $0.rawValue == raw }?.caseName
    }

    private func object(_ fields: [SampleField], as type: TypeRef?, at: SourceLocation, depth: Int) -> [PreviewField] {
        if case let .dictionary(_, valueType)? = type {
            return fields.compactMap { field in
                read(field.value, as: valueType, depth: depth + 1).map { PreviewField(key: field.key, value: $0) }
            }
        }
        guard let name = type?.name, let declaration = index.type(named: name) else {
            return fields.compactMap { field in
                read(field.value, as: nil, depth: depth + 1).map { PreviewField(key: field.key, value: $0) }
            }
        }
        // The model's order, then any key its hand-written decoding reads that the index cannot see.
        var result: [PreviewField] = []
        var used: Set<String> = []
        for (jsonKey, property) in index.decodedProperties(of: declaration) {
            let propertyType = property.type.map { index.resolve($0, scope: name) }
            if let field = fields.first(where: { $0.key == jsonKey }) {
                used.insert(jsonKey)
                if let value = read(field.value, as: propertyType, depth: depth + 1) {
                    result.append(PreviewField(key: jsonKey, value: value))
                }
            } else if let literal = property.initialValue,
                let value = DefaultLiteral(literal, type: propertyType, index: index, at: at)?.value
            {
                result.append(PreviewField(key: jsonKey, value: value))
            }
        }
        // Constants the decoder never reads (`let kind = "banner"`) are part of every value too.
        for property in declaration.storedProperties where property.isLet && property.hasInitialValue {
            guard !used.contains(property.name), !result.contains(where: { $0.key == property.name }),
                let literal = property.initialValue,
                let value = DefaultLiteral(
                    literal, type: property.type.map { index.resolve($0, scope: name) }, index: index, at: at)?
                    .value
            else { continue }
            result.append(PreviewField(key: property.name, value: value))
        }
        for field in fields where !used.contains(field.key) && !result.contains(where: { $0.key == field.key }) {
            if let value = read(field.value, as: nil, depth: depth + 1) {
                result.append(PreviewField(key: field.key, value: value))
            }
        }
        return result
    }
}
