import DocGenContent
import Foundation

/// Finds `{{> name}}` and `{{< name}}` references in Mustache source, with their positions.
package enum PartialReferences {
    package struct Reference: Equatable {
        var name: String
        var line: Int
        var column: Int
    }

    package static func find(in text: String) -> [Reference] {
        var result: [Reference] = []
        var line = 1
        var column = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix("{{>") || text[index...].hasPrefix("{{<") {
                let nameStart = text.index(index, offsetBy: 3)
                if let close = text[nameStart...].range(of: "}}") {
                    let name = text[nameStart..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty { result.append(Reference(name: name, line: line, column: column)) }
                }
            }
            if text[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.index(after: index)
        }
        return result
    }
}
