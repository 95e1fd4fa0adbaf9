import DocGenDiagnostics
import Yams

/// A `models:` entry written as a mapping: `{path: Sources/Lib_iOS, for: Docs/iOS}`, a model
/// folder whose types only the pages under the `for` folder are checked against.
struct ModelsEntry {
    /// The model folder, relative to the configuration file.
    var path: String
    /// The folder of the pages checked against it, relative to the configuration file; nil for every page.
    var pages: String?

    private static let keys = ["path", "for"]

    /// Reads the entry; nil, with an error at the offending key or value, when it is not one.
    init?(_ node: Node, file: String, diagnostics: inout [Diagnostic]) {
        func at(_ node: Node) -> SourceLocation {
            SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        guard let mapping = node.mapping else {
            diagnostics.append(
                .error(
                    "configuration 'models' entries must be folders or {path: folder, for: pages folder}", at: at(node),
                    rule: "config-type"))
            return nil
        }
        var path: String?
        var pages: String?
        var valid = true
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard Self.keys.contains(key) else {
                diagnostics.append(
                    .error(
                        "unknown key '\(key)' in a 'models' entry\(Suggestion.hint(for: key, in: Self.keys))", at: at(keyNode),
                        rule: "config-key"))
                valid = false
                continue
            }
            guard let text = value.scalar?.string, !text.isEmpty else {
                diagnostics.append(.error("'\(key)' of a 'models' entry must be a folder", at: at(value), rule: "config-type"))
                valid = false
                continue
            }
            if key == "path" { path = text } else { pages = text }
        }
        guard let path else {
            if valid {
                diagnostics.append(.error("a 'models' entry needs a 'path'", at: at(node), rule: "config-type"))
            }
            return nil
        }
        guard valid else { return nil }
        self.path = path
        self.pages = pages
    }
}
