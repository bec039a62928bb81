// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Parley",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ParleyCore", targets: ["ParleyCore"]),
        .executable(name: "parley", targets: ["parley"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "ParleyCore",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // readline's pkg-config file only adds -D flags that SwiftPM rejects; the module map links it.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .executableTarget(
            name: "parley",
            dependencies: [
                "ParleyCore",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded generators and mutators shared by the fuzz and invariant tests.
        .target(
            name: "ParleyTestSupport",
            path: "Tests/ParleyTestSupport"
        ),
        .testTarget(
            name: "ParleyCoreTests",
            dependencies: ["ParleyCore", "ParleyTestSupport"]
        ),
        .testTarget(
            name: "parleyTests",
            dependencies: ["parley", "ParleyTestSupport"]
        ),
    ]
)
