/// Where a position is in a Swift example, read backwards from it: the call whose parentheses
/// hold it, the labels that call has, and whether a label or a member after `.` is being written.
///
/// It reads brackets, strings and names only: enough to offer initializer labels and enum cases
/// while a line is half typed, when the example does not parse.
struct SwiftCursor {
    /// The name being written, up to the position.
    var prefix = ""
    /// The type or value before a `.` right before `prefix` (`BannerType` in `BannerType.po`);
    /// empty for an implicit member (`.po`); nil when no `.` comes before `prefix`.
    var memberBase: String?
    /// The called name of the innermost call whose parentheses hold the position (`QuickLinkItem`).
    var callee: String?
    /// The labels already written in that call.
    var usedLabels: [String] = []
    /// The label of the argument the position is in; nil at a label's place or without one.
    var argumentLabel: String?

    init(before: [Unicode.Scalar]) {
        var end = before.count
        while end > 0, Self.isName(before[end - 1]) { end -= 1 }
        prefix = String(String.UnicodeScalarView(before[end...]))
        if end > 0, before[end - 1] == "." {
            var baseStart = end - 1
            while baseStart > 0, Self.isName(before[baseStart - 1]) || before[baseStart - 1] == "." { baseStart -= 1 }
            memberBase = String(String.UnicodeScalarView(before[baseStart..<(end - 1)]))
        }
        // Back to the unmatched `(`, noting the labels written at its depth.
        var depth = 0
        var index = end
        var labelsSinceComma: [String] = []
        var passedComma = false
        while index > 0 {
            index -= 1
            let scalar = before[index]
            switch scalar {
            case ")", "]", "}": depth += 1
            case "[", "{":
                if depth == 0 { return }
                depth -= 1
            case "(":
                if depth > 0 {
                    depth -= 1
                    continue
                }
                var nameStart = index
                while nameStart > 0, Self.isName(before[nameStart - 1]) || before[nameStart - 1] == "." { nameStart -= 1 }
                let name = String(String.UnicodeScalarView(before[nameStart..<index]))
                callee = name.hasSuffix(".init") ? String(name.dropLast(5)) : name
                if !passedComma { argumentLabel = labelsSinceComma.last }
                return
            case ",":
                if depth == 0 {
                    if !passedComma { argumentLabel = labelsSinceComma.last }
                    passedComma = true
                }
            case ":":
                // `label:` at the call's depth; `a ? b : c` and `[K: V]` are rare in an argument.
                guard depth == 0 else { continue }
                var labelStart = index
                while labelStart > 0, before[labelStart - 1] == " " { labelStart -= 1 }
                let labelEnd = labelStart
                while labelStart > 0, Self.isName(before[labelStart - 1]) { labelStart -= 1 }
                guard labelStart < labelEnd else { continue }
                let label = String(String.UnicodeScalarView(before[labelStart..<labelEnd]))
                usedLabels.append(label)
                if !passedComma { labelsSinceComma.append(label) }
            case "\"":
                // Back over a string on one line.
                while index > 0, before[index - 1] != "\"", before[index - 1] != "\n" { index -= 1 }
                if index > 0, before[index - 1] == "\"" { index -= 1 }
            default:
                break
            }
        }
    }

    /// Whether the position is where an argument's label goes: right after `(` or `,`.
    var isAtLabel: Bool { callee != nil && argumentLabel == nil && memberBase == nil }

    static func isName(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
