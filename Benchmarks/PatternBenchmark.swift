import FormJSON
import Foundation

/// The package's pattern engine (FormJSON's `TextPattern`) against ICU (Foundation's
/// `NSRegularExpression`, what `TextPattern` ran on before), same run, same strings:
///
/// 1. real patterns on a typical matching value, µs per string (median of the runs);
/// 2. the classics of catastrophic backtracking on hostile texts of growing length: the engine's
///    time per length (linear: ×10 per ×10) and ICU's, which is stopped once it has run for a
///    second (it reports its progress, and is told to stop then).
struct PatternBenchmark {
    let runs: Int
    let quick: Bool

    /// (name, pattern, a value it matches). Each pattern is written as its source publishes it;
    /// ICU reads all of them (their differences from ECMA-262 do not touch these values).
    static let real: [(String, String, String)] = [
        ("semver (semver.org)", #"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$"#,
         "1.2.3-alpha.1+build.5"),
        ("IBAN", #"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"#, "DE89370400440532013000"),
        ("UK postcode", #"^([A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$"#, "SW1A 1AA"),
        ("slug", #"^[a-z0-9]+(?:-[a-z0-9]+)*$"#, "my-first-post-2024"),
        ("email local part", #"^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$"#, "first.last+tag"),
        ("Kubernetes label key", #"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"#,
         "app.kubernetes.io/name"),
        ("docker image reference (lookaround)", #"^(?:(?=[^:/]{1,253})(?!-)[a-zA-Z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-zA-Z0-9-]{1,63}(?<!-))*(?::[0-9]{1,5})?/)?((?![._-])[a-z0-9._-]*(?<![._-])(?:/(?![._-])[a-z0-9._-]*(?<![._-]))*)(?::(?![.-])[a-zA-Z0-9_.-]{1,128})?$"#,
         "registry.example.com:5000/team/app:1.2.3"),
        ("password rule (lookahead)", #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,64}$"#, "Sup3rSecret!"),
        ("phone (FormKit's default)", #"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#, "+1 (555) 010-4477"),
    ]

    /// (pattern, the repeated character, the character that makes it fail at the end).
    static let hostile: [(String, String, String)] = [
        ("(a|aa)*b", "a", ""), ("^(a+)+$", "a", "!"), ("(x+x+)+y", "x", ""), ("^(\\w+\\s?)*$", "ab ", "!"),
    ]

    func run() {
        print("Pattern benchmark: FormJSON's TextPattern against ICU (NSRegularExpression), median µs per string")
        print("pattern                                    engine       ICU   ICU / engine   compiling (engine, µs)")
        var ratios: [Double] = []
        for (name, source, value) in Self.real {
            guard let pattern = try? TextPattern(source), pattern.matches(value),
                  let icu = try? NSRegularExpression(pattern: source) else {
                print("\(name): does not compile or does not match its value")
                continue
            }
            let range = NSRange(location: 0, length: value.utf16.count)
            guard icu.firstMatch(in: value, range: range) != nil else {
                print("\(name): ICU does not match its value")
                continue
            }
            let repeats = quick ? 10 : 2_000
            var engineTimes: [Double] = [], icuTimes: [Double] = []
            let clock = ContinuousClock()
            var count = 0
            for _ in 0..<runs {
                engineTimes.append(microseconds(clock.measure {
                    for _ in 0..<repeats where pattern.matches(value) { count += 1 }
                }) / Double(repeats))
                icuTimes.append(microseconds(clock.measure {
                    for _ in 0..<repeats where icu.firstMatch(in: value, range: range) != nil { count += 1 }
                }) / Double(repeats))
            }
            let engine = median(engineTimes), other = median(icuTimes)
            ratios.append(other / engine)
            let compiling = median((0..<(quick ? 1 : 21)).map { _ in microseconds(clock.measure { _ = try? TextPattern(source) }) })
            print(name.padding(toLength: 40, withPad: " ", startingAt: 0)
                  + String(format: "%9.2f %9.2f %10.2fx %12.0f", engine, other, other / engine, compiling), count > 0 ? "" : "?")
        }
        if let lowest = ratios.min(), let highest = ratios.max() {
            print(String(format: "the engine is %.2f–%.2fx ICU's speed on these (above 1: faster)", lowest, highest))
        }
        print("")
        print("hostile texts: the engine's ms per check by length (linear: ×10 per ×10), ICU's, stopped after 1 s")
        let lengths = quick ? [100, 1_000] : [100, 1_000, 10_000, 100_000]
        for (source, unit, tail) in Self.hostile {
            guard let pattern = try? TextPattern(source), let icu = try? NSRegularExpression(pattern: source) else { continue }
            var line = source.padding(toLength: 16, withPad: " ", startingAt: 0)
            var previous: Double?
            for length in lengths {
                let text = String(repeating: unit, count: max(1, length / unit.count)) + tail
                let clock = ContinuousClock()
                var times: [Double] = []
                for _ in 0..<(quick ? 1 : 3) {
                    times.append(milliseconds(clock.measure { _ = pattern.evaluate(text) }))
                }
                let time = median(times)
                line += String(format: "  n=%-6d %8.3f ms", length, time)
                if let previous { line += String(format: " (×%.1f)", time / previous) }
                previous = time
            }
            print(line)
            // ICU on the shortest hostile texts, until it takes a second.
            var icuLine = "  ICU:          "
            for length in [10, 20, 25, 30, 100] {
                let text = String(repeating: unit, count: max(1, length / unit.count)) + tail
                let start = ContinuousClock.now
                var stopped = false
                icu.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: text.utf16.count)) { _, _, stop in
                    if ContinuousClock.now - start > .seconds(1) {
                        stopped = true
                        stop.pointee = true
                    }
                }
                let time = milliseconds(ContinuousClock.now - start)
                icuLine += stopped ? String(format: "  n=%-4d > 1 s (stopped)", length) : String(format: "  n=%-4d %8.3f ms", length, time)
                if stopped { break }
            }
            print(icuLine)
        }
    }
}
