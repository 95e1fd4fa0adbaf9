import DocGenDiagnostics

/// Warns about front matter values that look written to break out of the HTML they are shown
/// in: markup in a title, a quote followed by an attribute, a `lang` that is no language tag.
///
/// Every value is escaped wherever it is written, so none of these can run; they are reported
/// so that `docgen check --strict` stops a pull request that tries.
package enum SuspiciousValues {
    package static func diagnostics(for frontMatter: FrontMatter, yaml: String, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ key: String, _ problem: String) {
            found.append(
                .warning(
                    "front matter '\(key)' \(problem); it is shown escaped, as text",
                    at: SourceLocation(file: file, line: line(of: key, in: yaml)), rule: "front-matter-suspicious"))
        }
        if let lang = frontMatter.lang, !isLanguageTag(lang) {
            report("lang", "is not a language tag such as 'en' or 'ko-KR'")
        }
        let texts =
            [("title", frontMatter.title), ("description", frontMatter.description)] + frontMatter.tags.map { ("tags", $0) }
        for case let (key, text?) in texts {
            if let problem = problem(in: text) { report(key, problem) }
        }
        return found
    }

    /// What looks wrong in a text shown in HTML; nil when nothing does.
    package static func problem(in text: String) -> String? {
        // Every page's title and description pass here; nearly all have none of these bytes.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") })
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == "<", index + 1 < scalars.count, isTagStart(scalars[index + 1]) { return "holds markup" }
            if scalar == "\"" || scalar == "'", opensAttribute(scalars, after: index) {
                return "holds a quote followed by an attribute"
            }
        }
        return nil
    }

    /// Letters, digits and hyphens in parts of one to eight (`en`, `ko-KR`, `zh-Hant-TW`).
    package static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                (1...8).contains(part.utf8.count) && part.utf8.allSatisfy { isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
            }
    }

    private static func isTagStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "!" || scalar == "?" || (scalar.isASCII && isASCIILetter(UInt8(scalar.value)))
    }

    /// Whether, past marks, invisible characters and spaces, a name and `=` follow.
    private static func opensAttribute(_ scalars: [Unicode.Scalar], after quote: Int) -> Bool {
        var index = quote + 1
        while index < scalars.count, isSkippable(scalars[index]) { index += 1 }
        let nameStart = index
        while index < scalars.count, scalars[index].isASCII,
            isASCIILetter(UInt8(scalars[index].value)) || scalars[index] == "-"
        {
            index += 1
        }
        guard index > nameStart else { return false }
        while index < scalars.count, scalars[index] == " " { index += 1 }
        return index < scalars.count && scalars[index] == "="
    }

    private static func isSkippable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .spaceSeparator: true
        default: scalar == "\t"
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The file line of a top-level `key:` in the front matter; the YAML starts on line 2.
    private static func line(of key: String, in yaml: String) -> Int {
        var number = 2
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(key + ":") { return number }
            number += 1
        }
        return 1
    }
}
