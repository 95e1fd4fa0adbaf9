import DocGenMarkdown
import Foundation

/// Splits text into search terms; `assets/search.js` splits queries the same way.
///
/// Text is lowercased and cut into runs of one kind of character. A run of letters or digits
/// in an alphabetic script is one word; queries match words by prefix. An identifier is also
/// cut into its parts at changes of case and at `_` (`isEnabled` → `isenabled`, `is`,
/// `enabled`; `URLSession` → `urlsession`, `url`, `session`), parts of one letter left out. A
/// run of Hangul, kana or Han characters is indexed as overlapping pairs (`배너의` → `배너`,
/// `너의`), so a query for `배너` finds `배너의` and `배너를` although Korean writes particles
/// onto the word; the search script drops a query word's particle (`배너가` → `배너`) to match
/// the same pairs.
enum SearchTokenizer {
    /// One term of text and how it was made.
    enum Token: Hashable, Sendable {
        /// A whole alphabetic word.
        case word(String)
        /// A pair of East Asian characters, or one when the run has only one.
        case gram(String)

        /// The term's text.
        var text: String {
            switch self {
            case .word(let text), .gram(let text): text
            }
        }
    }

    /// The terms of a text, in order, with repeats.
    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        forEachToken(in: text) { tokens.append($0) }
        return tokens
    }

    /// Calls `body` with each term of a text, in order, with repeats, without collecting them.
    ///
    /// Reads UTF-8 bytes: ASCII, most of any text, is lowercased and sorted into words byte by
    /// byte; other scalars are decoded, lowercased with their Unicode lowercase mapping (as
    /// `String.lowercased()` does) and sorted by the same rules.
    static func forEachToken(in text: String, _ body: (Token) -> Void) {
        forEachTerm(in: text) { bytes, isGram in
            let term = String(decoding: bytes, as: UTF8.self)
            body(isGram ? .gram(term) : .word(term))
        }
    }

    /// Calls `body` with the UTF-8 of each term of a text, valid only during the call, and
    /// whether it is an East Asian gram; the same terms as `forEachToken`, without a `String`
    /// for each.
    static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>, _ isGram: Bool) -> Void) {
        // The sink keeps `body` only while this call runs.
        withoutActuallyEscaping(body) { body in
            var sink = ClosureTermSink(body: body)
            forEachTerm(in: text, into: &sink)
        }
    }

    /// Hands each term of a text to `sink`, in order, with repeats.
    ///
    /// Text is read in Unicode's composed form (NFC), as the search script reads queries, so
    /// `e` with a combining accent and the precomposed `é` are one term.
    static func forEachTerm<Sink: SearchTermSink>(in text: String, into sink: inout Sink) {
        var text = mayChangeWhenComposed(text) ? text.precomposedStringWithCanonicalMapping : text
        text.withUTF8 { bytes in tokens(of: bytes, into: &sink) }
    }

    /// Whether composing the text (NFC) may change it.
    ///
    /// It may when the text has a combining mark, a Hangul vowel or final jamo, or a character
    /// NFC replaces. Most text, Korean syllables included, has none, and is read without the
    /// copy composing makes.
    static func mayChangeWhenComposed(_ text: String) -> Bool {
        !isASCII(text)
            && text.unicodeScalars.contains { scalar in
                scalar.value >= 0x300 && !(0xAC00...0xD7A3).contains(scalar.value)
                    && (scalar.properties.canonicalCombiningClass != .notReordered
                        || (0x1161...0x11C2).contains(scalar.value) || scalar.properties.isFullCompositionExclusion)
            }
    }

    /// Whether every byte of the text is ASCII, read eight bytes a step: every section's text
    /// is asked, and most of it is ASCII to the end.
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return true }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset + 8 <= bytes.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                offset += 8
            }
            return bytes[offset...].allSatisfy { $0 < 0x80 }
        } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func tokens<Sink: SearchTermSink>(of bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        var cutter = TokenCutter()
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if let (end, hasUnderscore) = wholeLowercaseWord(in: bytes, from: index), cutter.startsWord(into: &sink) {
                    let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
                    sink.take(word, isGram: false)
                    if hasUnderscore { TokenCutter.emitParts(of: word, splits: [], into: &sink) }
                    index = end
                    continue
                }
                cutter.ascii(byte, into: &sink)
                index += 1
                continue
            }
            guard let (scalar, length) = UTF8Scalar.decode(bytes, at: index) else {
                // Not reachable from a `String`, which is valid UTF-8; skipping keeps the loop finite.
                index += 1
                continue
            }
            index += length
            if isEastAsian(scalar) {
                // No Hangul, kana or Han character has a lowercase form.
                cutter.gram(scalar, into: &sink)
            } else {
                for lowered in scalar.properties.lowercaseMapping.unicodeScalars { cutter.scalar(lowered, into: &sink) }
            }
        }
        cutter.finish(into: &sink)
    }

    /// Where a word of lowercase ASCII letters, digits and `_` starting at `start` ends, and
    /// whether it has an `_`, when the text ends there or goes on with ASCII that is no part of
    /// a word: such a word, most of any text, is its own term as it lies in the text, without
    /// being copied.
    private static func wholeLowercaseWord(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Bool)? {
        var end = start
        var hasUnderscore = false
        while end < bytes.count {
            let byte = bytes[end]
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                end += 1
            } else if byte == UInt8(ascii: "_") {
                hasUnderscore = true
                end += 1
            } else {
                break
            }
        }
        guard end > start else { return nil }
        guard end < bytes.count else { return (end, hasUnderscore) }
        let next = bytes[end]
        // An uppercase letter goes on with the word, and a non-ASCII scalar may.
        return next < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) ? (end, hasUnderscore) : nil
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
