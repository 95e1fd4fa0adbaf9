import SwiftSyntax

extension TokenSyntax {
    /// The name the token spells, without the backticks that let a keyword be a name:
    /// `` func `class`() `` declares `class`, which a call writes as `.class()`.
    var unescapedText: String {
        let text = text
        guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
