// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ListKit",
    products: [
        .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
    ],
    targets: [
        .target(name: "ListDiffKit"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["ListDiffKit"],
            path: "Benchmarks"
        ),
        .testTarget(name: "ListDiffKitTests", dependencies: ["ListDiffKit"]),
    ],
    swiftLanguageModes: [.v6]
)
