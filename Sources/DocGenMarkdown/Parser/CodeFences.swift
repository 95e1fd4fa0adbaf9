/// Fenced code blocks followed line by line, as CommonMark opens and closes them: a run of three
/// or more backticks or tildes opens one, and only a run of the same character, at least as
/// long and with nothing after it, closes it.
///
/// The passes that read Markdown before it is parsed (DocC directives, MkDocs admonitions, DocC
/// Topics) use it so that what looks like their syntax inside code stays code.
public struct CodeFences: Sendable {
    private var open: (character: Character, length: Int)?

    public init() {}

    /// Whether `line`, its indentation taken off, opens, closes or lies inside fenced code;
    /// reading it moves the state on.
    public mutating func isCode(_ line: Substring) -> Bool {
        if let current = open {
            if let run = Self.run(line), run.character == current.character, run.length >= current.length,
                line.drop(while: { $0 == current.character }).allSatisfy({ $0 == " " || $0 == "\t" })
            {
                open = nil
            }
            return true
        }
        if let run = Self.run(line) {
            open = run
            return true
        }
        return false
    }

    /// The character and length of a code fence that starts `text`, if it does.
    private static func run(_ text: Substring) -> (character: Character, length: Int)? {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let length = text.prefix { $0 == first }.count
        return length >= 3 ? (first, length) : nil
    }
}
