import DocGenExamples
import Foundation

/// Decodes model values straight from a sample's nodes, giving what `JSONDecoder` gives for the
/// sample's JSON text without writing and scanning that text.
///
/// It takes only the plainest path: strings, booleans, `null`, integers written as plain
/// decimal digits, arrays and objects. Anything else (other number types, `URL`, `Date`, `Data`
/// and `Decimal`, which `JSONDecoder` reads its own way, or any failure) throws
/// `SampleDecoder.Unsupported`, and `Sample.decode` then asks `JSONDecoder`, so a sample that
/// does not decode gets `JSONDecoder`'s answer. `codingPath` is always empty: errors are never shown.
struct SampleDecoder: Decoder {
    /// Thrown for whatever the decoder leaves to `JSONDecoder`.
    struct Unsupported: Error {}

    /// The value being decoded.
    let node: SampleNode

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(fields) = node.value else { throw Unsupported() }
        return KeyedDecodingContainer(KeyedContainer<Key>(fields: fields))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(elements) = node.value else { throw Unsupported() }
        return UnkeyedContainer(elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(node: node) }

    /// A value of `type` decoded from `node`.
    static func decode<T: Decodable>(_ type: T.Type, from node: SampleNode) throws -> T {
        // JSONDecoder reads these four from strings and numbers, not through their own `init(from:)`.
        guard type != URL.self, type != Date.self, type != Data.self, type != Decimal.self else { throw Unsupported() }
        return try T(from: SampleDecoder(node: node))
    }

    /// The string a node holds, a color as the hex string JSON gets for it.
    static func string(_ node: SampleNode) throws -> String {
        switch node.value {
        case let .string(text): return text
        case let .color(color):
            guard let resolved = color.uiColor else { throw Unsupported() }
            return resolved.hexString
        default: throw Unsupported()
        }
    }

    /// The boolean a node holds.
    static func bool(_ node: SampleNode) throws -> Bool {
        guard case let .bool(flag) = node.value else { throw Unsupported() }
        return flag
    }

    /// The integer a node holds, when it is written as plain decimal digits that fit in `Int`.
    static func integer(_ node: SampleNode) throws -> Int {
        guard case let .number(text) = node.value, isPlainInteger(text), let value = Int(text) else {
            throw Unsupported()
        }
        return value
    }
}
