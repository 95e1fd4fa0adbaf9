/// Writes SVG elements one per line, indented, with every value and text escaped.
///
/// Attributes keep the order given, so output is stable. Shared by every diagram type.
struct SVGWriter: Sendable {
    /// The SVG written so far.
    private(set) var output = ""
    private var depth = 0

    init() {}

    /// Opens an element that will hold others.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes the innermost open element.
    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        line("</\(name)>")
    }

    /// Writes an empty element, or one holding only text.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        if let text {
            line("<\(name)\(Self.attributes(attributes))>\(Self.escape(text))</\(name)>")
        } else {
            line("<\(name)\(Self.attributes(attributes))/>")
        }
    }

    /// Writes trusted markup (such as a style sheet built from sanitised values) as is.
    mutating func raw(_ markup: String) {
        for part in markup.split(separator: "\n", omittingEmptySubsequences: false) { line(String(part)) }
    }

    /// Writes one line of markup built from escaped parts.
    mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    /// ` a="1" b="2"` for the given attributes; empty values are left out.
    static func attributes(_ attributes: [(String, String)]) -> String {
        var result = ""
        for (name, value) in attributes where !value.isEmpty {
            result += " \(name)=\"\(escape(value))\""
        }
        return result
    }

    /// Text safe inside elements and double-quoted attributes.
    static func escape(_ text: String) -> String {
        let needsWork = text.utf8.contains {
            $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20 || $0 == 0xEE
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Control characters are not allowed in XML; drop them.
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" { continue }
                if Emphasis.isToggle(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
