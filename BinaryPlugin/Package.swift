// swift-tools-version: 6.0
// docgen's command plugin on a prebuilt docgen, for packages that should not compile docgen and
// swift-syntax first: `swift package --allow-writing-to-package-directory docgen check` (docs/ci.md).
// The plugin is the main package's (Plugins/DocGenCommand is a link to it); the executable is the
// artifact bundle scripts/release writes, which it links here as docgen.artifactbundle.
// Published as a repository of its own (as SwiftLint publishes SwiftLintPlugins), the binary
// target names a release's zipped bundle and its checksum (docgen.artifactbundle.zip.sha256):
//     .binaryTarget(
//         name: "docgen",
//         url: "https://github.com/your-org/docgen/releases/download/v0.1.0/docgen.artifactbundle.zip",
//         checksum: "…"
//     )
import PackageDescription

let package = Package(
    name: "DocGenBinaryPlugin",
    products: [
        .plugin(name: "DocGenPlugin", targets: ["DocGenCommand"])
    ],
    targets: [
        .binaryTarget(name: "docgen", path: "docgen.artifactbundle"),
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
    ]
)
