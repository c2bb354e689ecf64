import Foundation
import ListKit
import Testing
@testable import Demo

/// The Marslink demo's own feed and section controllers (IGListKit's tutorial, seed 000): the feed
/// renders, the weather section expands when selected, and a new message arrives where its sol
/// sorts it.
@MainActor
@Suite struct MarslinkTests {
    @Test func theFeedRendersExpandsTheWeatherAndTakesNewMessages() {
        let feed = MarslinkFeed()
        let (adapter, view) = DemoContext(width: 40, height: nil, offset: 0, styler: .plain).makeAdapter()
        adapter.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        adapter.dataSource = feed
        view.clearAppliedUpdates()
        var log: [String] { view.appliedUpdates.map(\.description) }
        #expect(view.renderText() == """
            LATEST WEATHER (tap to show)

            SOL 3
            Potatoes are growing. 土豆长得很好。

            ✉ NASA: We see you. Hang in there.

            SOL 1
            Made it to the surface. The dust gets
            everywhere.

            """)

        // Selecting the weather row expands the section: one batch reloading that section.
        view.performUserSelection(at: IndexPath(item: 0, section: 0))
        #expect(log == ["reloaded sections [0]"])
        #expect(view.renderText().hasPrefix("""
            LATEST WEATHER (tap to hide)
              Sunrise: 05:42
              Sunset: 18:10
              High: -40 C
              Conditions: Dust storm

            SOL 3
            """))

        // A new message arrives: one section inserted where its sol sorts it.
        feed.messages.append(Message(sol: 5, user: "Mission control", text: "Storm tomorrow."))
        adapter.performUpdates()
        #expect(log.last == "inserted sections [0]")
        #expect(view.renderText().hasPrefix("""
            ✉ MISSION CONTROL: Storm tomorrow.

            LATEST WEATHER (tap to hide)
            """))
        // The weather controller kept its state: it is the same controller.
        #expect((adapter.sectionController(forSection: 1) as? WeatherSectionController)?.isExpanded == true)

        // Collapse again.
        view.performUserSelection(at: IndexPath(item: 0, section: 1))
        #expect(log.last == "reloaded sections [1]")
        #expect(view.numberOfItems(inSection: 1) == 1)
    }
}
