/// A parsed user journey: sections of tasks, each scored 1 to 5 by the actors who do it.
struct JourneyDiagram: Sendable {
    /// One step of the journey.
    struct Task: Sendable {
        var label: TextBlock
        /// 1 (bad) to 5 (good).
        var score: Int
        var actors: [String]
        /// The index of its section in ``JourneyDiagram/sections``, or nil before the first.
        var section: Int?
    }

    var title: String?
    var sections: [TextBlock] = []
    var tasks: [Task] = []
    var accessibility = AccessibilityText()

    /// Every actor, in the order first named.
    var actors: [String] {
        var seen: [String] = []
        for actor in tasks.flatMap(\.actors) where !seen.contains(actor) { seen.append(actor) }
        return seen
    }
}
