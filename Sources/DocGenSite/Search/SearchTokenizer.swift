/// Splits text into search terms; `assets/search.js` splits queries the same way.
///
/// Text is lowercased and cut into runs of one kind of character. A run of letters or digits
/// in an alphabetic script is one word; queries match words by prefix. A run of Hangul, kana
/// or Han characters is indexed as overlapping pairs (`배너의` → `배너`, `너의`), so a query for
/// `배너` finds `배너의` and `배너를` although Korean writes particles onto the word.
public enum SearchTokenizer {
    /// One term of text and how it was made.
    public enum Token: Hashable, Sendable {
        /// A whole alphabetic word.
        case word(String)
        /// A pair of East Asian characters, or one when the run has only one.
        case gram(String)

        /// The term's text.
        public var text: String {
            switch self {
            case .word(let text), .gram(let text): text
            }
        }
    }

    /// The terms of a text, in order, with repeats.
    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var word = String.UnicodeScalarView()
        var grams: [Unicode.Scalar] = []
        func flushWord() {
            if !word.isEmpty { tokens.append(.word(String(word))) }
            word = String.UnicodeScalarView()
        }
        func flushGrams() {
            if grams.count == 1 {
                tokens.append(.gram(String(Character(grams[0]))))
            } else if grams.count > 1 {
                for index in 0..<(grams.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(grams[index])
                    pair.append(grams[index + 1])
                    tokens.append(.gram(String(pair)))
                }
            }
            grams.removeAll(keepingCapacity: true)
        }
        for scalar in text.lowercased().unicodeScalars {
            if isEastAsian(scalar) {
                flushWord()
                grams.append(scalar)
            } else if isWordCharacter(scalar) {
                flushGrams()
                word.append(scalar)
            } else {
                flushWord()
                flushGrams()
            }
        }
        flushWord()
        flushGrams()
        return tokens
    }

    /// Hangul syllables and jamo, kana, and Han ideographs.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF:
            return true
        default:
            return false
        }
    }

    /// Letters, marks and digits of every other script, and `_`.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        // Most text is ASCII, where the general category lookup is the slow way to the same answer.
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
                || value == 0x5F
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return scalar == "_"
        }
    }
}
