extension String {
    /// Whether the text holds `word`'s bytes anywhere (in a comment or a longer name too): a
    /// cheap test before reading an example's lines for a keyword most examples lack.
    func containsBytes(of word: StaticString) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            word.withUTF8Buffer { word in
                guard let first = word.first, bytes.count >= word.count else { return false }
                for start in 0...(bytes.count - word.count) where bytes[start] == first {
                    if (1..<word.count).allSatisfy({ bytes[start + $0] == word[$0] }) { return true }
                }
                return false
            }
        }
    }

    /// The words after `keyword` on each line that starts with it, past attributes
    /// (`@testable`) and the `modifiers` given: `Kit.Badge: Sendable {` of
    /// `public extension Kit.Badge: Sendable {`.
    func wordsAfter(keyword: StaticString, skipping modifiers: Set<Substring> = []) -> [ArraySlice<Substring>] {
        // Most examples lack the keyword; finding its bytes spares splitting every line.
        guard containsBytes(of: keyword) else { return [] }
        let word = Substring(keyword.description)
        return split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
            return words.first == word ? words.dropFirst() : nil
        }
    }
}
