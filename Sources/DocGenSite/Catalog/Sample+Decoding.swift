import ComponentModels
import DocGenExamples
import DocGenMarkdown
import Foundation

extension Sample {
    /// The sample decoded into a model type with `JSONDecoder`, exactly as the app would decode it; nil when it does not decode.
    func decode<Model: Decodable>(_ type: Model.Type) -> Model? {
        var json = ""
        guard Self.write(root.value, to: &json, depth: 0) else { return nil }
        return try? JSONDecoder().decode(Model.self, from: Data(json.utf8))
    }

    // Writes JSON text; false when a value has no JSON form (a color docgen does not know).
    private static func write(_ value: SampleValue, to json: inout String, depth: Int) -> Bool {
        guard depth < 64 else { return false }
        switch value {
        case let .string(text):
            json += "\"" + JSONText.escape(text) + "\""
        case let .number(text):
            json += text
        case let .bool(flag):
            json += flag ? "true" : "false"
        case .null:
            json += "null"
        case let .array(elements):
            json += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { json += "," }
                guard write(element.value, to: &json, depth: depth + 1) else { return false }
            }
            json += "]"
        case let .object(fields):
            json += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { json += "," }
                json += "\"" + JSONText.escape(field.key) + "\":"
                guard write(field.value.value, to: &json, depth: depth + 1) else { return false }
            }
            json += "}"
        case let .color(color):
            guard let resolved = color.uiColor else { return false }
            json += "\"" + resolved.hexString + "\""
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

/// Escaping for JSON string contents.
enum JSONText {
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
