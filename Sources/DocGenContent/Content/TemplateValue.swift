/// A plain value handed to templates: what front matter and configuration can hold.
public enum TemplateValue: Sendable, Equatable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([TemplateValue])
    case dictionary([String: TemplateValue])
    case null

    /// The value as swift-mustache renders it: Swift strings, numbers, arrays and dictionaries.
    public var mustacheValue: Any {
        switch self {
        case .string(let value): value
        case .int(let value): value
        case .double(let value): value
        case .bool(let value): value
        case .array(let values): values.map(\.mustacheValue)
        case .dictionary(let values): values.mapValues(\.mustacheValue)
        case .null: Optional<String>.none as Any
        }
    }
}
