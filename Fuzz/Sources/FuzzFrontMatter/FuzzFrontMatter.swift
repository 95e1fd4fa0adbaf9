import CFuzzer
import DocGenContent
import Foundation

/// One fuzz input: any bytes as a page (front matter and body) and as docgen.yml.
func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let raw = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    // Line endings normalised as the load step does before front matter is read (CR alone is
    // a line break to YAML, so unnormalised text would number lines differently).
    let text = raw.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    let page = FrontMatterParser.parse(text, file: "fuzz.md")
    // Diagnostics lie within the page.
    let lastLine = 1 + text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    for diagnostic in page.diagnostics where (diagnostic.location?.line ?? 1) > lastLine {
        FileHandle.standardError.write(Data("diagnostic past the end: \(diagnostic)\n".utf8))
        abort()
    }
    let yaml = text.hasPrefix("---\n") ? String(text.dropFirst(4)) : text
    do {
        _ = try ConfigurationFile.parse(yaml, displayPath: "docgen.yml")
    } catch {
        if error.diagnostics.isEmpty { abort() }
    }
    return 0
}

@main enum FuzzFrontMatter {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzFrontMatter($0, count) } ?? 0 })
    }
}
