/// GitHub's tag filter for raw HTML: the `<` of a tag that would change how the rest of the page
/// is read (`<script>`, `<style>`, `<textarea>` and the like) is written as `&lt;`, as
/// cmark-gfm's `tagfilter` extension writes it, so the tag shows as text.
enum TagFilter {
    /// The filtered tag names, lowercase.
    private static let names: [StaticString] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    /// Appends raw HTML with filtered tags escaped: every tag in an HTML block
    /// (`everyTag`), or only the tag at the start of an inline HTML span, as cmark-gfm checks them.
    static func append(_ html: String, everyTag: Bool, to output: inout HTMLBytes) {
        var html = html
        html.withUTF8 { bytes in
            var runStart = 0
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "<"), isFiltered(bytes, at: offset) {
                    output.raw(utf8: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                    output.raw("&lt;")
                    runStart = offset + 1
                }
                guard everyTag else { break }
                offset += 1
            }
            output.raw(utf8: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Whether the bytes at `start`, a `<`, open or close a filtered tag: `<`, an optional `/`,
    /// a filtered name in any case, then whitespace, `>` or `/>`.
    private static func isFiltered(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard bytes.count - start >= 3 else { return false }
        let nameStart = bytes[start + 1] == UInt8(ascii: "/") ? start + 2 : start + 1
        return names.contains { name in
            name.withUTF8Buffer { name in
                let end = nameStart + name.count
                guard end < bytes.count,
                    name.indices.allSatisfy({ UTF8Scalar.asciiLowercased(bytes[nameStart + $0]) == name[$0] })
                else { return false }
                switch bytes[end] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), 0x0B, 0x0C, UInt8(ascii: "\r"),
                    UInt8(ascii: ">"):
                    return true
                case UInt8(ascii: "/"): return end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ">")
                default: return false
                }
            }
        }
    }
}
