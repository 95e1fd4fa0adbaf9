/// A parsed `wardley-beta` map: components and anchors placed by visibility and evolution, the
/// links between them, evolve arrows, pipelines, notes, annotations and forces, and the
/// evolution axis' stages.
///
/// Positions are written `[visibility, evolution]`, both from 0 to 1: visibility up the value
/// chain, evolution from genesis to commodity.
struct WardleyDiagram: Sendable {
    /// A place on the map.
    struct Position: Sendable, Hashable {
        /// 0 at the bottom (infrastructure) to 1 at the top (user need).
        var visibility: Double
        /// 0 at the left (genesis) to 1 at the right (commodity).
        var evolution: Double
    }

    /// A `(build)`, `(buy)`, `(outsource)` or `(market)` decorator: how a component is sourced.
    enum Sourcing: String, Sendable, CaseIterable {
        case build, buy, outsource, market
    }

    /// A `component` or `anchor`, or a component inside a `pipeline` block.
    struct Component: Sendable {
        var name: String
        var position: Position
        /// Anchors (users, customers) are drawn as bold words without a circle.
        var isAnchor = false
        /// `label [dx, dy]`: where the name starts, in pixels from the circle's centre.
        var labelOffset: Point?
        var sourcing: Sourcing?
        /// `(inertia)`: resistance to change, a bar on the evolution side.
        var hasInertia = false
        /// The pipeline's parent, for a component declared inside `pipeline Parent { … }`.
        var pipeline: String?
        /// Where the declaration starts, for errors found after parsing.
        var offset: Int
    }

    /// How a link is drawn: a plain dependency line or a flow with arrowheads.
    enum LinkKind: Sendable, Hashable {
        /// `A -> B`.
        case dependency
        /// `A +> B`, `A +< B`, `A +<> B`: arrowheads at the marked ends.
        case flow(toEnd: Bool, toStart: Bool)
    }

    /// A line between two components or anchors, named as written.
    struct Link: Sendable {
        var from: String
        var to: String
        var kind: LinkKind
        /// `A -> B; label` or `A +'label'> B`.
        var label: String?
        var offset: Int
    }

    /// `evolve Name 0.8`: the component's predicted evolution.
    struct Evolve: Sendable {
        var name: String
        var evolution: Double
        var offset: Int
    }

    /// `note "text" [v, e]`, `accelerator "text" [v, e]` or `deaccelerator "text" [v, e]`.
    struct Remark: Sendable {
        var text: String
        var position: Position
    }

    /// `annotation N,[v, e] "text"`: a numbered mark on the map, listed with its text in the key.
    struct Annotation: Sendable {
        var number: Int
        var position: Position
        var text: String
    }

    /// One stage of the evolution axis; `end` is where it stops, from 0 to 1.
    struct Stage: Sendable, Hashable {
        var name: String
        var end: Double
    }

    /// The stages OnlineWardleyMaps names, with its boundaries.
    static let defaultStages = [
        Stage(name: "Genesis", end: 0.25), Stage(name: "Custom Built", end: 0.5), Stage(name: "Product (+rental)", end: 0.75),
        Stage(name: "Commodity (+utility)", end: 1),
    ]

    var title: String?
    var accessibility = AccessibilityText()
    /// `size [width, height]`: the map's size in pixels.
    var size: Size?
    var stages = defaultStages
    var components: [Component] = []
    var links: [Link] = []
    var evolves: [Evolve] = []
    var notes: [Remark] = []
    /// Accelerators (`accelerates` true) and deaccelerators.
    var forces: [(remark: Remark, accelerates: Bool)] = []
    var annotations: [Annotation] = []
    /// `annotations [v, e]`: where the key of annotations stands.
    var annotationKey: Position?
}
