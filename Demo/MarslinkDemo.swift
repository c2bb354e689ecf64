import Foundation
import ListDiffKit
import ListKit

enum MarslinkDemo {
    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let feed = MarslinkFeed()
        adapter.dataSource = feed
        view.clearAppliedUpdates()
        var lines = [context.heading("marslink: IGListKit's tutorial feed"), "", context.render(view), ""]
        view.performUserSelection(at: IndexPath(item: 0, section: 0))
        lines.append(context.step("select the weather row: its section controller expands and reloads its section"))
        lines += DemoCatalog.takeLog(view)
        feed.messages.append(Message(sol: 5, user: "Mission control", text: "Storm tomorrow. Stay inside."))
        adapter.performUpdates()
        lines.append(context.step("a message arrives; adapter.performUpdates()"))
        lines += DemoCatalog.takeLog(view)
        lines += ["", context.step("after"), context.render(view)]
        withExtendedLifetime(feed) {}
        return lines.joined(separator: "\n")
    }
}

// IGListKit's tutorial feed (its Marslink example): journal entries, messages from mission control, and a
// weather section that expands when selected; a new message arrives through performUpdates.

/// A cell that shows a text, wrapped to its width.
final class TextCell: CollectionViewCell {
    var text = ""
    override func render(in context: RenderContext) -> [String] {
        TextLayout.wrap(text, width: context.size.width, ambiguous: context.ambiguousWidth)
    }

    /// The lines `text` takes at `width`.
    static func height(of text: String, width: Int) -> Int { TextLayout.wrap(text, width: width).count }
}

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
        let width = collectionContext?.containerSize.width ?? 0
        return ListSize(width: width, height: index == 0 ? 1 : TextCell.height(of: object!.text, width: width))
    }
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = index == 0 ? "SOL \(object!.sol)" : object!.text
        return cell
    }
}

final class MessageSectionController: ListGenericSectionController<Message> {
    override init() {
        super.init()
        inset = ListEdgeInsets(bottom: 1)
    }
    var text: String { "✉ \(object!.user.uppercased()): \(object!.text)" }
    override func sizeForItem(at index: Int) -> ListSize {
        let width = collectionContext?.containerSize.width ?? 0
        return ListSize(width: width, height: TextCell.height(of: text, width: width))
    }
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = text
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
        case 0: "LATEST WEATHER \(isExpanded ? "(tap to hide)" : "(tap to show)")"
        case 1: "  Sunrise: \(weather.sunrise)"
        case 2: "  Sunset: \(weather.sunset)"
        case 3: "  High: \(weather.temperature) C"
        default: "  Conditions: \(weather.condition)"
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
final class MarslinkFeed: ListAdapterDataSource {
    var journal = [JournalEntry(sol: 1, text: "Made it to the surface. The dust gets everywhere."),
                   JournalEntry(sol: 3, text: "Potatoes are growing. 土豆长得很好。")]
    var messages = [Message(sol: 2, user: "Nasa", text: "We see you. Hang in there.")]
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
