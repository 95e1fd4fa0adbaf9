import DocGenMarkdown

extension CheckedExample {
    /// A page's results without their samples, as bytes (`ArchiveWriter`): each block's fence
    /// line in order, whether it passed, and the type a JSON sample was checked against.
    ///
    /// A one-off build keeps them in its spill file from the examples step, once the page's
    /// previews are drawn, until the page is rendered: a dictionary a page, they grew with the site.
    static func bytes(of results: [Int: CheckedExample]) -> [UInt8] {
        var writer = ArchiveWriter()
        for (line, result) in results.sorted(by: { $0.key < $1.key }) {
            writer.number(line)
            writer.number(result.passed ? 1 : 0)
            writer.optionalText(result.typeName)
        }
        return writer.bytes
    }

    /// The results `bytes(of:)` wrote; nil when these are not such bytes.
    static func results(from bytes: [UInt8]) -> [Int: CheckedExample]? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = ArchiveReader(bytes: buffer)
            var results: [Int: CheckedExample] = [:]
            while !reader.isAtEnd {
                guard let line = reader.number(), let passed = reader.number(), passed <= 1,
                    let typeName = reader.optionalText(), results[line] == nil
                else { return nil }
                results[line] = CheckedExample(typeName: typeName, passed: passed == 1)
            }
            return results
        }
    }
}
