import DocGenDiagnostics
import Yams

/// What a preview template says about its component.
///
/// It is YAML inside a Mustache comment at the template's very start:
///
/// ```
/// {{!
/// title: Promotional header
/// description: An icon, a bold title and an optional subtitle on a tinted card.
/// page: promotional-header
/// }}
/// ```
struct PreviewFrontMatter: Equatable {
    var title: String?
    var description: String?
    var page: String?

    static let keys = ["title", "description", "page"]

    /// No front matter.
    init() {}

    /// Reads the leading comment; a comment that is not a YAML mapping with at least one of
    /// `keys` is an ordinary comment.
    init(template text: String, file: String, diagnostics: inout [Diagnostic]) {
        let trimmed = text.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
        guard trimmed.hasPrefix("{{!"), let end = trimmed.range(of: "}}") else { return }
        let body = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<end.lowerBound])
        guard let mapping = (try? Yams.load(yaml: body)) as? [String: Any], mapping.keys.contains(where: Self.keys.contains)
        else { return }
        let firstLine = text[..<trimmed.startIndex].filter { $0 == "\n" }.count + 1
        for key in mapping.keys.sorted() {
            let value = mapping[key]
            let line = firstLine + Self.line(of: key, in: body)
            guard Self.keys.contains(key) else {
                diagnostics.append(
                    .error(
                        "unknown preview template key '\(key)'\(Suggestion.hint(for: key, in: Self.keys))",
                        at: SourceLocation(file: file, line: line), rule: "preview-front-matter"))
                continue
            }
            guard let string = value as? String, !string.isEmpty else {
                diagnostics.append(
                    .error(
                        "'\(key)' must be a non-empty string", at: SourceLocation(file: file, line: line),
                        rule: "preview-front-matter"))
                continue
            }
            switch key {
            case "title": title = string
            case "description": description = string
            default:
                guard string.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }) else {
                    diagnostics.append(
                        .error(
                            "'page' must be lowercase letters, digits and '-', such as 'promotional-header'",
                            at: SourceLocation(file: file, line: line), rule: "preview-front-matter"))
                    continue
                }
                page = string
            }
        }
    }

    // The 0-based line of the comment on which `key:` is written.
    private static func line(of key: String, in body: String) -> Int {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix(key + ":") } ?? 0
    }
}
