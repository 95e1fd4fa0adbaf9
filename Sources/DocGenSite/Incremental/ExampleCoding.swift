import DocGenDiagnostics
import DocGenExamples

/// An example check without diagnostics as cache text, samples included.
///
/// Sample locations are stored relative to the block's first line and without the file, so an
/// entry keyed by the block's text alone serves the same block wherever it moves: decoding puts
/// back the file and line the block has now. The text is a sequence of tags (one character),
/// integers ending in `;` and strings written as their UTF-8 length, `:` and the bytes.
enum ExampleCoding {
    /// The cache text of a result.
    static func encode(_ result: ExampleResult, firstLine: Int) -> String {
        var writer = Writer(firstLine: firstLine)
        writer.tag(result.checked ? "1" : "0")
        if let typeName = result.typeName {
            writer.tag("T")
            writer.string(typeName)
        } else {
            writer.tag("N")
        }
        writer.integer(result.samples.count)
        for sample in result.samples {
            writer.tag(sample.language == .json ? "j" : "s")
            writer.type(sample.type)
            writer.node(sample.root)
        }
        // The types of the top-level constants the block adds to its page's scope, by name.
        let bindings = result.pageAdditions?.bindings.sorted { $0.key < $1.key } ?? []
        writer.integer(bindings.count)
        for (name, type) in bindings {
            writer.string(name)
            writer.type(type)
        }
        return writer.text
    }

    /// The result a cache text stands for, its samples placed in `file` from `firstLine`; nil
    /// for text this version did not write.
    static func decode(_ text: String, file: String, firstLine: Int) -> ExampleResult? {
        var reader = Reader(bytes: Array(text.utf8), file: file, firstLine: firstLine)
        guard let checked = reader.tag(), checked == "1" || checked == "0" else { return nil }
        let typeName: String?
        switch reader.tag() {
        case "T":
            guard let name = reader.string() else { return nil }
            typeName = name
        case "N": typeName = nil
        default: return nil
        }
        guard let count = reader.integer() else { return nil }
        var samples: [Sample] = []
        for _ in 0..<count {
            guard let language = reader.tag(), language == "j" || language == "s", let type = reader.type(),
                let root = reader.node()
            else { return nil }
            samples.append(Sample(type: type, root: root, language: language == "j" ? .json : .swift))
        }
        guard let bindingCount = reader.integer(), bindingCount >= 0 else { return nil }
        var bindings: [String: TypeRef] = [:]
        for _ in 0..<bindingCount {
            guard let name = reader.string(), let type = reader.type() else { return nil }
            bindings[name] = type
        }
        guard reader.isAtEnd else { return nil }
        var result = ExampleResult(diagnostics: [], checked: checked == "1", typeName: typeName, samples: samples)
        if !bindings.isEmpty { result.pageAdditions = ExamplePageAdditions(bindings: bindings) }
        return result
    }
}
