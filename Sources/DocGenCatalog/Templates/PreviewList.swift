import DocGenDiagnostics
import Mustache

/// A list value: a section iterates it (each object element knowing `itemNumber` and
/// `itemCount`), and its helpers group, sort and filter it by a key of its elements.
struct PreviewList: MustacheSequence, MustacheParent, MustacheTransformable {
    let elements: [PreviewValue]
    let report: PreviewReport

    func makeIterator() -> AnyIterator<Any> {
        var index = 0
        let count = elements.count
        return AnyIterator {
            guard index < count else { return nil }
            defer { index += 1 }
            return mustacheValue(
                elements[index], report: report, position: PreviewPosition(number: index + 1, count: count))
        }
    }

    /// The helpers; docs/catalog.md lists them.
    func child(named name: String) -> Any? {
        switch name {
        case "count": elements.count
        case "isEmpty": elements.isEmpty
        case "nonEmpty": !elements.isEmpty
        case "ifAny": elements.isEmpty ? nil : PreviewGroup(items: self, key: nil)
        case "first": elements.first.map { mustacheValue($0, report: report) }
        case "last": elements.last.map { mustacheValue($0, report: report) }
        case "groupedBy": KeyedHelper { key in groups(by: key) }
        case "sortedBy": KeyedHelper { key in sorted(by: key, descending: false) }
        case "sortedDescendingBy": KeyedHelper { key in sorted(by: key, descending: true) }
        case "where": KeyedHelper { key in KeyedHelper { wanted in filtered(key, matching: wanted, keep: true) } }
        case "whereNot": KeyedHelper { key in KeyedHelper { wanted in filtered(key, matching: wanted, keep: false) } }
        case "sharedImageAspectRatio": KeyedHelper { key in sharedImageAspectRatio(of: key) }
        default: nil
        }
    }

    /// swift-mustache's array transforms (`count(items)`, `first(items)`, …).
    func transform(_ name: String) -> Any? {
        switch name {
        case "empty": elements.isEmpty
        case "reversed": PreviewList(elements: elements.reversed(), report: report)
        case "count", "first", "last": child(named: name)
        default: nil
        }
    }

    /// Groups in the order their keys first appear: `key` (absent when the elements lack it),
    /// `items` and `count`.
    private func groups(by key: String) -> [PreviewGroup] {
        var order: [String?] = []
        var members: [String?: [PreviewValue]] = [:]
        var keys: [String?: PreviewValue] = [:]
        for element in elements {
            let value = element.field(key)
            let text = value?.text
            if members[text] == nil {
                order.append(text)
                keys[text] = value
            }
            members[text, default: []].append(element)
        }
        return order.map { text in
            PreviewGroup(items: PreviewList(elements: members[text] ?? [], report: report), key: keys[text] ?? nil)
        }
    }

    /// A stable sort by the key: numbers by value when both are numbers, else text by code
    /// points; elements without the key last, in their order.
    private func sorted(by key: String, descending: Bool) -> PreviewList {
        let keyed = elements.enumerated().map { ($0.offset, $0.element.field(key)?.text, $0.element) }
        let ordered = keyed.sorted { lhs, rhs in
            switch (lhs.1, rhs.1) {
            case let (left?, right?):
                let order = Self.compare(left, right)
                if order != 0 { return descending ? order > 0 : order < 0 }
                return lhs.0 < rhs.0
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return lhs.0 < rhs.0
            }
        }
        return PreviewList(elements: ordered.map(\.2), report: report)
    }

    private static func compare(_ left: String, _ right: String) -> Int {
        if let leftNumber = Double(left), let rightNumber = Double(right) {
            return leftNumber < rightNumber ? -1 : leftNumber > rightNumber ? 1 : 0
        }
        let (leftScalars, rightScalars) = (Array(left.unicodeScalars), Array(right.unicodeScalars))
        return leftScalars.lexicographicallyPrecedes(rightScalars, by: { $0.value < $1.value })
            ? -1 : (left.unicodeScalars.elementsEqual(right.unicodeScalars) ? 0 : 1)
    }

    private func filtered(_ key: String, matching wanted: String, keep: Bool) -> PreviewList {
        PreviewList(
            elements: elements.filter { element in
                let matches =
                    element.field(key).map { PreviewMatch(value: $0, report: report).child(named: wanted) as? Bool ?? false }
                    ?? false
                return matches == keep
            }, report: report)
    }

    /// The aspect ratio the image URLs under `key` declare in their file names, when every one
    /// that declares a ratio agrees; otherwise nothing, and a warning at the first that differs.
    private func sharedImageAspectRatio(of key: String) -> PreviewAspectRatio? {
        let declared = elements.compactMap { element -> (PreviewValue, ImageAspectRatio)? in
            guard let value = element.field(key), let text = value.text, let ratio = ImageAspectRatio(url: text) else {
                return nil
            }
            return (value, ratio)
        }
        guard let (first, ratio) = declared.first else { return nil }
        if let (other, otherRatio) = declared.first(where: { $0.1 != ratio }) {
            report.report(
                .warning(
                    "images in one group declare different aspect ratios: '\(first.text ?? "")' is \(ratio.description) "
                        + "but '\(other.text ?? "")' is \(otherRatio.description); one slider needs one ratio",
                    at: other.location, rule: "preview-aspect-ratio"))
            return nil
        }
        return PreviewAspectRatio(ratio: ratio)
    }
}

/// A group of list elements as a section sees it: `items`, `count`, and `key` for `groupedBy`.
struct PreviewGroup: MustacheParent {
    let items: PreviewList
    let key: PreviewValue?

    func child(named name: String) -> Any? {
        switch name {
        case "items": items
        case "count": items.elements.count
        // A missing key must not fall through to an enclosing context's `key`.
        case "key": key.map { mustacheValue($0, report: items.report) } ?? PreviewAbsent()
        case "preview": items.report.preview
        default: nil
        }
    }
}

/// A helper that takes a name from the template: `items.groupedBy.category` calls it with `category`.
struct KeyedHelper: MustacheParent {
    let make: (String) -> Any?

    func child(named name: String) -> Any? { make(name) }
}

/// A value that is not there, which does not let Mustache look further out: prints nothing,
/// and a section on it does not render.
struct PreviewAbsent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}
