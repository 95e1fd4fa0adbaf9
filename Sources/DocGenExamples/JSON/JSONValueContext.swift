/// Where a JSON value sits, for naming it in messages.
enum JSONValueContext {
    /// The whole sample.
    case root
    /// The value of a key of a model object.
    case property(String)
    /// An element of an array.
    case element
    /// The value of a key of a dictionary.
    case dictionaryValue(String)

    /// " for 'priority'", " for an array element", …; "" for the root.
    var suffix: String {
        switch self {
        case .root: ""
        case let .property(key): " for '\(key)'"
        case .element: " for an array element"
        case let .dictionaryValue(key): " for key '\(key)'"
        }
    }

    /// "'priority'", "an array element", "the value".
    var subject: String {
        switch self {
        case .root: "the value"
        case let .property(key): "'\(key)'"
        case .element: "an array element"
        case let .dictionaryValue(key): "key '\(key)'"
        }
    }
}
