/// The fields of one `BannerPolicyItemModel` sample that the banner rules read.
struct BannerSample {
    /// A string field's text and where its value is.
    struct Field {
        var text: String
        var position: TextPosition
    }

    private let node: JSONNode

    /// The sample when it is an object; nil otherwise (decoding checks already report that).
    init?(_ node: JSONNode) {
        guard node.members != nil else { return nil }
        self.node = node
    }

    /// The string value of `key`, or nil when absent, null or not a string.
    func field(_ key: String) -> Field? {
        guard let value = node.member(key)?.value, let text = value.string else { return nil }
        return Field(text: text, position: value.position)
    }

    var id: String? { field("id")?.text }
    var type: String? { field("type")?.text }

    /// The priority as written and where it is.
    var priorityField: Field? {
        guard let value = node.member("priority")?.value, case let .number(text) = value.value else { return nil }
        return Field(text: text, position: value.position)
    }

    /// The priority as a number.
    var priority: Double? { priorityField.flatMap { Double($0.text) } }

    /// Whether tapping leads inside the app: any `landingType` other than absent, "", "none" and "web".
    var hasInAppLanding: Bool {
        guard let landing = field("landingType")?.text else { return false }
        return !["", "none", "web"].contains(landing)
    }
}
