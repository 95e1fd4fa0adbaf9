import CFuzzer
import DocGenMermaid
import Foundation

/// One fuzz input: any bytes as one diagram's source, through parser, layout and SVG.
func fuzzMermaid(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let output = MermaidRenderer().render(source, file: "fuzz.md", firstLine: 3, idPrefix: "fuzz")
    // A diagram is either drawn or explained; silence would be a bug too.
    if output.svg == nil && output.diagnostics.isEmpty { trap("no SVG and no diagnostic") }
    if let svg = output.svg, svg.contains("<script") { trap("script element in SVG") }
    return 0
}

private func trap(_ message: String) -> Never {
    // Standard error is unbuffered, so the message is out before libFuzzer saves the input.
    FileHandle.standardError.write(Data("fuzz invariant failed: \(message)\n".utf8))
    abort()
}

@main enum FuzzMermaid {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzMermaid($0, count) } ?? 0 })
    }
}
