/// A label's decoded text: plain lines, ready to measure and escape.
struct TextBlock: Sendable, Hashable {
    /// The lines, without markup or entities.
    var lines: [String]
    /// Whether it came from a Markdown string (`"`…`"`), which Mermaid wraps automatically.
    var isMarkdown: Bool = false

    /// A block of one line.
    init(_ text: String) {
        lines = [text]
    }

    /// A block of the given lines.
    init(lines: [String], isMarkdown: Bool = false) {
        self.lines = lines
        self.isMarkdown = isMarkdown
    }

    /// Whether there is no visible text.
    var isEmpty: Bool { lines.allSatisfy { $0.isEmpty } }

    /// The lines joined with spaces, for summaries.
    var plain: String { Emphasis.stripped(lines.joined(separator: " ")) }
}

/// Bold, italic and inline icons, kept inside a label's plain lines as private-use scalars.
///
/// Bold and italic of Markdown strings are two scalars that toggle them; an icon such as
/// `fa:fa-car` is its name between ``iconStart`` and ``iconEnd``. The marks are never written
/// as text.
enum Emphasis {
    // Computed rather than stored, so the hot measuring loops compare against a constant.
    /// Turns bold on or off.
    static var bold: Unicode.Scalar { "\u{E000}" }
    /// Turns italic on or off.
    static var italic: Unicode.Scalar { "\u{E001}" }
    /// Opens an icon's name; the icon measures as ``iconEms`` and its name as nothing.
    static var iconStart: Unicode.Scalar { "\u{E002}" }
    /// Closes an icon's name.
    static var iconEnd: Unicode.Scalar { "\u{E003}" }
    /// An icon's width: about a Font Awesome glyph's, which mermaid.js draws one em wide.
    static let iconEms = 1.0
    /// What stands in for an icon in a drawn label (docgen loads no icon font).
    static let iconGlyph = "\u{25A0}"

    /// Whether a scalar is one of the marks.
    @inline(__always)
    static func isMark(_ scalar: Unicode.Scalar) -> Bool { (0xE000...0xE003).contains(scalar.value) }

    /// Whether the text may hold a mark: its UTF-8 has the lead byte of U+E000…U+EFFF.
    @inline(__always)
    static func mayContainMark(_ text: String) -> Bool { text.utf8.contains(0xEE) }

    /// The text without its marks; an icon keeps its name, as written.
    static func stripped(_ text: String) -> String {
        guard mayContainMark(text) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if isMark(bytes, at: index) {
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result.count == bytes.count ? text : String(decoding: result, as: UTF8.self)
    }

    /// Whether a mark's UTF-8 (`EE 80 80` to `EE 80 83`) starts at `index`.
    @inline(__always)
    static func isMark(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes[index] == 0xEE && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFC == 0x80
    }

    /// The text with each Font Awesome name Mermaid turns into an icon (`fa:fa-car`, also
    /// `fab:`, `fak:`, `fal:`, `far:`, `fas:`) marked as one.
    static func markingIcons(in text: String) -> String {
        guard text.contains(":fa-") else { return text }
        var result = ""
        var rest = Substring(text)
        while let colon = rest.range(of: ":fa-") {
            let before = rest[..<colon.lowerBound]
            // The prefix: `fa` and at most one of b, k, l, r, s, right before the colon.
            var prefixStart = before.endIndex
            if let last = before.last, "bklrs".contains(last), before.dropLast().hasSuffix("fa") {
                prefixStart = before.index(before.endIndex, offsetBy: -3)
            } else if before.hasSuffix("fa") {
                prefixStart = before.index(before.endIndex, offsetBy: -2)
            }
            let nameEnd =
                rest[colon.upperBound...].firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" || $0 == "-") }
                ?? rest.endIndex
            guard prefixStart < before.endIndex, nameEnd > colon.upperBound else {
                result += rest[..<colon.upperBound]
                rest = rest[colon.upperBound...]
                continue
            }
            result += before[..<prefixStart]
            result.unicodeScalars.append(iconStart)
            result += rest[prefixStart..<nameEnd]
            result.unicodeScalars.append(iconEnd)
            rest = rest[nameEnd...]
        }
        return result + rest
    }
}
