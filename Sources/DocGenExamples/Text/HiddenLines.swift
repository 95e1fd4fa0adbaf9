import Foundation

/// Setup lines of a Swift example that are checked but not shown: a line whose first
/// non-blank characters are `#-` followed by a space or the line's end.
///
/// Swift's own `#` words (`#if`, `#available`, `#Preview`) have a letter after the `#`, so the
/// marker cannot be read as Swift or hide one of them.
public enum HiddenLines {
    /// The code without its hidden lines, as a page shows it; nil when it has none.
    public static func visible(_ code: String) -> String? {
        guard mayHide(code) else { return nil }
        var shown: [Substring] = []
        var hidden = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if markerRange(in: line) != nil { hidden = true } else { shown.append(line) }
        }
        return hidden ? shown.joined(separator: "\n") : nil
    }

    /// The code with each hidden line's marker replaced by spaces, as it is checked, so every
    /// column stays where it is in the file; nil when it has no hidden line.
    static func checkable(_ code: String) -> String? {
        guard mayHide(code) else { return nil }
        var lines: [String] = []
        var hidden = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let marker = markerRange(in: line) else {
                lines.append(String(line))
                continue
            }
            hidden = true
            lines.append(String(line[..<marker.lowerBound]) + "  " + String(line[marker.upperBound...]))
        }
        return hidden ? lines.joined(separator: "\n") : nil
    }

    // Nearly every block has no `#-` at all, found without splitting it into lines; `#` is rare
    // in code, so `memchr` skips most of a block at a time.
    private static func mayHide(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            guard let start = bytes.baseAddress else { return false }
            var offset = 0
            while offset < bytes.count - 1,
                let found = memchr(start + offset, Int32(UInt8(ascii: "#")), bytes.count - 1 - offset)
            {
                let position = start.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[position + 1] == UInt8(ascii: "-") { return true }
                offset = position + 1
            }
            return false
        }
    }

    /// The range of the `#-` marker of a hidden line, or nil for a shown one.
    private static func markerRange(in line: Substring) -> Range<Substring.Index>? {
        let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
        let rest = line[start...]
        guard rest.hasPrefix("#-") else { return nil }
        let end = rest.index(start, offsetBy: 2)
        guard end == rest.endIndex || rest[end] == " " || rest[end] == "\r" else { return nil }
        return start..<end
    }
}
