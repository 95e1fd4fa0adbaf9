/// What a fenced block's info string asks docgen to check.
public enum FenceInfo: Equatable, Sendable {
    /// `json TypeName`, `json [TypeName]`, `json [String: TypeName]`: the type text after `json`.
    case json(typeText: String)
    /// `swift`: a Swift example.
    case swift
    /// Anything else, plain `json`, `json TypeName no-check` and `swift no-check`: nothing to check.
    case unchecked

    /// The markers docgen reads after the language or the type: `no-check`, `expect-error` and
    /// `expect-error=RULE`.
    static func isMarker(_ word: Substring) -> Bool {
        word == "no-check" || word == "expect-error" || word.hasPrefix("expect-error=")
    }

    /// A `json` block's reading from the text after `json`: the type text, which may hold spaces
    /// (`[String: Item]`), is what comes before the markers at the end.
    private static func json(_ rest: String) -> FenceInfo {
        let (typeText, markers) = splitTrailingMarkers(rest)
        return typeText.isEmpty || markers.contains("no-check") ? .unchecked : .json(typeText: typeText)
    }

    /// `text` without the marker words at its end, and those words, last first.
    static func splitTrailingMarkers(_ text: String) -> (text: String, markers: [Substring]) {
        var text = Substring(text)
        var markers: [Substring] = []
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" }
        while true {
            while let last = text.last, isBlank(last) { text.removeLast() }
            let word = text[(text.lastIndex(where: isBlank).map { text.index(after: $0) } ?? text.startIndex)...]
            guard !word.isEmpty, isMarker(word) else { break }
            markers.append(word)
            text = text[..<word.startIndex]
        }
        return (String(text), markers)
    }

    /// Reads an info string; the language is matched case-insensitively (`Swift` is `swift`).
    public init(_ info: String) {
        if let read = Self.read(ascii: info) {
            self = read
            return
        }
        let trimmed = info.trimmingWhitespace()
        let language = trimmed.prefix { $0 != " " && $0 != "\t" }
        let rest = String(trimmed.dropFirst(language.count)).trimmingWhitespace()
        switch language.lowercased() {
        case "json":
            self = Self.json(rest)
        case "swift":
            let flags = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            self = flags.contains("no-check") ? .unchecked : .swift
        default:
            self = .unchecked
        }
    }

    /// The same reading of an ASCII info string without a CR, nearly every one, done on its
    /// bytes, where characters are bytes; nil for any other.
    private static func read(ascii info: String) -> FenceInfo? {
        var info = info
        return info.withUTF8 { bytes -> FenceInfo? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            func isSpace(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            }
            func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            var start = 0
            var end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            var wordEnd = start
            while wordEnd < end, !isBlank(bytes[wordEnd]) { wordEnd += 1 }
            var restStart = wordEnd
            while restStart < end, isSpace(bytes[restStart]) { restStart += 1 }
            let word = bytes[start..<wordEnd].map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
            let rest = UnsafeBufferPointer(rebasing: bytes[restStart..<end])
            if word.elementsEqual("json".utf8) { return json(String(decoding: rest, as: UTF8.self)) }
            guard word.elementsEqual("swift".utf8) else { return .unchecked }
            let flags = rest.split(whereSeparator: { isBlank($0) || $0 == UInt8(ascii: ",") })
            return flags.contains(where: { $0.elementsEqual("no-check".utf8) }) ? .unchecked : .swift
        }
    }
}
