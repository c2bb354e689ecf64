// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ListKit",
    products: [
        .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
        .library(name: "ListKit", targets: ["ListKit"]),
    ],
    targets: [
        .target(name: "ListDiffKit"),
        .target(name: "ListKit", dependencies: ["ListDiffKit"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["ListDiffKit", "ListKit"],
            path: "Benchmarks"
        ),
        .testTarget(name: "ListDiffKitTests", dependencies: ["ListDiffKit"]),
        .testTarget(name: "ListKitTests", dependencies: ["ListDiffKit", "ListKit"]),
    ],
    swiftLanguageModes: [.v6]
)
