/// Bold and italic in Markdown strings, kept inside a label's plain lines as two private-use
/// scalars that toggle them: they measure as nothing and are never written as text.
enum Emphasis {
    /// Turns bold on or off.
    static let bold: Unicode.Scalar = "\u{E000}"
    /// Turns italic on or off.
    static let italic: Unicode.Scalar = "\u{E001}"

    /// Whether a scalar is one of the toggles.
    static func isToggle(_ scalar: Unicode.Scalar) -> Bool { scalar == bold || scalar == italic }

    /// The text without its toggles.
    static func stripped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isToggle) else { return text }
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isToggle($0) })
        return result
    }
}
