/// Escaping for text and attribute values written into HTML.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for element content.
    public static func text(_ value: String) -> String {
        escape(value, quotes: false)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for attribute values.
    public static func attribute(_ value: String) -> String {
        escape(value, quotes: true)
    }

    /// Appends escaped element content to `output` without building an intermediate string.
    public static func appendText(_ value: String, to output: inout String) {
        // Most text needs no escaping; checking first avoids rebuilding it.
        guard value.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else {
            output += value
            return
        }
        output += escape(value, quotes: false)
    }

    private static func escape(_ value: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\u{0}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
