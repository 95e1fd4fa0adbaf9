import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

extension LanguageServer {
    /// Checks the whole site again from its configuration, as `docgen check` would now.
    func reloadSite() {
        do {
            site = try EditorCheck(configuration: load(root))
            siteError = nil
        } catch let error as ConfigurationError {
            site = nil
            siteError = error.diagnostics.map(\.description).joined(separator: "\n")
        } catch {
            site = nil
            siteError = "\(error)"
        }
        if let siteError {
            sendNotification("window/showMessage", ShowMessageParams(type: 1, message: "docgen: \(siteError)"))
        }
    }

    /// Checks the site again and publishes every open document's diagnostics anew.
    func reloadAndRepublish() {
        reloadSite()
        for uri in documents.keys.sorted() { publish(uri) }
    }

    /// Whether a change to the file at `path` can change what the site's check reports: a model
    /// source, the configuration file, or any file of the content and templates folders (a page
    /// added, removed, or linked to).
    func affectsSite(_ path: String) -> Bool {
        guard let configuration = site?.configuration else { return true }
        let folders =
            configuration.modelDirectories + [configuration.contentDirectory, configuration.templatesDirectory]
        if folders.contains(where: { path.hasPrefix($0.standardizedFileURL.path + "/") }) {
            // An open page's own edits are checked as they are typed.
            return !(documents.keys.contains { DocumentURI.path(of: $0) == path } && path.hasSuffix(".md"))
        }
        let name = (path as NSString).lastPathComponent
        return name == "docgen.yml" || name == "docgen.yaml"
            || configuration.configFile.map { $0.standardizedFileURL.path == path } ?? false
    }

    /// Checks an open document and publishes its diagnostics; a document that is no page of the
    /// site gets none.
    func publish(_ uri: String) {
        guard let document = documents[uri] else { return }
        guard let site, let path = DocumentURI.path(of: uri), let result = site.check(path, text: document.text) else {
            checked[uri] = nil
            return sendNotification(
                "textDocument/publishDiagnostics",
                PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: []))
        }
        let published = result.diagnostics.filter { !$0.isExplanation }.map {
            (lsp: $0.lspDiagnostic(in: document), diagnostic: $0)
        }
        checked[uri] = CheckedDocument(result: result, published: published)
        sendNotification(
            "textDocument/publishDiagnostics",
            PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: published.map(\.lsp)))
    }

    /// The open page at `uri` and its last check; an error response's reason when there is none.
    func openPage(_ uri: String) throws -> (document: TextDocument, checked: CheckedDocument) {
        guard let document = documents[uri] else {
            throw ResponseError(code: ResponseError.requestFailed, message: "'\(uri)' is not open")
        }
        guard let checked = checked[uri] else {
            let reason = siteError.map { "the site could not be checked: \($0)" } ?? "'\(uri)' is not a page of the docgen site"
            throw ResponseError(code: ResponseError.requestFailed, message: reason)
        }
        return (document, checked)
    }
}

extension Diagnostic {
    /// The diagnostic in LSP's terms: its span starts at docgen's location and covers the name,
    /// quoted string or character written there.
    func lspDiagnostic(in document: TextDocument) -> LSPDiagnostic {
        let location = location ?? SourceLocation(file: "", line: 1)
        let start = document.position(line: location.line, column: location.column)
        var end = start
        if start.line < document.lines.count {
            let rest = document.lines[start.line].unicodeScalars.dropFirst(max(0, location.column - 1))
            end.character += Self.tokenLength(rest)
        }
        let severity: Int =
            switch self.severity {
            case .error: 1
            case .warning: 2
            case .note: 3
            }
        return LSPDiagnostic(range: Range(start: start, end: end), severity: severity, code: rule, message: message)
    }

    /// The UTF-16 length of the token that starts `scalars`: a quoted string, a name, or one character.
    private static func tokenLength(_ scalars: Substring.UnicodeScalarView.SubSequence) -> Int {
        guard let first = scalars.first else { return 0 }
        func isName(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        }
        var length = first.utf16.count
        if first == "\"" {
            var escaped = false
            for scalar in scalars.dropFirst() {
                length += scalar.utf16.count
                if scalar == "\"" && !escaped { break }
                escaped = scalar == "\\" && !escaped
            }
        } else if isName(first) || first == "." {
            for scalar in scalars.dropFirst() {
                guard isName(scalar) else { break }
                length += scalar.utf16.count
            }
        }
        return length
    }
}
