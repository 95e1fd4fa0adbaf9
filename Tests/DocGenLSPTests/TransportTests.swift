import DocGenLSP
import Foundation
import Testing

@Suite struct TransportTests {
    @Test func readsFramedMessagesUntilTheStreamEnds() throws {
        let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#
        let second = #"{"jsonrpc":"2.0","method":"exit"}"#
        var bytes = [UInt8](MessageFraming.frame(Data(first.utf8)))
        bytes += Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n".utf8)
        bytes += [UInt8](MessageFraming.frame(Data(second.utf8)))
        var reader = MessageReader(bytes: bytes)
        #expect(try reader.next() == Data(first.utf8))
        #expect(try reader.next() == Data(second.utf8))
        #expect(try reader.next() == nil)
    }

    @Test func aHeaderWithoutLengthIsAnError() {
        var reader = MessageReader(bytes: Array("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageReader.FramingError.self) { try reader.next() }
    }

    @Test func theServerExitsWhenTheClientClosesTheStream() {
        let server = LanguageServer(load: { _ in throw CancellationError() }, send: { _ in })
        var reader = MessageReader(bytes: [])
        #expect(server.run(&reader) == 1)
    }
}
