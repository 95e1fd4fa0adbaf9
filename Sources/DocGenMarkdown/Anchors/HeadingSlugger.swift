/// Makes heading anchor ids the way GitHub does, so links written for GitHub keep working.
///
/// GitHub lowercases the heading text, drops every character that is not a letter, mark,
/// number, connector punctuation, space or hyphen, and turns each space into a hyphen.
/// Hangul is kept as is: `## 제약사항` becomes `제약사항`. A repeated slug gets `-1`, `-2`, …
public struct HeadingSlugger: Sendable {
    private var occurrences: [String: Int] = [:]

    /// Creates a slugger with no slugs taken yet.
    public init() {}

    /// The unique slug for this heading text within the document seen so far.
    public mutating func slug(for text: String) -> String {
        let base = Self.slug(text)
        var result = base
        while occurrences[result] != nil {
            let count = (occurrences[base] ?? 0) + 1
            occurrences[base] = count
            result = "\(base)-\(count)"
        }
        occurrences[result] = 0
        return result
    }

    /// The slug of one text, without de-duplication.
    public static func slug(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || isKept(scalar) {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
