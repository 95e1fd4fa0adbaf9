import DocGenSite

extension LanguageServer {
    /// The quick fixes for the diagnostics in a span: each fix `docgen check --fix` would make
    /// (`ExampleFix`), as an edit of the line it changes.
    func codeActions(_ params: CodeActionParams) throws -> [CodeAction] {
        let (document, checked) = try openPage(params.textDocument.uri)
        var actions: [CodeAction] = []
        for (lsp, diagnostic) in checked.published where lsp.range.overlaps(params.range) {
            for fix in ExampleFix.fixes(for: [diagnostic]) {
                // The fix applied as `check --fix` applies it, to the text as it is now.
                let (fixed, applied) = ExampleFix.apply([fix], to: document.lines.joined(separator: "\n"))
                let line = fix.location.line - 1
                guard !applied.isEmpty, line < document.lines.count else { continue }
                let newLines = fixed.split(separator: "\n", omittingEmptySubsequences: false)
                guard line < newLines.count else { continue }
                let range = Range(
                    start: Position(line: line, character: 0),
                    end: Position(line: line, character: document.lines[line].utf16.count))
                let title =
                    fix.written == ")"
                    ? "Add 'alpha: 1'" : "Replace '\(fix.written)' with '\(fix.replacement)'"
                actions.append(
                    CodeAction(
                        title: title, diagnostics: [lsp],
                        edit: WorkspaceEdit(changes: [document.uri: [TextEdit(range: range, newText: String(newLines[line]))]])))
            }
        }
        return actions
    }
}
