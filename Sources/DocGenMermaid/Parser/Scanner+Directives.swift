/// Statements every diagram type shares: accessibility text, `classDef`, `class` and `click`.
extension Scanner {
    /// Reads an `accTitle` or `accDescr` statement at the cursor into `accessibility`; false,
    /// reading nothing, when the statement is another.
    mutating func matchAccessibility(into accessibility: inout AccessibilityText) throws(ParseError) -> Bool {
        if matchKeyword("accTitle") {
            accessibility.title = try scanAccessibilityText(keyword: "accTitle")
            return true
        }
        if matchKeyword("accDescr") {
            accessibility.description = try scanAccessibilityText(keyword: "accDescr")
            return true
        }
        return false
    }

    /// Reads what follows `accTitle` or `accDescr`: `: text` to the end of the line, or
    /// (for descriptions) `{ … }` across lines.
    mutating func scanAccessibilityText(keyword: String) throws(ParseError) -> String {
        skipSpaces()
        if match(":") {
            return scanRestOfLine().trimmingSpaces
        }
        let start = offset
        if keyword == "accDescr", match("{") {
            let bodyStart = offset
            while let scalar = peek(), scalar != "}" { advance() }
            guard peek() == "}" else { throw ParseError(message: "'accDescr {' is never closed; add '}'", offset: start) }
            let body = source.string(bodyStart..<offset)
            advance()
            return body.split(separator: "\n").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        throw ParseError(message: "expected ':' after '\(keyword)'", offset: start)
    }

    /// Reads `name[,name…] declarations` after `classDef`.
    mutating func scanClassDefinition() throws(ParseError) -> (names: [String], text: String, offset: Int) {
        skipSpaces()
        let start = offset
        let names = scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !names.isEmpty else { throw ParseError(message: "expected a class name after 'classDef'", offset: start) }
        skipSpaces()
        let textStart = offset
        let text = scanRestOfStatement()
        return (names.split(separator: ",").map { String($0).trimmingSpaces }, text, textStart)
    }

    /// Reads `id[,id…] className` after `class`.
    mutating func scanClassAssignment() throws(ParseError) -> (ids: [String], className: String) {
        skipSpaces()
        let start = offset
        var ids = scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        skipSpaces()
        // `class A, B name`: a list may have spaces after its commas.
        while ids.hasSuffix(",") || peek() == ",", !isAtStatementEnd {
            ids += scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
            skipSpaces()
        }
        let className = scan { !($0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";") }
        guard !ids.isEmpty, !className.isEmpty else {
            throw ParseError(message: "expected 'class ids className', such as 'class A,B highlight'", offset: start)
        }
        return (ids.split(separator: ",").map { String($0).trimmingSpaces }, className)
    }

    /// Reads a `click` statement's tail after its id; returns the link, or a problem to warn about
    /// when the statement is a callback or names an unsafe URL.
    mutating func scanClick(id: String) throws(ParseError) -> (link: NodeLink?, problem: ParseError?) {
        skipSpaces()
        let start = offset
        var url: String?
        if matchKeyword("href") {
            skipSpaces()
        }
        if peek() == "\"" {
            url = try scanQuoted()
        } else {
            let callback = scanRestOfStatement().trimmingSpaces
            let name = callback.hasPrefix("call ") ? String(callback.dropFirst(5)).trimmingSpaces : callback
            return (
                nil,
                ParseError(
                    message: "click callback '\(name)' on '\(id)' is ignored; only links are supported", offset: start,
                    rule: MermaidRule.click)
            )
        }
        skipSpaces()
        var tooltip: String?
        if peek() == "\"" { tooltip = try scanQuoted() }
        skipSpaces()
        let targetWord = scan { $0 == "_" || $0.properties.isAlphabetic }
        let target = ["_blank", "_self", "_parent", "_top"].contains(targetWord) ? targetWord : nil
        guard let url, URLPolicy.isAllowed(url) else {
            return (
                nil,
                ParseError(
                    message: "link '\(url ?? "")' on '\(id)' is not an http(s) or relative URL and was dropped", offset: start,
                    rule: MermaidRule.click)
            )
        }
        return (NodeLink(url: url, tooltip: tooltip.map { LabelDecoder.decode($0, quoted: true).plain }, target: target), nil)
    }
}
