import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// An object of a test feed: an identifier, a title and a number of rows.
struct Row: ListDiffable, Equatable {
    let id: Int
    var title: String
    var rows: Int = 1
    var diffIdentifier: Int { id }
}

/// A second object type, to mix types in one list.
struct Banner: ListDiffable, Equatable {
    let id: Int
    var text: String
    var diffIdentifier: Int { id }
}

/// A reference model whose content is a version: a new instance with the same identifier and
/// version is the same content.
final class VersionedNote<ID: Hashable & Sendable>: ListDiffable {
    let id: ID
    let version: Int
    init(_ id: ID, _ version: Int) { self.id = id; self.version = version }
    var diffIdentifier: ID { id }
    func isEqual(toDiffableObject object: VersionedNote) -> Bool { version == object.version }
}

/// A cell that shows a text (or a bound view model).
final class TextCell: CollectionViewCell, ListBindable {
    var text = ""
    override func render(in context: RenderContext) -> [String] { [text] }
    func bindViewModel(_ viewModel: any ListDiffable) {
        text = (viewModel as? Banner)?.text ?? String(describing: viewModel)
    }
}

/// Shows a `Row` as `rows` cells titled "title.k"; records its updates; can change its row count
/// through a batch.
final class RowController: ListGenericSectionController<Row> {
    var updates: [String] = []
    var extraRows = 0

    override func numberOfItems() -> Int { (object?.rows ?? 0) + extraRows }

    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = "\(object?.title ?? "?").\(index)"
        return cell
    }

    override func didUpdate(to object: any ListDiffable) {
        super.didUpdate(to: object)
        updates.append((object as? Row)?.title ?? "?")
    }

    /// Appends `count` rows at the end as a batch.
    func grow(_ count: Int, completion: ((Bool) -> Void)? = nil) {
        guard let collectionContext else {
            completion?(false)
            return
        }
        collectionContext.performBatch(animated: true, updates: { batch in
            let start = self.numberOfItems()
            self.extraRows += count
            batch.insert(in: self, at: IndexSet(start..<(start + count)))
        }, completion: completion)
    }
}

/// Shows a `Banner` as one cell.
final class BannerController: ListGenericSectionController<Banner> {
    override func cellForItem(at index: Int) -> CollectionViewCell {
        let cell = collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell.text = "** \(object?.text ?? "") **"
        return cell
    }
}

/// A data source of mixed objects; the controllers it made, by object identifier.
@MainActor
final class Feed: ListAdapterDataSource {
    var objects: [any ListDiffable]
    var controllers: [String: ListSectionController] = [:]
    var empty: CollectionReusableView?

    init(_ objects: [any ListDiffable]) { self.objects = objects }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        let controller: ListSectionController = object is Banner ? BannerController() : RowController()
        controllers["\(type(of: object))#\(AnyListDiffable(object).diffIdentifier.base)"] = controller
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> CollectionReusableView? { empty }

    func rowController(_ id: Int) -> RowController { controllers["Row#\(id)"] as! RowController }
}

/// A data source of objects of one type, each shown by a new controller that `makeController`
/// makes.
@MainActor
final class UniformFeed<Object: ListDiffable>: ListAdapterDataSource {
    var objects: [Object]
    let makeController: () -> ListSectionController

    init(_ objects: [Object], controller makeController: @escaping () -> ListSectionController) {
        self.objects = objects
        self.makeController = makeController
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
        makeController()
    }
}

/// An adapter on a collection view of `width` × `height`, whose diagnostics fail the test
/// (strict mode) unless `allowing` is set.
@MainActor
func makeAdapter(_ feed: Feed, width: Int = 30, height: Int? = nil, updater: ListAdapterUpdater = ListAdapterUpdater(),
                 workingRangeSize: Int = 0, diagnostics: ((ListDiagnostic) -> Void)? = nil) -> ListAdapter {
    let adapter = ListAdapter(updater: updater, workingRangeSize: workingRangeSize)
    adapter.diagnosticHandler = diagnostics ?? { Issue.record("unexpected diagnostic: \($0)") }
    adapter.collectionView = CollectionView(width: width, height: height)
    adapter.dataSource = feed
    adapter.collectionView!.clearAppliedUpdates()
    return adapter
}

extension ListAdapter {
    var text: String { collectionView!.renderText() }
    var log: [String] { collectionView!.appliedUpdates.map(\.description) }

    /// Expects the view's bookkeeping to hold, and the view and layout to be those a full reload
    /// of the same data gives (it reloads).
    /// - Returns: whether the view was.
    @discardableResult
    func matchesAFullReload(_ context: String) -> Bool {
        let collectionView = collectionView!
        #expect(collectionView._checkInvariants() == [], "\(context)")
        let shown = collectionView.renderText()
        let layout = collectionView.layout.sections.map(\.items.elements)
        reloadData()
        #expect(collectionView.renderText() == shown, "\(context)")
        #expect(collectionView.layout.sections.map(\.items.elements) == layout, "\(context)")
        #expect(collectionView._checkInvariants() == [], "\(context) after the reload")
        return collectionView.renderText() == shown && collectionView.layout.sections.map(\.items.elements) == layout
    }
}
