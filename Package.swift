// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ListKit",
    products: [
        .library(name: "ListDiffKit", targets: ["ListDiffKit"]),
        .library(name: "ListKit", targets: ["ListKit"]),
        .library(name: "FormJSON", targets: ["FormJSON"]),
        .library(name: "FormLocale", targets: ["FormLocale"]),
        .library(name: "FormKit", targets: ["FormKit"]),
        .library(name: "FormTerminal", targets: ["FormTerminal"]),
        .library(name: "FormSchemaValidation", targets: ["FormSchemaValidation"]),
        .library(name: "FormSchema", targets: ["FormSchema"]),
        .library(name: "FormHTML", targets: ["FormHTML"]),
    ],
    targets: [
        .target(name: "ListDiffKit"),
        .target(name: "ListKit", dependencies: ["ListDiffKit"]),
        .target(name: "FormJSON"),
        .target(name: "FormLocale", dependencies: ["FormJSON"]),
        .target(name: "FormKit", dependencies: ["ListDiffKit", "ListKit", "FormJSON", "FormLocale"]),
        .target(name: "FormTerminal", dependencies: ["ListKit", "FormKit", "FormLocale"]),
        .target(name: "FormSchemaValidation", dependencies: ["FormJSON"]),
        .target(name: "FormSchema", dependencies: ["ListKit", "FormKit", "FormLocale", "FormSchemaValidation"]),
        .target(name: "FormHTML", dependencies: ["FormKit", "FormLocale"]),
        .executableTarget(
            name: "Demo",
            dependencies: ["ListDiffKit", "ListKit", "FormLocale", "FormKit", "FormTerminal", "FormSchema", "FormHTML"],
            path: "Demo"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["ListDiffKit", "ListKit", "FormLocale", "FormKit", "FormTerminal", "FormSchema", "FormHTML"],
            path: "Benchmarks"
        ),
        .testTarget(name: "ListDiffKitTests", dependencies: ["ListDiffKit"]),
        .testTarget(name: "ListKitTests", dependencies: ["ListDiffKit", "ListKit"]),
        .testTarget(name: "FormJSONTests", dependencies: ["FormJSON"]),
        .testTarget(name: "FormLocaleTests", dependencies: ["ListDiffKit", "FormJSON", "FormLocale"]),
        .testTarget(name: "FormKitTests", dependencies: ["ListDiffKit", "ListKit", "FormKit", "FormLocale"]),
        .testTarget(name: "FormTerminalTests", dependencies: ["ListDiffKit", "ListKit", "FormKit", "FormLocale", "FormTerminal"]),
        .testTarget(name: "FormSchemaValidationTests", dependencies: ["FormJSON", "FormSchemaValidation"]),
        .testTarget(name: "FormSchemaTests", dependencies: ["ListDiffKit", "ListKit", "FormKit", "FormLocale", "FormSchema"], exclude: ["Conformance"]),
        .testTarget(name: "FormHTMLTests", dependencies: ["ListDiffKit", "ListKit", "FormKit", "FormLocale", "FormHTML"]),
        .testTarget(name: "DemoTests", dependencies: ["Demo", "ListKit", "FormLocale", "FormKit", "FormTerminal", "FormHTML", "FormSchema"], exclude: ["Golden"]),
        // The Swift blocks of the README and of every documentation catalog, compiled against the
        // public API (no @testable import) and checked to be the very text the documents show.
        .testTarget(name: "DocumentationTests", dependencies: [
            "ListDiffKit", "ListKit", "FormJSON", "FormLocale", "FormKit", "FormTerminal",
            "FormSchemaValidation", "FormSchema", "FormHTML",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
