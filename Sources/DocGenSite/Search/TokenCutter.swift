/// Cuts a stream of lowercased scalars into `SearchTokenizer`'s terms: words collect their
/// UTF-8 in one reused buffer, East Asian runs are paired as they arrive.
struct TokenCutter {
    let emit: (SearchTokenizer.Token) -> Void
    private var word: [UInt8] = []
    /// The previous scalar of the current East Asian run, and whether the run has had a pair yet.
    private var lastGram: Unicode.Scalar?
    private var pairedRun = false

    init(emit: @escaping (SearchTokenizer.Token) -> Void) {
        self.emit = emit
        word.reserveCapacity(64)
    }

    /// Takes one ASCII byte of the text, lowercasing it.
    mutating func ascii(_ byte: UInt8) {
        let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        switch lowered {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            flushGrams()
            word.append(lowered)
        default:
            flushWord()
            flushGrams()
        }
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
            emit(.gram(Self.pair(previous, scalar)))
            pairedRun = true
        }
        lastGram = scalar
    }

    /// Two scalars as one string, made from their UTF-8 in place: building it through a scalar
    /// view cost more than filing the term.
    private static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> String {
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
            put(second)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Emits what is left at the end of the text.
    mutating func finish() {
        flushWord()
        flushGrams()
    }

    private mutating func flushWord() {
        guard !word.isEmpty else { return }
        emit(.word(String(decoding: word, as: UTF8.self)))
        word.removeAll(keepingCapacity: true)
    }

    /// Ends an East Asian run; a run of one character is a term of its own.
    private mutating func flushGrams() {
        if let single = lastGram, !pairedRun { emit(.gram(String(Character(single)))) }
        lastGram = nil
        pairedRun = false
    }
}
