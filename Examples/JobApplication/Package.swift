// swift-tools-version: 6.0
// A job application, built the way the README shows, by a package that depends on this one by
// path — so it sees the public API only. CI builds and runs it.
import PackageDescription

let package = Package(
    name: "JobApplication",
    dependencies: [
        // Examples/ListKit is a link to the repository's root: the dependency's identity is
        // "ListKit" whatever folder the repository was cloned into.
        .package(path: "../ListKit"),
    ],
    targets: [
        .executableTarget(name: "JobApplication", dependencies: [
            .product(name: "FormKit", package: "ListKit"),
            .product(name: "FormSchema", package: "ListKit"),
            .product(name: "FormTerminal", package: "ListKit"),
            .product(name: "FormHTML", package: "ListKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
