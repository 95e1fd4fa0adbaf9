/// Makes heading anchor ids the way GitHub does, so links written for GitHub keep working.
///
/// GitHub lowercases the heading text, drops every character that is not a letter, mark,
/// number, connector punctuation, space or hyphen, and turns each space into a hyphen.
/// Hangul is kept as is: `## 제약사항` becomes `제약사항`. A repeated slug gets `-1`, `-2`, …
public struct HeadingSlugger: Sendable {
    // Room for a page's headings up front: growing from empty rehashed every slug a few times.
    private var occurrences = [String: Int](minimumCapacity: 16)

    /// Creates a slugger with no slugs taken yet.
    public init() {}

    /// The unique slug for this heading text within the document seen so far.
    public mutating func slug(for text: String) -> String {
        let base = Self.slug(text)
        // One lookup for a slug not taken yet, nearly every heading; a taken one keeps its count.
        guard let taken = occurrences.updateValue(0, forKey: base) else { return base }
        occurrences[base] = taken
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
        if let simple = bytewiseSlug(text) { return simple }
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

    /// The slug of a text of ASCII and precomposed Hangul syllables, byte by byte: the same
    /// letters, digits, `_` and `-` kept without lowercasing tables or category lookups, and each
    /// syllable (a letter without case) copied as it is; nil for any other text.
    private static func bytewiseSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { utf8 -> String? in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count)
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                index += 1
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"),
                    UInt8(ascii: "-"):
                    bytes.append(byte)
                case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
                case 0xEA...0xED:
                    guard UTF8Scalar.isHangulSyllable(utf8, at: index - 1) else { return nil }
                    bytes.append(byte)
                    bytes.append(utf8[index])
                    bytes.append(utf8[index + 1])
                    index += 2
                case 0x80...: return nil
                default: continue
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
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
