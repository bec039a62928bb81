// swift-tools-version: 6.1
// An app's own package that checks its Siri dialogues from `swift test`, by depending on
// Parley's library product. In a real project the dependency is by URL and version:
//   .package(url: "https://github.com/<owner>/parley", from: "<version>")
import PackageDescription

let package = Package(
    name: "TranscriptsInSwiftTest",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Parley", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "PlantWaterTests",
            dependencies: [.product(name: "ParleyKit", package: "Parley")]
        ),
    ]
)
