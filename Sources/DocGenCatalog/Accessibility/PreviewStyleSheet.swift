import DocGenMarkdown
import Foundation

/// The rules of a site's stylesheets that docgen applies to a drawn preview without a browser.
///
/// Only what can be read for certain is kept: top-level rules whose selector is one element
/// (`span`), one or more classes (`.pv-offer-badge`, `.a.b`) or both, and `:root`, `html` and
/// `body` for the page around the preview. Rules with combinators, pseudo-classes or attribute
/// selectors, and everything inside at-rules (`@media`), are left out, so a finding never rests
/// on a rule that may not apply.
public struct PreviewStyleSheet: Sendable {
    struct Rule: Sendable {
        /// nil for `:root`, `html` and `body`.
        var tag: String?
        var classes: [String]
        var isRoot: Bool
        var declarations: [(name: String, value: String)]
        /// Specificity, then order in the sheets.
        var rank: (Int, Int)

        func matches(tag elementTag: String, classes elementClasses: Set<String>) -> Bool {
            !isRoot && (tag == nil || tag == elementTag) && classes.allSatisfy(elementClasses.contains)
        }
    }

    private(set) var rules: [Rule] = []
    /// The indices of the rules by the first class they name, `.name`, or else their tag.
    private var candidates: [String: [Int]] = [:]
    /// The indices of the rules of `:root`, `html` and `body`.
    private var rootRules: [Int] = []

    /// No rules.
    public init() {}

    /// Reads stylesheets in the order the page links them.
    public init(_ sheets: [String]) {
        var order = 0
        for sheet in sheets {
            for (selectors, body) in Self.blocks(Self.withoutComments(sheet)) {
                let declarations = Self.declarations(body)
                guard !declarations.isEmpty else { continue }
                for selector in selectors.split(separator: ",") {
                    order += 1
                    if var rule = Self.rule(String(selector)) {
                        rule.declarations = declarations
                        rule.rank.1 = order
                        rules.append(rule)
                    }
                }
            }
        }
        rules.sort { $0.rank < $1.rank }
        for (index, rule) in rules.enumerated() {
            if rule.isRoot {
                rootRules.append(index)
            } else {
                candidates[rule.classes.first.map { "." + $0 } ?? rule.tag ?? "", default: []].append(index)
            }
        }
    }

    /// The declarations of the rules an element matches, in cascade order.
    ///
    /// The root gets the root's rules. Only the rules keyed by an element's tag or one of its
    /// classes are tried: a theme has hundreds of rules and a preview's element matches a few.
    func declarations(tag: String, classes: Set<String>, isRoot: Bool) -> [(name: String, value: String)] {
        if isRoot { return rootRules.flatMap { rules[$0].declarations } }
        var indices = candidates[tag] ?? []
        for name in classes { indices += candidates["." + name] ?? [] }
        indices.sort()
        var result: [(name: String, value: String)] = []
        var previous = -1
        for index in indices where index != previous {
            previous = index
            if rules[index].matches(tag: tag, classes: classes) { result += rules[index].declarations }
        }
        return result
    }

    /// The declarations of one `style` attribute.
    static func declarations(_ body: Substring) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        for part in split(body, on: UInt8(ascii: ";")) {
            guard let colon = part.firstIndex(of: ":") else { continue }
            var name = part[..<colon].trimmingSpaces
            if !name.hasPrefix("--") { name = name.lowercased() }
            var value = part[part.index(after: colon)...].trimmingSpaces
            // Foundation's search only where a `!` may start the flag: most values have none.
            if value.containsByte(UInt8(ascii: "!")), let important = value.range(of: "!important") {
                value = String(value[..<important.lowerBound]).trimmingSpaces
            }
            if !name.isEmpty { result.append((name, value)) }
        }
        return result
    }

    /// `text` cut at each `separator` (an ASCII byte) outside parentheses.
    ///
    /// Read by UTF-8 byte, as CSS reads code points: a `Character` at a time, with its grapheme
    /// breaking, was most of computing a new element's style.
    static func split(_ text: Substring, on separator: UInt8) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            switch utf8[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = utf8.index(after: index)
            default: break
            }
            utf8.formIndex(after: &index)
        }
        parts.append(text[start...])
        return parts
    }

    private static func rule(_ selector: String) -> Rule? {
        let text = selector.trimmingSpaces
        if [":root", "html", "body"].contains(text) {
            return Rule(tag: nil, classes: [], isRoot: true, declarations: [], rank: (0, 0))
        }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = pieces.first, !text.isEmpty else { return nil }
        let classes = Array(pieces.dropFirst())
        let isName: (String) -> Bool = { name in
            !name.isEmpty
                && name.unicodeScalars.allSatisfy {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
                }
        }
        guard first.isEmpty || isName(first), classes.allSatisfy(isName), !(first.isEmpty && classes.isEmpty) else { return nil }
        return Rule(
            tag: first.isEmpty ? nil : first.lowercased(), classes: classes, isRoot: false, declarations: [],
            rank: (classes.count * 16 + (first.isEmpty ? 0 : 1), 0))
    }

    /// The top-level rules: their selector text and body; at-rules are skipped whole.
    private static func blocks(_ css: String) -> [(Substring, Substring)] {
        var result: [(Substring, Substring)] = []
        var index = css.startIndex
        while let open = css[index...].firstIndex(of: "{") {
            let prelude = css[index..<open].trimmingSpacesSubstring
            var depth = 1
            var end = css.index(after: open)
            while end < css.endIndex, depth > 0 {
                if css[end] == "{" { depth += 1 } else if css[end] == "}" { depth -= 1 }
                end = css.index(after: end)
            }
            if !prelude.hasPrefix("@"), depth == 0 {
                result.append((prelude, css[css.index(after: open)..<css.index(before: end)]))
            }
            index = end
        }
        return result
    }

    private static func withoutComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let start = rest.range(of: "/*") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return result }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }
}

extension StringProtocol {
    var trimmingSpaces: String { String(trimmingSpacesSubstring) }

    var trimmingSpacesSubstring: Substring {
        let text = Substring(self)
        // By byte: the spaces are ASCII, and CSS reads code points, not characters.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[first..<utf8.index(after: last)]
    }
}
