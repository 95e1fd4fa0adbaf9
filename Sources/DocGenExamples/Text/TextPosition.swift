/// A 1-based line and character column inside a code block.
struct TextPosition: Hashable, Sendable {
    var line: Int
    var column: Int
}
