import Foundation
import ListKit
import Testing
@testable import Demo

/// Every demo at widths 40 and 80 against golden text checked in under Golden/. To re-record
/// them on purpose: `RECORD_GOLDEN=1 swift test --filter DemoGoldenTests`.
@MainActor
@Suite struct DemoGoldenTests {
    nonisolated static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    nonisolated static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1"

    nonisolated static let cases: [(String, Int)] = DemoCatalog.all.flatMap { demo in [(demo.name, 40), (demo.name, 80)] }

    @Test(arguments: cases)
    func demoMatchesItsGoldenText(name: String, width: Int) throws {
        let demo = try #require(DemoCatalog.demo(named: name))
        let output = DemoCatalog.output(of: demo, in: DemoContext(width: width, height: nil, offset: 0, styler: .plain)) + "\n"
        let file = Self.goldenFolder.appendingPathComponent("\(name)-\(width).txt")
        if Self.isRecording {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try output.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden text at \(file.path); record it with RECORD_GOLDEN=1 swift test --filter DemoGoldenTests")
            return
        }
        #expect(output == golden, "\(name) at \(width) columns differs from \(file.lastPathComponent)")
    }

    @Test func everyLineFitsItsWidthNarrationIncluded() {
        for (name, width) in Self.cases {
            let output = DemoCatalog.output(of: DemoCatalog.demo(named: name)!, in: DemoContext(width: width, height: nil, offset: 0, styler: .plain))
            for line in output.split(separator: "\n") {
                #expect(line.displayWidth() <= width, "\(name) at \(width): \(line)")
            }
        }
    }
}

@Suite struct DemoOptionsTests {
    @Test func optionsAreParsed() throws {
        let options = try DemoOptions.parse(["reload", "--width", "60", "--height", "10", "--offset", "3", "--no-color"], defaultWidth: 80)
        #expect(options == DemoOptions(demo: "reload", width: 60, height: 10, offset: 3, color: false))
        #expect(try DemoOptions.parse([], defaultWidth: 120).width == 120)
    }

    @Test(arguments: [
        (["nonsense"], "unknown demo 'nonsense' (the demos: controls, posts, marslink, reload, signup, rows, checkout, schema, serve)"),
        (["--wide"], "unknown option '--wide'"),
        (["--width"], "--width needs a number"),
        (["--width", "x"], "--width needs a number, not 'x'"),
        (["--width", "5"], "--width must be at least 10 columns, not 5"),
        (["reload", "posts"], "one demo at a time ('reload' and 'posts')"),
    ])
    func badCommandLinesAreRefusedWithAMessage(arguments: [String], message: String) {
        #expect(throws: DemoOptions.UsageError(message: message)) { try DemoOptions.parse(arguments, defaultWidth: 80) }
    }

    @Test func colorFollowsTheFlagsThenTheEnvironment() {
        #expect(DemoOptions(color: true).styler(isTerminal: false, environment: [:]).isEnabled)
        #expect(!DemoOptions(color: false).styler(isTerminal: true, environment: [:]).isEnabled)
        #expect(!DemoOptions().styler(isTerminal: true, environment: ["NO_COLOR": "1"]).isEnabled)
        #expect(DemoOptions().styler(isTerminal: true, environment: ["TERM": "xterm"]).isEnabled)
        #expect(!DemoOptions().styler(isTerminal: false, environment: [:]).isEnabled)
    }

    @Test func theUsageListsEveryDemo() {
        for demo in DemoCatalog.all { #expect(DemoOptions.usage.contains(demo.name)) }
    }
}

@MainActor
@Suite struct DemoViewportTests {
    @Test func aViewportShowsItsLinesOfEachForm() {
        let output = ReloadDemo.run(DemoContext(width: 40, height: 3, offset: 1, styler: .plain))
        let before = output.components(separatedBy: "-- before\n")[1].components(separatedBy: "\n\n")[0]
        #expect(before.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(before.hasPrefix("Espresso beans 1 kg"))
    }

    @Test func stylingMakesHeadingsBoldWhenOn() {
        let output = ReloadDemo.run(DemoContext(width: 40, height: nil, offset: 0, styler: TextStyler(isEnabled: true)))
        #expect(output.hasPrefix("\u{1B}[1m== reload"))
        #expect(output.contains("\u{1B}[1mOrder #1042"))
    }
}

@MainActor
@Suite struct DemoOverviewTests {
    @Test(arguments: [40, 80])
    func theOverviewListsEveryDemoWithinTheWidth(width: Int) {
        let output = DemoCatalog.overview(DemoContext(width: width, height: nil, offset: 0, styler: .plain))
        let list = output.components(separatedBy: "\n\n")[1]
        for demo in DemoCatalog.all { #expect(list.contains("  \(demo.name) ")) }
        for line in list.split(separator: "\n") { #expect(line.displayWidth() <= width, "\(line)") }
        #expect(output.contains("== controls: every built-in item"), "the controls demo follows")
    }
}
