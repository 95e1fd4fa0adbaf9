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
}
