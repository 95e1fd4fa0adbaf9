/// Reads the plainest front matter without a YAML parser: one `key: value` per line, for the
/// keys docgen knows, with values whose meaning YAML leaves no room for.
///
/// Nearly every page's front matter is a title and description in double quotes, an order,
/// a language and a short list of tags; composing that through Yams was a few percent of a
/// large build. A value qualifies when YAML reads it one way only: double-quoted text without
/// escapes or line breaks, ASCII words separated by single spaces, a small decimal integer
/// without a leading zero, `true` or `false`, or a flow list of ASCII words. Anything else
/// (other keys, a key twice, comments, indentation, quotes of another kind, words YAML reads as
/// null) makes `read` return nil, and the page goes through `FrontMatterReader` and Yams,
/// which also report every problem. A test holds both to the same result.
enum FlatFrontMatter {
    /// Reads `yaml` into `frontMatter`; false, with `frontMatter` untouched, when it is not flat
    /// enough to read without Yams.
    static func read(_ yaml: String, into result: inout FrontMatter) -> Bool {
        guard let read = read(yaml, onto: result) else { return false }
        result = read
        return true
    }

    private static func read(_ yaml: String, onto start: FrontMatter) -> FrontMatter? {
        var frontMatter = start
        var seen: Set<Substring> = []
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":"), line.utf8.count < 1_000 else { return nil }
            let key = line[..<colon]
            let rest = line[line.index(after: colon)...]
            guard rest.hasPrefix(" "), seen.insert(key).inserted else { return nil }
            let value = rest.dropFirst()
            switch key {
            case "title":
                guard let text = text(value) else { return nil }
                frontMatter.title = text
            case "description":
                guard let text = text(value) else { return nil }
                frontMatter.description = text
            case "lang":
                guard let text = text(value) else { return nil }
                frontMatter.lang = text
            case "order":
                guard let number = integer(value) else { return nil }
                frontMatter.order = number
            case "draft":
                guard value == "true" || value == "false" else { return nil }
                frontMatter.draft = value == "true"
            case "tags":
                guard let words = list(value) else { return nil }
                frontMatter.tags = words
            default: return nil
            }
        }
        return frontMatter
    }

    /// Double-quoted text without escapes, control characters or YAML's non-ASCII line breaks;
    /// or plain ASCII words separated by single spaces that YAML does not read as null.
    private static func text(_ value: Substring) -> String? {
        let utf8 = value.utf8
        if utf8.first == UInt8(ascii: "\"") {
            guard utf8.count >= 2, utf8.last == UInt8(ascii: "\"") else { return nil }
            let inner = value.dropFirst().dropLast()
            guard isQuotable(inner) else { return nil }
            return String(inner)
        }
        guard !value.isEmpty, !isNull(value),
            value.split(separator: " ", omittingEmptySubsequences: false).allSatisfy(isWord)
        else { return nil }
        return String(value)
    }

    /// `0`, or up to 18 digits not starting with `0`, which YAML 1.1 would read as octal.
    private static func integer(_ value: Substring) -> Int? {
        let utf8 = value.utf8
        guard let first = utf8.first, (1...18).contains(utf8.count), utf8.allSatisfy(isDigit),
            first != UInt8(ascii: "0") || utf8.count == 1
        else { return nil }
        return Int(value)
    }

    /// `[a, b]` or `[]`: ASCII words that YAML does not read as null, separated by commas.
    private static func list(_ value: Substring) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]"), value.count >= 2 else { return nil }
        let inner = value.dropFirst().dropLast()
        guard !inner.isEmpty else { return [] }
        var words: [String] = []
        for item in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let word = item.hasPrefix(" ") ? item.dropFirst() : item
            guard isWord(word), !isNull(word) else { return nil }
            words.append(String(word))
        }
        return words
    }

    /// Letters, digits, `_` and `-`, starting with a letter or digit: a plain scalar that YAML
    /// reads as the same text in any context.
    private static func isWord(_ word: Substring) -> Bool {
        guard let first = word.utf8.first, isLetterOrDigit(first) else { return false }
        return word.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    private static func isNull(_ word: Substring) -> Bool {
        word == "null" || word == "Null" || word == "NULL" || word == "~"
    }

    private static func isQuotable(_ text: Substring) -> Bool {
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            // U+0080–U+009F are control characters YAML refuses (U+0085 a line break), U+2028 and
            // U+2029 line breaks, U+FEFF a byte order mark, U+FFFE and U+FFFF not characters.
            if previous.1 == 0xC2 && byte <= 0x9F { return false }
            if previous == (0xEF, 0xBF) && (byte == 0xBE || byte == 0xBF) { return false }
            if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return false }
            if previous == (0xEF, 0xBB) && byte == 0xBF { return false }
            previous = (previous.1, byte)
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) && byte < 0x80
    }
}
