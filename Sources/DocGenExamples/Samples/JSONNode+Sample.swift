import DocGenDiagnostics

extension JSONNode {
    /// The value as a sample, with each position turned into a file location.
    func sampleNode(in lines: TextLines) -> SampleNode {
        let location = lines.location(line: position.line, column: position.column)
        switch value {
        case let .object(members):
            let fields = members.map { SampleField(key: $0.key, value: $0.value.sampleNode(in: lines)) }
            return SampleNode(.object(fields), at: location)
        case let .array(elements):
            return SampleNode(.array(elements.map { $0.sampleNode(in: lines) }), at: location)
        case let .string(text):
            return SampleNode(.string(text), at: location)
        case let .number(text):
            return SampleNode(.number(text), at: location)
        case let .bool(flag):
            return SampleNode(.bool(flag), at: location)
        case .null:
            return SampleNode(.null, at: location)
        }
    }
}
