/// A file of the search index: where it goes under the output folder and its JSON.
///
/// The engine knows nothing of the site's output types; DocGenSite turns these into its own
/// output files.
public struct SearchIndexFile: Sendable {
    /// The JSON, as text or as UTF-8 bytes, whichever it was made as.
    public enum Contents: Sendable {
        /// JSON made as text.
        case text(String)
        /// JSON made as UTF-8 bytes.
        case bytes([UInt8])
    }

    /// The path relative to the output folder: `search/…`.
    public let path: String
    /// The JSON.
    public let contents: Contents
}
