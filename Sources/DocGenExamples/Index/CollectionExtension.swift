import SwiftSyntax

/// Extensions of collections of one element type (`extension Array where Element == Item`,
/// `extension [Item]`, `extension Sequence where Element == Item`): their members are members
/// of every array of that element, so the index keeps them under the element's name.
enum CollectionExtension {
    /// The types and protocols whose `where Element == T` extensions every array of `T` has.
    static let extendedNames: Set<String> = [
        "Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection",
    ]

    /// `[Element]`, the name of such an extension's fragment; nil for any other extension.
    static func fragmentName(of ext: ExtensionDeclSyntax) -> String? {
        let extended = TypeRefReader.read(ext.extendedType)
        if case let .array(element) = extended, let name = element.name { return "[\(name)]" }
        guard let name = extended.name, extendedNames.contains(name), let clause = ext.genericWhereClause else {
            return nil
        }
        for requirement in clause.requirements {
            guard case let .sameTypeRequirement(same) = requirement.requirement,
                case let .type(left) = same.leftType, case let .type(right) = same.rightType
            else { continue }
            let (leftText, rightType) = (left.trimmedDescription, TypeRefReader.read(right))
            if ["Element", "Self.Element"].contains(leftText), let element = rightType.name { return "[\(element)]" }
        }
        return nil
    }

    /// The element name in a fragment name `[Element]`, or nil for the name of a type.
    static func elementName(ofFragment name: String) -> String? {
        guard name.utf8.first == UInt8(ascii: "["), name.utf8.last == UInt8(ascii: "]") else { return nil }
        return String(name.dropFirst().dropLast())
    }

    /// Members every array has, which a collection extension's members are not mistaken for:
    /// a name that is neither one of these nor declared is reported only when it is one
    /// spelling away from a declared one.
    static let standardMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted",
        "sort", "contains", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "prefix", "suffix", "dropFirst",
        "dropLast", "enumerated", "indices", "reversed", "joined", "append", "insert", "remove", "removeAll",
        "removeFirst", "removeLast", "startIndex", "endIndex", "lazy", "shuffled", "randomElement", "split",
        "elementsEqual", "starts", "partition", "swapAt", "popLast", "underestimatedCount", "makeIterator",
        "description", "capacity", "index", "formIndex", "distance", "withUnsafeBufferPointer", "publisher",
    ]
}
