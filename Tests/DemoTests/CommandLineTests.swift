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

@MainActor
@Suite struct UpdateLogTests {
    @Test func oneReloadedItemReadsAsOneItemOfItsSection() {
        let output = ReloadDemo.run(DemoContext(width: 80, height: nil, offset: 0, styler: .plain))
        #expect(output.contains("\napplied: reloaded item 2 of section 0\n"))
        #expect(!output.contains("[0, 2]"))
    }

    @Test(arguments: [
        (CollectionViewUpdate.reloadData, "reloadData (everything)"),
        (.batch(CollectionViewBatchUpdate()), "an empty batch"),
        (.batch(batch { $0.reloadItems(at: [IndexPath(item: 2, section: 0)]) }), "reloaded item 2 of section 0"),
        (.batch(batch { $0.insertItems(at: [IndexPath(item: 2, section: 1), IndexPath(item: 1, section: 1)]) }),
         "inserted items 1 and 2 of section 1"),
        (.batch(batch {
            $0.deleteItems(at: [IndexPath(item: 0, section: 3), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 3),
                                IndexPath(item: 4, section: 3)])
        }), "deleted item 1 of section 1, items 0, 2 and 4 of section 3"),
        (.batch(batch {
            $0.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 2, section: 1))
            $0.moveItem(at: IndexPath(item: 3, section: 1), to: IndexPath(item: 0, section: 2))
        }), "moved item 0 to 2 of section 1, item 3 of section 1 to item 0 of section 2"),
        (.batch(batch {
            $0.deleteSections([4])
            $0.insertSections([1, 2])
            $0.reloadSections([0, 3, 5])
            $0.moveSection(6, toSection: 7)
            $0.reloadItems(at: [IndexPath(item: 0, section: 1)])
        }), "deleted section 4; inserted sections 1 and 2; reloaded sections 0, 3 and 5; moved section 6 to 7; "
            + "reloaded item 0 of section 1"),
    ])
    func updatesReadAsItemsOfSections(update: CollectionViewUpdate, text: String) {
        #expect(UpdateLog.describe(update) == text)
    }

    nonisolated static func batch(_ build: (inout CollectionViewBatchUpdate) -> Void) -> CollectionViewBatchUpdate {
        var batch = CollectionViewBatchUpdate()
        build(&batch)
        return batch
    }
}

@Suite struct DemoOptionRangeTests {
    @Test(arguments: [
        (["--offset", "3"], "--offset needs --height: it scrolls the viewport --height makes"),
        (["reload", "--offset", "0"], "--offset needs --height: it scrolls the viewport --height makes"),
        (["--height", "0"], "--height must be at least 1 line, not 0"),
        (["--height", "-2"], "--height must be at least 1 line, not -2"),
        (["--height", "3", "--offset", "-1"], "--offset must be at least 0, not -1"),
        (["--width", "-5"], "--width must be at least 10 columns, not -5"),
        (["--width", "9"], "--width must be at least 10 columns, not 9"),
        (["--width", "wide"], "--width needs a number, not 'wide'"),
        (["--height"], "--height needs a number"),
    ])
    func numbersOutOfRangeAreRefusedWithTheRule(arguments: [String], message: String) {
        #expect(throws: DemoOptions.UsageError(message: message)) { try DemoOptions.parse(arguments, defaultWidth: 80) }
    }

    @Test func theSmallestValuesAreAccepted() throws {
        let options = try DemoOptions.parse(["--offset", "0", "--width", "10", "--height", "1"], defaultWidth: 80)
        #expect(options == DemoOptions(width: 10, height: 1, offset: 0))
    }
}

@Suite struct DemoHelpTests {
    @Test func everyHelpLineFitsEightyColumns() {
        for line in DemoOptions.usage.split(separator: "\n") {
            #expect(line.displayWidth() <= 80, "\(line.displayWidth()) columns: \(line)")
        }
    }

    @Test func theHelpNamesTheMinimumWidthAndWhatOffsetNeeds() {
        #expect(DemoOptions.usage.contains("at least \(DemoOptions.minimumWidth)"))
        #expect(DemoOptions.usage.contains("needs --height"))
    }
}
