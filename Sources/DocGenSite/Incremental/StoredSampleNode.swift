import DocGenDiagnostics
import DocGenExamples

/// A sample tree as the cache stores it: each node an array of its line, its column, a one-letter
/// kind and its contents, the file left out.
///
/// Arrays, not the keyed objects synthesized conformances write: JSONDecoder makes a dictionary
/// for every keyed object, which made reading a cached build's samples about three times slower
/// (docs/benchmarks.md). Lines are stored as they are; `StoredExample` makes them relative.
struct StoredSampleNode: Codable {
    var node: SampleNode

    init(_ node: SampleNode) {
        self.node = node
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let line = try container.decode(Int.self)
        let column = try container.decode(Int.self)
        let value: SampleValue
        switch try container.decode(String.self) {
        case "s": value = .string(try container.decode(String.self))
        case "n": value = .number(try container.decode(String.self))
        case "t": value = .bool(true)
        case "f": value = .bool(false)
        case "z": value = .null
        case "a": value = .array(try container.decode([StoredSampleNode].self).map(\.node))
        case "o":
            var fields: [SampleField] = []
            while !container.isAtEnd {
                let key = try container.decode(String.self)
                fields.append(SampleField(key: key, value: try container.decode(StoredSampleNode.self).node))
            }
            value = .object(fields)
        case "c": value = .color(try container.decode(SampleColor.self))
        default: throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown sample kind")
        }
        guard container.isAtEnd else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Sample node too long")
        }
        var location = SourceLocation(file: "", line: 1, column: column)
        // Assigned, since `init` would clamp a relative line of 0 to 1.
        location.line = line
        node = SampleNode(value, at: location)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(node.location.line)
        try container.encode(node.location.column)
        switch node.value {
        case let .string(text):
            try container.encode("s")
            try container.encode(text)
        case let .number(text):
            try container.encode("n")
            try container.encode(text)
        case let .bool(flag): try container.encode(flag ? "t" : "f")
        case .null: try container.encode("z")
        case let .array(elements):
            try container.encode("a")
            try container.encode(elements.map(StoredSampleNode.init))
        case let .object(fields):
            try container.encode("o")
            for field in fields {
                try container.encode(field.key)
                try container.encode(StoredSampleNode(field.value))
            }
        case let .color(color):
            try container.encode("c")
            try container.encode(color)
        }
    }
}
