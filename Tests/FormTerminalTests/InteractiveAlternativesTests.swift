import Foundation
import Testing

/// Alternatives in the Demo's interactive form, in a real terminal emulator (tmux): the choice
/// switches the branch under it as → moves, what was typed in a branch is there again after an
/// undo (Alt+Z), and only the picked branch is sent.
@Suite(.serialized, .needsTmux, .timeLimit(.minutes(1)))
struct InteractiveAlternativesTests {
    let demo = InteractiveDemoTests()

    /// The browser tests' checkout: a `oneOf` of payment branches from `definitions`.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/fixtures/payment.schema.json")

    @Test func aSwitchShowsTheOtherBranchAndAnUndoBringsBackWhatWasTyped() throws {
        let session = try demo.start("schema \(Self.checkout.path) --interactive")
        defer { session.kill() }
        try session.sendLiteral("Ada")
        try session.sendKeys("Tab", "Tab")
        try session.sendLiteral("4242424242424242")
        try session.sendKeys("BTab")
        try session.sendKeys("Right")
        var screen = try session.waitUntil(screenContains: "Card [Bank transfer]")
        #expect(screen.contains { $0.hasPrefix("  IBAN") })
        #expect(!screen.contains { $0.contains("4242424242424242") }, "the card's fields left with the switch")
        try session.sendKeys("M-z")
        screen = try session.waitUntil(screenContains: "Undid: Pay by: Card chosen.")
        #expect(screen.contains { $0.contains("4242424242424242") }, "what was typed in the card came back")
        try session.sendKeys("Right", "Tab")
        try session.waitUntil(screenContains: "> IBAN")
        try session.sendLiteral("DE89370400440532013000")
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        #expect(demo.file("out.json", in: session).trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"name":"Ada","payment":{"iban":"DE89370400440532013000"}}"#)
        demo.expectTerminalRestored(session)
    }

    /// An optional object is a part Space adds: its fields come under the box, and are sent.
    @Test func spaceAddsAnOptionalPartAndItsFieldsAreSent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("optional-part-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let document = folder.appendingPathComponent("invoice.json")
        try #"""
        {"type": "object", "required": ["name"], "properties": {
          "name": {"type": "string"},
          "invoice": {"type": "object", "title": "Invoice address", "required": ["street"], "properties": {"street": {"type": "string"}}}}}
        """#.write(to: document, atomically: true, encoding: .utf8)
        let session = try demo.start("schema \(document.path) --interactive")
        defer { session.kill() }
        try session.sendLiteral("Ada")
        try session.sendKeys("Tab")
        var screen = try session.waitUntil(screenContains: "> [ ] Include Invoice address")
        #expect(!screen.contains { $0.hasPrefix("  street") }, "absent: no fields yet")
        try session.sendKeys("Space")
        screen = try session.waitUntil(screenContains: "> [x] Include Invoice address")
        #expect(screen.contains { $0.hasPrefix("  street") })
        try session.sendKeys("Tab")
        try session.sendLiteral("1 Main St")
        try session.sendKeys("C-s")
        #expect(try session.waitForExit() == 0)
        #expect(demo.file("out.json", in: session).trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"name":"Ada","invoice":{"street":"1 Main St"}}"#)
        demo.expectTerminalRestored(session)
    }
}
