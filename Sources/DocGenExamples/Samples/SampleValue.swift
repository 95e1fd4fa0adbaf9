import DocGenDiagnostics

/// A sample value from a documentation example, in JSON's shape, with where each part was written.
///
/// JSON samples map one to one. Swift samples come from model initializer calls whose arguments
/// are all literals: labels become keys, enum cases become their raw values, and UIKit color
/// expressions become `color`, so both kinds of sample decode the same way.
public indirect enum SampleValue: Sendable, Equatable, Codable {
    /// A string.
    case string(String)
    /// A number, as written, so nothing is lost before it is decoded.
    case number(String)
    /// A boolean.
    case bool(Bool)
    /// `null` or `nil`.
    case null
    /// An array or array literal.
    case array([SampleNode])
    /// A JSON object, a model initializer call (its labels as keys) or a dictionary literal.
    case object([SampleField])
    /// A color written as a Swift expression, such as `UIColor.systemOrange.withAlphaComponent(0.1)`.
    case color(SampleColor)
}

/// A sample value with the location of its first character in the Markdown file.
public struct SampleNode: Sendable, Equatable, Codable {
    /// The value.
    public var value: SampleValue
    /// Where it starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ value: SampleValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The field with this key when the value is an object.
    public func field(_ key: String) -> SampleNode? {
        guard case let .object(fields) = value else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// The elements when the value is an array.
    public var elements: [SampleNode]? {
        if case let .array(elements) = value { return elements }
        return nil
    }
}

/// One key of an object sample with its value.
public struct SampleField: Sendable, Equatable, Codable {
    /// The key: the JSON key, or the property the argument label fills.
    public var key: String
    /// The value.
    public var value: SampleNode

    /// Creates a field.
    public init(key: String, value: SampleNode) {
        self.key = key
        self.value = value
    }
}

/// A color expression from Swift: a named system color or components, with an optional opacity.
public struct SampleColor: Sendable, Equatable, Codable {
    /// Where the color comes from.
    public enum Base: Sendable, Equatable, Codable {
        /// A named color such as `systemOrange` or `white`.
        case named(String)
        /// `UIColor(red:green:blue:alpha:)`, components 0...1.
        case rgb(red: Double, green: Double, blue: Double)
        /// `UIColor(white:alpha:)`.
        case white(Double)
    }

    /// The color before any opacity is applied.
    public var base: Base
    /// The opacity from the initializer or `withAlphaComponent(_:)`; nil keeps the base's own.
    public var alpha: Double?

    /// Creates a color expression.
    public init(base: Base, alpha: Double?) {
        self.base = base
        self.alpha = alpha
    }
}
