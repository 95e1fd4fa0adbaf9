// swift-tools-version: 6.0
// A team's package that uses docgen as a dependency, for .ci/run: its docs are built and
// checked with `swift package --allow-writing-to-package-directory docgen build --models-target ChipModels`.
import PackageDescription

let package = Package(
    name: "ChipKit",
    products: [.library(name: "ChipKit", targets: ["ChipKit"])],
    dependencies: [.package(path: "../../..")],
    targets: [
        .target(name: "ChipModels"),
        .target(name: "ChipKit", dependencies: ["ChipModels"]),
    ]
)
