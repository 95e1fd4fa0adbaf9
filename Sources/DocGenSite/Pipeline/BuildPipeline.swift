import Foundation

/// An ordered list of build steps.
public struct BuildPipeline: Sendable {
    /// The steps, run in order.
    public var steps: [BuildStep]

    /// Creates a pipeline.
    public init(steps: [BuildStep]) {
        self.steps = steps
    }

    /// The full build: read, parse, check links and examples, render, write.
    public static let build = BuildPipeline(steps: [
        .load,
        .parse,
        .diagrams,
        // Examples are checked before rendering, so each block can show whether it passed.
        .examples,
        // The catalog needs the samples of passing examples; it adds the catalog and model pages.
        .catalog,
        // Every folder gets a page before links are checked, so links to a folder's index resolve.
        .sections,
        // Links are checked once every page exists and is parsed, since a link may name any
        // page's anchors, generated pages included.
        .links,
        // Rendering needs the rewritten links; templates see the finished Markdown HTML.
        .render,
        // Writing comes last and only when nothing before it reported an error, so a failed
        // build never touches the previous site.
        .write,
    ])

    /// Everything but writing: what `docgen check` runs.
    public static let check = BuildPipeline(steps: [.load, .parse, .diagrams, .examples, .catalog, .sections, .links])

    /// Whether the pipeline replaces the output folder.
    public var writesSite: Bool { steps.contains { $0.name == BuildStep.write.name } }

    /// Runs every step; `progress` is told each step's position and name before it runs,
    /// and `timing` its duration after.
    public func run(
        _ context: inout BuildContext,
        progress: (_ index: Int, _ count: Int, _ name: String) -> Void = { _, _, _ in },
        timing: (_ name: String, _ seconds: Double) -> Void = { _, _ in }
    ) throws {
        context.rendersPages = steps.contains { $0.name == BuildStep.render.name }
        for (index, step) in steps.enumerated() {
            progress(index + 1, steps.count, step.name)
            let start = DispatchTime.now().uptimeNanoseconds
            try step.run(&context)
            timing(step.name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }
}
