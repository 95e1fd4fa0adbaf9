import DocGenDiagnostics

/// One replacement that `docgen check --fix` makes in a fenced example: the name a diagnostic
/// reports, at its place, by the one name the diagnostic suggests, or a missing `alpha:` added.
public struct ExampleFix: Sendable, Equatable {
    /// Where the replaced text starts.
    public var location: SourceLocation
    /// The text replaced, as written at `location`.
    public var written: String
    /// The text put in its place.
    public var replacement: String
    /// The rule of the diagnostic the fix answers.
    public var rule: String

    /// The fixes the diagnostics offer: those of the example checks (`json-` and `swift-` rules
    /// and the site's declared sample rules, all of which point into a fenced block or its info
    /// string) that suggest exactly one name, and UIKit color initializers missing `alpha:`.
    ///
    /// Only what is certain is fixed: an error (a warning, such as a member docgen cannot see
    /// on a type that may have it, is never fixed), and a name whose one suggestion is a
    /// plausible typo of it (`Suggestion.isTypo`: in other case, without underscores, or a few
    /// edits away, never a completion of it); a type's old name (`PromoHeaderData`), which
    /// names exactly one model type, is the one rename fixed.
    public static func fixes(for diagnostics: [Diagnostic]) -> [ExampleFix] {
        var fixes: [ExampleFix] = []
        for diagnostic in diagnostics {
            guard diagnostic.severity == .error, let location = diagnostic.location,
                diagnostic.isDeclaredRule || ["json-", "swift-"].contains(where: { diagnostic.rule.hasPrefix($0) })
            else { continue }
            let message = diagnostic.message
            if diagnostic.rule == "swift-missing-argument",
                message.hasPrefix("missing argument for parameter 'alpha' in call to 'UIColor.init(")
            {
                fixes.append(ExampleFix(location: location, written: ")", replacement: ", alpha: 1)", rule: diagnostic.rule))
                continue
            }
            guard let suggested = suggestion(in: message) else { continue }
            // The written name is one of the names the message quotes before its suggestion;
            // which one is checked against the file when the fix is applied.
            let quoted = quotedNames(in: String(message[..<(message.range(of: "did you mean")?.lowerBound ?? message.endIndex)]))
            let isRename = typeRenameRules.contains(diagnostic.rule)
            for written in quoted.reversed() where written != suggested && !written.isEmpty {
                let isOldName = isRename && Suggestion.oldName(written, in: [suggested]) == suggested
                guard isOldName || Suggestion.isTypo(written, of: suggested) else { continue }
                fixes.append(ExampleFix(location: location, written: written, replacement: suggested, rule: diagnostic.rule))
            }
        }
        return fixes
    }

    /// The rules whose suggestion is the one model type an unknown type name is an old name of.
    private static let typeRenameRules: Set<String> = ["swift-unknown-type", "json-type"]

    /// The one name after "did you mean" in a message, without a leading `#` or `.`.
    private static func suggestion(in message: String) -> String? {
        guard let range = message.range(of: "did you mean '", options: .backwards) else { return nil }
        let rest = message[range.upperBound...]
        guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("'?") else { return nil }
        let name = String(rest[..<end])
        return name.isEmpty || name.contains(" ") ? nil : name
    }

    private static func quotedNames(in text: String) -> [String] {
        text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Applies the fixes that match the text of one file, each at most once, and returns the
    /// new text and the fixes applied, in file order.
    ///
    /// A fix applies only where its written text (or the written text in quotes, for a JSON
    /// key or value) starts at its location, so a diagnostic that quotes several names changes
    /// only the one written there, and a file edited since the check is left as it is.
    public static func apply(_ fixes: [ExampleFix], to text: String) -> (text: String, applied: [ExampleFix]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        var applied: [ExampleFix] = []
        var taken: Set<SourceLocation> = []
        // From the end of each line, so earlier columns stay where the diagnostics put them.
        for fix in fixes.sorted(by: { ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column) }) {
            let (line, column) = (fix.location.line - 1, fix.location.column - 1)
            guard !taken.contains(fix.location), lines.indices.contains(line), column >= 0, column <= lines[line].count
            else { continue }
            var start = column
            let written = Array(fix.written.unicodeScalars)
            if lines[line][start...].starts(with: ["\""] + written + ["\""]) { start += 1 }
            guard lines[line][start...].starts(with: written) else { continue }
            let end = start + written.count
            // A name is replaced whole, never as the start of a longer one.
            if fix.written != ")", end < lines[line].count, isNameScalar(lines[line][end]) { continue }
            lines[line].replaceSubrange(start..<end, with: Array(fix.replacement.unicodeScalars))
            taken.insert(fix.location)
            applied.append(fix)
        }
        var result = String.UnicodeScalarView()
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append("\n") }
            result.append(contentsOf: line)
        }
        return (String(result), applied.reversed())
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
