/// A strict JSON parser (RFC 8259) that keeps the position of every key and value.
///
/// It uses an explicit stack instead of recursion, so deep nesting cannot overflow the call stack;
/// nesting deeper than `maximumDepth` is reported as a `json-depth` error.
struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    ///
    /// JSONDecoder stops at 512; no example needs more than a handful, and the validator walks the
    /// tree recursively.
    static let maximumDepth = 256

    // An open array or object; edited in place on the stack so appending stays O(1).
    private struct Container {
        var isObject: Bool
        var start: TextPosition
        var items: [JSONNode] = []
        var members: [JSONMember] = []
        var key = ""
        var keyPosition = TextPosition(line: 0, column: 0)
        /// Where the comma after the last element is, so that a trailing one is reported there.
        var lastComma = TextPosition(line: 0, column: 0)
    }

    /// Parses `text` as one JSON value.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        var scanner = JSONScanner(text)
        var stack: [Container] = []
        while true {
            var completed = try scanValueOrOpen(&scanner, stack: &stack)
            // Attach the finished value to its container, closing containers that end right after it.
            while let node = completed {
                guard !stack.isEmpty else {
                    scanner.skipWhitespace()
                    guard scanner.peek == nil else { throw scanner.unexpected(expecting: "the end of the json") }
                    return node
                }
                completed = try attach(node, &scanner, stack: &stack)
            }
        }
    }

    // Reads a scalar (returned) or opens a container (pushed; returns nil so the caller reads its first value).
    private static func scanValueOrOpen(
        _ scanner: inout JSONScanner, stack: inout [Container]
    ) throws(JSONSyntaxError)
        -> JSONNode?
    {
        scanner.skipWhitespace()
        let start = scanner.position
        switch scanner.peek {
        case UInt8(ascii: "{"):
            try checkDepth(stack, scanner)
            scanner.advance()
            scanner.skipWhitespace()
            if scanner.consume(UInt8(ascii: "}")) { return JSONNode(value: .object([]), position: start) }
            let (key, keyPosition) = try scanKey(&scanner)
            stack.append(Container(isObject: true, start: start, key: key, keyPosition: keyPosition))
            return nil
        case UInt8(ascii: "["):
            try checkDepth(stack, scanner)
            scanner.advance()
            scanner.skipWhitespace()
            if scanner.consume(UInt8(ascii: "]")) { return JSONNode(value: .array([]), position: start) }
            stack.append(Container(isObject: false, start: start))
            return nil
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try scanner.scanString()), position: start)
        case let byte? where byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")):
            return JSONNode(value: .number(try scanner.scanNumber()), position: start)
        case let byte? where byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") || byte == UInt8(ascii: "n"):
            return JSONNode(value: try scanner.scanLiteral(), position: start)
        case UInt8(ascii: "]")? where stack.last.map({ !$0.isObject && !$0.items.isEmpty }) == true:
            throw JSONSyntaxError(
                message: "trailing commas are not allowed in json", position: stack.last?.lastComma ?? scanner.position)
        default:
            throw scanner.unexpected(expecting: "a value")
        }
    }

    // Adds `node` to the innermost container; returns that container as a finished node when it
    // closes, or nil when another element follows.
    private static func attach(
        _ node: JSONNode, _ scanner: inout JSONScanner, stack: inout [Container]
    )
        throws(JSONSyntaxError) -> JSONNode?
    {
        scanner.skipWhitespace()
        let top = stack.count - 1
        if !stack[top].isObject {
            stack[top].items.append(node)
            if scanner.consume(UInt8(ascii: "]")) {
                let closed = stack.removeLast()
                return JSONNode(value: .array(closed.items), position: closed.start)
            }
            stack[top].lastComma = scanner.position
            guard scanner.consume(UInt8(ascii: ",")) else { throw scanner.unexpected(expecting: "',' or ']'") }
            return nil
        }
        stack[top].members.append(JSONMember(key: stack[top].key, keyPosition: stack[top].keyPosition, value: node))
        if scanner.consume(UInt8(ascii: "}")) {
            let closed = stack.removeLast()
            return JSONNode(value: .object(closed.members), position: closed.start)
        }
        let comma = scanner.position
        guard scanner.consume(UInt8(ascii: ",")) else { throw scanner.unexpected(expecting: "',' or '}'") }
        scanner.skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") {
            throw JSONSyntaxError(message: "trailing commas are not allowed in json", position: comma)
        }
        (stack[top].key, stack[top].keyPosition) = try scanKey(&scanner)
        return nil
    }

    private static func scanKey(_ scanner: inout JSONScanner) throws(JSONSyntaxError) -> (String, TextPosition) {
        scanner.skipWhitespace()
        let position = scanner.position
        guard scanner.peek == UInt8(ascii: "\"") else {
            if let byte = scanner.peek, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "'"), byte >= 0x41 {
                throw scanner.error("object keys must be double-quoted strings")
            }
            throw scanner.unexpected(expecting: "a string key")
        }
        let key = try scanner.scanString()
        scanner.skipWhitespace()
        guard scanner.consume(UInt8(ascii: ":")) else { throw scanner.unexpected(expecting: "':' after the key") }
        return (key, position)
    }

    private static func checkDepth(_ stack: [Container], _ scanner: JSONScanner) throws(JSONSyntaxError) {
        guard stack.count < maximumDepth else {
            throw JSONSyntaxError(
                message: "json is nested deeper than \(maximumDepth) levels", position: scanner.position, rule: "json-depth")
        }
    }
}
