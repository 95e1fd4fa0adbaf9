/// A problem that stops a parse, at a scalar offset in the diagram source.
struct ParseError: Error, Sendable, Equatable {
    /// The lowercase message, with code in single quotes.
    var message: String
    /// The scalar offset of the problem in the source.
    var offset: Int
    /// The rule id the diagnostic carries.
    var rule: String = MermaidRule.syntax
}
