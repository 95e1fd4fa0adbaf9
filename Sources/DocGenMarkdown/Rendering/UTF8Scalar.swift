/// Decoding single scalars from valid UTF-8, for scanners that walk bytes and look at a
/// non-ASCII character only now and then.
public enum UTF8Scalar {
    /// The byte lowercased if it is an ASCII capital letter, else the byte as it is.
    @inline(__always)
    public static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The length of the sequence a lead byte starts; 1 for ASCII and for a stray continuation byte.
    public static func length(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Whether the bytes at `index` are a precomposed Hangul syllable (U+AC00...U+D7A3, three
    /// bytes led by 0xEA...0xED): a letter without case that is a character of its own unless a
    /// conjoining jamo follows, so text of ASCII and syllables can be sliced and slugged by bytes.
    public static func isHangulSyllable(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        guard (0xEA...0xED).contains(lead), index + 2 < bytes.count else { return false }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return (0xAC00...0xD7A3).contains(value)
    }

    /// The scalar starting at `index` and its length in bytes; nil when `index` is not at the
    /// start of a whole sequence.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        guard lead >= 0xC0 else { return nil }
        let length = length(lead: lead)
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
