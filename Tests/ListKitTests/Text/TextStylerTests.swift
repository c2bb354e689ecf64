import Foundation
import Testing

import ListKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TextStylerTests {
    static let styledHi: [(TextStyle, String)] = [
        (.bold, "\u{1B}[1mhi\u{1B}[0m"),
        (.dim, "\u{1B}[2mhi\u{1B}[0m"),
        (.italic, "\u{1B}[3mhi\u{1B}[0m"),
        (.underline, "\u{1B}[4mhi\u{1B}[0m"),
        (.inverse, "\u{1B}[7mhi\u{1B}[0m"),
        ([.bold, .underline], "\u{1B}[1;4mhi\u{1B}[0m"),
        (.red, "\u{1B}[31mhi\u{1B}[0m"),
        ([.red, .dim], "\u{1B}[2;31mhi\u{1B}[0m"),
        ([.inverse, .dim, .italic, .underline, .bold], "\u{1B}[1;2;3;4;7mhi\u{1B}[0m"),
    ]

    @Test(arguments: styledHi)
    func enabledStylerWrapsTextInSGR(style: TextStyle, styled: String) {
        #expect(TextStyler(isEnabled: true).apply(style, to: "hi") == styled)
    }

    @Test(arguments: [TextStyle.bold, TextStyle([.dim, .inverse]), TextStyle()])
    func disabledStylerLeavesTextUnchanged(style: TextStyle) {
        #expect(TextStyler(isEnabled: false).apply(style, to: "hi 中文") == "hi 中文")
        #expect(TextStyler.plain.apply(style, to: "hi") == "hi")
    }

    @Test func emptyStyleOrTextIsLeftUnchanged() {
        let styler = TextStyler(isEnabled: true)
        #expect(styler.apply([], to: "hi") == "hi")
        #expect(styler.apply(.bold, to: "").isEmpty)
    }

    @Test func plainIsDisabled() {
        #expect(!TextStyler.plain.isEnabled)
    }

    @Test(arguments: [
        (true, [String: String](), true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": "true"], false),
        (true, ["NO_COLOR": ""], true),  // Empty NO_COLOR is unset (no-color.org).
        (false, ["NO_COLOR": ""], false),
        (true, ["TERM": "dumb"], false),
        (true, ["TERM": "xterm-256color"], true),
        (true, ["TERM": "xterm-256color", "NO_COLOR": "0"], false),
    ])
    func outputStylerFollowsTerminalAndEnvironment(isTerminal: Bool, environment: [String: String], isEnabled: Bool) {
        #expect(TextStyler.forOutput(isTerminal: isTerminal, environment: environment).isEnabled == isEnabled)
    }

    @Test func standardOutputStylerUsesThisProcesssTerminalAndEnvironment() {
        let expected = TextStyler.forOutput(
            isTerminal: isatty(STDOUT_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment
        )
        #expect(TextStyler.forStandardOutput().isEnabled == expected.isEnabled)
    }

    @Test func stylingHappensAfterLayout() {
        let cell = TextLayout.fit("中文字符", width: 5)
        let styled = TextStyler(isEnabled: true).apply(.bold, to: cell)
        #expect(cell.displayWidth() == 5)
        #expect(styled.hasPrefix("\u{1B}[1m") && styled.hasSuffix("\u{1B}[0m"))
        #expect(styled.dropFirst(4).dropLast(4) == cell[...])
    }
}
