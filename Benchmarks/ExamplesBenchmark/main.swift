import DocGenExamples
import Foundation

// Usage: examples-bench [MODEL_FOLDER]            time 1,000 Swift and 1,000 JSON examples
//        examples-bench check MODEL_FOLDER FILE…  check the fenced blocks of Markdown files
let arguments = Array(CommandLine.arguments.dropFirst())
let isCheck = arguments.first == "check"
let folder = (isCheck ? arguments.dropFirst().first : arguments.first) ?? "Sources/ComponentModels"

do {
    let start = Date()
    let index = try TypeIndex.build(fromFolders: [URL(fileURLWithPath: folder)])
    let indexSeconds = Date().timeIntervalSince(start)
    for diagnostic in index.diagnostics { print(diagnostic) }
    if isCheck {
        let checker = ExampleChecker(index: index)
        var checked = 0
        for file in arguments.dropFirst(2) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for block in FencedBlocks.read(text) {
                let result = checker.check(code: block.code, info: block.info, file: file, firstLine: block.firstLine)
                if result.checked { checked += 1 }
                for diagnostic in result.diagnostics { print(diagnostic) }
            }
        }
        print("checked \(checked) blocks")
    } else {
        print("indexed \(index.types.count) types in \(String(format: "%.3f", indexSeconds)) s")
        print(ExampleBenchmark.run(index: index))
    }
} catch {
    print("error: \(error)")
    exit(1)
}
