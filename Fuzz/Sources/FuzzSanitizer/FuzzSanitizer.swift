import CFuzzer
import DocGenHTML
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
    for tag in Tag.all(in: Array(clean.utf8)) {
        guard let tag else { abort() }
        if ["script", "iframe", "object", "embed", "svg", "math", "style", "base", "meta", "link", "form"].contains(tag.name) {
            abort()
        }
        for (name, value) in tag.attributes {
            if name.hasPrefix("on") { abort() }
            let url = value.lowercased().unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
            let scheme = String(String.UnicodeScalarView(url.prefix(11)))
            if ["href", "src"].contains(name), scheme.hasPrefix("javascript:") || scheme.hasPrefix("vbscript:") { abort() }
        }
    }
    if sanitizer.sanitize(clean).html != clean { abort() }
    return 0
}

/// A tag of the sanitizer's output, read by bytes as a browser reads it: text is escaped, so
/// every `<` starts a tag, whose attributes are double-quoted.
private struct Tag {
    var name: String
    var attributes: [(String, String)]

    /// Every tag; nil for one that is not as the sanitizer writes them.
    static func all(in bytes: [UInt8]) -> [Tag?] {
        var tags: [Tag?] = []
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            let nameEnd = bytes[index...].firstIndex { !isNameByte($0) } ?? bytes.count
            var tag = Tag(name: String(decoding: bytes[index..<nameEnd], as: UTF8.self).lowercased(), attributes: [])
            index = nameEnd
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "/") {
                    index += 1
                    continue
                }
                let attributeEnd = bytes[index...].firstIndex { !isNameByte($0) } ?? bytes.count
                let name = String(decoding: bytes[index..<attributeEnd], as: UTF8.self).lowercased()
                guard !name.isEmpty else { return tags + [nil] }
                index = attributeEnd
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    tag.attributes.append((name, ""))
                    continue
                }
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
                    let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\""))
                else { return tags + [nil] }
                tag.attributes.append((name, String(decoding: bytes[(index + 2)..<close], as: UTF8.self)))
                index = close + 1
            }
            tags.append(tag)
        }
        return tags
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
    }
}

@main enum FuzzSanitizer {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzSanitizer($0, count) } ?? 0 })
    }
}
