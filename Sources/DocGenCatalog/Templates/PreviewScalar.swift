import DocGenDiagnostics
import DocGenExamples
import DocGenHTML
import Foundation
import Mustache

/// A text, number or color value in a preview template: it prints as its text.
///
/// What docgen knows about it comes through Mustache transforms, which a template asks for by
/// name (`{{{symbol(icon)}}}`, `{{color(backgroundColor)}}`), so no helper can hide a key of the
/// sample; `value.is.NAME` compares it.
struct PreviewScalar: MustacheCustomRenderable, MustacheParent, MustacheTransformable {
    let value: PreviewValue
    let report: PreviewReport

    var renderText: String { value.text ?? "" }
    var isNull: Bool { false }

    func child(named name: String) -> Any? {
        switch name {
        case "is": PreviewMatch(value: value, report: report)
        // See `PreviewObject`.
        case "preview": report.preview
        default: nil
        }
    }

    /// The helpers; docs/catalog.md lists them.
    func transform(_ name: String) -> Any? {
        let text = value.text ?? ""
        switch name {
        case "caseName":
            switch value {
            case let .text(_, caseName, _), let .number(_, caseName, _): return caseName
            default: return nil
            }
        case "color":
            return color.map(PreviewColorValue.init)
        case "url":
            // A scalar rather than a `String`: Mustache reads a string it passes on a lookup through reflection.
            return HTMLSanitizer.safeURL(text, schemes: HTMLSanitizer.webSchemes).map {
                PreviewScalar(value: .text($0, caseName: nil, at: value.location), report: report)
            }
        case "html":
            return PreviewSanitizedHTML(html: text, location: value.location, report: report)
        case "aspectRatio":
            return ImageAspectRatio(text: text).map(PreviewAspectRatio.init)
        case "imageAspectRatio":
            return ImageAspectRatio(url: text).map(PreviewAspectRatio.init)
        case "isVersion":
            return Self.isVersionNumber(text)
        case "isNotVersion":
            return !text.trimmingASCIIWhitespace().isEmpty && !Self.isVersionNumber(text)
        case "trimmed":
            return PreviewScalar(value: .text(text.trimmingASCIIWhitespace(), caseName: nil, at: value.location), report: report)
        case "isBlank":
            return text.trimmingASCIIWhitespace().isEmpty
        default:
            // `symbol` draws at 24 points, `symbol40` at 40.
            if name.hasPrefix("symbol"), let size = name == "symbol" ? 24 : Int(name.dropFirst("symbol".count)),
                (8...256).contains(size)
            {
                return PreviewSymbol(name: text, size: size, location: value.location, report: report)
            }
            return text.transform(name)
        }
    }

    private var color: PreviewColor? {
        switch value {
        case let .color(sample, _): PreviewColor(sample)
        case let .text(text, _, _): PreviewColor(.string(text))
        default: nil
        }
    }

    /// The helpers that answer yes or no, which `where` and `whereNot` also take.
    static let yesOrNoHelpers: Set<String> = ["isBlank", "isVersion", "isNotVersion"]

    /// Dot-separated decimal numbers, as app versions are written (`2.4.1`).
    static func isVersionNumber(_ text: String) -> Bool {
        let parts = text.trimmingASCIIWhitespace().utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 9 && part.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }
}

/// `value.is.NAME`: whether the value, or its enum case name, is NAME.
///
/// The list helpers `where.KEY.NAME` and `whereNot.KEY.NAME` use it too, and also take a
/// yes-or-no helper as NAME (`items.where.appVersion.isNotVersion`).
struct PreviewMatch: MustacheParent {
    let value: PreviewValue
    let report: PreviewReport

    func child(named name: String) -> Any? {
        let equal =
            switch value {
            case let .text(text, caseName, _), let .number(text, caseName, _): text == name || caseName == name
            case let .bool(flag, _): (flag ? "true" : "false") == name
            case let .color(sample, _): sample == .string(name)
            case .object, .list: false
            }
        guard !equal, PreviewScalar.yesOrNoHelpers.contains(name) else { return equal }
        return PreviewScalar(value: value, report: report).transform(name) as? Bool ?? false
    }
}

/// `symbol(value)`: the SF Symbol named by the value, drawn as inline SVG, or a placeholder and
/// a note when docgen has no drawing: docgen's own set of drawings is no fault of the docs, so
/// `check --strict` does not fail on it.
struct PreviewSymbol: MustacheCustomRenderable {
    let name: String
    let size: Int
    let location: SourceLocation
    let report: PreviewReport

    var renderText: String {
        if let svg = SymbolIcons.svg(named: name, size: size) { return svg }
        let hint = Suggestion.hint(for: name, in: SymbolIcons.names)
        report.report(
            .note(
                "no preview icon is drawn for the symbol '\(name)'; a placeholder is shown\(hint)", at: location,
                rule: "preview-icon"))
        return SymbolIcons.fallback(size: size)
    }

    var isNull: Bool { false }
}

/// `color(value)`: the value as CSS colors for both themes; prints the light one.
struct PreviewColorValue: MustacheCustomRenderable, MustacheParent {
    let color: PreviewColor

    var renderText: String { color.light }
    var isNull: Bool { false }

    func child(named name: String) -> Any? {
        switch name {
        case "light": color.light
        case "dark": color.dark
        case "text": color.foreground?.primary
        case "secondaryText": color.foreground?.secondary
        default: nil
        }
    }
}

/// `html(value)`: the value as HTML with everything unsafe removed, and a warning saying what was.
struct PreviewSanitizedHTML: MustacheCustomRenderable {
    let html: String
    let location: SourceLocation
    let report: PreviewReport

    var renderText: String {
        let result = HTMLSanitizer().sanitize(html)
        if !result.removed.isEmpty {
            report.report(
                .warning(
                    "this HTML is previewed without what is unsafe: " + result.removed.joined(separator: "; "), at: location,
                    rule: "preview-html"))
        }
        return result.html
    }

    var isNull: Bool { false }
}

/// `aspectRatio(value)` / `imageAspectRatio(value)`: prints the CSS `aspect-ratio` (`5 / 2`).
struct PreviewAspectRatio: MustacheCustomRenderable, MustacheParent {
    let ratio: ImageAspectRatio

    var renderText: String { ratio.css }
    var isNull: Bool { false }

    func child(named name: String) -> Any? {
        switch name {
        case "css": ratio.css
        case "label": ratio.description
        default: nil
        }
    }
}
