import DocGenTemplates
import Foundation
import Mustache

// template-bench: what one Mustache tag costs in swift-mustache, the engine every page and
// preview renders through. Each case renders a template of 100 variable tags many times and
// prints the time per tag; under callgrind, `template-bench CASE` runs one case and
// `template-bench CASE 0` only its setup, so the difference is the case's instruction count.

/// A value that prints itself, as docgen's preview values do.
struct SelfRendering: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { false }
}

struct Case {
    var name: String
    var escaped: Bool
    var selfRendering: Bool
    var depth: Int
}

let cases = [
    Case(name: "escaped-string", escaped: true, selfRendering: false, depth: 0),
    Case(name: "unescaped-string", escaped: false, selfRendering: false, depth: 0),
    Case(name: "escaped-self-rendering", escaped: true, selfRendering: true, depth: 0),
    Case(name: "escaped-self-rendering-3-deep", escaped: true, selfRendering: true, depth: 3),
]

let tagCount = 100

/// Renders `benchmark` `rounds` times; returns the seconds taken.
func run(_ benchmark: Case, rounds: Int) throws -> Double {
    var text = ""
    for index in 0..<tagCount {
        text += benchmark.escaped ? "<p>{{v\(index)}}</p>\n" : "<p>{{{v\(index)}}}</p>\n"
    }
    var context: [String: Any] = [:]
    for index in 0..<tagCount {
        let value = "Promotional header value \(index)"
        context["v\(index)"] = benchmark.selfRendering ? SelfRendering(renderText: value) : value
    }
    for level in 0..<benchmark.depth {
        text = "{{#level\(level)}}" + text + "{{/level\(level)}}"
        context["level\(level)"] = ["unused\(level)": 1] as [String: Any]
    }
    // docgen compiles every template with its byte-wise escaping (`TemplateEscaping`).
    TemplateEscaping.register()
    let template = try MustacheTemplate(string: TemplateEscaping.pragma + text)
    var bytes = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<rounds { bytes += template.render(context).utf8.count }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    if rounds > 0, bytes == 0 { print("nothing rendered") }
    return seconds
}

let arguments = CommandLine.arguments.dropFirst()
if let name = arguments.first {
    guard let benchmark = cases.first(where: { $0.name == name }) else {
        print("unknown case '\(name)'; cases: \(cases.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 100
    _ = try run(benchmark, rounds: rounds)
} else {
    print("| case | ns per tag |")
    print("| --- | ---: |")
    for benchmark in cases {
        _ = try run(benchmark, rounds: 50)
        var times: [Double] = []
        for _ in 0..<7 { times.append(try run(benchmark, rounds: 500)) }
        let median = times.sorted()[times.count / 2]
        let perTag = median / Double(500 * tagCount) * 1e9
        print("| \(benchmark.name) | \(String(format: "%.0f", perTag)) |")
    }
}
