import CFuzzer
import DocGenExamples
import DocGenHighlight
import Foundation

// The model types examples are checked against, read once from the repository's sources.
private let checker: ExampleChecker = {
    let models = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ComponentModels")
    guard let index = try? TypeIndex.build(fromFolders: [models]) else {
        print("cannot read the model types at \(models.path)")
        exit(1)
    }
    return ExampleChecker(index: index)
}()

/// One fuzz input: any bytes as a ```swift block, checked and highlighted.
func fuzzSwift(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let code = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let result = checker.check(code: code, info: "swift", file: "fuzz.md", firstLine: 5)
    // Every diagnostic lies in the block, or on its fence line (the info string).
    let lastLine = 5 + code.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    for diagnostic in result.diagnostics {
        guard let location = diagnostic.location, (4...lastLine).contains(location.line) else {
            FileHandle.standardError.write(Data("diagnostic outside the block: \(diagnostic)\n".utf8))
            abort()
        }
    }
    if let html = SyntaxHighlighter.html(for: code, language: "swift"), html.contains("<script") { abort() }
    return 0
}

@main enum FuzzSwift {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzSwift($0, count) } ?? 0 })
    }
}
