import Foundation
import ListKit
import Testing
@testable import Demo

@MainActor
@Suite struct DemoNarrationTests {
    nonisolated static let narrowWidths = [10, 13, 20, 27, 40]

    @Test(arguments: narrowWidths)
    func everyLineOfEveryDemoFitsANarrowWidth(width: Int) {
        let context = DemoContext(width: width, height: nil, offset: 0, styler: .plain)
        for entry in DemoCatalog.all {
            for line in DemoCatalog.output(of: entry, in: context).split(separator: "\n") {
                #expect(line.displayWidth() <= width, "\(entry.name) at \(width): \(line)")
            }
        }
        for line in DemoCatalog.overview(context).split(separator: "\n") {
            #expect(line.displayWidth() <= width, "overview at \(width): \(line)")
        }
    }

    @Test func aWrappedStepContinuesUnderItsText() {
        let context = DemoContext(width: 24, height: nil, offset: 0, styler: .plain)
        #expect(context.step("manager.validate(): 1 error(s), shown under their rows")
            == "-- manager.validate(): 1\n   error(s), shown under\n   their rows")
    }

    @Test func styledNarrationIsStyledLineByLineAndFits() {
        let context = DemoContext(width: 20, height: nil, offset: 0, styler: TextStyler(isEnabled: true))
        let lines = context.step("select the weather row of the feed").split(separator: "\n")
        #expect(lines.count == 3)
        for line in lines {
            #expect(line.hasPrefix("\u{1B}[2m") && line.hasSuffix("\u{1B}[0m"), "\(line)")
            #expect(DemoText.withoutStyling(line).displayWidth() <= 20)
        }
    }

    @Test func aLongLogEntryWrapsUnderTheTextAfterApplied() {
        let lines = DemoText.wrap("applied: deleted item 1 of section 1; reloaded item 0 of section 1",
                                  width: 40, hangingIndent: 9)
        #expect(lines == ["applied: deleted item 1 of section 1;", "         reloaded item 0 of section 1"])
    }

    @Test(arguments: [
        ("short", 10, ["short"]),
        ("   email: Email is required", 16, ["   email: Email", "     is required"]),
        ("abcdefghijklmnop", 10, ["abcdefghij", "  klmnop"]),
        ("-- 土豆长得很好土豆长得很好", 12, ["--", "  土豆长得很", "  好土豆长得", "  很好"]),
    ])
    func wrappingKeepsEveryLineWithinTheWidth(line: String, width: Int, expected: [String]) {
        let lines = DemoText.wrap(line, width: width, hangingIndent: 2)
        #expect(lines == expected)
        for wrapped in lines { #expect(wrapped.displayWidth() <= width) }
    }

    @Test func fittingLeavesLinesThatFitAlone() {
        let text = "\u{1B}[1mOrder #1042\u{1B}[0m\nplain line that is far too wide\n"
        #expect(DemoText.fitted(text, width: 12)
            == "\u{1B}[1mOrder #1042\u{1B}[0m\nplain line\n  that is\n  far too\n  wide\n")
    }
}
