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

/// Bold and italic in Markdown strings, kept inside a label's plain lines as two private-use
/// scalars that toggle them: they measure as nothing and are never written as text.
enum Emphasis {
    // Computed rather than stored, so the hot measuring loops compare against a constant.
    /// Turns bold on or off.
    static var bold: Unicode.Scalar { "\u{E000}" }
    /// Turns italic on or off.
    static var italic: Unicode.Scalar { "\u{E001}" }

    /// Whether a scalar is one of the toggles.
    @inline(__always)
    static func isToggle(_ scalar: Unicode.Scalar) -> Bool { scalar.value == 0xE000 || scalar.value == 0xE001 }

    /// Whether the text may hold a toggle: its UTF-8 has the lead byte of U+E000…U+EFFF.
    @inline(__always)
    static func mayContainToggle(_ text: String) -> Bool { text.utf8.contains(0xEE) }

    /// The text without its toggles.
    static func stripped(_ text: String) -> String {
        guard mayContainToggle(text) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if isToggle(bytes, at: index) {
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result.count == bytes.count ? text : String(decoding: result, as: UTF8.self)
    }

    /// Whether a toggle's UTF-8 (`EE 80 80` or `EE 80 81`) starts at `index`.
    @inline(__always)
    static func isToggle(_ bytes: [UInt8], at index: Int) -> Bool {
        bytes[index] == 0xEE && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0x80
    }
}
