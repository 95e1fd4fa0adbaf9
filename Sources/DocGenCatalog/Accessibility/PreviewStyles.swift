import DocGenMarkdown
import Foundation

/// The styles of a preview's elements in one theme, as far as they can be known without a
/// browser, and the texts drawn in too little contrast.
struct PreviewStyles {
    enum Background {
        case none
        case color(RGBA)
        /// An image, a gradient or a color docgen cannot read.
        case unknown
    }

    /// An element's style as far as it is known.
    struct Computed {
        var custom: [String: String] = [:]
        /// nil when the color cannot be read.
        var color: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var background = Background.none
        var fontSize = 16.0
        var weight = 400
        /// Hidden, dimmed, filtered or decorative: its texts are not checked.
        var skipped = false
        /// A child is placed absolutely: what paints under the texts inside is not known.
        var layered = false
    }

    private let tree: PreviewTree
    private let dark: Bool
    private var computed: [Computed] = []

    /// The styles of `tree`'s elements; `root` is the root's style in this theme when it is
    /// known already (`rootStyle(sheet:dark:)`), and `cache` holds the styles of elements met in
    /// earlier previews, made with that root.
    init(tree: PreviewTree, sheet: PreviewStyleSheet, dark: Bool, root: Computed? = nil, cache: PreviewStyleCache? = nil) {
        (self.tree, self.dark) = (tree, dark)
        computed.reserveCapacity(tree.elements.count)
        // Each element's place in `cache`, nil when it is not there.
        var cached: [Int?] = []
        cached.reserveCapacity(tree.elements.count)
        // Parents come before their children in the tree, so one pass computes every element.
        for (index, element) in tree.elements.enumerated() {
            if index == 0, let root {
                computed.append(root)
                cached.append(cache == nil ? nil : PreviewStyleCache.root)
                continue
            }
            let key = element.parent.flatMap { cached[$0] }.map { PreviewStyleCache.Key(parent: $0, markup: element.markup) }
            let entry: PreviewStyleCache.Entry
            var place: Int?
            if let key, let cache, let known = cache.lookup(key) {
                (entry, place) = known
            } else {
                entry = computeEntry(of: element, isRoot: index == 0, sheet: sheet)
                if let key, let cache { place = cache.insert(entry, for: key) }
            }
            cached.append(place)
            computed.append(entry.style)
            if let parent = element.parent, entry.positioned { computed[parent].layered = true }
        }
    }

    /// An element's style, from its parent's in `computed`, and whether it is placed absolutely.
    private func computeEntry(of element: PreviewTree.Element, isRoot: Bool, sheet: PreviewStyleSheet) -> PreviewStyleCache.Entry
    {
        var declarations = sheet.declarations(tag: element.tag, classes: element.classes, isRoot: isRoot)
        if let style = element.markup.style { declarations += PreviewStyleSheet.declarations(Substring(style)) }
        let parent = element.parent.map { computed[$0] } ?? Computed()
        var style = compute(declarations, inheriting: parent, hidden: element.markup.hidden)
        if isRoot {
            // The browser's canvas and its text, where the page's stylesheets give none.
            let canvas = dark ? RGBA(red: 0.07, green: 0.07, blue: 0.07, alpha: 1) : RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            if case .none = style.background { style.background = .color(canvas) }
            if !declarations.contains(where: { $0.name == "color" }) {
                style.color = dark ? RGBA(red: 1, green: 1, blue: 1, alpha: 1) : RGBA(red: 0, green: 0, blue: 0, alpha: 1)
            }
        }
        let positioned = ["absolute", "fixed"].contains(value("position", in: declarations, style))
        return PreviewStyleCache.Entry(style: style, positioned: positioned)
    }

    /// The root's style in one theme: every custom property of the theme's stylesheets, the same
    /// for every preview, so made once rather than for each preview.
    static func rootStyle(sheet: PreviewStyleSheet, dark: Bool) -> Computed {
        PreviewStyles(tree: PreviewTree(""), sheet: sheet, dark: dark).computed[0]
    }

    /// Each text whose contrast with its background is below WCAG AA, once per pair of colors,
    /// with the text's index in `tree.texts`.
    func contrastFindings() -> [(finding: PreviewFinding, text: Int)] {
        var findings: [(finding: PreviewFinding, text: Int)] = []
        for (index, (text, element)) in tree.texts.enumerated() {
            let style = computed[element]
            guard !style.skipped, let color = style.color, let background = background(of: element) else { continue }
            let foreground = color.over(background)
            let isLarge = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.weight >= 700)
            let minimum = isLarge ? 3.0 : 4.5
            guard foreground.contrast(with: background) < minimum else { continue }
            let finding = PreviewFinding(
                text: text, foreground: foreground, background: background, minimum: minimum, dark: dark)
            if !findings.contains(where: { $0.finding.sameContrast(as: finding) }) { findings.append((finding, index)) }
        }
        return findings
    }

    /// The opaque color under an element's text, or nil when it cannot be known.
    private func background(of element: Int) -> RGBA? {
        var layers: [RGBA] = []
        var index: Int? = element
        while let current = index {
            // An absolutely placed child may paint between this element's background and the text.
            if computed[current].layered { return nil }
            switch computed[current].background {
            case .unknown:
                return nil
            case let .color(color) where color.alpha > 0:
                layers.append(color)
            default:
                break
            }
            if let last = layers.last, last.alpha >= 1 { break }
            index = tree.elements[current].parent
        }
        guard var result = layers.popLast() else { return nil }
        if result.alpha < 1 { return nil }
        while let layer = layers.popLast() { result = layer.over(result) }
        return result
    }

    private func value(_ name: String, in declarations: [(name: String, value: String)], _ style: Computed) -> String? {
        declarations.last { $0.name == name }.flatMap { resolve($0.value, custom: style.custom) }?.lowercased()
    }

    private func compute(
        _ declarations: [(name: String, value: String)], inheriting parent: Computed, hidden: Bool
    ) -> Computed {
        var style = parent
        style.background = .none
        style.layered = false
        for (name, value) in declarations where name.hasPrefix("--") { style.custom[name] = value }
        if hidden { style.skipped = true }
        for (name, raw) in declarations where !name.hasPrefix("--") {
            guard let value = resolve(raw, custom: style.custom)?.lowercased() else {
                if name == "color" { style.color = nil }
                if name.hasPrefix("background") { style.background = .unknown }
                continue
            }
            switch name {
            case "color":
                style.color = ["inherit", "currentcolor"].contains(value) ? parent.color : RGBA(css: value)
            case "background-color":
                style.background = value == "transparent" ? .none : RGBA(css: value).map(Background.color) ?? .unknown
            case "background", "background-image":
                style.background = Self.background(value, shorthand: name == "background") ?? style.background
            case "font-size":
                style.fontSize = Self.length(value, parent: parent.fontSize) ?? style.fontSize
            case "font-weight":
                style.weight = Self.weight(value) ?? style.weight
            case "font":
                Self.font(value, parent: parent.fontSize, into: &style)
            case "opacity":
                if (Double(value) ?? 1) < 1 { style.skipped = true }
            case "display":
                if value == "none" { style.skipped = true }
            case "visibility":
                if value == "hidden" { style.skipped = true }
            case "filter", "mix-blend-mode", "backdrop-filter":
                if value != "none", value != "normal" { style.skipped = true }
            default:
                break
            }
        }
        return style
    }

    /// A `background` or `background-image` value: nil when it sets nothing docgen reads.
    private static func background(_ value: String, shorthand: Bool) -> Background? {
        if value == "none" { return shorthand ? Background.none : nil }
        if ["gradient(", "url(", "image-set(", "image("].contains(where: value.containsBytes) { return .unknown }
        guard shorthand else { return .unknown }
        if let color = RGBA(css: value) { return color.alpha > 0 ? .color(color) : Background.none }
        let parts = PreviewStyleSheet.split(Substring(value), on: UInt8(ascii: " ")).filter { !$0.isEmpty }
        if let last = parts.last, let color = RGBA(css: String(last)) { return .color(color) }
        return .unknown
    }

    /// A font size in CSS pixels: `px`, `pt`, `rem` (of 16px), `em` and `%` of the parent's.
    private static func length(_ value: String, parent: Double) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("rem", 16), ("em", parent), ("%", parent / 100)]
        for (unit, scale) in units where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count)).map { $0 * scale }
        }
        return nil
    }

    private static func weight(_ value: String) -> Int? {
        switch value {
        case "normal", "lighter": 400
        case "bold", "bolder": 700
        default: Int(value)
        }
    }

    /// The `font` shorthand: its weight (normal unless given) and its size.
    private static func font(_ value: String, parent: Double, into style: inout Computed) {
        var weight = 400
        for part in value.split(separator: " ") {
            let word = String(part)
            if let size = length(String(word.split(separator: "/").first ?? ""), parent: parent) {
                style.fontSize = size
                style.weight = weight
                return
            }
            if let given = Self.weight(word) { weight = given }
        }
    }

    /// Where the first `var(` or `light-dark(` of `text` is, found byte by byte: a catalog
    /// resolves millions of values, and a substring search per call was most of drawing it.
    private static func firstCall(in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "v") || byte == UInt8(ascii: "l") {
                let pattern = byte == UInt8(ascii: "v") ? "var(".utf8 : "light-dark(".utf8
                if utf8[index...].starts(with: pattern) { return index..<utf8.index(index, offsetBy: pattern.count) }
            }
            utf8.formIndex(after: &index)
        }
        return nil
    }

    /// The value with `var()` and `light-dark()` replaced; nil when a variable has no value.
    private func resolve(_ value: String, custom: [String: String], depth: Int = 0) -> String? {
        guard depth < 20 else { return nil }
        // Most values call no function: they need no search, which Foundation's `range(of:)` made
        // the costliest part of drawing a catalog.
        guard value.utf8.contains(UInt8(ascii: "(")) else { return value.trimmingSpaces }
        var text = value
        while let call = Self.firstCall(in: text) {
            // By byte, as `PreviewStyleSheet.split` reads values.
            let utf8 = text.utf8
            var level = 1
            var end = call.upperBound
            while end < utf8.endIndex, level > 0 {
                if utf8[end] == UInt8(ascii: "(") { level += 1 } else if utf8[end] == UInt8(ascii: ")") { level -= 1 }
                utf8.formIndex(after: &end)
            }
            guard level == 0 else { return nil }
            let arguments = PreviewStyleSheet.split(text[call.upperBound..<utf8.index(before: end)], on: UInt8(ascii: ","))
            let replacement: String?
            if text[call].hasPrefix("var(") {
                let name = arguments[0].trimmingSpaces
                if let defined = custom[name] {
                    replacement = resolve(defined, custom: custom, depth: depth + 1)
                } else if arguments.count > 1 {
                    replacement = resolve(arguments.dropFirst().joined(separator: ","), custom: custom, depth: depth + 1)
                } else {
                    replacement = nil
                }
            } else {
                guard arguments.count == 2 else { return nil }
                replacement = resolve(String(arguments[dark ? 1 : 0]), custom: custom, depth: depth + 1)
            }
            guard let replacement else { return nil }
            text.replaceSubrange(call.lowerBound..<end, with: replacement.trimmingSpaces)
        }
        return text.trimmingSpaces
    }
}
