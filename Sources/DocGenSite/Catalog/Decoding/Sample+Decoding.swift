import ComponentModels
import DocGenExamples
import DocGenMarkdown
import Foundation

extension Sample {
    /// The sample decoded into a model type exactly as the app's `JSONDecoder` would decode it; nil when it does not decode.
    func decode<Model: Decodable>(_ type: Model.Type) -> Model? {
        // Most samples are plain: SampleDecoder reads them without writing and scanning JSON.
        if SampleDecoder.isPlain(root), let model = try? SampleDecoder.decode(type, from: root) { return model }
        return decodeWithJSONDecoder(type)
    }

    /// The sample written as JSON and decoded with `JSONDecoder`; nil when it does not decode.
    func decodeWithJSONDecoder<Model: Decodable>(_ type: Model.Type) -> Model? {
        var json = JSONWriter()
        guard Self.write(root.value, to: &json, depth: 0) else { return nil }
        return try? JSONDecoder().decode(Model.self, from: Data(json.bytes))
    }

    // Writes JSON; false when a value has no JSON form (a color docgen does not know).
    private static func write(_ value: SampleValue, to json: inout JSONWriter, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch value {
        case let .string(text):
            json.string(text)
        case let .number(text):
            json.number(text)
        case let .bool(flag):
            json.raw(flag ? "true" : "false")
        case .null:
            json.raw("null")
        case let .array(elements):
            json.raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { json.raw(",") }
                guard write(element.value, to: &json, depth: depth + 1) else { return false }
            }
            json.raw("]")
        case let .object(fields):
            json.raw("{")
            for (index, field) in fields.enumerated() {
                if index > 0 { json.raw(",") }
                json.string(field.key)
                json.raw(":")
                guard write(field.value.value, to: &json, depth: depth + 1) else { return false }
            }
            json.raw("}")
        case let .color(color):
            guard let resolved = color.uiColor else { return false }
            json.string(resolved.hexString)
        }
        return true
    }
}

extension SampleColor {
    /// The color as the models' `UIColor`, or nil for a name docgen does not know.
    var uiColor: UIColor? {
        let base: UIColor?
        switch self.base {
        case let .named(name): base = UIColor(systemName: name)
        case let .rgb(red, green, blue): base = UIColor(red: red, green: green, blue: blue, alpha: 1)
        case let .white(white): base = UIColor(white: white, alpha: 1)
        }
        guard let base else { return nil }
        return alpha.map { base.withAlphaComponent($0) } ?? base
    }
}
