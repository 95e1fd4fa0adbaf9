import Hummingbird

/// The `Content-Type` for a served file, by extension: Hummingbird's media types, text in UTF-8.
enum MediaTypes {
    /// The media type for a file name, whatever the extension's case; `application/octet-stream`
    /// when unknown.
    static func forFile(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."),
            let type = MediaType.getMediaType(forExtension: name[name.index(after: dot)...].lowercased())
        else { return "application/octet-stream" }
        // Every text file docgen writes is UTF-8; browsers would otherwise guess.
        return type.isType(.text) ? type.withParameter(name: "charset", value: "utf-8").description : type.description
    }
}
