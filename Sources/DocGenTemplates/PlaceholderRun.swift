import DocGenContent

/// Where a render made with placeholder entries holds them, so it can be cut around them
/// (`SidebarSkeletons`, `TemplateSkeletons+Splicing`).
///
/// A cut is only sound when each placeholder's own render is in the output exactly once, in
/// order, with the same bytes between each two: then a list of any length renders as the text
/// before the first, its entries with that gap between them, and the text after the last.
package struct PlaceholderRun {
    /// From the start of the first placeholder's render to the end of the last.
    package var range: Range<Int>
    /// The bytes between two placeholders' renders.
    package var gap: [UInt8]

    /// The run of `renders` in `bytes`; nil unless each is there once, in order, with equal gaps.
    package init?(_ renders: [[UInt8]], in bytes: [UInt8]) {
        var ranges: [Range<Int>] = []
        for render in renders {
            guard bytes.occurrences(of: render) == 1, let start = bytes.firstOffset(of: render),
                start >= (ranges.last?.upperBound ?? 0)
            else { return nil }
            ranges.append(start..<(start + render.count))
        }
        let gaps = zip(ranges, ranges.dropFirst()).map { Array(bytes[$0.upperBound..<$1.lowerBound]) }
        guard let gap = gaps.first, gaps.allSatisfy({ $0 == gap }), let first = ranges.first, let last = ranges.last
        else { return nil }
        range = first.lowerBound..<last.upperBound
        self.gap = gap
    }
}
