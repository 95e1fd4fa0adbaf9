import DocGenDiagnostics
import DocGenExamples

/// The site's model types as reading samples needs them, worked out once per build: each
/// type's decoded keys in order with their resolved types and declared defaults, its constants,
/// and each enum's case names by raw value.
///
/// Every sample of a build is read against the same types, so resolving a property's type or
/// finding its default once per type, not once per sample, is most of what reading costs.
public struct PreviewModels: Sendable {
    /// The index the models were read from.
    public let index: TypeIndex
    private let objects: [String: ObjectModel]
    private let caseNames: [String: [String: String]]

    /// The models of `index`.
    public init(index: TypeIndex) {
        self.index = index
        var objects: [String: ObjectModel] = [:]
        var caseNames: [String: [String: String]] = [:]
        for (name, declaration) in index.types {
            objects[name] = ObjectModel(declaration, index: index)
            guard declaration.kind == .enum else { continue }
            var byRaw: [String: String] = [:]
            for (caseName, rawValue) in declaration.rawValues where byRaw[rawValue] == nil { byRaw[rawValue] = caseName }
            if !byRaw.isEmpty { caseNames[name] = byRaw }
        }
        (self.objects, self.caseNames) = (objects, caseNames)
    }

    /// The names of types whose values are colors: UIKit's, SwiftUI's and Core Graphics'.
    private static let colorTypes: Set<String> = ["UIColor", "Color", "CGColor", "NSColor"]

    // Samples are bounded by the checks before them; this keeps a cyclic model from recursing forever.
    private static let depthLimit = 48

    /// A sample's value, read against the models; its type is the sample's own.
    func value(of sample: Sample) -> PreviewValue? {
        read(sample.root, as: index.resolve(sample.type).unwrapped, depth: 0)
    }

    /// Reads `node` as a value of `type`, already resolved and unwrapped.
    private func read(_ node: SampleNode, as type: TypeRef?, depth: Int) -> PreviewValue? {
        guard depth < Self.depthLimit else { return nil }
        let at = node.location
        switch node.value {
        case .null:
            return nil
        case let .bool(flag):
            return .bool(flag, at: at)
        case let .color(color):
            return .color(.color(color), at: at)
        case let .string(text):
            if let name = type?.name, Self.colorTypes.contains(name) { return .color(.string(text), at: at) }
            return .text(text, caseName: caseName(of: text, in: type), at: at)
        case let .number(text):
            return .number(text, caseName: caseName(of: text, in: type), at: at)
        case let .array(elements):
            var element: TypeRef?
            if case let .array(inner)? = type { element = index.resolve(inner).unwrapped }
            return .list(elements.compactMap { read($0, as: element, depth: depth + 1) }, at: at)
        case let .object(fields):
            return .object(object(fields, as: type, at: at, depth: depth), at: at)
        }
    }

    /// The case whose raw value is `raw`, when the type is an enum with raw values.
    private func caseName(of raw: String, in type: TypeRef?) -> String? {
        guard let name = type?.name else { return nil }
        return caseNames[name]?[raw]
    }

    private func object(_ fields: [SampleField], as type: TypeRef?, at: SourceLocation, depth: Int) -> [PreviewField] {
        if case let .dictionary(_, valueType)? = type {
            let resolved = index.resolve(valueType).unwrapped
            return fields.compactMap { field in
                read(field.value, as: resolved, depth: depth + 1).map { PreviewField(key: field.key, value: $0) }
            }
        }
        guard let name = type?.name, let model = objects[name] else {
            return fields.compactMap { field in
                read(field.value, as: nil, depth: depth + 1).map { PreviewField(key: field.key, value: $0) }
            }
        }
        // The model's order, then any key its hand-written decoding reads that the index cannot see.
        var result: [PreviewField] = []
        result.reserveCapacity(model.decoded.count + model.constants.count)
        for property in model.decoded {
            if let field = fields.first(where: { $0.key == property.key }) {
                if let value = read(field.value, as: property.type, depth: depth + 1) {
                    result.append(PreviewField(key: property.key, value: value))
                }
            } else if let value = property.defaultValue {
                result.append(PreviewField(key: property.key, value: value.relocated(to: at)))
            }
        }
        // A key the decoder reads counts as given whenever the sample has it, even as `null`.
        func isGiven(_ key: String) -> Bool {
            model.decoded.contains { $0.key == key } && fields.contains { $0.key == key }
        }
        // Constants the decoder never reads (`let kind = "banner"`) are part of every value too.
        for constant in model.constants {
            guard let value = constant.defaultValue, !isGiven(constant.key), !result.contains(where: { $0.key == constant.key })
            else { continue }
            result.append(PreviewField(key: constant.key, value: value.relocated(to: at)))
        }
        for field in fields where !isGiven(field.key) && !result.contains(where: { $0.key == field.key }) {
            if let value = read(field.value, as: nil, depth: depth + 1) {
                result.append(PreviewField(key: field.key, value: value))
            }
        }
        return result
    }
}

/// One model type's keys as samples are read against it.
private struct ObjectModel: Sendable {
    struct Property: Sendable {
        var key: String
        /// The declared type, resolved in the model's scope and unwrapped.
        var type: TypeRef?
        /// The declared literal default, placed where the object was written when used.
        var defaultValue: PreviewValue?
    }

    /// The keys the decoder reads, in the model's order.
    let decoded: [Property]
    /// Stored constants with a literal value, keyed by property name.
    let constants: [Property]

    // Defaults are read once, at a placeholder; each use moves them to the sample's object.
    private static let placeholder = SourceLocation(file: "", line: 0)

    init(_ declaration: TypeDeclaration, index: TypeIndex) {
        let name = declaration.name
        func resolved(_ type: TypeRef?) -> TypeRef? {
            type.map { index.resolve(index.resolve($0, scope: name)).unwrapped }
        }
        func defaultValue(_ property: PropertyDeclaration) -> PreviewValue? {
            guard let literal = property.initialValue else { return nil }
            return DefaultLiteral(
                literal, type: property.type.map { index.resolve($0, scope: name) }, index: index, at: Self.placeholder)?.value
        }
        decoded = index.decodedProperties(of: declaration).map { jsonKey, property in
            Property(key: jsonKey, type: resolved(property.type), defaultValue: defaultValue(property))
        }
        constants = declaration.storedProperties.filter { $0.isLet && $0.hasInitialValue }.map { property in
            Property(key: property.name, type: nil, defaultValue: defaultValue(property))
        }
    }
}

extension PreviewValue {
    /// The sample read against the site's models; its type is the sample's own.
    public init?(_ sample: Sample, models: PreviewModels) {
        guard let value = models.value(of: sample) else { return nil }
        self = value
    }

    /// The value written at `location` instead, with everything in it.
    fileprivate func relocated(to location: SourceLocation) -> PreviewValue {
        switch self {
        case let .text(text, caseName, _): .text(text, caseName: caseName, at: location)
        case let .number(text, caseName, _): .number(text, caseName: caseName, at: location)
        case let .bool(flag, _): .bool(flag, at: location)
        case let .color(value, _): .color(value, at: location)
        case let .object(fields, _):
            .object(fields.map { PreviewField(key: $0.key, value: $0.value.relocated(to: location)) }, at: location)
        case let .list(elements, _): .list(elements.map { $0.relocated(to: location) }, at: location)
        }
    }
}
