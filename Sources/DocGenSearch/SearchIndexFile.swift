/// A file of the search index: where it goes under the output folder and its script.
///
/// The engine knows nothing of the site's output types; DocGenSite turns these into its own
/// output files.
public struct SearchIndexFile: Sendable {
    /// The script, as text or as UTF-8 bytes, whichever it was made as.
    public enum Contents: Sendable {
        /// A script made as text.
        case text(String)
        /// A script made as UTF-8 bytes.
        case bytes([UInt8])
    }

    /// The path relative to the output folder: `search/…`.
    public let path: String
    /// The script.
    public let contents: Contents

    /// The callback every index file calls, which `assets/search.js` defines.
    static let callback: StaticString = "docgenSearch"

    /// The file `search/<name>.js`: a script that hands the JSON `json` writes to the search
    /// script, `docgenSearch("<name>",<JSON>);`.
    ///
    /// A script element loads it from a served site and from one opened from disk alike, where
    /// `fetch` is refused for `file://` URLs.
    static func script(_ name: String, capacity: Int = 0, json: (inout JSONWriter) -> Void) -> SearchIndexFile {
        var writer = JSONWriter(capacity: capacity + name.utf8.count + 20)
        writer.raw(callback)
        writer.raw("(")
        writer.string(name)
        writer.raw(",")
        json(&writer)
        writer.raw(");\n")
        return SearchIndexFile(path: "search/\(name).js", contents: .bytes(writer.bytes))
    }
}
