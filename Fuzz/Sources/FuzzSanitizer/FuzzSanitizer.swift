import CFuzzer
import DocGenCatalog
import Foundation

/// One fuzz input: any bytes as the HTML of a sample (a banner's content), through the
/// sanitizer previews use.
///
/// Beyond not crashing: no kept tag can run anything (a script, style, iframe, object or SVG
/// element, an event handler, a `javascript:` URL), and sanitizing the result again changes
/// nothing.
func fuzzSanitizer(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let html = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let sanitizer = HTMLSanitizer()
    let clean = sanitizer.sanitize(html).html
    // Text is escaped, so every `<` left starts a tag the sanitizer wrote, attributes double-quoted.
    var rest = Substring(clean)
    while let open = rest.firstIndex(of: "<") {
        rest = rest[rest.index(after: open)...]
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "/" }.lowercased()
        if ["script", "iframe", "object", "embed", "svg", "math", "style", "base", "meta", "link", "form"].contains(
            name.hasPrefix("/") ? String(name.dropFirst()) : name)
        {
            abort()
        }
        rest = rest.dropFirst(name.count)
        // Attributes: ` name="value"` until the tag closes.
        while let first = rest.first, first != ">" {
            rest = rest.drop { $0 == " " || $0 == "/" }
            let attribute = rest.prefix { $0 != "=" && $0 != " " && $0 != ">" }.lowercased()
            rest = rest.dropFirst(attribute.count)
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst()
            guard rest.first == "\"" else { abort() }
            rest = rest.dropFirst()
            let value = rest.prefix { $0 != "\"" }
            rest = rest.dropFirst(value.count + 1)
            if attribute.hasPrefix("on") { abort() }
            let url = value.lowercased().filter { !$0.isWhitespace && !$0.isASCIIControl }
            if ["href", "src"].contains(attribute), url.hasPrefix("javascript:") || url.hasPrefix("vbscript:") {
                abort()
            }
        }
    }
    if sanitizer.sanitize(clean).html != clean { abort() }
    return 0
}

extension Character {
    fileprivate var isASCIIControl: Bool { asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }
}

@main enum FuzzSanitizer {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzSanitizer($0, count) } ?? 0 })
    }
}
