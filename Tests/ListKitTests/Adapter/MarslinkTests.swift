import Foundation
import ListDiffKit
import Testing
@testable import ListKit

// The IGListKit tutorial's Marslink feed (seed 000): journal entries, messages from mission
// control, and a weather section that expands when selected; new messages arrive over time.

struct JournalEntry: ListDiffable, Equatable {
    let sol: Int
    let text: String
    var diffIdentifier: String { "journal-\(sol)" }
}

struct Message: ListDiffable, Equatable {
    let sol: Int
    let user: String
    let text: String
    var diffIdentifier: String { "message-\(sol)-\(user)" }
}

struct Weather: ListDiffable, Equatable {
    let sol: Int
    let temperature: Int
    let sunrise: String
    let sunset: String
    let condition: String
    var diffIdentifier: String { "weather-\(sol)" }
}

final class JournalSectionController: ListGenericSectionController<JournalEntry> {
    override init() {
        super.init()
        inset = ListEdgeInsets(bottom: 1)
    }
    override func numberOfItems() -> Int { 2 }
    override func sizeForItem(at index: Int) -> ListSize {
        ListSize(width: collectionContext!.containerSize.width, height: 1)
    }
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = index == 0 ? "Sol \(object!.sol)" : object!.text
        return cell
    }
}

final class MessageSectionController: ListGenericSectionController<Message> {
    override init() {
        super.init()
        inset = ListEdgeInsets(bottom: 1)
    }
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = "\(object!.user.uppercased()): \(object!.text)"
        return cell
    }
}

final class WeatherSectionController: ListGenericSectionController<Weather> {
    private(set) var isExpanded = false

    override init() {
        super.init()
        inset = ListEdgeInsets(bottom: 1)
    }
    override func numberOfItems() -> Int { isExpanded ? 5 : 1 }
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        let weather = object!
        cell.text = switch index {
        case 0: "LATEST WEATHER \(isExpanded ? "▲" : "▼")"
        case 1: "Sunrise: \(weather.sunrise)"
        case 2: "Sunset: \(weather.sunset)"
        case 3: "High: \(weather.temperature) C"
        default: "Conditions: \(weather.condition)"
        }
        return cell
    }
    override func didSelectItem(at index: Int) {
        collectionContext?.performBatch(animated: true, updates: { batch in
            self.isExpanded.toggle()
            batch.reload(self)
        }, completion: nil)
    }
}

@MainActor
final class Marslink: ListAdapterDataSource {
    var journal: [JournalEntry] = [
        JournalEntry(sol: 1, text: "Made it to the surface."),
        JournalEntry(sol: 3, text: "Potatoes are growing."),
    ]
    var messages: [Message] = [Message(sol: 2, user: "Nasa", text: "We see you.")]
    var weather = Weather(sol: 4, temperature: -40, sunrise: "05:42", sunset: "18:10", condition: "Dust storm")

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        var items: [(Int, any ListDiffable)] = journal.map { ($0.sol, $0) } + messages.map { ($0.sol, $0) }
        items.append((weather.sol, weather))
        return items.sorted { $0.0 > $1.0 }.map(\.1)
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        switch object {
        case is JournalEntry: JournalSectionController()
        case is Message: MessageSectionController()
        default: WeatherSectionController()
        }
    }
}

@MainActor
@Suite struct MarslinkTests {
    @Test func theFeedRendersExpandsTheWeatherAndTakesNewMessages() {
        let marslink = Marslink()
        let adapter = makeAdapter(Feed([]), width: 32)
        adapter.dataSource = marslink
        adapter.collectionView!.clearAppliedUpdates()
        #expect(adapter.text == """
            LATEST WEATHER ▼

            Sol 3
            Potatoes are growing.

            NASA: We see you.

            Sol 1
            Made it to the surface.

            """)

        // Selecting the weather row expands the section: one batch reloading that section.
        adapter.collectionView!.performUserSelection(at: IndexPath(item: 0, section: 0))
        #expect(adapter.log == ["reloaded sections [0]"])
        #expect(adapter.text.hasPrefix("""
            LATEST WEATHER ▲
            Sunrise: 05:42
            Sunset: 18:10
            High: -40 C
            Conditions: Dust storm

            Sol 3
            """))

        // A new message arrives: one section inserted where its date sorts it.
        marslink.messages.append(Message(sol: 5, user: "Mission control", text: "Storm tomorrow."))
        adapter.performUpdates()
        #expect(adapter.log.last == "inserted sections [0]")
        #expect(adapter.text.hasPrefix("""
            MISSION CONTROL: Storm tomorrow.

            LATEST WEATHER ▲
            """))
        // The weather controller kept its state: it is the same controller.
        #expect((adapter.sectionController(forSection: 1) as? WeatherSectionController)?.isExpanded == true)

        // Collapse again.
        adapter.collectionView!.performUserSelection(at: IndexPath(item: 0, section: 1))
        #expect(adapter.log.last == "reloaded sections [1]")
        #expect(adapter.collectionView!.numberOfItems(inSection: 1) == 1)
    }
}
