import Foundation

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message has: a request has an id and a method, a notification a method
/// only, a response (to a request of the server's) an id only.
struct IncomingMessage: Decodable {
    var id: RequestID?
    var method: String?
}

/// An incoming message's parameters, read as the type its method takes.
struct IncomingParams<Params: Decodable>: Decodable {
    var params: Params
}

/// The error of a response, with JSON-RPC's and LSP's codes.
public struct ResponseError: Error, Codable, Sendable, Equatable {
    public var code: Int
    public var message: String

    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }
}

/// A response: the result, `null` included, or an error.
struct OutgoingResponse<Result: Encodable>: Encodable {
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    enum CodingKeys: String, CodingKey {
        case jsonrpc, id, result, error
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // A response to a message whose id could not be read has a null id.
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// A notification the server sends.
struct OutgoingNotification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
