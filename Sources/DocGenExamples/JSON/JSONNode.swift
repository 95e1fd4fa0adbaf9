/// A JSON value with the position of its first character.
struct JSONNode: Sendable {
    /// The value.
    var value: JSONValue
    /// Where the value starts (its `{`, `[`, `"` or first digit).
    var position: TextPosition
}

/// One JSON value; numbers keep their text so that range checks see exactly what was written.
enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    /// The kind as used in messages: "an object", "a string", ….
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case let .number(text): text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? "a number" : "an integer"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One key of a JSON object with its value.
struct JSONMember: Sendable {
    /// The key, unescaped.
    var key: String
    /// Where the key's opening quote is.
    var keyPosition: TextPosition
    /// The value.
    var value: JSONNode
}

extension JSONNode {
    /// The members when the value is an object.
    var members: [JSONMember]? {
        if case let .object(members) = value { return members }
        return nil
    }

    /// The string when the value is a string.
    var string: String? {
        if case let .string(text) = value { return text }
        return nil
    }

    /// The member with this key (the first, as JSONDecoder reads duplicate keys).
    func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }
}
