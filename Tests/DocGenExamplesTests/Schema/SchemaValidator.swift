import Foundation

@testable import DocGenExamples

/// A JSON Schema 2020-12 validator for the keywords `JSONSchemaWriter` writes, over the JSON
/// checker's own parse: `$ref` into `$defs`, `type`, `enum`, `anyOf`, `oneOf`, `properties`,
/// `required`, `additionalProperties`, `propertyNames`, `items`, `minimum`, `maximum`,
/// `pattern`, and the formats docgen checks (`uuid`, `uri-reference`, base64 content).
struct SchemaValidator {
    let root: [String: Any]

    func isValid(_ node: JSONNode) -> Bool {
        isValid(node.value, against: root)
    }

    private func isValid(_ value: JSONValue, against schema: [String: Any]) -> Bool {
        if let reference = schema["$ref"] as? String {
            let name = String(reference.dropFirst("#/$defs/".count))
            guard let definition = (root["$defs"] as? [String: Any])?[name] as? [String: Any],
                isValid(value, against: definition)
            else { return false }
        }
        if let type = schema["type"] as? String, !hasType(value, type) { return false }
        if let allowed = schema["enum"] as? [Any], !allowed.contains(where: { equals(value, $0) }) { return false }
        if let options = schema["anyOf"] as? [[String: Any]], !options.contains(where: { isValid(value, against: $0) }) {
            return false
        }
        if let options = schema["oneOf"] as? [[String: Any]], options.count(where: { isValid(value, against: $0) }) != 1 {
            return false
        }
        switch value {
        case .object(let members):
            var firsts: [(String, JSONValue)] = []
            for member in members where !firsts.contains(where: { $0.0 == member.key }) {
                firsts.append((member.key, member.value.value))
            }
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in schema["required"] as? [String] ?? [] where !firsts.contains(where: { $0.0 == key }) { return false }
            for (key, member) in firsts {
                if let pattern = (schema["propertyNames"] as? [String: Any])?["pattern"] as? String, !matches(key, pattern) {
                    return false
                }
                if let property = properties[key] as? [String: Any] {
                    if !isValid(member, against: property) { return false }
                } else if let additional = schema["additionalProperties"] {
                    if additional as? Bool == false { return false }
                    if let additional = additional as? [String: Any], !isValid(member, against: additional) { return false }
                }
            }
        case .array(let items):
            if let itemSchema = schema["items"] as? [String: Any], !items.allSatisfy({ isValid($0.value, against: itemSchema) }) {
                return false
            }
        case .number(let text):
            guard let number = Double(text) else { return false }
            if let minimum = (schema["minimum"] as? NSNumber)?.doubleValue, number < minimum { return false }
            if let maximum = (schema["maximum"] as? NSNumber)?.doubleValue, number > maximum { return false }
        case .string(let text):
            if let pattern = schema["pattern"] as? String, !matches(text, pattern) { return false }
            switch schema["format"] as? String {
            case "uuid": if UUID(uuidString: text) == nil { return false }
            case "uri-reference": if URL(string: text) == nil { return false }
            default: break
            }
            if schema["contentEncoding"] as? String == "base64", Data(base64Encoded: text) == nil { return false }
        default:
            break
        }
        return true
    }

    private func hasType(_ value: JSONValue, _ type: String) -> Bool {
        switch (value, type) {
        case (.object, "object"), (.array, "array"), (.string, "string"), (.bool, "boolean"), (.null, "null"),
            (.number, "number"):
            return true
        case (.number(let text), "integer"):
            guard let number = Double(text) else { return false }
            return number == number.rounded(.towardZero)
        default:
            return false
        }
    }

    private func equals(_ value: JSONValue, _ allowed: Any) -> Bool {
        switch value {
        case .string(let text): return (allowed as? String) == text
        case .number(let text):
            guard !(allowed is String), let number = allowed as? NSNumber else { return false }
            return Double(text) == number.doubleValue
        default: return false
        }
    }

    private func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }
}

/// A JSON value written back as text, for samples changed by a test.
func jsonText(_ value: JSONValue) -> String {
    switch value {
    case .object(let members):
        return "{" + members.map { "\(quoted($0.key)): \(jsonText($0.value.value))" }.joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map { jsonText($0.value) }.joined(separator: ", ") + "]"
    case .string(let text): return quoted(text)
    case .number(let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    }
}

private func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        case "\r": result += "\\r"
        default:
            if scalar.value < 0x20 {
                result += String(format: "\\u%04x", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
