import CFuzzer
import DocGenMarkdown
import Foundation

/// One fuzz input: any bytes as a value written into an attribute, through the escaper every
/// writer uses (`HTMLEscaping.attribute`) and the one templates use (`templateValue`).
///
/// Beyond not crashing: no quote, apostrophe or angle bracket is left by any byte sequence
/// (combining marks and invisible characters after a quote included), every `&` starts one of
/// the entities written, and decoding them gives back the value (with NUL as U+FFFD for
/// `attribute`).
func fuzzEscaper(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let value = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for (escaped, keepsNUL) in [(HTMLEscaping.attribute(value), false), (HTMLEscaping.templateValue(value), true)] {
        let bytes = Array(escaped.utf8)
        if bytes.contains(where: {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        }) {
            abort()
        }
        guard let decoded = decode(escaped) else { abort() }
        // By scalars: as characters, a NUL followed by a combining mark is not a NUL.
        let expected =
            keepsNUL
            ? value : String(String.UnicodeScalarView(value.unicodeScalars.map { $0.value == 0 ? "\u{FFFD}" : $0 }))
        if decoded != expected { abort() }
    }
    return 0
}

/// The entities the escaper writes, read back; nil when an `&` starts anything else.
///
/// Read by bytes: as characters, a `;` followed by a joiner is one character that is not `;`.
private func decode(_ text: String) -> String? {
    let entities: [(name: [UInt8], byte: UInt8)] = [
        (Array("&amp;".utf8), UInt8(ascii: "&")), (Array("&lt;".utf8), UInt8(ascii: "<")),
        (Array("&gt;".utf8), UInt8(ascii: ">")), (Array("&quot;".utf8), UInt8(ascii: "\"")),
        (Array("&#39;".utf8), UInt8(ascii: "'")),
    ]
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "&") else {
            result.append(bytes[index])
            index += 1
            continue
        }
        guard let entity = entities.first(where: { bytes[index...].starts(with: $0.name) }) else { return nil }
        result.append(entity.byte)
        index += entity.name.count
    }
    return String(decoding: result, as: UTF8.self)
}

@main enum FuzzEscaper {
    /// Hands the test function to libFuzzer's driver, which reads the corpus and the options.
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, count in data.map { fuzzEscaper($0, count) } ?? 0 })
    }
}
