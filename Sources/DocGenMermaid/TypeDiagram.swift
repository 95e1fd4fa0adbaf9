/// A model type as a class diagram draws it: its name, kind, stored properties and enum cases.
public struct TypeDiagramType: Sendable, Hashable {
    /// What sort of declaration the type is; shown as an annotation.
    public enum Kind: String, Sendable, Hashable {
        case structure = "struct"
        case classType = "class"
        case enumeration
        case protocolType = "protocol"
    }

    /// One stored property: its name and its type as written in Swift (`[QuickLinkItem]?`).
    public struct Property: Sendable, Hashable {
        /// The property's name.
        public var name: String
        /// The type as written in Swift.
        public var type: String

        /// Creates a property.
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// The type's name as other types refer to it (`BannerType`, or `Banner.Style` for a nested type).
    public var name: String
    /// The kind of declaration.
    public var kind: Kind
    /// Stored properties, in declaration order.
    public var properties: [Property]
    /// Enum cases as written after `case` (`toast`, `image(URL)`), in declaration order.
    public var cases: [String]

    /// Creates a type description.
    public init(name: String, kind: Kind, properties: [Property] = [], cases: [String] = []) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.cases = cases
    }
}

/// Builds `classDiagram` source from type descriptions, for pages that draw model types.
public enum TypeDiagram {
    /// The `classDiagram` source for the types: one class per type with its properties
    /// (`name: Type`) or cases, annotated with its kind, and an association labelled with the
    /// property's name from each type to every described type a property uses, with `1`,
    /// `0..1` or `*` at the used type's end.
    ///
    /// Names are written so the diagram always parses: a type name that is not a plain
    /// identifier is quoted in backticks, generic arguments use Mermaid's `~T~`, a function
    /// type's `->` becomes `→`, and parentheses in types and cases become full-width ones,
    /// which Mermaid would otherwise read as a method.
    public static func source(for types: [TypeDiagramType], direction: String? = nil) -> String {
        var lines = ["classDiagram"]
        if let direction, ["TB", "TD", "BT", "LR", "RL"].contains(direction) { lines.append("direction \(direction)") }
        let described = Set(types.map { cleanName($0.name) })
        var declared: Set<String> = []
        for type in types where declared.insert(cleanName(type.name)).inserted {
            lines.append("class \(reference(type.name)) {")
            lines.append("    <<\(type.kind.rawValue)>>")
            for property in type.properties {
                lines.append("    \(memberText(property.name)): \(memberText(type: property.type))")
            }
            for enumCase in type.cases { lines.append("    \(memberText(enumCase))") }
            lines.append("}")
        }
        declared = []
        for type in types where declared.insert(cleanName(type.name)).inserted {
            for property in type.properties {
                for used in referencedTypes(in: property.type, among: described) {
                    let cardinality = cardinality(of: property.type)
                    lines.append(
                        "\(reference(type.name)) --> \"\(cardinality)\" \(reference(used)) : \(memberText(property.name))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The name without characters that cannot appear in a backtick-quoted class name.
    private static func cleanName(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0 != "`" && $0 != "\n" && $0 != "\r" }.map(Character.init))
            .trimmingSpaces
    }

    /// The name as a class reference: bare when it is an identifier, else in backticks.
    private static func reference(_ name: String) -> String {
        let clean = cleanName(name)
        let plain = !clean.isEmpty && clean.unicodeScalars.allSatisfy { Scanner.isWordScalar($0) }
        return plain ? clean : "`\(clean)`"
    }

    /// Text safe on a member line: one line, no braces, parentheses made full-width.
    private static func memberText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(": result += "（"
            case ")": result += "）"
            case "{", "}", "\n", "\r", "`": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result.trimmingSpaces
    }

    /// A Swift type on a member line, with `<`…`>` written as Mermaid's `~`…`~` and `->` as `→`.
    private static func memberText(type: String) -> String {
        memberText(type).replacingAll("->", with: "→").replacingAll("<", with: "~").replacingAll(">", with: "~")
    }

    /// The described types a Swift type mentions, in order, each once.
    private static func referencedTypes(in type: String, among described: Set<String>) -> [String] {
        var found: [String] = []
        var current = ""
        for scalar in type.unicodeScalars {
            if Scanner.isWordScalar(scalar) || scalar == "." {
                current.unicodeScalars.append(scalar)
                continue
            }
            if described.contains(current), !found.contains(current) { found.append(current) }
            current = ""
        }
        if described.contains(current), !found.contains(current) { found.append(current) }
        return found
    }

    /// `*` for collections, `0..1` for optionals, else `1`.
    private static func cardinality(of type: String) -> String {
        let trimmed = type.trimmingSpaces
        let core = trimmed.hasSuffix("?") || trimmed.hasSuffix("!") ? String(trimmed.dropLast()) : trimmed
        if core.hasPrefix("[") || core.hasPrefix("Array<") || core.hasPrefix("Set<") || core.hasPrefix("Dictionary<") {
            return "*"
        }
        return core.count < trimmed.count ? "0..1" : "1"
    }
}
