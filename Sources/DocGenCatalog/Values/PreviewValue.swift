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
