import Foundation
import FormJSON

/// Parsing JSON text into `JSONValue`: megabytes per second on three documents — the schema
/// benchmark's 50-field order (pretty-printed), an API body of nested objects and arrays with
/// escaped and non-ASCII strings, and an array of 10,000 small objects — against Python's `json`
/// and, where Node is installed, V8's `JSON.parse`, each measured in the same run on the same
/// bytes (written to a temporary folder and read by each).
@MainActor
struct JSONBenchmark {
    let runs: Int
    /// Quick mode (CI's, from a debug build) keeps about 1 MB of copies for the memory figure.
    var quick = false

    /// The documents, by name.
    static func documents() -> [(name: String, text: String)] {
        let order = (try? SchemaBenchmark.orderValue(lines: 10).jsonString(prettyPrinted: true)) ?? "{}"
        var body = JSONObject()
        let address: JSONValue = ["line1": "510 Townsend St", "city": "San Francisco", "postal_code": "94103", "country": "US"]
        let metadata: JSONValue = ["order_id": "6735", "note": "Leave at the door \"please\"\n— thanks"]
        var customer = JSONObject()
        customer["id"] = "cus_9s6XKzkNRiz8i3"
        customer["email"] = "jenny.rosen@example.com"
        customer["name"] = "Jenny Rosén"
        customer["address"] = address
        customer["metadata"] = metadata
        body["customer"] = .object(customer)
        var items: [JSONValue] = []
        for index in 0..<50 {
            var item = JSONObject()
            item["sku"] = .string("SKU-\(1000 + index)")
            item["quantity"] = .integer(index % 7 + 1)
            item["price"] = .number(Double(index) * 1.25 + 0.99)
            item["tags"] = ["a", "b", "ü"]
            item["gift"] = .bool(index % 3 == 0)
            item["note"] = .null
            items.append(.object(item))
        }
        body["items"] = .array(items)
        body["payment"] = ["kind": "card", "card": ["brand": "visa", "last4": "4242", "exp_month": 12, "exp_year": 2029]]
        let api = (try? JSONValue.object(body).jsonString()) ?? "{}"
        var elements: [JSONValue] = []
        for index in 0..<10_000 {
            var element = JSONObject()
            element["id"] = .integer(index)
            element["name"] = .string("item \(index)")
            element["active"] = .bool(index % 2 == 0)
            element["score"] = .number(Double(index) / 8)
            elements.append(.object(element))
        }
        let array = (try? JSONValue.array(elements).jsonString()) ?? "[]"
        return [("order (pretty)", order), ("API body", api), ("10k-item array", array)]
    }

    func run() {
        print("JSON parsing: MB/s, medians of \(runs) runs (higher is better)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        print("  document              bytes     FormJSON   Python json   V8 JSON.parse   FormJSON / Python   FormJSON / V8")
        for (name, text) in Self.documents() {
            let data = Data(text.utf8)
            let file = folder.appendingPathComponent(name.filter(\.isLetter) + ".json")
            try? data.write(to: file)
            // Enough repetitions for about 5 MB per run.
            let repeats = max(1, 5_000_000 / data.count)
            var times: [Double] = []
            for _ in 0..<runs {
                times.append(microseconds(clock.measure {
                    for _ in 0..<repeats { _ = try? JSONValue(parsing: data) }
                }))
            }
            let ours = Double(data.count * repeats) / median(times)  // bytes per µs = MB/s
            let python = Self.peer(["python3", "-c", """
                import json, sys, time
                text = open(sys.argv[1], 'rb').read()
                best = []
                for _ in range(\(runs)):
                    start = time.perf_counter()
                    for _ in range(\(repeats)): json.loads(text)
                    best.append(time.perf_counter() - start)
                best.sort()
                print(len(text) * \(repeats) / best[len(best) // 2] / 1e6)
                """, file.path])
            let node = Self.peer(["node", "-e", """
                const fs = require('fs'); const text = fs.readFileSync(process.argv[1], 'utf8'); const times = [];
                for (let r = 0; r < \(runs); r++) { const s = process.hrtime.bigint();
                  for (let i = 0; i < \(repeats); i++) JSON.parse(text);
                  times.push(Number(process.hrtime.bigint() - s) / 1e3); }
                times.sort((a, b) => a - b);
                console.log(Buffer.byteLength(text) * \(repeats) / times[Math.floor(times.length / 2)]);
                """, file.path])
            func shown(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "—" }
            func ratio(_ peer: Double?) -> String { peer.map { String(format: "%.2f×", ours / $0) } ?? "—" }
            func padded(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }
            print("  " + name.padding(toLength: 18, withPad: " ", startingAt: 0) + padded(String(data.count), 8)
                  + padded(String(format: "%.1f", ours), 13) + padded(shown(python), 14) + padded(shown(node), 16)
                  + padded(ratio(python), 20) + padded(ratio(node), 16))
        }
        print("  (a peer that is not installed shows —)")
        #if os(Linux)
        // Enough copies for about 30 MB of text (1 MB in quick mode), kept alive together: the
        // resident size grows by what they hold (the heap trimmed before, so freed pages do not count).
        print("memory a parsed value holds: resident size with copies alive, minus before, per parsed byte")
        let memory = MemoryBenchmark(quick: true)
        for (name, text) in Self.documents() {
            let data = Data(text.utf8)
            let copies = max(1, (quick ? 1_000_000 : 30_000_000) / data.count)
            memory.trimHeap()
            let before = memory.status("VmRSS")
            let values = (0..<copies).map { _ in try? JSONValue(parsing: data) }
            let grown = memory.status("VmRSS") - before
            withExtendedLifetime(values) {
                print("  " + name.padding(toLength: 18, withPad: " ", startingAt: 0)
                      + String(format: "%.2f bytes per byte (%d copies, %.1f MiB)", Double(grown) * 1024 / Double(data.count * copies),
                               copies, Double(grown) / 1024))
            }
        }
        #endif
    }

    /// Document `document` of ``documents()`` (0: the order, 1: the API body, 2: the 10k-item
    /// array) parsed over and over, as many times as make about `times` × 600 KB, for a profiler.
    static func parseAlone(times: Int, document: Int) {
        let all = documents()
        let data = Data(all[min(max(document, 0), all.count - 1)].text.utf8)
        let repeats = max(1, times * 600_000 / data.count)
        var members = 0
        for _ in 0..<repeats { members &+= (try? JSONValue(parsing: data)) == nil ? 0 : 1 }
        print("parsed \(repeats) times (\(members) parsed)")
    }

    /// What a peer's script prints (a number), or `nil` when it cannot run.
    static func peer(_ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
