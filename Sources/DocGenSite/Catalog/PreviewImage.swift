import DocGenMarkdown

/// An image in a preview: a frame with the image's aspect ratio and the alt text.
///
/// The image covers the alt text once it loads. Only http and https images are referenced;
/// nothing is fetched at build time.
enum PreviewImage {
    static func html(url: String, alt: String, ratio: ImageAspectRatio?, className: String = "pv-img") -> String {
        let style = ratio.map { " style=\"aspect-ratio: \($0.css)\"" } ?? ""
        var html = "<span class=\"\(className)\"\(style)><span class=\"pv-img-alt\">\(HTMLEscaping.text(alt))</span>"
        if let safe = HTMLSanitizer.safeURL(url, schemes: HTMLSanitizer.webSchemes) {
            html +=
                "<img src=\"\(HTMLEscaping.attribute(safe))\" alt=\"\(HTMLEscaping.attribute(alt))\" loading=\"lazy\""
                + " decoding=\"async\" referrerpolicy=\"no-referrer\">"
        }
        return html + "</span>"
    }
}
