import DocGenDiagnostics
import DocGenMarkdown
import Mustache

/// How docgen's Mustache templates escape the values they print: by bytes.
///
/// swift-mustache's own HTML escaping replaces whole characters, so a quote followed by a
/// combining mark is one character that is not a quote, and stays as it is: a value could close
/// an attribute and add its own. Every template docgen compiles, page and preview alike, starts
/// with `pragma`, which switches it to this escaping; `register()` makes the pragma known to
/// swift-mustache and runs before any template is compiled (`TemplateSet.load`).
package enum TemplateEscaping: MustacheContentType {
    case bytes

    /// The content type's name in the pragma.
    package static let name = "DOCGEN_HTML"

    /// A line of its own before a template's first, which Mustache leaves out of the output; a
    /// template's line numbers in diagnostics are one less than the compiled text's.
    package static let pragma = "{{% CONTENT_TYPE: \(name)}}\n"

    /// Makes `pragma` known to swift-mustache; registering again replaces the same entry.
    package static func register() {
        MustacheContentTypes.register(TemplateEscaping.bytes, named: name)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`.
    package func escapeText(_ text: String) -> String {
        HTMLEscaping.templateValue(text)
    }

    /// A `template-escaping` warning for each pragma in `text` that switches the template back to
    /// swift-mustache's HTML escaping, which escapes by characters.
    package static func switchesBack(in text: String, file: String) -> [Diagnostic] {
        let tags = TemplateTags(text)
        return tags.tags.compactMap { tag in
            guard tag.kind == .variable, tag.name.hasPrefix("%") else { return nil }
            let words = tag.name.dropFirst().split(separator: ":", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard words.count == 2, words[0] == "CONTENT_TYPE", words[1] == "HTML" else { return nil }
            let (line, column) = tags.position(of: tag.start)
            return .warning(
                "template switches to swift-mustache's HTML escaping, which escapes whole characters: a quote followed by a combining mark is printed as it is; leave the pragma out to keep docgen's escaping",
                at: SourceLocation(file: file, line: line, column: column), rule: "template-escaping")
        }
    }
}

extension MustacheTemplate {
    /// Compiles a template file's text with docgen's escaping (`TemplateEscaping`, registered);
    /// nil, and a `template-syntax` error at the file's line and column in `diagnostics`, when it
    /// does not parse.
    package static func compile(_ text: String, file: String, diagnostics: inout [Diagnostic]) -> MustacheTemplate? {
        do {
            return try MustacheTemplate(string: TemplateEscaping.pragma + text)
        } catch let error as MustacheTemplate.ParserError {
            // The pragma is a line of its own before the file's first.
            let location = SourceLocation(
                file: file, line: max(error.context.lineNumber - 1, 1), column: error.context.columnNumber + 1)
            diagnostics.append(
                Diagnostic.error("template syntax error: \(words(error.error))", at: location, rule: "template-syntax"))
        } catch {
            diagnostics.append(
                Diagnostic.error(
                    "template syntax error: \(words(error))", at: SourceLocation(file: file, line: 1), rule: "template-syntax"))
        }
        return nil
    }

    /// swift-mustache's error names as words: `sectionCloseNameIncorrect` as `section close name incorrect`.
    private static func words(_ error: any Swift.Error) -> String {
        var words = ""
        for character in String(describing: error) {
            if character.isUppercase { words += " " + character.lowercased() } else { words.append(character) }
        }
        return words
    }
}
