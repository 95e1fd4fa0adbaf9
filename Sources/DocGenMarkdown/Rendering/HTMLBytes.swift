/// HTML built as UTF-8 bytes: appending to a byte buffer costs less than appending to a
/// `String`, which checks its storage, capacity and flags on every append and grows in steps.
///
/// Pages are rendered into one of these from their body to their template and written out as
/// it is, so their HTML is never checked as UTF-8 again: every byte appended comes from a
/// `String`, a `StaticString` or escaping, which only replaces ASCII bytes.
public struct HTMLBytes: @unchecked Sendable, Equatable {
    // Shared only until a copy writes (`append`), as an array's storage is: that makes it sendable.
    private var storage: Storage

    /// Creates an empty buffer with room for about `capacity` bytes.
    public init(capacity: Int = 0) {
        storage = Storage(capacity: capacity)
    }

    /// Creates a buffer holding HTML made as a string, such as swift-mustache's output.
    public init(html: String) {
        self.init(capacity: html.utf8.count)
        raw(html)
    }

    /// The HTML written so far, as text.
    public var text: String { String(decoding: storage.written, as: UTF8.self) }

    /// The bytes written so far.
    public var bytes: [UInt8] { Array(storage.written) }

    /// The same bytes in storage of exactly their size, for HTML that is kept a while.
    public var compacted: HTMLBytes {
        var copy = HTMLBytes(capacity: count)
        copy.raw(self)
        return copy
    }

    /// How many bytes have been written.
    public var count: Int { storage.count }

    /// Whether nothing has been written.
    public var isEmpty: Bool { storage.count == 0 }

    /// Calls `body` with the bytes written so far, valid only during the call.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(storage.written)
    }

    /// Whether two buffers hold the same bytes.
    public static func == (lhs: HTMLBytes, rhs: HTMLBytes) -> Bool {
        lhs.storage.written.elementsEqual(rhs.storage.written)
    }

    /// Appends markup as it is (`<span class="hp">`).
    public mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    /// Appends HTML held in a string as it is (highlighted code, a drawn diagram).
    public mutating func raw(_ html: String) {
        Self.withUTF8(of: html) { append($0) }
    }

    /// Appends HTML written into another buffer.
    public mutating func raw(_ html: HTMLBytes) {
        html.withBytes { append($0) }
    }

    /// Appends UTF-8 bytes as they are; the caller knows them to be whole UTF-8.
    public mutating func raw(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// Appends a number in decimal digits.
    public mutating func decimal(_ value: Int) {
        raw(String(value))
    }

    /// Appends text escaped for element content, as `HTMLEscaping.text` escapes it.
    public mutating func text(_ value: String) {
        Self.withUTF8(of: value) { text($0) }
    }

    /// Appends text escaped for an attribute value, as `HTMLEscaping.attribute` escapes it.
    public mutating func attribute(_ value: String) {
        Self.withUTF8(of: value) { bytes in HTMLEscaping.forEachPiece(of: bytes, quotes: true) { append($0) } }
    }

    /// Appends a link or image URL escaped for an `href` or `src`, as cmark-gfm escapes it
    /// (`URLEscaping`).
    mutating func url(_ value: String) {
        Self.withUTF8(of: value) { bytes in URLEscaping.forEachPiece(of: bytes) { append($0) } }
    }

    /// Appends UTF-8 text escaped for element content, as `HTMLEscaping.appendText` escapes it.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>) {
        HTMLEscaping.forEachPiece(of: utf8, quotes: false) { append($0) }
    }

    /// Appends the bytes `range` of `utf8`, escaped for element content.
    public mutating func text(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        text(UnsafeBufferPointer(rebasing: utf8[range]))
    }

    /// Appends code for a `<pre>`: escaped as `text(_:)` escapes, except that `"` stays as it is.
    public mutating func code(_ value: String) {
        Self.withUTF8(of: value) { code($0, $0.indices) }
    }

    /// Appends the bytes `range` of `utf8` as code (`code(_:)`).
    public mutating func code(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        HTMLEscaping.forEachPiece(of: UnsafeBufferPointer(rebasing: utf8[range]), quotes: false, keepsDoubleQuotes: true) {
            append($0)
        }
    }

    /// Whether the HTML written so far ends with `suffix`.
    public func hasSuffix(_ suffix: StaticString) -> Bool {
        let written = storage.written
        let count = suffix.utf8CodeUnitCount
        guard written.count >= count else { return false }
        return suffix.withUTF8Buffer { suffix in
            UnsafeBufferPointer(rebasing: written[(written.count - count)...]).elementsEqual(suffix)
        }
    }

    /// Removes the last `count` bytes, which must end where a character ends.
    public mutating func removeLast(_ count: Int) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.removeLast(count)
    }

    // A copy of the buffer writes to storage of its own, as an array would.
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        storage.append(source)
    }

    /// Calls `body` with a string's UTF-8, without copying a native string's.
    private static func withUTF8(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if string.utf8.withContiguousStorageIfAvailable(body) == nil {
            var copy = string
            copy.withUTF8(body)
        }
    }
}
