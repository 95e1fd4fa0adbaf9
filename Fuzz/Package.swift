// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for docgen's parsers, its HTML sanitizer and its attribute escaper; built and run by scripts/fuzz, never by scripts/test or CI.
// Each target's @main hands one test function to libFuzzer's driver (LLVMFuzzerRunDriver, declared
// in CFuzzer); they are built with `-sanitize=fuzzer -parse-as-library` (see scripts/fuzz).
let package = Package(
    name: "docgen-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "docgen", path: "..")
    ],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(
            name: "FuzzMermaid", dependencies: ["CFuzzer", .product(name: "DocGenMermaid", package: "docgen")]),
        .executableTarget(
            name: "FuzzFrontMatter", dependencies: ["CFuzzer", .product(name: "DocGenContent", package: "docgen")]),
        .executableTarget(
            name: "FuzzJSON",
            dependencies: [
                "CFuzzer",
                .product(name: "DocGenExamples", package: "docgen"),
                .product(name: "DocGenHighlight", package: "docgen"),
            ]),
        .executableTarget(
            name: "FuzzSwift",
            dependencies: [
                "CFuzzer",
                .product(name: "DocGenExamples", package: "docgen"),
                .product(name: "DocGenHighlight", package: "docgen"),
            ]),
        .executableTarget(
            name: "FuzzMarkdown", dependencies: ["CFuzzer", .product(name: "DocGenMarkdown", package: "docgen")]),
        .executableTarget(
            name: "FuzzSanitizer", dependencies: ["CFuzzer", .product(name: "DocGenHTML", package: "docgen")]),
        .executableTarget(
            name: "FuzzEscaper", dependencies: ["CFuzzer", .product(name: "DocGenMarkdown", package: "docgen")]),
    ]
)
