import DocGenMarkdown
import Mustache

/// How docgen's Mustache templates escape the values they print: by bytes.
///
/// swift-mustache's own HTML escaping replaces whole characters, so a quote followed by a
/// combining mark is one character that is not a quote, and stays as it is: a value could close
/// an attribute and add its own. Every template docgen compiles, page and preview alike, starts
/// with `pragma`, which switches it to this escaping.
public enum TemplateEscaping: MustacheContentType {
    case bytes

    private static let name = "DOCGEN_HTML"

    /// A line of its own before a template's first, which Mustache leaves out of the output; a
    /// template's line numbers in diagnostics are one less than the compiled text's.
    public static let pragma: String = {
        MustacheContentTypes.register(TemplateEscaping.bytes, named: name)
        return "{{% CONTENT_TYPE: \(name)}}\n"
    }()

    /// Escapes `&`, `<`, `>`, `"` and `'`.
    public func escapeText(_ text: String) -> String {
        HTMLEscaping.templateValue(text)
    }
}
