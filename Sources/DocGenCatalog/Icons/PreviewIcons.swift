import DocGenMarkdown

/// The icon drawings a page's previews show: in place where the page shows an icon once, defined
/// once for the page where it shows one more often.
///
/// A preview holds an icon as `<svg class="pv-icon" …><use href="#pv-symbol-NAME"/></svg>`
/// (`SymbolIcons`). An icon the page shows once gets its drawing in place of the `<use>`; for
/// the others the page ends with one hidden `<svg>` holding a `<symbol>` of each. A symbol has
/// the class `pv-icon`, so the stylesheets' `.pv-icon .line`-style rules reach the drawing
/// inside each `<use>` as they reach a drawing in place. A catalog page shows the same few icons
/// dozens of times; a documentation page mostly shows each once.
public enum PreviewIcons {
    /// `html` with the drawings of the icons it shows put in place or defined at its end.
    public static func drawingIcons(in html: HTMLBytes) -> HTMLBytes {
        let references = html.withBytes(self.references)
        guard !references.isEmpty else { return html }
        var uses: [String: Int] = [:]
        for reference in references { uses[reference.name, default: 0] += 1 }
        var output = HTMLBytes(capacity: html.count + references.count * 256)
        html.withBytes { bytes in
            var copied = 0
            for reference in references where uses[reference.name] == 1 {
                output.raw(utf8: UnsafeBufferPointer(rebasing: bytes[copied..<reference.range.lowerBound]))
                output.raw(reference.drawing)
                copied = reference.range.upperBound
            }
            output.raw(utf8: UnsafeBufferPointer(rebasing: bytes[copied...]))
        }
        let shared = uses.filter { $0.value > 1 }.keys.sorted()
        guard !shared.isEmpty else { return output }
        output.raw("<svg hidden aria-hidden=\"true\">")
        for name in shared {
            guard let drawing = SymbolIcons.drawing(named: name) else { continue }
            output.raw("<symbol id=\"")
            output.raw(SymbolIcons.idPrefix)
            output.raw(name)
            output.raw("\" class=\"pv-icon\">")
            output.raw(drawing)
            output.raw("</symbol>")
        }
        output.raw("</svg>\n")
        return output
    }

    /// A `<use href="#pv-symbol-NAME"/>` of a drawing docgen has, and where it is.
    private struct Reference {
        var name: String
        var drawing: String
        var range: Range<Int>
    }

    /// The `<use>` elements of drawings docgen has, in order.
    private static func references(_ bytes: UnsafeBufferPointer<UInt8>) -> [Reference] {
        let opening = Array("<use href=\"".utf8)
        let marker = Array(("#" + SymbolIcons.idPrefix).utf8)
        let closing = Array("\"/>".utf8)
        func matches(_ expected: [UInt8], at start: Int) -> Bool {
            start >= 0 && start + expected.count <= bytes.count
                && expected.indices.allSatisfy { bytes[start + $0] == expected[$0] }
        }
        var found: [Reference] = []
        var index = 0
        // `#` is rare in HTML: only there can a reference start. Every page is scanned, so
        // `memchr`, which reads many bytes a step, finds it.
        while let hash = bytes.offset(of: UInt8(ascii: "#"), from: index) {
            index = hash
            guard matches(marker, at: index), matches(opening, at: index - opening.count) else {
                index += 1
                continue
            }
            let nameStart = index + marker.count
            var end = nameStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
            if matches(closing, at: end), let drawing = SymbolIcons.drawing(named: name) {
                found.append(Reference(name: name, drawing: drawing, range: (index - opening.count)..<(end + closing.count)))
            }
            index = end
        }
        return found
    }
}
