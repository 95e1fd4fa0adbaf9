import DocGenContent
import DocGenDiagnostics
import DocGenSite
import Foundation

/// `docgen check --fix`: applies the fixes a check's diagnostics offer to the Markdown files,
/// or prints them as a unified diff.
struct FixRun {
    let configuration: SiteConfiguration
    let dryRun: Bool
    /// Where the changes and the diff are written: standard output, unless it carries a
    /// machine-readable format.
    var write: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }

    /// Applies (or, in a dry run, shows) the fixes, prints what changed, and returns how many
    /// fixes were made.
    func apply(_ diagnostics: [Diagnostic]) throws -> Int {
        let byFile = Dictionary(grouping: ExampleFix.fixes(for: diagnostics)) { $0.location.file }
        var count = 0
        var files = 0
        for path in byFile.keys.sorted() {
            guard let fixes = byFile[path] else { continue }
            let url =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : configuration.rootDirectory.appendingPathComponent(path)
            let old = try String(contentsOf: url, encoding: .utf8)
            let (new, applied) = ExampleFix.apply(fixes, to: old)
            guard !applied.isEmpty else { continue }
            count += applied.count
            files += 1
            if dryRun {
                write(UnifiedDiff.lineByLine(old: old, new: new, path: path))
            } else {
                try Data(new.utf8).write(to: url, options: .atomic)
                for fix in applied {
                    let change =
                        fix.written == ")" ? "added 'alpha: 1'" : "replaced '\(fix.written)' with '\(fix.replacement)'"
                    write("\(fix.location): \(change) [\(fix.rule)]\n")
                }
            }
        }
        let what = "\(count == 1 ? "1 fix" : "\(count) fixes") in \(Summary.plural(files, "file"))"
        write(dryRun ? "would apply \(what)\n" : "applied \(what)\n")
        return count
    }
}
