import Foundation
import FormJSON
import FormSchemaValidation
import Testing

/// The official JSON Schema Test Suite's `optional/format` files, each case run directly against
/// ``SchemaFormat/accepts(_:)`` (a case's schema is `{"format": NAME}`, perhaps with `$schema`;
/// a value that is not a string is valid). Every format this library asserts must pass at least
/// 95% of its cases in each dialect; the per-format table is printed for the README.
///
/// The suite is not committed: `Scripts/fetch-json-schema-suite` unpacks it to
/// `.build-suite/json`, or `JSON_SCHEMA_TEST_SUITE` names another copy. Without it the test says
/// so loudly and passes, unless `JSON_SCHEMA_SUITE_REQUIRED=1` (as in CI).
@Suite struct FormatSuiteTests {
    static let dialects = ["draft2020-12", "draft7"]
    static let requiredShare = 0.95

    /// The suite's folder (the one holding `tests/`), or `nil` when it is absent.
    static var suiteFolder: URL? {
        let environment = ProcessInfo.processInfo.environment
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = environment["JSON_SCHEMA_TEST_SUITE"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".build-suite/json")
        let probe = folder.appendingPathComponent("tests/draft2020-12/optional/format")
        return FileManager.default.fileExists(atPath: probe.path) ? folder : nil
    }

    /// One format's results in one dialect.
    struct Tally {
        var passed = 0
        var total = 0
        var failures: [String] = []
    }

    @Test func everyAssertedFormatPassesTheOfficialSuite() throws {
        guard let folder = Self.suiteFolder else {
            let message = "JSON Schema Test Suite ABSENT: the optional/format cases were NOT run. "
                + "Fetch it with Scripts/fetch-json-schema-suite (or set JSON_SCHEMA_TEST_SUITE to its json/ folder)."
            print("⚠️ " + message)
            if ProcessInfo.processInfo.environment["JSON_SCHEMA_SUITE_REQUIRED"] == "1" { Issue.record(Comment(rawValue: message)) }
            return
        }
        var tallies: [String: [String: Tally]] = [:]   // format → dialect → tally
        for dialect in Self.dialects {
            let formatFolder = folder.appendingPathComponent("tests/\(dialect)/optional/format")
            let files = try FileManager.default.contentsOfDirectory(atPath: formatFolder.path).filter { $0.hasSuffix(".json") }.sorted()
            for file in files {
                let document = try JSONValue(parsing: Data(contentsOf: formatFolder.appendingPathComponent(file)))
                for group in document.arrayValue ?? [] {
                    guard let name = group["schema"]?["format"]?.stringValue, let format = SchemaFormat(rawValue: name) else { continue }
                    var tally = tallies[name, default: [:]][dialect, default: Tally()]
                    for test in group["tests"]?.arrayValue ?? [] {
                        let expected = test["valid"]?.boolValue ?? true
                        let actual = test["data"]?.stringValue.map(format.accepts) ?? true
                        tally.total += 1
                        if actual == expected {
                            tally.passed += 1
                        } else {
                            let data = test["data"]?.stringValue?.debugDescription ?? "?"
                            tally.failures.append("\(file): \(test["description"]?.stringValue ?? "") — \(data) should be \(expected ? "valid" : "invalid")")
                        }
                    }
                    tallies[name, default: [:]][dialect] = tally
                }
            }
        }
        print("optional/format suite, per format and dialect:")
        for name in tallies.keys.sorted() {
            for dialect in Self.dialects {
                guard let tally = tallies[name]?[dialect] else { continue }
                print("  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(dialect.padding(toLength: 13, withPad: " ", startingAt: 0)) \(tally.passed)/\(tally.total)")
                #expect(Double(tally.passed) >= Self.requiredShare * Double(tally.total),
                        "\(name) \(dialect): \(tally.passed)/\(tally.total)\n\(tally.failures.joined(separator: "\n"))")
            }
        }
        let unmeasured = SchemaFormat.allCases.map(\.rawValue).filter { tallies[$0]?["draft2020-12"] == nil }
        #expect(unmeasured.isEmpty, "asserted formats the suite has no file for: \(unmeasured)")
    }
}
