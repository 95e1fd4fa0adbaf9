import DocGenExamples

extension SampleDecoder {
    /// The fields of an object sample, looked up by key.
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: [SampleField]

        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { fields.contains { $0.key == key.stringValue } }

        private func node(_ key: Key) throws -> SampleNode {
            let name = key.stringValue
            guard let field = fields.first(where: { $0.key == name }) else { throw Unsupported() }
            return field.value
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard case .null = try node(key).value else { return false }
            return true
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try SampleDecoder.bool(node(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try SampleDecoder.string(node(key)) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try SampleDecoder.integer(node(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw Unsupported() }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw Unsupported() }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw Unsupported() }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw Unsupported() }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw Unsupported() }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw Unsupported() }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw Unsupported() }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw Unsupported() }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw Unsupported() }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw Unsupported() }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw Unsupported() }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try SampleDecoder.decode(type, from: node(key))
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try SampleDecoder(node: node(key)).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try SampleDecoder(node: node(key)).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { throw Unsupported() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw Unsupported() }
    }

    /// The elements of an array sample, taken in order.
    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [SampleNode]
        private(set) var currentIndex = 0

        init(elements: [SampleNode]) { self.elements = elements }

        var codingPath: [any CodingKey] { [] }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> SampleNode {
            guard currentIndex < elements.count else { throw Unsupported() }
            defer { currentIndex += 1 }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard currentIndex < elements.count else { throw Unsupported() }
            guard case .null = elements[currentIndex].value else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try SampleDecoder.bool(next()) }
        mutating func decode(_ type: String.Type) throws -> String { try SampleDecoder.string(next()) }
        mutating func decode(_ type: Int.Type) throws -> Int { try SampleDecoder.integer(next()) }
        mutating func decode(_ type: Double.Type) throws -> Double { throw Unsupported() }
        mutating func decode(_ type: Float.Type) throws -> Float { throw Unsupported() }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { throw Unsupported() }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { throw Unsupported() }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { throw Unsupported() }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { throw Unsupported() }
        mutating func decode(_ type: UInt.Type) throws -> UInt { throw Unsupported() }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { throw Unsupported() }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { throw Unsupported() }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { throw Unsupported() }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { throw Unsupported() }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try SampleDecoder.decode(type, from: next())
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try SampleDecoder(node: next()).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try SampleDecoder(node: next()).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { throw Unsupported() }
    }

    /// One value.
    struct SingleValueContainer: SingleValueDecodingContainer {
        let node: SampleNode

        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool {
            guard case .null = node.value else { return false }
            return true
        }
        func decode(_ type: Bool.Type) throws -> Bool { try SampleDecoder.bool(node) }
        func decode(_ type: String.Type) throws -> String { try SampleDecoder.string(node) }
        func decode(_ type: Int.Type) throws -> Int { try SampleDecoder.integer(node) }
        func decode(_ type: Double.Type) throws -> Double { throw Unsupported() }
        func decode(_ type: Float.Type) throws -> Float { throw Unsupported() }
        func decode(_ type: Int8.Type) throws -> Int8 { throw Unsupported() }
        func decode(_ type: Int16.Type) throws -> Int16 { throw Unsupported() }
        func decode(_ type: Int32.Type) throws -> Int32 { throw Unsupported() }
        func decode(_ type: Int64.Type) throws -> Int64 { throw Unsupported() }
        func decode(_ type: UInt.Type) throws -> UInt { throw Unsupported() }
        func decode(_ type: UInt8.Type) throws -> UInt8 { throw Unsupported() }
        func decode(_ type: UInt16.Type) throws -> UInt16 { throw Unsupported() }
        func decode(_ type: UInt32.Type) throws -> UInt32 { throw Unsupported() }
        func decode(_ type: UInt64.Type) throws -> UInt64 { throw Unsupported() }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try SampleDecoder.decode(type, from: node) }
    }
}
