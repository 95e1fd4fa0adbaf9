/// HTML escaping exactly as swift-mustache does it for `{{name}}`, for text put into skeletons.
enum MustacheEscaping {
    private static let replacements: [Character: String] = [
        "<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&#39;",
    ]

    /// The bytes that need escaping, one bit each.
    private static let specials: UInt64 =
        1 << UInt8(ascii: "<") | 1 << UInt8(ascii: ">") | 1 << UInt8(ascii: "&") | 1 << UInt8(ascii: "\"")
        | 1 << UInt8(ascii: "'")

    /// `text` escaped; swift-mustache compares whole characters, so a `<` that starts a longer
    /// character (with a combining mark) is left as it is, and so is it here.
    static func escaped(_ text: String) -> String {
        var bytesOf = text
        let needsEscaping = bytesOf.withUTF8 { bytes in
            bytes.contains { byte in byte <= UInt8(ascii: ">") && specials & (1 << byte) != 0 }
        }
        guard needsEscaping else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for character in text {
            if let replacement = replacements[character] {
                output += replacement
            } else {
                output.append(character)
            }
        }
        return output
    }
}
