import DocGenDiagnostics
import DocGenSite
import Foundation

/// The one-line summaries and timing tables the commands print.
enum Summary {
    /// `built 7 pages (31 files) in 0.12 s, 1 warning → _site` or why nothing was written.
    static func line(for report: SiteBuilder.Report, output: String) -> String {
        let seconds = report.timings.reduce(0) { $0 + $1.seconds }
        let counts = counted(report.diagnostics)
        if report.wroteSite {
            return
                "built \(plural(report.pageCount, "page")) (\(plural(report.fileCount, "file"))) in \(format(seconds)) s\(counts.isEmpty ? "" : ", \(counts)") → \(output)"
        }
        return "build failed\(counts.isEmpty ? "" : " with \(counts)"); '\(output)' was left as it was"
    }

    /// `2 errors, 1 warning`, or empty when there are none.
    static func counted(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var parts: [String] = []
        if errors > 0 { parts.append(plural(errors, "error")) }
        if warnings > 0 { parts.append(plural(warnings, "warning")) }
        return parts.joined(separator: ", ")
    }

    static func printTimings(_ report: SiteBuilder.Report) {
        for (index, (step, seconds)) in report.timings.enumerated() {
            let peak = index < report.peakMemory.count ? report.peakMemory[index].bytes / 1_048_576 : 0
            let name = step.padding(toLength: 8, withPad: " ", startingAt: 0)
            let cpu = index < report.cpuSeconds.count ? report.cpuSeconds[index].seconds : 0
            StandardError.write(
                "  \(name) \(format(seconds * 1000)) ms, cpu \(format(cpu * 1000)) ms, peak memory \(peak) MiB\n")
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
