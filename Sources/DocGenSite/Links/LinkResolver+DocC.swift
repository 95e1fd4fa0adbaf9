import DocGenContent
import DocGenDiagnostics

extension LinkResolver {
    /// Resolves a DocC link to the catalog page of that name, else to the model page of that symbol.
    ///
    /// `<doc:GettingStarted>`, `<doc:Articles/GettingStarted#Overview>`, `<doc:Store>`. Written
    /// as its bare destination, the link shows its page's title, as DocC shows it.
    func resolveDocC(_ destination: String, in page: Page, at location: SourceLocation) -> Resolution {
        var (pathAndQuery, fragment) = Self.split(destination, at: UInt8(ascii: "#"))
        var reference = Self.docReferencePath(String(pathAndQuery.dropFirst("doc:".count)))
        // DocC reads a heading of an article as a child of it too: `doc:Article/Heading-name`.
        if fragment == nil, targets.docPage(named: Self.percentDecoded(reference)) == nil,
            let slash = reference.lastIndex(of: "/"),
            targets.docPage(named: Self.percentDecoded(String(reference[..<slash]))) != nil
        {
            (reference, fragment) = (String(reference[..<slash]), String(reference[reference.index(after: slash)...]))
        }
        guard let sourcePath = targets.docPage(named: Self.percentDecoded(reference)),
            let info = targets.pages[sourcePath], !info.isDraft
        else {
            // A tutorial is named as an article is, with hyphens for the spaces of its file name.
            let tutorial = "/\(Self.percentDecoded(reference)).tutorial"
            if let file = targets.staticFiles.first(where: {
                "/\($0)".replacingOccurrences(of: " ", with: "-").hasSuffix(tutorial)
            }) {
                // The link is right for DocC; only docgen cannot follow it, so a note, not a warning,
                // and the tutorial's title as DocC shows it rather than the `doc:` reference.
                var resolution = Resolution(
                    diagnostic: .note(
                        "DocC link names a tutorial, which docgen does not build: '\(destination)'; shown as text",
                        at: location, rule: "link-target"))
                resolution.title = tutorialTitle(file)
                return resolution
            }
            return Resolution(
                diagnostic: .warning(
                    "DocC link target not found: '\(destination)'; no article, catalog page or model type has that name",
                    at: location, rule: "link-target"))
        }
        var resolution = link(to: sourcePath, info, query: nil, fragment: fragment, from: page, at: location)
        resolution.title = info.title
        return resolution
    }

    /// The title of a tutorial file: its `@Tutorials(name:)` or `@Intro(title:)`, else its file
    /// name (`Todos` for `Tutorials/Todos.tutorial`).
    private func tutorialTitle(_ file: String) -> String {
        let name = String(file.split(separator: "/").last?.dropLast(".tutorial".count) ?? Substring(file))
        guard let root = targets.contentRoot,
            let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8)
        else { return name }
        return DocCCatalog.tutorialTitle(of: text) ?? name
    }

    /// The path of a DocC reference: `doc://Bundle/documentation/Module/Article` and
    /// `/documentation/Module/Article` name `Module/Article`; a short form is kept.
    static func docReferencePath(_ reference: String) -> String {
        var path = Substring(reference)
        if path.hasPrefix("//") { path = path.dropFirst(2).drop { $0 != "/" } }
        while path.hasPrefix("/") { path = path.dropFirst() }
        for prefix in ["documentation/", "tutorials/"] where path.hasPrefix(prefix) { path = path.dropFirst(prefix.count) }
        return String(path)
    }
}

extension LinkTargets {
    /// The source path of the page a DocC reference names: an article by its file name, with or
    /// without its folders (`GettingStarted`, `Articles/GettingStarted`), a catalog page
    /// documenting a symbol by that symbol's path, or a model page by its type; the module's
    /// name may lead (`ModuleName/Store`).
    func docPage(named reference: String) -> String? {
        guard !reference.isEmpty else { return nil }
        if let path = docReferences[reference] { return path }
        if let output = symbols.target(of: reference)?.page { return pagesByOutput[output] }
        return nil
    }

    /// The names each catalog page can be referred to by, to its source path.
    ///
    /// A page's path without `.md` and every shorter tail of it (with hyphens for spaces too, as
    /// DocC names `Getting Started.md` `Getting-Started`), and the symbol path its title
    /// holds (```` # ``Module/Store`` ````, without the module too). A name two pages share
    /// refers to neither.
    static func docReferences(_ pages: [(path: String, title: String?)]) -> [String: String] {
        var names: [String: String?] = [:]
        func add(_ name: Substring, _ path: String) {
            let key = String(name)
            if let existing = names[key], existing != path { names[key] = .some(nil) } else { names[key] = path }
        }
        for (path, title) in pages {
            let stem = path.hasSuffix(".md") ? path.dropLast(3) : Substring(path)
            var tail = stem
            while true {
                add(tail, path)
                // DocC names a file with spaces by its name with hyphens for them.
                if tail.contains(" ") { add(Substring(tail.replacingOccurrences(of: " ", with: "-")), path) }
                guard let slash = tail.firstIndex(of: "/") else { break }
                tail = tail[tail.index(after: slash)...]
            }
            if let title, !title.contains(" ") {
                add(Substring(title), path)
                if let slash = title.firstIndex(of: "/") { add(title[title.index(after: slash)...], path) }
            }
        }
        return names.compactMapValues { $0 }
    }
}

extension LinkTargets {
    /// The catalog file an image names: `repeat.png` or `repeat` names `Images/repeat.png`,
    /// and `repeat@2x.png` when there is no plain one.
    func docResource(named name: String) -> String? {
        docResources[name] ?? docResources[String(DocResourceName(name).base)]
    }

    /// The files of DocC catalogs by the names an image may give them.
    ///
    /// DocC finds an image anywhere in the catalog by its file name, or that name without
    /// extension, appearance (`~dark`) and scale (`@2x`). The light, lowest-scale file is
    /// taken; a name two folders share names neither.
    static func docResources(_ paths: [String]) -> [String: String] {
        var best: [String: (rank: Int, path: String?)] = [:]
        for path in paths {
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            let name = DocResourceName(fileName)
            for key in Set([fileName, String(name.base), String(name.base) + name.extension]) {
                switch best[key] {
                case .some(let current) where current.rank < name.rank: continue
                case .some(let current) where current.rank == name.rank && current.path != path:
                    best[key] = (name.rank, nil)
                default: best[key] = (name.rank, path)
                }
            }
        }
        return best.compactMapValues(\.path)
    }
}

/// A DocC resource's file name taken apart: `chart~dark@2x.png` is `chart`, dark, scale 2, `.png`.
private struct DocResourceName {
    var base: Substring
    var `extension`: Substring = ""
    var isDark = false
    var scale = 1

    /// Light before dark, then the lowest scale.
    var rank: Int { (isDark ? 10 : 0) + scale }

    init(_ fileName: String) {
        var stem = Substring(fileName)
        if let dot = stem.lastIndex(of: "."), dot != stem.startIndex {
            (stem, self.extension) = (stem[..<dot], stem[dot...])
        }
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].hasSuffix("x"),
            let scale = Int(stem[stem.index(after: at)...].dropLast())
        {
            (stem, self.scale) = (stem[..<at], scale)
        }
        if stem.hasSuffix("~dark") { (stem, isDark) = (stem.dropLast(5), true) }
        base = stem
    }
}
