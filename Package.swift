// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
        // `swift package docgen build` in a package that depends on this one (docs/ci.md). Not
        // named docgen: SwiftPM ignores a second product with the executable's name.
        .plugin(name: "DocGenPlugin", targets: ["DocGenCommand"]),
        // The libraries, for the fuzz targets in Fuzz/ (a package of its own).
        .library(name: "DocGenMermaid", targets: ["DocGenMermaid"]),
        .library(name: "DocGenMarkdown", targets: ["DocGenMarkdown"]),
        .library(name: "DocGenExamples", targets: ["DocGenExamples"]),
        .library(name: "DocGenHighlight", targets: ["DocGenHighlight"]),
        .library(name: "DocGenHTML", targets: ["DocGenHTML"]),
        .library(name: "DocGenCatalog", targets: ["DocGenCatalog"]),
        .library(name: "DocGenContent", targets: ["DocGenContent"]),
        .library(name: "DocGenSite", targets: ["DocGenSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // Core libraries, lowest first: each depends only on those above it.
        .systemLibrary(
            name: "CCMarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        .target(name: "DocGenDiagnostics", swiftSettings: swiftSettings),
        // mimalloc when it is installed, by restarting the process with it preloaded: faster
        // than glibc's malloc (docs/benchmarks.md), and never a library the build needs.
        .target(name: "DocGenAllocator", swiftSettings: swiftSettings),
        // What the parallel steps share: an order-keeping parallel map, a read-write lock, a
        // background job, and finding one page's run in results kept in page order.
        .target(name: "DocGenConcurrency", swiftSettings: swiftSettings),
        .target(
            name: "DocGenMarkdown",
            dependencies: ["CCMarkGFM", "DocGenDiagnostics"],
            swiftSettings: swiftSettings
        ),
        // The HTML sanitizer: untrusted HTML cut down to an allow-list, for raw HTML in Markdown
        // and for the HTML in component previews.
        .target(name: "DocGenHTML", dependencies: ["DocGenMarkdown"], swiftSettings: swiftSettings),
        // Mermaid diagrams to static SVG: parser, layered layout, SVG writer.
        .target(name: "DocGenMermaid", dependencies: ["DocGenDiagnostics"], swiftSettings: swiftSettings),
        .target(name: "ComponentModels", swiftSettings: swiftSettings),
        // The default theme: the files of Sources/DocGenTheme/Theme, compiled into the executable
        // by the EmbedTheme plugin, so a binary copied on its own still has them.
        .target(name: "DocGenTheme", swiftSettings: swiftSettings, plugins: ["EmbedTheme"]),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["DocGenThemeEmbedder"]),
        .executableTarget(name: "DocGenThemeEmbedder", swiftSettings: swiftSettings),
        // Build-time highlighting: Swift from swift-syntax's classification, and JSON.
        .target(
            name: "DocGenHighlight",
            dependencies: [
                "DocGenMarkdown",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // What the configuration says about the model folders, as plain values: the files they
        // leave out (`PathGlob`) and the rules their types' samples follow (`SampleRules`). Read
        // by the configuration, applied by the example checker.
        .target(name: "DocGenModelRules", dependencies: ["DocGenDiagnostics"], swiftSettings: swiftSettings),
        // The example checker: the only target besides highlighting that imports swift-syntax.
        .target(
            name: "DocGenExamples",
            dependencies: [
                "DocGenDiagnostics",
                "DocGenModelRules",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // The component catalog's previews: samples read against the model index, drawn by the
        // theme's preview templates; the symbol drawings they use.
        .target(
            name: "DocGenCatalog",
            dependencies: [
                "DocGenConcurrency",
                "DocGenDiagnostics",
                "DocGenMarkdown",
                "DocGenHTML",
                "DocGenExamples",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: swiftSettings
        ),
        // The search engine: tokenizer, postings and the index files the theme's search script reads.
        .target(name: "DocGenSearch", dependencies: ["DocGenConcurrency", "DocGenMarkdown"], swiftSettings: swiftSettings),
        // What a site is made of: configuration, content files and their pages, front matter,
        // output paths, the navigation and translations.
        .target(
            name: "DocGenContent",
            dependencies: [
                "DocGenDiagnostics",
                "DocGenMarkdown",
                // The URLs raw HTML links to, for the link checker.
                "DocGenHTML",
                "DocGenConcurrency",
                // The model settings of the configuration (`models.exclude`, `rules`).
                "DocGenModelRules",
                // Finding a logo among the default theme's assets.
                "DocGenTheme",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        // The theme layer: template sets laid over the default theme, the words per language,
        // and rendering a page's context through swift-mustache.
        .target(
            name: "DocGenTemplates",
            dependencies: [
                "DocGenContent",
                "DocGenDiagnostics",
                "DocGenMarkdown",
                "DocGenConcurrency",
                "DocGenCatalog",
                "DocGenTheme",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: swiftSettings
        ),
        // The build pipeline: steps from loading to writing, rendering page bodies, links, the
        // generated catalog and model pages, and rebuilds that reuse unchanged results.
        .target(
            name: "DocGenSite",
            dependencies: [
                "DocGenContent",
                "DocGenTemplates",
                "DocGenDiagnostics",
                "DocGenMarkdown",
                "DocGenHTML",
                "DocGenSearch",
                "DocGenConcurrency",
                "DocGenExamples",
                "DocGenModelRules",
                "DocGenHighlight",
                "DocGenMermaid",
                "DocGenCatalog",
                "DocGenTheme",
            ],
            swiftSettings: swiftSettings
        ),
        // The preview server: the only target that depends on Hummingbird.
        .target(
            name: "DocGenPreview",
            dependencies: [
                "DocGenDiagnostics",
                "DocGenContent",
                "DocGenSite",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                // The server's logger, which Hummingbird takes.
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),

        // `docgen lsp`: JSON-RPC over standard input and output, LSP's messages, open documents,
        // and the check's diagnostics, fixes and model types as an editor asks for them.
        .target(
            name: "DocGenLSP",
            dependencies: ["DocGenDiagnostics", "DocGenContent", "DocGenMarkdown", "DocGenExamples", "DocGenSite"],
            swiftSettings: swiftSettings
        ),

        // The starting site `docgen init` writes, and writing it without overwriting a file.
        .target(name: "DocGenStarter", dependencies: ["DocGenContent", "DocGenSite"], swiftSettings: swiftSettings),

        // The command-line tool: one file per subcommand, all work delegated to the libraries.
        .executableTarget(
            name: "docgen",
            dependencies: [
                "DocGenAllocator",
                "DocGenDiagnostics",
                "DocGenContent",
                "DocGenTemplates",
                "DocGenSite",
                "DocGenStarter",
                "DocGenPreview",
                "DocGenMermaid",
                "DocGenLSP",
                "DocGenExamples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),

        // Runs the docgen executable on the package it is invoked in, from that package's folder.
        .plugin(
            name: "DocGenCommand",
            capability: .command(
                intent: .custom(
                    verb: "docgen",
                    description: "Build, check or serve the package's component documentation with docgen."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "docgen writes the site (_site/) and its build cache (.docgen-cache-_site/).")
                ]
            ),
            dependencies: ["docgen"]
        ),

        // Tests mirror the targets; DocGenTestSupport holds what several of them share.
        .target(name: "DocGenTestSupport", path: "Tests/DocGenTestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "DocGenDiagnosticsTests", dependencies: ["DocGenDiagnostics"]),
        .testTarget(name: "DocGenMarkdownTests", dependencies: ["DocGenMarkdown"]),
        .testTarget(
            name: "DocGenHTMLTests", dependencies: ["DocGenHTML", "DocGenMarkdown", "DocGenTestSupport"], exclude: ["Snapshots"]),
        .testTarget(name: "ComponentModelsTests", dependencies: ["ComponentModels"]),
        .testTarget(name: "DocGenThemeTests", dependencies: ["DocGenTheme", "DocGenTestSupport"]),
        // DocGenContent reads the sample rules of this repository's docgen.yml, which the banner tests run.
        .testTarget(
            name: "DocGenExamplesTests",
            dependencies: ["DocGenExamples", "DocGenModelRules", "DocGenContent", "DocGenDiagnostics", "ComponentModels"]
        ),
        .testTarget(
            name: "DocGenHighlightTests",
            dependencies: [
                "DocGenHighlight",
                // SwiftIDEUtils' own classification is the oracle for SwiftClassifier.
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "DocGenMermaidTests",
            dependencies: ["DocGenMermaid", "DocGenDiagnostics", "DocGenTestSupport"],
            exclude: ["Snapshots"],
            swiftSettings: swiftSettings
        ),
        // The template layer compiles preview templates with docgen's escaping.
        .testTarget(
            name: "DocGenCatalogTests",
            dependencies: ["DocGenCatalog", "DocGenExamples", "DocGenDiagnostics", "DocGenMarkdown", "DocGenTemplates"]),
        .testTarget(name: "DocGenSearchTests", dependencies: ["DocGenSearch", "DocGenMarkdown"]),
        .testTarget(name: "DocGenConcurrencyTests", dependencies: ["DocGenConcurrency"]),
        .testTarget(
            name: "DocGenContentTests",
            dependencies: ["DocGenContent", "DocGenMarkdown", "DocGenDiagnostics", "DocGenModelRules", "DocGenTestSupport"]
        ),
        .testTarget(
            name: "DocGenTemplatesTests",
            dependencies: [
                "DocGenTemplates", "DocGenContent", "DocGenMarkdown", "DocGenDiagnostics", "DocGenTheme", "DocGenCatalog",
                "DocGenTestSupport", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "DocGenSiteTests",
            dependencies: [
                "DocGenSite", "DocGenContent", "DocGenTemplates", "DocGenMarkdown", "DocGenDiagnostics", "DocGenTheme",
                "DocGenConcurrency", "DocGenExamples", "DocGenModelRules", "DocGenCatalog", "DocGenTestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "DocGenPreviewTests",
            dependencies: ["DocGenPreview", "DocGenSite", "DocGenContent", "DocGenTemplates", "DocGenTestSupport"]
        ),
        .testTarget(
            name: "DocGenLSPTests",
            dependencies: ["DocGenLSP", "DocGenSite", "DocGenContent", "DocGenDiagnostics", "DocGenTestSupport"]
        ),
        .testTarget(
            name: "DocGenCommandTests",
            dependencies: ["docgen", "DocGenSite", "DocGenContent", "DocGenModelRules", "DocGenTemplates", "DocGenTestSupport"],
            exclude: ["Fixtures"]
        ),
    ]
)

// Benchmarks join the package only when asked for, so ordinary builds never pay for them:
// DOCGEN_BENCHMARKS=1 swift run -c release <name>. Results are in docs/benchmarks.md.
if Context.environment["DOCGEN_BENCHMARKS"] != nil {
    package.targets += [
        .executableTarget(
            name: "examples-bench",
            dependencies: ["DocGenExamples"],
            path: "Benchmarks/ExamplesBenchmark",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "serve-bench",
            // Measures `docgen serve`, so it allocates the way the docgen executable does.
            dependencies: ["DocGenAllocator", "DocGenPreview", "DocGenContent", "DocGenSite"],
            path: "Benchmarks/ServeBenchmark",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "MermaidBenchmark",
            dependencies: ["DocGenMermaid"],
            path: "Benchmarks/MermaidBenchmark",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "template-bench",
            dependencies: ["DocGenTemplates", .product(name: "Mustache", package: "swift-mustache")],
            path: "Benchmarks/TemplateBenchmark",
            swiftSettings: swiftSettings
        ),
    ]
}
