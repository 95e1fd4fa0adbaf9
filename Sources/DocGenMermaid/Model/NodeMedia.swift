/// The picture of an `@{ icon: … }` or `@{ img: … }` flowchart node.
struct NodeMedia: Sendable, Hashable {
    /// What the picture is.
    enum Source: Sendable, Hashable {
        /// An icon such as `fa:user`; no icon pack is loaded, so it is drawn as a placeholder.
        case icon(String)
        /// An image at a URL that passed the link rules, or nil when it was dropped.
        case image(url: String?)
    }

    /// The outline of an icon: `square`, `circle` or `rounded`; nil for none.
    enum Form: String, Sendable, Hashable {
        case square, circle, rounded
    }

    var source: Source
    var form: Form?
    /// Whether the label goes above the picture (`pos: t`) rather than below.
    var labelOnTop = false
    /// The picture's size from `w:` and `h:`.
    var width: Double?
    var height: Double?

    /// The drawn size of the picture: `w`/`h` when given (one makes it square), else 48 for
    /// icons and 100 for images.
    var pictureSize: Size {
        let fallback: Double
        if case .icon = source { fallback = 48 } else { fallback = 100 }
        let height = height ?? width ?? fallback
        return Size(width: width ?? height, height: height)
    }
}
