import DocGenDiagnostics
import Foundation

/// Machine-readable forms of diagnostics for `docgen check --format`.
enum DiagnosticFormats {
    /// A GitHub Actions workflow command: `::error file=…,line=…,col=…,title=…::message`.
    static func githubAnnotation(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            properties.append("file=\(escapeProperty(location.file))")
            properties.append("line=\(location.line)")
            properties.append("col=\(location.column)")
        }
        properties.append("title=\(escapeProperty("docgen [\(diagnostic.rule)]"))")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))"
    }

    /// Every diagnostic as one JSON document, with counts.
    static func json(_ diagnostics: [Diagnostic], pages: Int, examples: Int) -> String {
        let items: [[String: Any]] = diagnostics.map { diagnostic in
            var item: [String: Any] = [
                "severity": diagnostic.severity.rawValue, "rule": diagnostic.rule, "message": diagnostic.message,
            ]
            if let location = diagnostic.location {
                item["file"] = location.file
                item["line"] = location.line
                item["column"] = location.column
            }
            return item
        }
        let document: [String: Any] = [
            "diagnostics": items,
            "errors": diagnostics.count { $0.severity == .error },
            "warnings": diagnostics.count { $0.severity == .warning },
            "pages": pages,
            "examples": examples,
        ]
        let data =
            (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
