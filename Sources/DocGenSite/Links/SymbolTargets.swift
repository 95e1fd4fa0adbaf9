import DocGenContent

/// The model pages DocC symbol links lead to: each type's page and where on it each member is.
///
/// A symbol path (`Store/send(_:)`, `ModuleName/Reducer/State`) names the page of its longest
/// run of type names, whose names are Swift's (`Reducer.State`); the member after that run, the
/// place on the page that shows it. On a catalog page that documents a type
/// (```` # ``Kit/Logger/Level`` ````), a path is also read inside that type and the types
/// around it, as DocC reads it: ``` ``error`` ``` is the `error` case of `Logger.Level`.
public struct SymbolTargets: Sendable {
    /// The output path of each documented type's page, by qualified name.
    public var pages: [String: String] = [:]
    /// The anchor of each member on its type's page, by qualified type name and member name.
    public var anchors: [String: [String: String]] = [:]

    /// Targets for `pages`, whose members have the places in `anchors`.
    public init(pages: [String: String] = [:], anchors: [String: [String: String]] = [:]) {
        (self.pages, self.anchors) = (pages, anchors)
    }

    /// Whether no type has a page.
    public var isEmpty: Bool { pages.isEmpty }

    /// A page and the fragment on it a symbol link leads to.
    struct Target: Equatable {
        var page: String
        var fragment: String?
    }

    /// Where the symbol path leads, read as it is or, failing that, inside the type `scope`
    /// and each type around it; nil when it names no type with a page nor a member of one.
    func target(of path: String, scope: String? = nil) -> Target? {
        guard !pages.isEmpty else { return nil }
        if let page = pages[path] { return Target(page: page) }
        guard let parts = Self.names(in: path) else { return nil }
        if let target = absoluteTarget(parts) { return target }
        var enclosing = scope.map { $0.split(separator: ".").map(String.init) } ?? []
        while !enclosing.isEmpty {
            let type = enclosing.joined(separator: ".")
            if let page = pages[type + "." + parts.joined(separator: ".")] { return Target(page: page) }
            if parts.count == 1, let page = pages[type], let anchor = anchors[type]?[parts[0]] {
                return Target(page: page, fragment: anchor)
            }
            enclosing.removeLast()
        }
        return nil
    }

    /// The type a page documents whose first heading is the symbol link `title`: `Logger.Level`
    /// for `Kit/Logger/Level`, and for a member's page (`Kit/Logger/info(_:)`) its type; nil
    /// when it names no type with a page.
    func documentedType(title: String?) -> String? {
        guard let title, let parts = Self.names(in: title), let run = longestTypeRun(parts) else { return nil }
        return parts[run.start..<run.end].joined(separator: ".")
    }

    /// The page of the longest run of type names, with or without a leading module name, and
    /// the anchor of a member right after it.
    private func absoluteTarget(_ parts: [String]) -> Target? {
        guard let run = longestTypeRun(parts) else { return nil }
        let type = parts[run.start..<run.end].joined(separator: ".")
        guard let page = pages[type] else { return nil }
        let member = run.end < parts.count ? anchors[type]?[parts[run.end]] : nil
        return Target(page: page, fragment: member)
    }

    private func longestTypeRun(_ parts: [String]) -> (start: Int, end: Int)? {
        for start in 0..<min(2, parts.count) {
            for end in stride(from: parts.count, to: start, by: -1)
            where pages[parts[start..<end].joined(separator: ".")] != nil {
                return (start, end)
            }
        }
        return nil
    }

    /// A symbol path's names without signatures and disambiguation (`send(_:)-4kx2a` → `send`);
    /// nil unless every part is a Swift name, so a file path in code (`Banner/index.md`) names
    /// no symbol.
    private static func names(in path: String) -> [String]? {
        let parts = path.split(separator: "/").map {
            String(DocCCatalog.withoutDisambiguation($0.split(separator: "(").first ?? ""))
        }
        let isName = { (part: String) in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        return !parts.isEmpty && parts.allSatisfy(isName) ? parts : nil
    }
}
