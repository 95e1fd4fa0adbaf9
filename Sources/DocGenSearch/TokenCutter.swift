import DocGenMarkdown

/// Cuts a stream of lowercased scalars into `SearchTokenizer`'s terms: words collect their
/// UTF-8 in one reused buffer, East Asian runs are paired as they arrive.
///
/// Terms are handed to a sink as UTF-8 bytes that live only for the call, with whether they are
/// East Asian grams; the search index numbers them without making a `String` for a term it has
/// seen.
struct TokenCutter {
    private var word: [UInt8] = []
    /// The previous scalar of the current East Asian run, and whether the run has had a pair yet.
    private var lastGram: Unicode.Scalar?
    private var pairedRun = false

    init() {
        word.reserveCapacity(64)
    }

    /// Takes one ASCII byte of the text, lowercasing it.
    mutating func ascii<Sink: SearchTermSink>(_ byte: UInt8, into sink: inout Sink) {
        let lowered = UTF8Scalar.asciiLowercased(byte)
        switch lowered {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            flushGrams(into: &sink)
            word.append(lowered)
        default:
            flushWord(into: &sink)
            flushGrams(into: &sink)
        }
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

    private mutating func flushWord<Sink: SearchTermSink>(into sink: inout Sink) {
        guard !word.isEmpty else { return }
        word.withUnsafeBufferPointer { sink.take($0, isGram: false) }
        word.removeAll(keepingCapacity: true)
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
