import DocGenDiagnostics

/// What the words of a fenced block's info string ask for besides its language and type:
/// `no-check` (read by `FenceInfo`), `expect-error` and `expect-error=RULE`, and the words
/// docgen does not know, which are reported rather than ignored.
struct FenceMarkers {
    /// `expect-error`: nil when not asked for, `""` for any error, else the rule that must occur.
    var expectedError: String?
    /// Words of a `swift` info string that are no marker (`nocheck`).
    var unknownWords: [String] = []

    /// The words that are markers.
    static let known = ["no-check", "expect-error"]

    init(_ info: String) {
        let words = info.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let language = words.first?.lowercased(), words.count > 1 else { return }
        var markers: [Substring] = []
        switch language {
        case "json":
            markers = FenceInfo.splitTrailingMarkers(String(info.drop { $0 == " " || $0 == "\t" }.dropFirst(4))).markers
        case "swift":
            for word in words.dropFirst().flatMap({ $0.split(separator: ",") }) {
                if FenceInfo.isMarker(word) { markers.append(word) } else { unknownWords.append(String(word)) }
            }
        default:
            return
        }
        for marker in markers where marker.hasPrefix("expect-error") {
            expectedError = String(marker.dropFirst("expect-error".count).drop { $0 == "=" })
        }
    }

    /// Applies the markers to a block's result.
    ///
    /// An `expect-error` block that has the error it expects shows the mistake on purpose,
    /// unchecked and without it; one that does not is an error at the fence. Unknown words are
    /// a warning there.
    func apply(to result: ExampleResult, fence: SourceLocation) -> ExampleResult {
        var result = result
        var added: [Diagnostic] = unknownWords.map { word in
            .warning(
                "unknown word '\(word)' in the info string\(Suggestion.hint(for: word, in: Self.known))", at: fence,
                rule: "fence-info")
        }
        if let expected = expectedError {
            // A block that shows a mistake is never a preview, whatever the check found, and
            // declares nothing the page's later blocks build on.
            result.samples = []
            result.pageAdditions = nil
            let errors = result.diagnostics.filter { $0.severity == .error }
            let matching = errors.filter { expected.isEmpty || $0.rule == expected }
            if matching.isEmpty {
                let what = expected.isEmpty ? "an error" : "a '\(expected)' error"
                let found =
                    errors.isEmpty
                    ? "it checks without one" : "it has only \(errors.map { "'\($0.rule)'" }.joined(separator: ", "))"
                added.append(
                    .error(
                        "the example is marked expect-error but \(found) where \(what) was expected", at: fence,
                        rule: "expect-error"))
            } else {
                result.diagnostics.removeAll { $0.severity == .error }
                result.checked = false
            }
        }
        result.diagnostics = added + result.diagnostics
        return result
    }
}
