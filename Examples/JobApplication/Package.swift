// swift-tools-version: 6.0
// A job application, built the way the README shows, by a package that depends on this one by
// path — so it sees the public API only. CI builds and runs it. Examples/ListKit is a link to the
// repository's root: the dependency's identity is "ListKit" whatever folder the repository is in.
import PackageDescription

let package = Package(
    name: "JobApplication",
    // snippet: readme-package
    dependencies: [
        .package(path: "../ListKit"),   // or .package(url: "https://github.com/you/ListKit.git", branch: "main")
    ],
    targets: [
        .executableTarget(name: "JobApplication", dependencies: [
            .product(name: "FormKit", package: "ListKit"),       // also ListDiffKit, ListKit, FormJSON,
            .product(name: "FormSchema", package: "ListKit"),    // FormLocale, FormSchemaValidation
            .product(name: "FormTerminal", package: "ListKit"),
            .product(name: "FormHTML", package: "ListKit"),
        ]),
    ],
    // snippet end
    swiftLanguageModes: [.v6]
)

// The terminal article's program (FormTerminal.docc), which CI runs with answers piped in.
package.targets.append(.executableTarget(name: "Welcome", dependencies: [
    .product(name: "FormKit", package: "ListKit"),
    .product(name: "FormTerminal", package: "ListKit"),
    .product(name: "ListKit", package: "ListKit"),
]))
