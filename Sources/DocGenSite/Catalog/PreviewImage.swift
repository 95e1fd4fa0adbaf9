import DocGenMarkdown

/// An image in a preview: a frame with the image's aspect ratio and the alt text.
///
/// The image covers the alt text once it loads. Only http and https images are referenced;
/// nothing is fetched at build time.
enum PreviewImage {
    static func write(
        url: String, alt: String, ratio: ImageAspectRatio?, className: StaticString = "pv-img", into html: inout HTMLBytes
    ) {
        html.raw("<span class=\"")
        html.raw(className)
        html.raw("\"")
        if let ratio {
            html.raw(" style=\"aspect-ratio: ")
            html.raw(ratio.css)
            html.raw("\"")
        }
        html.raw("><span class=\"pv-img-alt\">")
        html.text(alt)
        html.raw("</span>")
        if let safe = HTMLSanitizer.safeURL(url, schemes: HTMLSanitizer.webSchemes) {
            html.raw("<img src=\"")
            html.attribute(safe)
            html.raw("\" alt=\"")
            html.attribute(alt)
            html.raw("\" loading=\"lazy\" decoding=\"async\" referrerpolicy=\"no-referrer\">")
        }
        html.raw("</span>")
    }
}
