/// Why a JSON text is not valid JSON, and where.
struct JSONSyntaxError: Error, Sendable {
    /// A lowercase sentence with code in single quotes.
    var message: String
    /// Where the offending character is.
    var position: TextPosition
    /// The rule id: `json-syntax`, or `json-depth` when nesting is too deep.
    var rule: String = "json-syntax"
}
