import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

/// `docgen lsp`: a language server for the Markdown pages of a docgen site, answering one
/// message at a time with what `docgen check` knows.
///
/// Diagnostics come from `EditorCheck`, the check's own steps on the page's text; the site is
/// checked again when its models, configuration or files change.
public final class LanguageServer {
    /// Loads the site's configuration, for the workspace folder the client names (nil: none).
    public typealias ConfigurationLoader = (_ root: URL?) throws -> SiteConfiguration

    let load: ConfigurationLoader
    let send: (Data) -> Void
    var root: URL?
    var site: EditorCheck?
    /// Why the site could not be checked, when it could not.
    var siteError: String?
    var documents: [String: TextDocument] = [:]
    /// The last check of each open page, and each published diagnostic with docgen's own.
    var checked: [String: CheckedDocument] = [:]
    var isInitialized = false
    /// Whether the client asked the server to shut down.
    public private(set) var isShutDown = false
    /// Whether the client said `exit`.
    public private(set) var hasExited = false

    /// A page's last check, as published.
    struct CheckedDocument {
        var result: EditorCheck.PageResult
        var published: [(lsp: LSPDiagnostic, diagnostic: Diagnostic)]
    }

    /// A server that loads the site with `load` and writes each message body to `send`.
    public init(load: @escaping ConfigurationLoader, send: @escaping (Data) -> Void) {
        self.load = load
        self.send = send
    }

    /// Serves the messages `reader` reads until the client exits or closes the stream; the
    /// process's exit status: 0 after `shutdown`, 1 otherwise, as LSP asks.
    public func run(_ reader: inout MessageReader) -> Int32 {
        while !hasExited {
            do {
                guard let body = try reader.next() else { break }
                handle(body)
            } catch {
                // The stream can no longer be read as messages: nothing sensible can follow.
                sendError(id: nil, ResponseError(code: ResponseError.parseError, message: "\(error)"))
                break
            }
        }
        return isShutDown ? 0 : 1
    }

    /// Handles one message body: answers a request, acts on a notification.
    public func handle(_ body: Data) {
        let message: IncomingMessage
        do {
            message = try JSONDecoder().decode(IncomingMessage.self, from: body)
        } catch {
            return sendError(id: nil, ResponseError(code: ResponseError.parseError, message: "not a JSON-RPC message"))
        }
        guard let method = message.method else { return }  // A response to no request of ours.
        guard let id = message.id else { return notify(method, body) }
        do {
            try answer(method, id: id, body)
        } catch let error as ResponseError {
            sendError(id: id, error)
        } catch {
            sendError(id: id, ResponseError(code: ResponseError.internalError, message: "\(error)"))
        }
    }

    private func answer(_ method: String, id: RequestID, _ body: Data) throws {
        if method == "initialize" {
            let params = try decode(InitializeParams.self, body)
            root =
                (params.workspaceFolders?.first?.uri ?? params.rootUri).flatMap(DocumentURI.path(of:))
                .map { URL(fileURLWithPath: $0) } ?? params.rootPath.map { URL(fileURLWithPath: $0) }
            isInitialized = true
            reloadSite()
            return reply(id, InitializeResult(serverInfo: .init(version: DocGenVersion.current)))
        }
        guard isInitialized else {
            throw ResponseError(code: ResponseError.serverNotInitialized, message: "'initialize' comes first")
        }
        guard !isShutDown else {
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down")
        }
        switch method {
        case "shutdown":
            isShutDown = true
            reply(id, Optional<Int>.none)
        case "textDocument/codeAction":
            reply(id, try codeActions(decode(CodeActionParams.self, body)))
        case "textDocument/completion":
            reply(id, CompletionList(items: try completions(decode(TextDocumentPositionParams.self, body))))
        case "textDocument/hover":
            reply(id, try hover(decode(TextDocumentPositionParams.self, body)))
        case "textDocument/definition":
            reply(id, try definition(decode(TextDocumentPositionParams.self, body)))
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "docgen does not answer '\(method)'")
        }
    }

    private func notify(_ method: String, _ body: Data) {
        do {
            switch method {
            case "exit":
                hasExited = true
            case "textDocument/didOpen":
                let item = try decode(DidOpenTextDocumentParams.self, body).textDocument
                documents[item.uri] = TextDocument(uri: item.uri, version: item.version, text: item.text)
                publish(item.uri)
            case "textDocument/didChange":
                let params = try decode(DidChangeTextDocumentParams.self, body)
                guard var document = documents[params.textDocument.uri] else { return }
                for change in params.contentChanges { document.apply(change) }
                document.version = params.textDocument.version ?? document.version + 1
                documents[document.uri] = document
                publish(document.uri)
            case "textDocument/didClose":
                let uri = try decode(DidCloseTextDocumentParams.self, body).textDocument.uri
                documents[uri] = nil
                checked[uri] = nil
                sendNotification("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, diagnostics: []))
            case "textDocument/didSave":
                let uri = try decode(DidSaveTextDocumentParams.self, body).textDocument.uri
                if let path = DocumentURI.path(of: uri), affectsSite(path) { reloadAndRepublish() }
            case "workspace/didChangeWatchedFiles":
                let changes = try decode(DidChangeWatchedFilesParams.self, body).changes
                if changes.contains(where: { DocumentURI.path(of: $0.uri).map(affectsSite) ?? false }) {
                    reloadAndRepublish()
                }
            default:
                break  // `initialized`, `$/cancelRequest`, `$/setTrace` and others need nothing.
            }
        } catch {
            // A notification has no response: the client is told in its log.
            sendNotification("window/logMessage", ShowMessageParams(type: 1, message: "docgen: \(method): \(error)"))
        }
    }

    /// Reads the message's parameters as `type`.
    func decode<Params: Decodable>(_ type: Params.Type, _ body: Data) throws -> Params {
        do {
            return try JSONDecoder().decode(IncomingParams<Params>.self, from: body).params
        } catch {
            throw ResponseError(code: ResponseError.invalidParams, message: "invalid parameters: \(error)")
        }
    }

    func reply<Result: Encodable>(_ id: RequestID, _ result: Result?) {
        write(OutgoingResponse(id: id, result: result, error: nil))
    }

    func sendError(id: RequestID?, _ error: ResponseError) {
        write(OutgoingResponse<Int>(id: id, result: nil, error: error))
    }

    func sendNotification<Params: Encodable>(_ method: String, _ params: Params) {
        write(OutgoingNotification(method: method, params: params))
    }

    private func write(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(message) else { return }
        send(data)
    }
}
