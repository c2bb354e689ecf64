import Foundation
import ListKit
import Testing
import FormKit

/// How one row reads: placeholders, disabled rows, errors, checkboxes, narrow widths, styles.
@Suite struct FormRowTests {
    @Test func aPlaceholderReadsAsAnExampleNotAValue() {
        let row = FormRow(title: "Name", placeholder: "Jane Appleseed")
        #expect(row.lines(width: 30) == ["  Name     e.g. Jane Appleseed"])
        #expect(row.styledLines(width: 30)[0].runs.last == StyledRun("e.g. Jane Appleseed", style: .dim))
    }

    @Test func aDisabledRowHasABlankGutterSaysSoAndIsDim() {
        let row = FormRow(title: "Locked", value: "x", isEnabled: false)
        #expect(row.lines(width: 24) == ["  Locked (disabled)    x"])
        let styled = row.styledLines(width: 24)[0]
        #expect(styled.runs.filter { $0.text.contains { $0 != " " } }.allSatisfy { $0.style == .dim })
    }

    @Test func aDisabledButtonSaysSoAfterItsBrackets() {
        let row = FormRow(title: "Go", isEnabled: false, isButton: true)
        #expect(row.lines(width: 30) == ["       [ Go ] (disabled)"])
        #expect(row.lines(width: 12) == ["    [ Go ]", "  (disabled)"])
        #expect(FormRow(title: "Go", isButton: true).lines(width: 10) == ["   [ Go ]"])
    }

    @Test func errorsAreMarkedWithAnExclamationAndRed() {
        let row = FormRow(title: "Name", errors: ["Name is required"])
        let lines = row.styledLines(width: 30)
        #expect(lines.map(\.text) == ["  Name", "  ! Name is required"])
        #expect(lines[1].runs == [StyledRun("  ! Name is required", style: .red)])
    }

    @Test(arguments: [(true, "  [x] Newsletter"), (false, "  [ ] Newsletter")])
    func aCheckboxShowsItsBoxBeforeItsTitle(isOn: Bool, line: String) {
        let row = FormRow(title: "Newsletter", value: "ignored", kind: .checkbox(isOn: isOn))
        #expect(row.lines(width: 30) == [line])
        #expect(row.lines(width: 30, isHighlighted: true) == ["> " + line.dropFirst(2)])
    }

    @Test(arguments: 1...16)
    func aCheckboxNeverStandsApartFromItsLabel(width: Int) {
        for isOn in [true, false] {
            let lines = FormRow(title: "Receive the newsletter", kind: .checkbox(isOn: isOn)).lines(width: width)
            let boxLine = lines.first { $0.contains("[") } ?? ""
            if width >= 6 {
                #expect(boxLine.hasSuffix(isOn ? "[x]" : "[ ]") == false, "width \(width): \(lines)")
                #expect(boxLine.contains(isOn ? "[x] " : "[ ] "), "width \(width): \(lines)")
            }
            #expect(lines.allSatisfy { $0.displayWidth() <= width }, "width \(width): \(lines)")
        }
    }

    @Test func narrowRowsWrapAtWordsThatFit() {
        #expect(FormRow(title: "Full name", value: "Jane Appleseed").lines(width: 10) == [
            "  Full", "  name", "      Jane", " Appleseed",
        ])
        #expect(FormRow(title: "Name", placeholder: "Jane Appleseed").lines(width: 10) == [
            "  Name", " e.g. Jane", " Appleseed",
        ])
        #expect(FormRow(title: "Receive the newsletter", value: "yes").lines(width: 10) == [
            "  Receive", "the", "newsletter", "       yes",
        ])
        #expect(FormRow(title: "Name", errors: ["Name is required"]).lines(width: 10) == [
            "  Name", "  ! Name", "  is", "  required",
        ])
    }

    @Test func onlyAWordWiderThanTheRowIsBroken() {
        let words = ["Jane", "Appleseed", "newsletter", "required", "Kingdom"]
        for width in 10...14 {
            let rows = [
                FormRow(title: "Full name", value: "Jane Appleseed"),
                FormRow(title: "Receive the newsletter"),
                FormRow(title: "Country", value: "United Kingdom", errors: ["Name is required"]),
                FormRow(title: "Name", placeholder: "Jane Appleseed"),
            ]
            for row in rows {
                let text = row.lines(width: width).joined(separator: "\n")
                for word in words where row.lines(width: 200).joined().contains(word) {
                    #expect(text.contains(word), "\(word) broken at width \(width):\n\(text)")
                }
            }
        }
    }

    @Test func theInitializerKeepsItsOldShape() {
        let row = FormRow(title: "Go", value: nil, placeholder: nil, detailLines: [], isEnabled: true, errors: [], isButton: true)
        #expect(row.kind == .button && row.isButton)
        var field = row
        field.isButton = false
        #expect(field.kind == .field)
    }
}
