import DocGenExamples

/// A code block's check result, as the page shows it.
public struct CheckedExample: Sendable, Equatable {
    /// The type a JSON sample was checked against; nil for Swift.
    public var typeName: String?
    /// Whether the check found no error.
    public var passed: Bool
    /// The values the block holds, for previews; empty when it did not pass.
    public var samples: [Sample] = []

    /// Creates a result.
    package init(typeName: String?, passed: Bool, samples: [Sample] = []) {
        (self.typeName, self.passed, self.samples) = (typeName, passed, samples)
    }

    /// The result without its samples, once their previews are drawn.
    package var withoutSamples: CheckedExample {
        var result = self
        result.samples = []
        return result
    }
}

/// A diagram as the page shows it: the SVG, or why there is none.
public struct RenderedDiagram: Sendable, Equatable {
    /// The inline SVG; nil when the diagram could not be drawn.
    public var svg: String?
    /// The diagnostics to show beside the source when it could not be drawn.
    public var problems: [String]
    /// Whether it was not drawn because of an error (rather than an unsupported diagram type).
    public var failed: Bool

    /// Creates a drawn diagram, or one that could not be drawn.
    package init(svg: String?, problems: [String], failed: Bool) {
        (self.svg, self.problems, self.failed) = (svg, problems, failed)
    }
}
