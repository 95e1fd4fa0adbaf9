import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A deliberately dumb HTTP/1.1 client over a plain socket: it sends the request target exactly
/// as given (no normalisation of `..` or `%2e`), which is what traversal tests need.
struct RawHTTPClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    let port: Int

    func get(_ target: String, method: String = "GET", host: String = "127.0.0.1") throws -> Response {
        let socket = try openConnection()
        defer { close(socket) }
        try send("\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", on: socket)
        // A deadline, not a measurement: an answer returns at once, but a debug build running
        // every suite in parallel on a cold machine has taken longer than 5 s to give one.
        return Self.parse(try readAll(socket, until: nil, timeout: 30))
    }

    /// Opens the event stream and returns once `marker` has arrived (or the timeout passes),
    /// running `trigger` after the stream is connected.
    func waitForEvent(_ marker: String, timeout: Double, trigger: () throws -> Void) throws -> String {
        let socket = try openConnection()
        defer { close(socket) }
        try send("GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: socket)
        _ = try readAll(socket, until: ": connected", timeout: 30)
        try trigger()
        return try readAll(socket, until: marker, timeout: timeout)
    }

    /// Opens an event stream, reads until it is connected, and drops the connection without a word.
    func openAndDropEventStream() throws {
        let socket = try openConnection()
        defer { close(socket) }
        try send("GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", on: socket)
        _ = try readAll(socket, until: ": connected", timeout: 5)
    }

    private func openConnection() throws -> Int32 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ClientError.socket }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw ClientError.connect
        }
        return fd
    }

    private func send(_ text: String, on socket: Int32) throws {
        let bytes = Array(text.utf8)
        guard write(socket, bytes, bytes.count) == bytes.count else { throw ClientError.write }
    }

    private func readAll(_ socket: Int32, until marker: String?, timeout: Double) throws -> String {
        var data = Data()
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let count = read(socket, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if let marker, String(decoding: data, as: UTF8.self).contains(marker) { break }
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func parse(_ text: String) -> Response {
        let parts = text.components(separatedBy: "\r\n\r\n")
        let head = parts.first ?? ""
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.isEmpty ? "" : lines.removeFirst()
        let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") ?? 0
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    enum ClientError: Error { case socket, connect, write }
}
