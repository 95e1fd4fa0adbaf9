import Foundation

/// Checks a colour from `docgen.yml` before it goes into a page's CSS.
///
/// Only forms that cannot end the declaration they are put in are accepted: `#rgb`, `#rrggbb`,
/// `#rrggbbaa`, and `rgb(…)`, `rgba(…)`, `hsl(…)`, `hsla(…)` holding three or four numbers
/// (with `%` or an angle unit, or `none`) separated by spaces, commas or one `/`.
package enum CSSColor {
    /// The colour without surrounding spaces when it is one of the accepted forms; nil otherwise.
    package static func validated(_ text: String) -> String? {
        let value = text.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("#") {
            let digits = value.dropFirst()
            guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
            return value
        }
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let name = value[..<open].lowercased()
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let arguments = value[value.index(after: open)..<value.index(before: value.endIndex)]
        guard arguments.count(where: { $0 == "/" }) <= 1 else { return nil }
        let parts = arguments.split { $0 == " " || $0 == "," || $0 == "/" }
        guard (3...4).contains(parts.count), parts.allSatisfy(isComponent) else { return nil }
        return value
    }

    /// A number with an optional unit (`50%`, `120deg`, `-0.5`), or `none`.
    private static func isComponent(_ part: Substring) -> Bool {
        if part.lowercased() == "none" { return true }
        var rest = part[...]
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard number.contains(where: \.isNumber), number.count(where: { $0 == "." }) <= 1 else { return false }
        let unit = rest.dropFirst(number.count).lowercased()
        return ["", "%", "deg", "rad", "grad", "turn"].contains(unit)
    }
}
