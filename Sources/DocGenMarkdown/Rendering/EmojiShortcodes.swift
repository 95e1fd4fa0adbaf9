/// GitHub's emoji shortcodes: `:tada:` is 🎉 in text, never in code or a URL.
///
/// The names come from GitHub's gemoji list (`EmojiTable.swift`, written by
/// scripts/generate-emoji from a packaged copy of it).
public enum EmojiShortcodes {
    /// The characters of each shortcode's name, read from the table on first use.
    static let characters: [Substring: String] = {
        var characters: [Substring: String] = [:]
        for line in table.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            let scalars = line[line.index(after: space)...].split(separator: "-").compactMap { UInt32($0, radix: 16) }
                .compactMap(Unicode.Scalar.init)
            characters[line[..<space]] = String(String.UnicodeScalarView(scalars))
        }
        return characters
    }()

    /// The emoji a shortcode's name (without colons) stands for, or nil.
    public static func emoji(named name: some StringProtocol) -> String? {
        characters[Substring(name)]
    }

    /// `text` with each `:name:` GitHub knows replaced by its emoji; the same string when it has none.
    public static func replacing(in text: String) -> String {
        // Most text has no colon pair at all, which `memchr` tells many bytes a step.
        let colon = UInt8(ascii: ":")
        let hasPair =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.offset(of: colon).map { bytes.offset(of: colon, from: $0 + 1) != nil } ?? false
            } ?? (text.utf8.lazy.filter { $0 == colon }.prefix(2).count == 2)
        guard hasPair else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: ":") {
            let afterOpen = rest.index(after: open)
            let name = rest[afterOpen...].prefix { isNameCharacter($0) }
            if name.endIndex < rest.endIndex, rest[name.endIndex] == ":", !name.isEmpty, let emoji = characters[name] {
                result += rest[..<open]
                result += emoji
                rest = rest[rest.index(after: name.endIndex)...]
            } else {
                result += rest[...open]
                rest = rest[afterOpen...]
            }
        }
        result += rest
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x61...0x7A).contains(ascii) || (0x30...0x39).contains(ascii) || ascii == UInt8(ascii: "_")
            || ascii == UInt8(ascii: "+") || ascii == UInt8(ascii: "-")
    }
}
