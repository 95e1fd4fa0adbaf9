import CFuzzer
import DocGenMarkdown
import Foundation

/// One fuzz input: any bytes as a page body, parsed by cmark-gfm and rendered to HTML
/// with raw HTML off, as docgen renders pages.
func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let document = MarkdownParser.parse(text)
    let html = HTMLRenderer().render(document).lowercased()
    // With raw HTML off no tag of the input may survive.
    if html.contains("<script") || html.contains("<img src=x") || html.contains("href=\"javascript:") { abort() }
    return 0
}

@main enum FuzzMarkdown {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzMarkdown($0, count) } ?? 0 })
    }
}
