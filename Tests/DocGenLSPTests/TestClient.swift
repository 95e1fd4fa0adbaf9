import DocGenContent
import DocGenLSP
import DocGenTestSupport
import Foundation

/// A scripted LSP client: sends requests and notifications to a server in the same process and
/// reads what it sends back as JSON objects.
final class TestClient {
    private final class Outbox {
        var messages: [[String: Any]] = []
    }

    let server: LanguageServer
    let root: URL
    private let outbox = Outbox()
    private var nextID = 1

    /// A client of a server for the site at `root`, initialized.
    init(root: URL) throws {
        self.root = root
        let outbox = outbox
        server = LanguageServer(
            load: { folder in try SiteConfiguration.load(root: folder ?? root) },
            send: { body in
                if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                    outbox.messages.append(object)
                }
            })
        _ = try request("initialize", ["rootUri": root.absoluteString, "capabilities": [:]])
        notify("initialized", [:])
    }

    /// Sends a request and returns its response (result or error).
    func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        guard let index = outbox.messages.firstIndex(where: { ($0["id"] as? Int) == id }) else {
            throw ClientError(description: "no response to '\(method)'")
        }
        return outbox.messages.remove(at: index)
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends raw bytes as a message body.
    func sendRaw(_ body: String) {
        server.handle(Data(body.utf8))
    }

    /// Takes the notifications sent so far with `method`, in order.
    func take(_ method: String) -> [[String: Any]] {
        let taken = outbox.messages.filter { $0["method"] as? String == method }
        outbox.messages.removeAll { $0["method"] as? String == method }
        return taken
    }

    /// Takes the responses with no id (to messages that could not be read).
    func takeUnaddressed() -> [[String: Any]] {
        let taken = outbox.messages.filter { $0["id"] is NSNull }
        outbox.messages.removeAll { $0["id"] is NSNull }
        return taken
    }

    /// The diagnostics of the last `publishDiagnostics` sent so far, for `uri`.
    func lastDiagnostics(for uri: String) -> [[String: Any]]? {
        let published = take("textDocument/publishDiagnostics").filter {
            ($0["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (published.last?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    func open(_ path: String, text: String) -> String {
        let uri = root.appendingPathComponent(path).absoluteString
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": uri, "languageId": "markdown", "version": 1, "text": text]])
        return uri
    }

    private func send(_ message: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
        server.handle(data)
    }

    struct ClientError: Error, CustomStringConvertible {
        var description: String
    }
}

/// LSP's `{line, character}` and `{start, end}` as JSON objects.
func position(_ line: Int, _ character: Int) -> [String: Any] {
    ["line": line, "character": character]
}

func range(_ line: Int, _ start: Int, _ end: Int) -> [String: Any] {
    ["start": position(line, start), "end": position(line, end)]
}
