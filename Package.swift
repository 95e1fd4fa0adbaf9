// swift-tools-version: 6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "docgen", targets: ["docgen"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
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
        .target(
            name: "DocGenMarkdown",
            dependencies: ["CCMarkGFM", "DocGenDiagnostics"],
            swiftSettings: swiftSettings
        ),
        .target(name: "ComponentModels", swiftSettings: swiftSettings),
        .target(
            name: "DocGenSite",
            dependencies: [
                "DocGenDiagnostics",
                "DocGenMarkdown",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            swiftSettings: swiftSettings
        ),

        // The command-line tool: one file per subcommand, all work delegated to the libraries.
        .executableTarget(
            name: "docgen",
            dependencies: [
                "DocGenDiagnostics",
                "DocGenSite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // Tests mirror the targets.
        .testTarget(name: "DocGenDiagnosticsTests", dependencies: ["DocGenDiagnostics"]),
        .testTarget(name: "DocGenMarkdownTests", dependencies: ["DocGenMarkdown"]),
        .testTarget(name: "ComponentModelsTests", dependencies: ["ComponentModels"]),
        .testTarget(
            name: "DocGenSiteTests",
            dependencies: ["DocGenSite", "DocGenMarkdown", "DocGenDiagnostics"],
            exclude: ["Fixtures", "Snapshots"]
        ),
        .testTarget(
            name: "DocGenCommandTests",
            dependencies: ["docgen"]
        ),
    ]
)
