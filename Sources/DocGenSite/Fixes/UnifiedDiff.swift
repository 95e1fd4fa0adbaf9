/// A unified diff of two versions of a text file whose lines correspond one to one, as after
/// `ExampleFix.apply`, which changes lines but never adds or removes one.
public enum UnifiedDiff {
    /// The diff, with three lines of context, or an empty string when nothing changed.
    public static func lineByLine(old: String, new: String, path: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        guard before.count == after.count else { return "" }
        let changed = before.indices.filter { before[$0] != after[$0] }
        guard !changed.isEmpty else { return "" }
        // Changed lines closer than twice the context share a hunk.
        var hunks: [ClosedRange<Int>] = []
        for line in changed {
            let range = max(0, line - 3)...min(before.count - 1, line + 3)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            text += "@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@\n"
            // A run of changed lines is shown as its old lines, then its new ones.
            var run: [Int] = []
            func flush() {
                for line in run { text += "-\(before[line])\n" }
                for line in run { text += "+\(after[line])\n" }
                run = []
            }
            for line in hunk {
                if before[line] == after[line] {
                    flush()
                    text += " \(before[line])\n"
                } else {
                    run.append(line)
                }
            }
            flush()
        }
        return text
    }
}
