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
package enum FlatFrontMatter {
    /// Reads `yaml` into `frontMatter`; false, with `frontMatter` untouched, when it is not flat
    /// enough to read without Yams.
    package static func read(_ yaml: String, into result: inout FrontMatter) -> Bool {
        guard let read = read(yaml, onto: result) else { return false }
        result = read
        return true
    }

    private static func read(_ yaml: String, onto start: FrontMatter) -> FrontMatter? {
        var frontMatter = start
        var seen: Set<String> = []
        // Lines and keys are cut at ASCII bytes, which are whole characters; the values are only
        // accepted when they hold no CR, so no CR LF pair is ever split.
        for lineBytes in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = yaml[lineBytes.startIndex..<lineBytes.endIndex]
            guard line.utf8.count < 1_000, let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = String(line[..<colon])
            let rest = line[line.utf8.index(after: colon)...]
            guard rest.utf8.first == UInt8(ascii: " "), seen.insert(key).inserted else { return nil }
            let value = rest[rest.utf8.index(after: rest.startIndex)...]
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
            let inner = value[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]
            guard isQuotable(inner) else { return nil }
            return String(inner)
        }
        guard !utf8.isEmpty, !isNull(value),
            utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false).allSatisfy({ isWord(bytes: $0) })
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
        let utf8 = value.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]") else { return nil }
        let inner = value[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]
        guard !inner.isEmpty else { return [] }
        var words: [String] = []
        for item in inner.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let word = item.first == UInt8(ascii: " ") ? item.dropFirst() : item
            let text = inner[word.startIndex..<word.endIndex]
            guard isWord(bytes: word), !isNull(text) else { return nil }
            words.append(String(text))
        }
        return words
    }

    /// Letters, digits, `_` and `-`, starting with a letter or digit: a plain scalar that YAML
    /// reads as the same text in any context.
    private static func isWord(bytes word: Substring.UTF8View) -> Bool {
        guard let first = word.first, isLetterOrDigit(first) else { return false }
        return word.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
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
