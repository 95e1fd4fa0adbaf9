import DocGenAllocator
import DocGenContent
import DocGenPreview
import DocGenSite
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Usage: serve-bench SITE_ROOT [--models DIR] [--page RELATIVE.md]… [--change RELATIVE.md=TEXT]…
//                    [--edits N]
//
// Builds SITE_ROOT/Content (with SITE_ROOT/Templates over the default theme, when it has one)
// into SITE_ROOT/_site as `docgen serve` does, starts its watcher, then edits each page N times
// and measures the time from each write until the reload event is published, and the rebuild
// itself. A `--page` gets a sentence appended; a `--change` page gets the first TEXT in it
// replaced by "TEXT <edit number>", so that an edit inside a sample changes its preview. Edits
// the files in place: run it on a copy of a corpus. The page is put back as it was afterwards.
MimallocPreload.restartIfAvailable()
let arguments = Array(CommandLine.arguments.dropFirst())
guard let rootArgument = arguments.first else {
    print("usage: serve-bench SITE_ROOT [--models DIR] [--page RELATIVE.md]… [--change RELATIVE.md=TEXT]… [--edits N]")
    exit(2)
}
func values(_ name: String) -> [String] {
    arguments.indices.filter { arguments[$0] == name && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
}
let root = URL(fileURLWithPath: rootArgument)
let editCount = values("--edits").first.flatMap(Int.init) ?? 20
var overrides = SiteConfiguration.Overrides()
overrides.models = values("--models").map { URL(fileURLWithPath: $0).path }
overrides.output = root.appendingPathComponent("_site").path

let configuration: SiteConfiguration
do {
    configuration = try SiteConfiguration.load(root: root, overrides: overrides)
} catch {
    print("serve-bench: \(error)")
    exit(1)
}
let reports = ReportLog()
let session = PreviewSession(configuration: configuration, report: { report, _ in reports.add(report) })

let start = Date()
let first = try session.build(isFirst: true)
let firstSeconds = Date().timeIntervalSince(start)
print("first build: \(first.pageCount) pages, \(first.fileCount) files in \(format(firstSeconds)) s")
print("  " + first.timings.map { "\($0.step) \(format($0.seconds)) s" }.joined(separator: ", "))
print("  peak RSS after the first build: \(peakResidentMegabytes()) MB")

/// A page to edit, and the text whose first occurrence each edit changes (nil: append a sentence).
struct Edit {
    var page: String
    var change: String?
}
var edits = values("--page").map { Edit(page: $0) }
for value in values("--change") {
    guard let equals = value.firstIndex(of: "=") else { continue }
    edits.append(Edit(page: String(value[..<equals]), change: String(value[value.index(after: equals)...])))
}
if edits.isEmpty { edits = [Edit(page: "guides/index.md")] }
let events = await session.events.subscribe()
let watcher = Task { await session.watch() }
try await Task.sleep(for: .seconds(1))
try await measure(edits)
print("peak RSS: \(peakResidentMegabytes()) MB")
watcher.cancel()

func measure(_ edits: [Edit]) async throws {
    var iterator = events.makeAsyncIterator()
    for edit in edits {
        let page = edit.page
        let file = configuration.contentDirectory.appendingPathComponent(page)
        let original = try Data(contentsOf: file)
        let text = String(decoding: original, as: UTF8.self)
        if let change = edit.change, !text.contains(change) {
            print("\(page): '\(change)' is not in the page")
            continue
        }
        var total: [Double] = []
        var rebuild: [Double] = []
        var quick = 0
        for number in 1...editCount {
            reports.clear()
            let sentence = "\nEdit \(number): the banner keeps its priority while the list scrolls.\n"
            let before = DispatchTime.now().uptimeNanoseconds
            if let change = edit.change, let range = text.range(of: change) {
                try Data(text.replacingCharacters(in: range, with: "\(change) \(number)").utf8).write(to: file)
            } else {
                try append(sentence, to: file.path)
            }
            guard let event = await iterator.next() else { break }
            let after = DispatchTime.now().uptimeNanoseconds
            total.append(Double(after - before) / 1e6)
            if case .failed(let diagnostics) = event { print("  edit \(number) failed: \(diagnostics.prefix(3))") }
            if let report = reports.last {
                rebuild.append(report.timings.reduce(0) { $0 + $1.seconds } * 1000)
                if report.rebuiltPagesOnly { quick += 1 } else { print("  full rebuild: \(report.fullRebuildReason ?? "?")") }
            }
            try await Task.sleep(for: .milliseconds(300))
        }
        try original.write(to: file)
        try await Task.sleep(for: .milliseconds(500))
        _ = await iterator.next()
        let kind = edit.change.map { "'\($0)' changed" } ?? "a sentence appended"
        print("\(page) (\(kind)): \(editCount) edits, \(quick) rebuilt as single pages")
        print("  write → reload event: \(summary(total))")
        print("  rebuild alone:        \(summary(rebuild))")
    }
}

func append(_ text: String, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_APPEND)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
    defer { close(descriptor) }
    var text = text
    _ = text.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

func summary(_ values: [Double]) -> String {
    "median \(format(median(values))) ms, min \(format(values.min() ?? 0)) ms, max \(format(values.max() ?? 0)) ms"
}

/// The process's peak resident set size in megabytes.
func peakResidentMegabytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1_048_576
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) / 1024
    #endif
}

/// The reports the session printed, kept for the benchmark to read.
final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SiteBuilder.Report] = []

    func add(_ report: SiteBuilder.Report) { lock.withLock { reports.append(report) } }
    func clear() { lock.withLock { reports.removeAll() } }
    var last: SiteBuilder.Report? { lock.withLock { reports.last } }
}
