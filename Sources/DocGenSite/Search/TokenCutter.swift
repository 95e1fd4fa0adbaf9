import DocGenMarkdown

/// Cuts a stream of lowercased scalars into `SearchTokenizer`'s terms: words collect their
/// UTF-8 in one reused buffer, East Asian runs are paired as they arrive.
///
/// Terms are handed on as UTF-8 bytes that live only for the call, with whether they are East
/// Asian grams; the search index numbers them without making a `String` for a term it has seen.
struct TokenCutter {
    let emit: (UnsafeBufferPointer<UInt8>, _ isGram: Bool) -> Void
    private var word: [UInt8] = []
    /// The previous scalar of the current East Asian run, and whether the run has had a pair yet.
    private var lastGram: Unicode.Scalar?
    private var pairedRun = false

    init(emit: @escaping (UnsafeBufferPointer<UInt8>, _ isGram: Bool) -> Void) {
        self.emit = emit
        word.reserveCapacity(64)
    }

    /// Takes one ASCII byte of the text, lowercasing it.
    mutating func ascii(_ byte: UInt8) {
        let lowered = UTF8Scalar.asciiLowercased(byte)
        switch lowered {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            flushGrams()
            word.append(lowered)
        default:
            flushWord()
            flushGrams()
        }
    }

    /// Prepares for a word the caller emits itself, as `ascii` would start one: false when a
    /// word is already being collected, so the caller must go on byte by byte.
    mutating func startsWord() -> Bool {
        guard word.isEmpty else { return false }
        flushGrams()
        return true
    }

    /// Takes one lowercased scalar of the text.
    mutating func scalar(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            ascii(UInt8(scalar.value))
        } else if SearchTokenizer.isEastAsian(scalar) {
            gram(scalar)
        } else if SearchTokenizer.isWordCharacter(scalar) {
            flushGrams()
            if let encoded = UTF8.encode(scalar) { word.append(contentsOf: encoded) }
        } else {
            flushWord()
            flushGrams()
        }
    }

    /// Takes one Hangul, kana or Han character.
    mutating func gram(_ scalar: Unicode.Scalar) {
        flushWord()
        if let previous = lastGram {
            emitGram(previous, scalar)
            pairedRun = true
        }
        lastGram = scalar
    }

    /// Emits what is left at the end of the text.
    mutating func finish() {
        flushWord()
        flushGrams()
    }

    private mutating func flushWord() {
        guard !word.isEmpty else { return }
        word.withUnsafeBufferPointer { emit($0, false) }
        word.removeAll(keepingCapacity: true)
    }

    /// Ends an East Asian run; a run of one character is a term of its own.
    private mutating func flushGrams() {
        if let single = lastGram, !pairedRun { emitGram(single, nil) }
        lastGram = nil
        pairedRun = false
    }

    /// Emits one or two scalars as a gram, encoded in place.
    private func emitGram(_ first: Unicode.Scalar, _ second: Unicode.Scalar?) {
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
            emit(UnsafeBufferPointer(rebasing: buffer[..<count]), true)
        }
    }
}
