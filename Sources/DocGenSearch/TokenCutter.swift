import DocGenMarkdown

/// Cuts a stream of scalars into `SearchTokenizer`'s terms: words collect their lowercased
/// UTF-8 in one reused buffer, noting where an identifier's parts start, and East Asian runs are
/// paired as they arrive.
///
/// Terms are handed to a sink as UTF-8 bytes that live only for the call, with whether they are
/// East Asian grams; the search index numbers them without making a `String` for a term it has
/// seen.
struct TokenCutter {
    /// What an ASCII character of a word is, for finding where an identifier's parts start.
    private enum Kind {
        case start, lower, upper, digit, other
    }

    private var word: [UInt8] = []
    /// Where parts of the word start at a change of case (`isEnabled`, `URLSession`).
    private var splits: [Int] = []
    /// Whether the word has an `_`, which parts are split at too.
    private var hasUnderscore = false
    /// The kinds of the word's last two characters.
    private var last = Kind.start
    private var beforeLast = Kind.start
    /// Where a part starts if the lowercase letter just read is followed by another
    /// (`URLSession`), and not a plural (`URLs`).
    private var pendingSplit: Int?
    /// The previous scalar of the current East Asian run, and whether the run has had a pair yet.
    private var lastGram: Unicode.Scalar?
    private var pairedRun = false

    init() {
        word.reserveCapacity(64)
    }

    /// Takes one ASCII byte of the text, lowercasing it.
    mutating func ascii<Sink: SearchTermSink>(_ byte: UInt8, into sink: inout Sink) {
        let kind: Kind
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): kind = .lower
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): kind = .upper
        case UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .digit
        case UInt8(ascii: "_"): kind = .other
        default:
            flushWord(into: &sink)
            flushGrams(into: &sink)
            return
        }
        flushGrams(into: &sink)
        noteSplit(before: kind)
        beforeLast = last
        last = kind
        if byte == UInt8(ascii: "_") { hasUnderscore = true }
        word.append(UTF8Scalar.asciiLowercased(byte))
    }

    /// Notes where a part starts when a character of `kind` follows the word so far.
    private mutating func noteSplit(before kind: Kind) {
        switch kind {
        case .upper where last == .lower || last == .digit:
            splits.append(word.count)
        case .lower:
            if let pending = pendingSplit {
                splits.append(pending)
                pendingSplit = nil
            } else if last == .upper && beforeLast == .upper {
                pendingSplit = word.count - 1
                return
            }
        default:
            break
        }
        pendingSplit = nil
    }

    /// Prepares for a word the caller emits itself, as `ascii` would start one: false when a
    /// word is already being collected, so the caller must go on byte by byte.
    mutating func startsWord<Sink: SearchTermSink>(into sink: inout Sink) -> Bool {
        guard word.isEmpty else { return false }
        flushGrams(into: &sink)
        return true
    }

    /// Takes one lowercased scalar of the text.
    mutating func scalar<Sink: SearchTermSink>(_ scalar: Unicode.Scalar, into sink: inout Sink) {
        if scalar.isASCII {
            ascii(UInt8(scalar.value), into: &sink)
        } else if SearchTokenizer.isEastAsian(scalar) {
            gram(scalar, into: &sink)
        } else if SearchTokenizer.isWordCharacter(scalar) {
            flushGrams(into: &sink)
            (beforeLast, last, pendingSplit) = (last, .other, nil)
            if let encoded = UTF8.encode(scalar) { word.append(contentsOf: encoded) }
        } else {
            flushWord(into: &sink)
            flushGrams(into: &sink)
        }
    }

    /// Takes one Hangul, kana or Han character.
    mutating func gram<Sink: SearchTermSink>(_ scalar: Unicode.Scalar, into sink: inout Sink) {
        flushWord(into: &sink)
        if let previous = lastGram {
            Self.emitGram(previous, scalar, into: &sink)
            pairedRun = true
        }
        lastGram = scalar
    }

    /// Emits what is left at the end of the text.
    mutating func finish<Sink: SearchTermSink>(into sink: inout Sink) {
        flushWord(into: &sink)
        flushGrams(into: &sink)
    }

    /// Emits the word, then its parts when it is an identifier of several.
    private mutating func flushWord<Sink: SearchTermSink>(into sink: inout Sink) {
        guard !word.isEmpty else { return }
        word.withUnsafeBufferPointer { word in
            sink.take(word, isGram: false)
            if hasUnderscore || !splits.isEmpty { Self.emitParts(of: word, splits: splits, into: &sink) }
        }
        word.removeAll(keepingCapacity: true)
        splits.removeAll(keepingCapacity: true)
        (hasUnderscore, last, beforeLast, pendingSplit) = (false, .start, .start, nil)
    }

    /// Emits the parts of an identifier, split where a part starts (`splits`, ascending) and at
    /// each `_`; parts of one character are left out.
    static func emitParts<Sink: SearchTermSink>(
        of word: UnsafeBufferPointer<UInt8>, splits: [Int], into sink: inout Sink
    ) {
        var start = 0
        var nextSplit = 0
        func emit(upTo end: Int) {
            if end - start >= 2 { sink.take(UnsafeBufferPointer(rebasing: word[start..<end]), isGram: false) }
        }
        for index in word.indices {
            if nextSplit < splits.count, splits[nextSplit] == index {
                emit(upTo: index)
                start = index
                nextSplit += 1
            }
            if word[index] == UInt8(ascii: "_") {
                emit(upTo: index)
                start = index + 1
            }
        }
        emit(upTo: word.count)
    }

    /// Ends an East Asian run; a run of one character is a term of its own.
    private mutating func flushGrams<Sink: SearchTermSink>(into sink: inout Sink) {
        if let single = lastGram, !pairedRun { Self.emitGram(single, nil, into: &sink) }
        lastGram = nil
        pairedRun = false
    }

    /// Emits one or two scalars as a gram, encoded in place.
    private static func emitGram<Sink: SearchTermSink>(
        _ first: Unicode.Scalar, _ second: Unicode.Scalar?, into sink: inout Sink
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 8) { buffer in
            var count = 0
            func put(_ scalar: Unicode.Scalar) {
                guard let encoded = UTF8.encode(scalar) else { return }
                for byte in encoded {
                    buffer[count] = byte
                    count += 1
                }
            }
            put(first)
            if let second { put(second) }
            sink.take(UnsafeBufferPointer(rebasing: buffer[..<count]), isGram: true)
        }
    }
}
