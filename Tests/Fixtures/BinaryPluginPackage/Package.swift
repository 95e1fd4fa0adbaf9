// swift-tools-version: 6.0
// PluginPackage again, depending on docgen's binary-target plugin (BinaryPlugin/) instead of
// docgen's sources, for .ci/run: `swift package --allow-writing-to-package-directory docgen check
// --models-target ChipModels` runs the released binary, compiling only the plugin. Copies, not
// links: docgen refuses a content folder that leads outside the package.
import PackageDescription

let package = Package(
    name: "ChipKit",
    products: [.library(name: "ChipKit", targets: ["ChipKit"])],
    dependencies: [.package(path: "../../../BinaryPlugin")],
    targets: [
        .target(name: "ChipModels"),
        .target(name: "ChipKit", dependencies: ["ChipModels"]),
    ]
)
