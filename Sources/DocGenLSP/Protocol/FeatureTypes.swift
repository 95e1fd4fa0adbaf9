/// A diagnostic as LSP sends it.
public struct LSPDiagnostic: Codable, Hashable, Sendable {
    public var range: Range
    /// 1 error, 2 warning, 3 information, 4 hint.
    public var severity: Int
    /// The docgen rule, as `check` prints it in brackets.
    public var code: String
    public var source = "docgen"
    public var message: String
}

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

struct CodeActionParams: Decodable {
    struct Context: Decodable {
        var diagnostics: [LSPDiagnostic]
    }

    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context
}

/// A quick fix.
public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind = "quickfix"
    public var diagnostics: [LSPDiagnostic]
    public var isPreferred = true
    public var edit: WorkspaceEdit
}

/// A completion: a key, a label, an enum case or a literal.
public struct CompletionItem: Codable, Hashable, Sendable {
    /// LSP's kinds, those docgen uses.
    public enum Kind {
        public static let property = 10
        public static let enumMember = 20
        public static let keyword = 14
        public static let field = 5
    }

    public var label: String
    public var kind: Int
    public var detail: String?
    public var documentation: MarkupContent?
    public var insertText: String?
    public var sortText: String?
}

struct CompletionList: Encodable {
    var isIncomplete = false
    var items: [CompletionItem]
}

/// What hovering shows.
public struct Hover: Codable, Hashable, Sendable {
    public var contents: MarkupContent
    public var range: Range?
}

struct ShowMessageParams: Encodable {
    /// 1 error, 2 warning, 3 info.
    var type: Int
    var message: String
}
