/// Reads a member line as Mermaid does: a method when it has `(`…`)`, else an attribute;
/// a leading `+ - # ~` is its visibility, a trailing `$` (static) or `*` (abstract) its
/// classifier, and `~T~` a type parameter, drawn `<T>`.
enum ClassMember {
    /// The line as drawn and whether it is a method.
    static func parse(_ raw: String) -> (line: MemberLine, isMethod: Bool) {
        var text = raw.trimmingSpaces
        var visibility = ""
        if let first = text.first, "+-#~".contains(first) {
            visibility = String(first)
            text.removeFirst()
        }
        var classifier: Character?
        if let last = text.last, last == "$" || last == "*" {
            classifier = last
            text.removeLast()
            text = text.trimmingSpaces
        }
        var emphasis: MemberLine.Emphasis =
            switch classifier {
            case "$": .underline
            case "*": .italic
            default: .plain
            }
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else {
            return (MemberLine(text: visibility + generics(text.trimmingSpaces), emphasis: emphasis), false)
        }
        let name = String(text[..<open]).trimmingSpaces
        let parameters = String(text[text.index(after: open)..<close]).trimmingSpaces
        var returnType = String(text[text.index(after: close)...]).trimmingSpaces
        // A classifier may also sit right after the parentheses: `make()$ Badge`.
        if let first = returnType.first, first == "$" || first == "*", classifier == nil {
            emphasis = first == "$" ? .underline : .italic
            returnType = String(returnType.dropFirst()).trimmingSpaces
        }
        var shown = visibility + generics(name) + "(" + generics(parameters) + ")"
        if !returnType.isEmpty { shown += " : " + generics(returnType) }
        return (MemberLine(text: shown, emphasis: emphasis), true)
    }

    /// `List~List~Int~~` as `List<List<Int>>`: a `~` followed by a word character opens, any other closes.
    static func generics(_ text: String) -> String {
        guard text.contains("~") else { return text }
        var result = ""
        var depth = 0
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard scalar == "~" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if let next, Scanner.isWordScalar(next) {
                result += "<"
                depth += 1
            } else if depth > 0 {
                result += ">"
                depth -= 1
            } else {
                result += "~"
            }
        }
        return result
    }
}
