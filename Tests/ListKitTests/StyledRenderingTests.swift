import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Cells that return styled runs: SGR with styling on, plain text with it off, widths by columns.
@MainActor
@Suite struct StyledRenderingTests {
    /// One styled line per item.
    final class StyledCell: CollectionViewCell {
        var line = StyledLine()
        override func renderStyled(in context: RenderContext) -> [StyledLine] { [line] }
    }

    final class Model: CollectionViewDataSource {
        var lines: [StyledLine]
        init(_ lines: [StyledLine]) { self.lines = lines }
        func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { lines.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(of: StyledCell.self, for: indexPath)
            cell.line = lines[indexPath.item]
            return cell
        }
    }

    func render(_ lines: [StyledLine], width: Int, styled: Bool, select: Int? = nil) -> String {
        let model = Model(lines)
        let view = CollectionView(width: width)
        view.dataSource = model
        view.textStyler = TextStyler(isEnabled: styled)
        if let select { view.selectItem(at: IndexPath(item: select, section: 0)) }
        return withExtendedLifetime(model) { view.renderText() }
    }

    static let error = StyledLine(runs: [StyledRun("Name "), StyledRun("! required", style: .red)])

    @Test func runsBecomeSGRSequencesWhenStylingIsOn() {
        #expect(render([Self.error], width: 20, styled: true) == "Name \u{1B}[31m! required\u{1B}[0m")
    }

    @Test func runsArePlainTextWhenStylingIsOff() {
        #expect(render([Self.error], width: 20, styled: false) == "Name ! required")
    }

    @Test func styledLinesAreClippedByColumnsNotByEscapes() {
        let line = StyledLine(runs: [StyledRun("中文", style: .dim), StyledRun("abc", style: .red)])
        let output = render([line], width: 6, styled: true)
        #expect(output == "\u{1B}[2m中文\u{1B}[0m\u{1B}[31mab\u{1B}[0m")
        #expect(output.strippingSGR.displayWidth() == 6)
        #expect(render([line], width: 3, styled: true) == "\u{1B}[2m中\u{1B}[0m", "a wide cluster at the edge becomes padding")
    }

    @Test func aSelectedStyledLineIsInverseAcrossTheWholeWidth() {
        let output = render([Self.error], width: 16, styled: true, select: 0)
        #expect(output == "\u{1B}[7mName \u{1B}[0m\u{1B}[7;31m! required\u{1B}[0m\u{1B}[7m \u{1B}[0m")
    }

    @Test func escapeSequencesInsideRunsAreShownNotSent() {
        let line = StyledLine(runs: [StyledRun("\u{1B}[2Jx", style: .red)])
        #expect(render([line], width: 10, styled: true) == "\u{1B}[31m^[[2Jx\u{1B}[0m")
    }

    @Test func aLineBreakInsideARunStartsANewLine() {
        let line = StyledLine(runs: [StyledRun("a\nb", style: .bold), StyledRun("c")])
        let view = CollectionView(width: 5)
        final class TwoLineModel: CollectionViewDataSource, CollectionViewLayoutDelegate {
            let line: StyledLine
            init(_ line: StyledLine) { self.line = line }
            func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(of: StyledCell.self, for: indexPath)
                cell.line = line
                return cell
            }
            func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
                ListSize(width: 5, height: 2)
            }
        }
        let model = TwoLineModel(line)
        view.dataSource = model
        view.layoutDelegate = model
        view.textStyler = TextStyler(isEnabled: true)
        #expect(view.renderText() == "\u{1B}[1ma\u{1B}[0m\n\u{1B}[1mb\u{1B}[0mc")
    }

    @Test func everyStyledLineFitsItsWidth() {
        var rng = SplitMix64(seed: 11)
        let pieces = ["Name", "中文", "👍🏽", "e\u{301}", "\u{301}x", "a\u{1B}[2J", " ", "longwordwithoutspaces"]
        let styles: [TextStyle] = [[], .dim, .red, [.bold, .red]]
        for _ in 0..<300 {
            let line = StyledLine(runs: (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                StyledRun(pieces.randomElement(using: &rng)!, style: styles.randomElement(using: &rng)!)
            })
            let width = Int.random(in: 1...20, using: &rng)
            let output = render([line], width: width, styled: true)
            #expect(output.strippingSGR.displayWidth() <= width, "seed 11: \(line) at \(width): \(output.debugDescription)")
            let plain = render([line], width: width, styled: false)
            #expect(output.strippingSGR.trimmingTrailingSpaces == plain, "seed 11: styled spaces stay, nothing else differs: \(line)")
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    /// The text without SGR sequences (`ESC [ … m`).
    var strippingSGR: String {
        replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
