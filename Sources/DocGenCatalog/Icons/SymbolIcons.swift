/// Icons drawn for docgen's previews in place of the SF Symbols the docs name; no Apple artwork.
///
/// Each is SVG on a 24 × 24 grid in `currentColor`, so a preview tints it with CSS; glyphs cut
/// into filled shapes use the `cut` classes, drawn in the preview's cut-out colour. A preview
/// holds an icon as a `<use>` of the drawing's `<symbol>`; the page puts the drawing in its
/// place, or defines it once for the page when the page shows it more than once (`PreviewIcons`).
enum SymbolIcons {
    /// The SVG of the named icon at `size` CSS pixels, or nil when docgen has no drawing for the name.
    static func svg(named name: String, size: Int) -> String? {
        drawings[name] == nil ? nil : wrap(size: size, name: name)
    }

    /// The sizes previews draw icons at: quick-link tabs and promotional headers.
    static let quickLinkSize = 24
    static let headerSize = 40

    /// A neutral placeholder for names docgen has no drawing for.
    static func fallback(size: Int) -> String {
        wrap(size: size, name: nil)
    }

    /// Every name docgen draws, sorted, for "did you mean" hints and the docs.
    static let names: [String] = drawings.keys.sorted()

    /// What starts the id of each drawing's `<symbol>`; the name follows.
    static let idPrefix = "pv-symbol-"
    /// The placeholder's name in its id: no SF Symbol is named `-`.
    static let fallbackName = "-"

    /// The drawing a symbol of that name in `idPrefix`'s ids holds, the placeholder's included.
    static func drawing(named name: String) -> String? {
        name == fallbackName ? fallbackDrawing : drawings[name]
    }

    private static func wrap(size: Int, name: String?) -> String {
        let data = name.map { " data-symbol=\"\($0)\"" } ?? " data-symbol-fallback=\"\""
        return "<svg class=\"pv-icon\" viewBox=\"0 0 24 24\" width=\"\(size)\" height=\"\(size)\" aria-hidden=\"true\"\(data)>"
            + "<use href=\"#\(idPrefix)\(name ?? fallbackName)\"/></svg>"
    }

    private static let fallbackDrawing =
        "<rect class=\"line\" x=\"4\" y=\"4\" width=\"16\" height=\"16\" rx=\"3.5\" stroke-dasharray=\"3 2\"/>"
        + "<circle cx=\"12\" cy=\"12\" r=\"2.2\"/>"

    private static let drawings: [String: String] = [
        "star.fill":
            "<path d=\"M12 2.5 14.4 9.2 21.5 9.4 15.9 13.8 17.9 20.6 12 16.6 6.1 20.6 8.1 13.8 2.5 9.4 9.6 9.2Z\"/>",
        "percent":
            "<circle class=\"line\" cx=\"7\" cy=\"7\" r=\"2.8\"/><circle class=\"line\" cx=\"17\" cy=\"17\" r=\"2.8\"/>"
            + "<path class=\"line\" d=\"M19 5 5 19\"/>",
        "crown.fill":
            "<path d=\"M3 7.5 7.5 11.5 12 4.5 16.5 11.5 21 7.5 19 17.5H5Z\"/><rect x=\"5\" y=\"19\" width=\"14\" height=\"2\" rx=\"1\"/>",
        "trophy.fill":
            "<path d=\"M7 3h10v6a5 5 0 0 1-10 0Z\"/><path class=\"line\" d=\"M7 5H4.2v1.6A3.4 3.4 0 0 0 7.6 10M17 5h2.8v1.6A3.4 3.4 0 0 1 16.4 10\"/>"
            + "<rect x=\"11\" y=\"13.5\" width=\"2\" height=\"4.5\"/><rect x=\"7\" y=\"18\" width=\"10\" height=\"3\" rx=\"1\"/>",
        "gift.fill":
            "<rect x=\"4\" y=\"11\" width=\"16\" height=\"10\" rx=\"1.2\"/><rect x=\"3\" y=\"7.5\" width=\"18\" height=\"3.5\" rx=\"1\"/>"
            + "<rect class=\"cut-fill\" x=\"11\" y=\"7.5\" width=\"2\" height=\"13.5\"/>"
            + "<path class=\"line\" d=\"M12 7.5C10 3.2 6.2 4.4 8 7.5M12 7.5C14 3.2 17.8 4.4 16 7.5\"/>",
        "gamecontroller.fill":
            "<path d=\"M7 7h10c3 0 5 4 5 8 0 3-2 4-3.5 2.5L16 15H8l-2.5 2.5C4 19 2 18 2 15c0-4 2-8 5-8Z\"/>"
            + "<path class=\"cut\" d=\"M7 10.3v4.4M4.8 12.5h4.4\"/><circle class=\"cut-fill\" cx=\"16\" cy=\"11\" r=\"1.1\"/>"
            + "<circle class=\"cut-fill\" cx=\"18.2\" cy=\"13.2\" r=\"1.1\"/>",
        "dollarsign.circle.fill":
            "<circle cx=\"12\" cy=\"12\" r=\"10\"/><path class=\"cut\" d=\"M15 8.6C14.3 7.7 13.2 7.2 12 7.2c-1.7 0-3 .9-3 2.3 0 3 6 1.8 6 4.9 0 1.5-1.3 2.4-3 2.4-1.4 0-2.5-.5-3.2-1.4M12 5.4v13.2\"/>",
        "questionmark.circle.fill":
            "<circle cx=\"12\" cy=\"12\" r=\"10\"/><path class=\"cut\" d=\"M9.5 9.3c0-1.4 1.1-2.4 2.5-2.4s2.5 1 2.5 2.3c0 2-2.5 2.2-2.5 4.4\"/>"
            + "<circle class=\"cut-fill\" cx=\"12\" cy=\"16.9\" r=\"1.15\"/>",
        "tv.fill":
            "<rect x=\"2.5\" y=\"4.5\" width=\"19\" height=\"13\" rx=\"2\"/><path class=\"line\" d=\"M8 20.5h8\"/>",
        "airplane":
            "<path d=\"M21.5 12c0-.8-.7-1.2-1.5-1.2h-5L10 3.5H8l2.5 7.3H6L4.2 8.5H2.8l1 3.5-1 3.5h1.4L6 13.2h4.5L8 20.5h2l5-7.3h5c.8 0 1.5-.4 1.5-1.2Z\"/>",
        "sportscourt.fill":
            "<rect x=\"2\" y=\"5\" width=\"20\" height=\"14\" rx=\"2\"/><path class=\"cut thin\" d=\"M12 5v14M2 9.5h3v5H2M22 9.5h-3v5h3\"/>"
            + "<circle class=\"cut thin\" cx=\"12\" cy=\"12\" r=\"2.6\"/>",
        "suit.spade.fill":
            "<path d=\"M12 2.5C9 6.5 4 9.5 4 13.5 4 16 5.8 17.6 7.9 17.6c1.4 0 2.5-.6 3.2-1.6-.2 2-.9 3.8-2.3 5.5h6.4c-1.4-1.7-2.1-3.5-2.3-5.5.7 1 1.8 1.6 3.2 1.6 2.1 0 3.9-1.6 3.9-4.1 0-4-5-7-8-11Z\"/>",
        "bolt.fill": "<path d=\"M13.5 2 4.5 13.5H11L10 22l9-11.5h-6.5Z\"/>",
        "flame.fill":
            "<path d=\"M12 2.5c.6 3.2 4.5 5.3 4.5 10a4.5 4.5 0 0 1-4.5 9 5.5 5.5 0 0 1-5.5-5.5c0-3 1.8-4.6 3-6.2.4 1.7 1.1 2.7 2 3.2-.4-3.4-.2-7.3.5-10.5Z\"/>",
        "bell.fill":
            "<path d=\"M12 3a6 6 0 0 0-6 6v4.5L4 17h16l-2-3.5V9a6 6 0 0 0-6-6Z\"/><circle cx=\"12\" cy=\"19.5\" r=\"2.2\"/>",
        "heart.fill": "<path d=\"M12 20.5S3 15 3 8.8a4.6 4.6 0 0 1 9-2.4 4.6 4.6 0 0 1 9 2.4C21 15 12 20.5 12 20.5Z\"/>",
        "tag.fill":
            "<path d=\"M3 4.5v6.3l9.7 9.7a1.5 1.5 0 0 0 2.1 0l5.7-5.7a1.5 1.5 0 0 0 0-2.1L10.8 3H4.5A1.5 1.5 0 0 0 3 4.5Z\"/>"
            + "<circle class=\"cut-fill\" cx=\"7.5\" cy=\"7.5\" r=\"1.6\"/>",
        "sparkles":
            "<path d=\"M10 3l1.6 5.4L17 10l-5.4 1.6L10 17l-1.6-5.4L3 10l5.4-1.6Z\"/>"
            + "<path d=\"M18 14l.8 2.2L21 17l-2.2.8L18 20l-.8-2.2L15 17l2.2-.8Z\"/>",
        "dice.fill":
            "<rect x=\"3\" y=\"3\" width=\"18\" height=\"18\" rx=\"4\"/><circle class=\"cut-fill\" cx=\"8\" cy=\"8\" r=\"1.6\"/>"
            + "<circle class=\"cut-fill\" cx=\"16\" cy=\"8\" r=\"1.6\"/><circle class=\"cut-fill\" cx=\"12\" cy=\"12\" r=\"1.6\"/>"
            + "<circle class=\"cut-fill\" cx=\"8\" cy=\"16\" r=\"1.6\"/><circle class=\"cut-fill\" cx=\"16\" cy=\"16\" r=\"1.6\"/>",
        "suit.club.fill":
            "<circle cx=\"12\" cy=\"7.5\" r=\"3.8\"/><circle cx=\"7.3\" cy=\"13.5\" r=\"3.8\"/><circle cx=\"16.7\" cy=\"13.5\" r=\"3.8\"/>"
            + "<path d=\"M11 12h2l1.6 9.5H9.4Z\"/>",
        "video.fill": "<rect x=\"2\" y=\"6\" width=\"13.5\" height=\"12\" rx=\"2.2\"/><path d=\"M16.5 10.5 22 7v10l-5.5-3.5Z\"/>",
        "questionmark.circle":
            "<circle class=\"line\" cx=\"12\" cy=\"12\" r=\"9.5\"/><path class=\"line\" d=\"M9.5 9.3c0-1.4 1.1-2.4 2.5-2.4s2.5 1 2.5 2.3c0 2-2.5 2.2-2.5 4.4\"/>"
            + "<circle cx=\"12\" cy=\"16.9\" r=\"1.15\"/>",
        "wrench.fill":
            "<path class=\"line heavy\" d=\"M5 19l8.2-8.2\"/><circle cx=\"16\" cy=\"8\" r=\"4.8\"/><path class=\"cut heavy\" d=\"M16.4 7.6 20.5 3.5\"/>",
    ]
}
