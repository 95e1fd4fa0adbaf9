import DocGenExamples
import Foundation

/// An example check without diagnostics as the persistent cache stores it, samples included:
/// Codable, written as compact JSON.
///
/// Sample locations are stored relative to the block's first line and without the file, so an
/// entry keyed by the block's text alone serves the same block wherever it moves: decoding puts
/// back the file and line the block has now.
struct StoredExample: Codable {
    /// One sample, its tree with lines relative to the block.
    struct StoredSample: Codable {
        var type: TypeRef
        var root: StoredSampleNode
        var language: Sample.Language
    }

    var checked: Bool
    var typeName: String?
    var samples: [StoredSample]
    /// The types of the top-level constants the block adds to its page's scope, by name.
    var bindings: [String: TypeRef]

    /// The stored form of a result whose block starts at `firstLine`; nil when a line does not fit.
    init?(_ result: ExampleResult, firstLine: Int) {
        var samples: [StoredSample] = []
        samples.reserveCapacity(result.samples.count)
        for sample in result.samples {
            guard let root = Self.moved(sample.root, to: "", lines: 0 &- firstLine) else { return nil }
            samples.append(StoredSample(type: sample.type, root: StoredSampleNode(root), language: sample.language))
        }
        (checked, typeName, self.samples) = (result.checked, result.typeName, samples)
        bindings = result.pageAdditions?.bindings ?? [:]
    }

    /// The result with its samples placed in `file` from `firstLine`; nil when a line does not fit.
    func result(file: String, firstLine: Int) -> ExampleResult? {
        var placed: [Sample] = []
        placed.reserveCapacity(samples.count)
        for sample in samples {
            guard let root = Self.moved(sample.root.node, to: file, lines: firstLine) else { return nil }
            placed.append(Sample(type: sample.type, root: root, language: sample.language))
        }
        var result = ExampleResult(diagnostics: [], checked: checked, typeName: typeName, samples: placed)
        if !bindings.isEmpty { result.pageAdditions = ExamplePageAdditions(bindings: bindings) }
        return result
    }

    /// The cache value for a result whose block starts at `firstLine`; nil when it cannot be stored.
    static func encode(_ result: ExampleResult, firstLine: Int) -> String? {
        // Encoding throws only for a color component JSON cannot hold, such as infinity.
        guard let stored = StoredExample(result, firstLine: firstLine), let data = try? encoder.encode(stored) else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The result a cache value stands for, its samples placed in `file` from `firstLine`; nil
    /// for a value this version did not write, which the build treats as a miss.
    static func decode(_ text: String, file: String, firstLine: Int) -> ExampleResult? {
        (try? decoder.decode(StoredExample.self, from: Data(text.utf8)))?.result(file: file, firstLine: firstLine)
    }

    // Both may be shared between threads once configured.
    private static let encoder = JSONEncoder()
    private static let decoder = JSONDecoder()

    /// The node and everything in it placed `lines` lines further down in `file`; nil when a
    /// line overflows, which only a damaged value can make happen.
    private static func moved(_ node: SampleNode, to file: String, lines: Int) -> SampleNode? {
        let (line, overflow) = node.location.line.addingReportingOverflow(lines)
        guard !overflow else { return nil }
        var location = node.location
        // Assigned, since `init` would clamp a relative line of 0 to 1.
        (location.file, location.line) = (file, line)
        switch node.value {
        case let .array(elements):
            var moved: [SampleNode] = []
            moved.reserveCapacity(elements.count)
            for element in elements {
                guard let element = Self.moved(element, to: file, lines: lines) else { return nil }
                moved.append(element)
            }
            return SampleNode(.array(moved), at: location)
        case let .object(fields):
            var moved: [SampleField] = []
            moved.reserveCapacity(fields.count)
            for field in fields {
                guard let value = Self.moved(field.value, to: file, lines: lines) else { return nil }
                moved.append(SampleField(key: field.key, value: value))
            }
            return SampleNode(.object(moved), at: location)
        case .string, .number, .bool, .null, .color:
            return SampleNode(node.value, at: location)
        }
    }
}
