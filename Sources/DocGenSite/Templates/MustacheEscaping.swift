/// HTML escaping exactly as swift-mustache does it for `{{name}}`, for text put into skeletons.
enum MustacheEscaping {
    private static let replacements: [Character: String] = [
        "<": "&lt;", ">": "&gt;", "&": "&amp;", "\"": "&quot;", "'": "&#39;",
    ]

    /// `text` escaped; swift-mustache compares whole characters, so a `<` that starts a longer
    /// character (with a combining mark) is left as it is, and so is it here.
    static func escaped(_ text: String) -> String {
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
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
