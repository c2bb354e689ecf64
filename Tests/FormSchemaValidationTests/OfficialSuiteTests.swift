import Foundation
import FormJSON
import FormSchemaValidation
import Testing

/// The official JSON Schema Test Suite (https://github.com/json-schema-org/JSON-Schema-Test-Suite),
/// run as it is meant to be run: each test group's `schema` is the document (any root, boolean
/// schemas included), its dialect the folder's unless `$schema` names another, remote `$ref`s
/// served from the suite's `remotes/` as `http://localhost:1234/…` through a ``SchemaRegistry``,
/// and `format` an annotation. Every required case (not `optional/`) of draft 2020-12 and
/// draft-07 must pass.
///
/// The suite is not committed: `Scripts/fetch-json-schema-suite` unpacks it into
/// `.build-suite/json`, or `JSON_SCHEMA_TEST_SUITE` names a copy. Without it the tests are
/// skipped — loudly — unless `JSON_SCHEMA_SUITE_REQUIRED=1` (CI), when its absence fails them.
enum OfficialSuite {
    static let environment = ProcessInfo.processInfo.environment
    static let isRequired = environment["JSON_SCHEMA_SUITE_REQUIRED"] == "1"

    /// The suite's folder (with `tests/` and `remotes/`), or `nil` when it is absent.
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidate = environment["JSON_SCHEMA_TEST_SUITE"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot.appendingPathComponent(".build-suite/json")
        let marker = candidate.appendingPathComponent("tests/draft2020-12/type.json")
        guard FileManager.default.fileExists(atPath: marker.path) else {
            print("""
                ⚠️  The official JSON Schema Test Suite is ABSENT (looked in \(candidate.path)): its conformance tests are \
                \(isRequired ? "FAILING (JSON_SCHEMA_SUITE_REQUIRED=1)" : "SKIPPED"). Fetch it with Scripts/fetch-json-schema-suite, \
                or set JSON_SCHEMA_TEST_SUITE to its json/ folder.
                """)
            return nil
        }
        return candidate
    }()

    /// Whether the tests run: the suite is there, or its absence must fail them.
    static var shouldRun: Bool { folder != nil || isRequired }

    /// Every file under `remotes/`, as `http://localhost:1234/<path>`.
    static let registry: SchemaRegistry = {
        guard let folder else { return SchemaRegistry() }
        let remotes = folder.appendingPathComponent("remotes")
        var registry = SchemaRegistry()
        let enumerator = FileManager.default.enumerator(at: remotes, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json", let data = try? Data(contentsOf: url), let json = try? JSONValue(parsing: data) else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(remotes.standardizedFileURL.path.count + 1)
            registry.register(json, as: "http://localhost:1234/" + relative)
        }
        return registry
    }()

    /// The outcome of one dialect's folder.
    struct Outcome {
        var counts: [(file: String, passed: Int, total: Int)] = []
        var failures: [String] = []
        var passed: Int { counts.reduce(0) { $0 + $1.passed } }
        var total: Int { counts.reduce(0) { $0 + $1.total } }

        func table(_ name: String) -> String {
            "\(name): \(passed)/\(total)\n" + counts.map { "  \($0.file) \($0.passed)/\($0.total)" }.joined(separator: "\n")
        }
    }

    /// Runs every required case of `tests/<name>`, its documents read as `dialect` unless they say.
    static func run(_ name: String, dialect: SchemaDialect) -> Outcome {
        var outcome = Outcome()
        guard let folder else { return outcome }
        let directory = folder.appendingPathComponent("tests").appendingPathComponent(name)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        let options = SchemaOptions(assertsFormats: false, defaultDialect: dialect)
        for file in files {
            var passed = 0, total = 0
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
                  let groups = (try? JSONValue(parsing: data))?.arrayValue else {
                outcome.failures.append("\(name)/\(file): not readable")
                continue
            }
            for group in groups {
                let groupName = group["description"]?.stringValue ?? "?"
                let tests = group["tests"]?.arrayValue ?? []
                total += tests.count
                let document: SchemaDocument
                do {
                    document = try SchemaDocument(json: group["schema"] ?? true, options: options, registry: registry)
                } catch {
                    outcome.failures.append("\(name)/\(file): \(groupName): the document was refused: \(error)")
                    continue
                }
                for test in tests {
                    let data = test["data"] ?? .null
                    let expected = test["valid"]?.boolValue ?? false
                    let errors = document.validate(data)
                    let isValid = document.isValid(data)
                    if errors.isEmpty == expected, isValid == expected {
                        passed += 1
                    } else {
                        let testName = test["description"]?.stringValue ?? "?"
                        outcome.failures.append("\(name)/\(file): \(groupName) — \(testName): expected \(expected ? "valid" : "invalid"), "
                            + "validate found \(errors.count) errors \(errors.prefix(3)), isValid \(isValid)")
                    }
                }
            }
            outcome.counts.append((file, passed, total))
        }
        return outcome
    }

    static func check(_ name: String, dialect: SchemaDialect) {
        guard folder != nil else {
            Issue.record("The official JSON Schema Test Suite is absent and JSON_SCHEMA_SUITE_REQUIRED=1: run Scripts/fetch-json-schema-suite")
            return
        }
        let outcome = run(name, dialect: dialect)
        print(outcome.table(name))
        #expect(outcome.total > 500, "\(name): only \(outcome.total) cases found")
        for failure in outcome.failures { Issue.record(Comment(rawValue: failure)) }
    }
}

@Suite struct OfficialSuiteTests {
    @Test(.enabled(if: OfficialSuite.shouldRun, "the JSON Schema Test Suite is absent: run Scripts/fetch-json-schema-suite"))
    func everyRequiredCaseOfDraft2020_12Passes() {
        OfficialSuite.check("draft2020-12", dialect: .draft2020_12)
    }

    @Test(.enabled(if: OfficialSuite.shouldRun, "the JSON Schema Test Suite is absent: run Scripts/fetch-json-schema-suite"))
    func everyRequiredCaseOfDraft07Passes() {
        OfficialSuite.check("draft7", dialect: .draft07)
    }
}
