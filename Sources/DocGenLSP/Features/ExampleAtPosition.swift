import DocGenExamples
import DocGenMarkdown

/// The fenced example a position of a page falls in, and where in it.
struct ExampleAtPosition {
    /// Where the position is.
    enum Part {
        /// On the fence's info string, at this 1-based scalar column of the fence line.
        case info(column: Int)
        /// In the code, at this 1-based line and scalar column of the code.
        case code(line: Int, column: Int)
    }

    var block: CodeBlock
    var fence: FenceInfo
    var part: Part

    /// The example holding docgen's 1-based `line` and scalar `column` of the page, if any.
    init?(in blocks: [CodeBlock], line: Int, column: Int) {
        guard
            let block = blocks.first(where: { block in
                block.fenceLength > 0 && line >= block.position.line
                    && line < block.firstCodeLine + block.code.split(separator: "\n", omittingEmptySubsequences: false).count
                        - 1
            })
        else { return nil }
        self.block = block
        fence = FenceInfo(block.info)
        // A fence indented in a list moves every code line right by its indentation.
        let shift = block.position.column - 1
        part =
            line == block.position.line
            ? .info(column: column - shift - block.fenceLength)
            : .code(line: line - block.firstCodeLine + 1, column: max(1, column - shift))
    }

    /// The scalars of the code before the position, and from it on.
    func splitCode(line: Int, column: Int) -> (before: [Unicode.Scalar], after: [Unicode.Scalar]) {
        let scalars = Array(block.code.unicodeScalars)
        var currentLine = 1
        var currentColumn = 1
        var offset = 0
        while offset < scalars.count, currentLine < line || (currentLine == line && currentColumn < column) {
            if scalars[offset] == "\n" {
                if currentLine == line { break }
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
            offset += 1
        }
        return (Array(scalars[..<offset]), Array(scalars[offset...]))
    }
}

/// Model types looked up the way the JSON checker reads a value's type.
struct ModelLookup {
    let index: TypeIndex

    /// The declaration of a named type (optional or not); nil for arrays, dictionaries and
    /// types outside the index.
    func declaration(of type: TypeRef, scope: String?) -> TypeDeclaration? {
        guard case .named(let name, _) = index.resolve(type, scope: scope).unwrapped else { return nil }
        return index.type(named: name)
    }

    /// The type of a value one step down from a value of `type`: the element of an array, the
    /// value of a dictionary, or the property a key decodes; with the scope its names are read in.
    func child(of type: TypeRef, scope: String?, key: String?) -> (type: TypeRef, scope: String?)? {
        switch index.resolve(type, scope: scope).unwrapped {
        case .array(let element): return key == nil ? (element, scope) : nil
        case .dictionary(_, let value): return key == nil ? nil : (value, scope)
        default:
            guard let key, let declaration = declaration(of: type, scope: scope),
                let property = index.decodedProperties(of: declaration).first(where: { $0.jsonKey == key })?.property,
                let propertyType = property.type
            else { return nil }
            return (propertyType, declaration.name)
        }
    }

    /// The type a JSON path leads to from the block's type.
    func type(at path: [String?], from root: TypeRef) -> (type: TypeRef, scope: String?)? {
        var current: (type: TypeRef, scope: String?) = (root, nil)
        for key in path {
            guard let next = child(of: current.type, scope: current.scope, key: key) else { return nil }
            current = next
        }
        return current
    }

    /// The type named at a word: as written, or as nested in a scope.
    func type(named word: String, scope: String? = nil) -> TypeDeclaration? {
        index.qualifiedName(for: word, scope: scope).flatMap(index.type(named:)) ?? index.type(named: word)
    }
}
