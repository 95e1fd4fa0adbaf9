/// What a fenced block's info string asks docgen to check.
enum FenceInfo: Equatable {
    /// `json TypeName`, `json [TypeName]`, `json [String: TypeName]`: the type text after `json`.
    case json(typeText: String)
    /// `swift`: a Swift example.
    case swift
    /// Anything else, plain `json` and `swift no-check`: nothing to check.
    case unchecked

    /// Reads an info string; the language is matched case-insensitively (`Swift` is `swift`).
    init(_ info: String) {
        let trimmed = info.trimmingWhitespace()
        let language = trimmed.prefix { $0 != " " && $0 != "\t" }
        let rest = String(trimmed.dropFirst(language.count)).trimmingWhitespace()
        switch language.lowercased() {
        case "json":
            self = rest.isEmpty ? .unchecked : .json(typeText: rest)
        case "swift":
            let flags = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            self = flags.contains("no-check") ? .unchecked : .swift
        default:
            self = .unchecked
        }
    }
}
