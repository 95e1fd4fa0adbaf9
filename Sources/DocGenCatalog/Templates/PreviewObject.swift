import Mustache

/// How a preview value appears to Mustache: objects and lists as the wrappers below, booleans
/// as `Bool` (so sections test them), everything else as a `PreviewScalar`.
func mustacheValue(_ value: PreviewValue, report: PreviewReport, position: PreviewPosition? = nil) -> Any {
    switch value {
    case let .bool(flag, _): flag
    case let .object(fields, _): PreviewObject(fields: fields, report: report, position: position)
    case let .list(elements, _): PreviewList(elements: elements, report: report)
    case .text, .number, .color: PreviewScalar(value: value, report: report)
    }
}

/// An element's place in the list a section is iterating: `itemNumber` (from 1) and `itemCount`.
struct PreviewPosition {
    var number: Int
    var count: Int
}

/// An object value: its fields by JSON key; absent keys are missing, so Mustache looks them up
/// in the enclosing context as usual.
struct PreviewObject: MustacheParent {
    let fields: [PreviewField]
    let report: PreviewReport
    var position: PreviewPosition?

    func child(named name: String) -> Any? {
        if let field = fields.first(where: { $0.key == name }) { return mustacheValue(field.value, report: report) }
        switch name {
        case "itemNumber": return position?.number
        case "itemCount": return position?.count
        // Found here rather than at the bottom of the context stack: templates ask for it
        // often, and every level Mustache passes on the way costs two dynamic casts.
        case "preview": return report.preview
        default: return nil
        }
    }
}

/// The top of a preview's context: `preview` (what docgen knows about the sample), then the
/// sample's own keys, or `items` for a list template.
struct PreviewRoot: MustacheParent {
    private let items: PreviewList?
    // Cast once here rather than on every name a template looks up.
    private let parent: (any MustacheParent)?
    let report: PreviewReport

    /// The root of a template for one value.
    init(value: Any, report: PreviewReport) {
        (items, parent, self.report) = (nil, value as? any MustacheParent, report)
    }

    /// The root of a list template, whose `items` are `list`.
    init(list: PreviewList, report: PreviewReport) {
        (items, parent, self.report) = (list, nil, report)
    }

    func child(named name: String) -> Any? {
        if name == "preview" { return report.preview }
        if let items { return name == "items" ? items : nil }
        return parent?.child(named: name)
    }
}

/// `preview.lang.CODE`: true when the page's language is CODE or a variant of it (`ko`, `ko-KR`).
struct PreviewLanguage: MustacheCustomRenderable, MustacheParent {
    let code: String

    var renderText: String { code }
    var isNull: Bool { false }

    func child(named name: String) -> Any? {
        let lowered = code.lowercased()
        let wanted = name.lowercased()
        return lowered == wanted || lowered.hasPrefix(wanted + "-") || lowered.hasPrefix(wanted + "_")
    }
}
