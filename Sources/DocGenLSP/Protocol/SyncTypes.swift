/// `initialize`'s parameters: only where the workspace is.
struct InitializeParams: Decodable {
    struct WorkspaceFolder: Decodable {
        var uri: String
    }

    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
}

/// What the server can do, with its name.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// Incremental.
            var change = 2
            var save = ["includeText": false]
        }

        struct CompletionOptions: Encodable {
            var triggerCharacters = ["\"", ".", "(", ",", ":"]
        }

        struct CodeActionOptions: Encodable {
            var codeActionKinds = ["quickfix"]
        }

        var textDocumentSync = Sync()
        var completionProvider = CompletionOptions()
        var hoverProvider = true
        var definitionProvider = true
        var codeActionProvider = CodeActionOptions()
    }

    struct ServerInfo: Encodable {
        var name = "docgen"
        var version: String
    }

    var capabilities = Capabilities()
    var serverInfo: ServerInfo
}

/// A document as the client opened it.
struct TextDocumentItem: Decodable {
    var uri: String
    var languageId: String?
    var version: Int
    var text: String
}

struct DidOpenTextDocumentParams: Decodable {
    var textDocument: TextDocumentItem
}

struct VersionedTextDocumentIdentifier: Decodable {
    var uri: String
    var version: Int?
}

/// A change: the whole text, or a span replaced.
public struct TextDocumentContentChangeEvent: Codable, Sendable {
    public var range: Range?
    public var text: String

    public init(range: Range? = nil, text: String) {
        self.range = range
        self.text = text
    }
}

struct DidChangeTextDocumentParams: Decodable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

struct DidCloseTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct DidSaveTextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier
}

struct DidChangeWatchedFilesParams: Decodable {
    struct FileEvent: Decodable {
        var uri: String
        var type: Int
    }

    var changes: [FileEvent]
}
