import DocGenDiagnostics

/// Lines an example marks as mistakes shown on purpose, as books and guides write them:
/// `let x = Color(0, 1, 0) // Error: argument labels are required`, a comment line of its own
/// next to the line (`// this reports a compile-time error`, `// This code isn't valid.`), or a
/// sign after the code (`Reminder.where { $0.title == 1 }  🛑`).
///
/// An error docgen finds on such a line is what the writer shows, so it becomes a note; a block
/// marked `expect-error` keeps its errors, which its marker needs.
enum ErrorComments {
    /// The diagnostics with errors on marked lines turned into notes.
    static func demote(_ diagnostics: [Diagnostic], code: String, firstLine: Int) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        let marked = markedLines(code, firstLine: firstLine)
        guard !marked.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, let line = diagnostic.location?.line, marked.contains(line) else {
                return diagnostic
            }
            var note = diagnostic
            note.severity = .note
            note.message += " (the example marks this line as an error)"
            return note
        }
    }

    /// Signs that say a line does not compile: ❌, 🛑 and ⛔.
    private static let signs: Set<Unicode.Scalar> = ["\u{274C}", "\u{1F6D1}", "\u{26D4}"]

    /// The file lines whose comment, or the comment line after them, or a sign at their end,
    /// says they do not compile.
    static func markedLines(_ code: String, firstLine: Int) -> Set<Int> {
        // Nearly every block has no such comment or sign; a scan finds none before lines are split.
        guard code.contains("//") || code.unicodeScalars.contains(where: signs.contains) else { return [] }
        var marked: Set<Int> = []
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let isCode = { (line: Substring) in
            let text = line.drop(while: \.isWhitespace)
            return !text.isEmpty && !text.hasPrefix("//")
        }
        for (offset, line) in lines.enumerated() {
            if isCode(line), endsWithSign(line) {
                marked.insert(firstLine + offset)
                continue
            }
            // A documentation comment (`/// - Throws: errors …`) describes what it documents.
            guard let comment = comment(in: line), !comment.hasPrefix("/"), marksError(comment) else { continue }
            if isCode(line) {
                marked.insert(firstLine + offset)
                continue
            }
            // A comment line says so of the code line before it (`// this reports an error`)
            // or after it (`// This code isn't valid.`).
            if let previous = lines[..<offset].lastIndex(where: isCode) { marked.insert(firstLine + previous) }
            if let next = lines[(offset + 1)...].firstIndex(where: isCode) { marked.insert(firstLine + next) }
        }
        return marked
    }

    /// The text of a line's `//` comment, outside string literals; nil when it has none.
    private static func comment(in line: Substring) -> Substring? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"", previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return line[line.index(after: index)...]
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }

    /// Whether a line of code ends with a sign, after spaces and an emoji's variation selector.
    private static func endsWithSign(_ line: Substring) -> Bool {
        let last = line.unicodeScalars.last { !$0.properties.isWhitespace && $0 != "\u{FE0F}" }
        return last.map(signs.contains) ?? false
    }

    /// Phrases that say anywhere in a comment that its line does not compile.
    ///
    /// In English and the languages docs are translated into most; only phrases about
    /// compiling: Japanese, Korean and Chinese comments start with the object (`// エラーを表示する`, "show the error"), so
    /// a word for "error" or "invalid" alone is no marker.
    private static let phrases = [
        "compile-time error", "compiler error", "doesn't compile", "does not compile", "won't compile", "isn't valid",
        "is not valid", "コンパイルエラー", "コンパイル時エラー", "コンパイルできません", "このコードは無効", "컴파일 에러",
        "컴파일 오류", "컴파일되지 않", "컴파일할 수 없", "编译错误", "編譯錯誤", "无法编译", "無法編譯",
    ]

    /// Whether a comment says its line does not compile.
    private static func marksError(_ comment: Substring) -> Bool {
        let text = comment.drop { $0 == " " || $0 == "/" }.lowercased()
        if text.hasPrefix("error") || text.hasPrefix("invalid") || text.unicodeScalars.contains(where: signs.contains) {
            return true
        }
        return phrases.contains { text.contains($0) }
    }
}
