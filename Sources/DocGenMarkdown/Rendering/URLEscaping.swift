/// Escaping for link and image URLs, byte for byte as cmark-gfm writes an `href` or `src`.
///
/// Unreserved and reserved URL characters are written as they are, `&` and `'` as entities, and
/// every other byte, UTF-8 included, as `%XX`: a space or a backslash in a destination then
/// reaches the browser as GitHub sends it. Destinations that need nothing (nearly all) are
/// written in one piece.
enum URLEscaping {
    // One bit per ASCII byte written as it is: ! # $ % ( ) * + , - . / 0-9 : ; = ? below 64,
    // @ A-Z _ a-z ~ from 64. `%` is kept, so an already escaped URL is not escaped twice.
    private static let keptBelow64: UInt64 = 0xafff_ff3a_0000_0000
    private static let keptFrom64: UInt64 = 0x47ff_fffe_87ff_ffff

    /// Whether the byte is written as it is.
    @inline(__always)
    static func isKept(_ byte: UInt8) -> Bool {
        // A select and a shift, without a branch on which half the byte is in.
        let bits = byte & 0x40 == 0 ? keptBelow64 : keptFrom64
        return byte < 0x80 && bits >> (byte & 0x3F) & 1 != 0
    }

    /// Calls `body` with each piece of the escaped URL, in order: runs written as they are and
    /// the escapes that replace single bytes.
    @inline(__always)
    static func forEachPiece(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var runStart = 0
        for offset in bytes.indices where !isKept(bytes[offset]) {
            if runStart < offset { body(UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) }
            switch bytes[offset] {
            case UInt8(ascii: "&"): ("&amp;" as StaticString).withUTF8Buffer(body)
            case UInt8(ascii: "'"): ("&#x27;" as StaticString).withUTF8Buffer(body)
            default:
                let escape = (UInt8(ascii: "%"), hexDigit(bytes[offset] >> 4), hexDigit(bytes[offset] & 0xF))
                withUnsafeBytes(of: escape) { body($0.bindMemory(to: UInt8.self)) }
            }
            runStart = offset + 1
        }
        if runStart < bytes.count { body(UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }

    /// An uppercase hexadecimal digit for a value below 16.
    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") - 10 + value
    }
}
