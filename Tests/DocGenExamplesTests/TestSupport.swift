import DocGenDiagnostics
import DocGenExamples
import Foundation

/// The real model sources, indexed once for all tests.
enum Models {
    /// `Sources/ComponentModels`, found from this file's path so tests run from any directory.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ComponentModels")

    /// The index of the real models; empty when the folder cannot be read, which `TypeIndexTests` reports.
    static let index: TypeIndex = (try? TypeIndex.build(fromFolders: [folder])) ?? TypeIndex.build(sources: [])

    static let checker = ExampleChecker(index: index)
}

/// A code block and the diagnostics it must produce, each written `severity rule line:column`.
struct ExampleCase: CustomStringConvertible, Sendable {
    var name: String
    var info: String
    var code: String
    var expected: [String]
    var firstLine = 10

    var description: String { name }
}

/// The diagnostics of checking `code` as `severity rule line:column`, in file order.
func findings(_ code: String, info: String, firstLine: Int = 10, checker: ExampleChecker = Models.checker) -> [String] {
    checker.check(code: code, info: info, file: "doc.md", firstLine: firstLine).diagnostics.map(summary)
}

/// `severity rule line:column` for one diagnostic.
func summary(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
    return "\(diagnostic.severity.rawValue) \(diagnostic.rule) \(place)"
}

/// Messages of checking `code`, for asserting wording.
func messages(_ code: String, info: String, checker: ExampleChecker = Models.checker) -> [String] {
    checker.check(code: code, info: info, file: "doc.md", firstLine: 1).diagnostics.map(\.message)
}
