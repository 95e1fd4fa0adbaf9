/// Front matter, `%%{init}%%` directives and `%%` comments, read out of diagram source.
///
/// What it removes it blanks with spaces rather than deleting, so every other character
/// keeps its line and column for diagnostics.
struct Preprocessor {
    /// The source with front matter, directives and comments blanked.
    private(set) var source: SourceText
    /// Configuration found in front matter and directives, as dotted keys in the order seen:
    /// `theme`, `themeVariables.primaryColor`.
    private(set) var configuration: [(key: String, value: String)] = []
    /// The front matter's `title`, if any.
    private(set) var title: String?
    /// Problems with directives or front matter (warnings; the diagram still renders).
    private(set) var problems: [ParseError] = []

    /// Reads `text` and blanks what the parsers must not see.
    init(_ text: String) {
        source = SourceText(text)
        blankFrontMatter()
        blankDirectivesAndComments()
    }

    private mutating func blank(_ range: Range<Int>) {
        for index in range where source.scalars[index] != "\n" {
            source.scalars[index] = " "
        }
    }

    private func lineText(_ line: Int) -> String {
        source.string(source.lineRange(line))
    }

    private mutating func blankFrontMatter() {
        var first = 0
        while first < source.lineCount, lineText(first).allSatisfy({ $0 == " " || $0 == "\t" }) { first += 1 }
        guard first < source.lineCount, lineText(first).trimmingSpaces == "---" else { return }
        var last = first + 1
        while last < source.lineCount, lineText(last).trimmingSpaces != "---" { last += 1 }
        guard last < source.lineCount else {
            problems.append(
                ParseError(message: "front matter is never closed; add a '---' line", offset: source.lineStarts[first]))
            return
        }
        readFrontMatter(lines: (first + 1)..<last)
        blank(source.lineStarts[first]..<source.lineRange(last).upperBound)
    }

    /// Reads the small YAML subset diagrams use: `title:` and nested `config:` maps of scalars.
    private mutating func readFrontMatter(lines: Range<Int>) {
        var path: [(indent: Int, key: String)] = []
        for line in lines {
            let text = lineText(line)
            let indent = text.prefix { $0 == " " }.count
            let body = text.trimmingSpaces
            guard !body.isEmpty, !body.hasPrefix("#"), let colon = body.firstIndex(of: ":") else { continue }
            let key = String(body[..<colon]).trimmingSpaces
            let value = String(body[body.index(after: colon)...]).trimmingSpaces.unquoted
            while let last = path.last, last.indent >= indent { path.removeLast() }
            if value.isEmpty {
                path.append((indent, key))
                continue
            }
            let keys = path.map(\.key) + [key]
            if keys == ["title"] {
                title = value
            } else if keys == ["displayMode"] {
                // Gantt's compact mode may sit beside `title` as well as under `config.gantt`.
                configuration.append(("displayMode", value))
            } else if keys.first == "config", keys.count > 1 {
                configuration.append((keys.dropFirst().joined(separator: "."), value))
            }
        }
    }

    private mutating func blankDirectivesAndComments() {
        var index = 0
        let scalars = source.scalars
        var inQuote = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                inQuote = false
                index += 1
                continue
            }
            if scalar == "%", index + 1 < scalars.count, scalars[index + 1] == "%", !inQuote {
                if index + 2 < scalars.count, scalars[index + 2] == "{" {
                    index = readDirective(at: index)
                    continue
                }
                var end = index
                while end < scalars.count, scalars[end] != "\n" { end += 1 }
                blank(index..<end)
                index = end
                continue
            }
            if scalar == "\"" { inQuote.toggle() }
            index += 1
        }
    }

    /// Reads `%%{ … }%%` starting at `start`, records its configuration, blanks it and
    /// returns the offset after it.
    private mutating func readDirective(at start: Int) -> Int {
        let scalars = source.scalars
        var end = start + 3
        while end + 2 < scalars.count, !(scalars[end] == "}" && scalars[end + 1] == "%" && scalars[end + 2] == "%") {
            end += 1
        }
        guard end + 2 < scalars.count else {
            problems.append(
                ParseError(message: "directive is never closed; end it with '}%%'", offset: start, rule: MermaidRule.directive))
            blank(start..<scalars.count)
            return scalars.count
        }
        let body = source.string((start + 3)..<end)
        blank(start..<(end + 3))
        var reader = InitDirective(body)
        do {
            configuration.append(contentsOf: try reader.read())
        } catch {
            problems.append(ParseError(message: error.message, offset: start + 3 + error.offset, rule: MermaidRule.directive))
        }
        return end + 3
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        // By UTF-8 byte: both are ASCII, and walking Characters showed in label-heavy diagrams.
        let bytes = utf8
        var (start, end) = (bytes.startIndex, bytes.endIndex)
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while start < end {
            let last = bytes[bytes.index(before: end)]
            guard last == 0x20 || last == 0x09 else { break }
            end = bytes.index(before: end)
        }
        return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }

    /// The string without one pair of surrounding single or double quotes.
    var unquoted: String {
        guard count >= 2, let first, let last, first == last, first == "\"" || first == "'" else { return self }
        return String(dropFirst().dropLast())
    }
}
