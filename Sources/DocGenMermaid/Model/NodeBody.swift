/// What a class box or entity shows below its name.
enum NodeBody: Sendable, Hashable {
    /// A UML class: annotations above the name, then attribute and method compartments.
    case classMembers(ClassCompartments)
    /// An ER entity's attribute rows.
    case entityRows([EntityRow])
}

/// The text of a class box, ready to measure and draw.
struct ClassCompartments: Sendable, Hashable {
    /// Annotations as drawn, such as `«interface»`.
    var annotations: [String] = []
    var attributes: [MemberLine] = []
    var methods: [MemberLine] = []
    /// Whether a class without members is drawn as its name alone (`hideEmptyMembersBox`).
    var hidesEmptyMembers = false
    /// Whether the box has no method compartment (a requirement diagram's box).
    var omitsMethods = false
    /// Each compartment's size, filled in by ``GraphSizer``: header, attributes, methods.
    var sizes: [Size] = []
}

/// One attribute or method line of a class box.
struct MemberLine: Sendable, Hashable {
    /// How a classifier draws the line.
    enum Emphasis: String, Sendable, Hashable {
        case plain
        /// `$`: static, underlined.
        case underline
        /// `*`: abstract, in italics.
        case italic
    }

    /// The text as drawn, such as `+deposit(amount) : Bool`.
    var text: String
    var emphasis: Emphasis = .plain
}

/// One attribute row of an ER entity.
struct EntityRow: Sendable, Hashable {
    var type: String
    var name: String
    /// `PK`, `FK`, `UK`, as written, joined by commas.
    var keys: [String] = []
    var comment: String?
}
