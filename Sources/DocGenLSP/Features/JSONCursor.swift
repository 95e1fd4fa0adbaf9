/// Where a position is in a JSON example that may be half typed: the path of keys from the
/// root to the innermost container, the keys that object has, and whether a key or a value is
/// being written.
///
/// It reads only the structure (brackets, strings, `:` and `,`), tolerating anything else: the
/// example's mistakes are the checker's to report.
struct JSONCursor {
    /// What is being written at the position.
    enum Place: Equatable {
        /// A key of the innermost object; `quoted` when inside its quotes.
        case key(quoted: Bool)
        /// The value of `key` in the innermost object, or an array element (`key` nil);
        /// `quoted` when inside a string.
        case value(key: String?, quoted: Bool)
        /// Outside any container.
        case outside
    }

    /// From the root to the innermost container: a key for an object's value, nil for an
    /// array's element.
    var path: [String?] = []
    /// The keys of the innermost object, before and after the position.
    var usedKeys: Set<String> = []
    var place = Place.outside
    /// The key whose quotes hold the position.
    var key: String?

    private struct Frame {
        var isObject: Bool
        var expectsKey: Bool
        var currentKey: String?
        var keys: Set<String> = []
    }

    /// Reads `before` (the code up to the position) and `after` (the rest).
    init(before: [Unicode.Scalar], after: [Unicode.Scalar]) {
        let scalars = before + after
        let cursor = before.count
        var frames: [Frame] = []
        var keyPath: [String?] = []
        var found = false
        // The depth of the innermost container at the position, whose later keys count as used.
        var foundDepth = -1
        var offset = 0
        func settle(inString: Bool, stringKey: String?) {
            guard !found else { return }
            found = true
            foundDepth = frames.count
            path = keyPath
            usedKeys = frames.last?.keys ?? []
            guard let frame = frames.last else { return }
            if frame.isObject && frame.expectsKey {
                place = .key(quoted: inString)
                key = stringKey
            } else {
                place = .value(key: frame.isObject ? frame.currentKey : nil, quoted: inString)
            }
        }
        while offset < scalars.count {
            if !found && offset >= cursor { settle(inString: false, stringKey: nil) }
            let scalar = scalars[offset]
            switch scalar {
            case "{", "[":
                if let parent = frames.last { keyPath.append(parent.isObject ? parent.currentKey : nil) }
                frames.append(Frame(isObject: scalar == "{", expectsKey: scalar == "{"))
                offset += 1
            case "}", "]":
                if found && frames.count == foundDepth { return }
                if !frames.isEmpty { frames.removeLast() }
                if !keyPath.isEmpty && !frames.isEmpty { keyPath.removeLast() }
                offset += 1
            case ",":
                if frames.last?.isObject == true {
                    frames[frames.count - 1].expectsKey = true
                    frames[frames.count - 1].currentKey = nil
                }
                offset += 1
            case ":":
                if frames.last?.isObject == true { frames[frames.count - 1].expectsKey = false }
                offset += 1
            case "\"":
                let start = offset
                var text = String.UnicodeScalarView()
                var escaped = false
                offset += 1
                while offset < scalars.count, scalars[offset] != "\n" {
                    let character = scalars[offset]
                    offset += 1
                    if character == "\"" && !escaped { break }
                    escaped = character == "\\" && !escaped
                    if !escaped { text.append(character) }
                }
                let string = String(text)
                let isKey = frames.last.map { $0.isObject && $0.expectsKey } ?? false
                // The key being typed is not one the object has yet.
                let holdsCursor = !found && cursor > start && cursor <= offset
                if holdsCursor { settle(inString: true, stringKey: isKey ? string : nil) }
                if isKey, !frames.isEmpty {
                    frames[frames.count - 1].currentKey = string
                    if !holdsCursor && (!found || frames.count == foundDepth) {
                        frames[frames.count - 1].keys.insert(string)
                        if found && frames.count == foundDepth { usedKeys.insert(string) }
                    }
                }
            default:
                offset += 1
            }
        }
        if !found { settle(inString: false, stringKey: nil) }
    }
}
