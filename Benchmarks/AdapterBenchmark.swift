import Foundation
import ListDiffKit
import ListKit

/// performUpdates on 10k objects with 1% churn, against ListDiff alone on the same arrays.
@MainActor
struct AdapterBenchmark {
    let runs: Int

    /// A data source of `Model`s.
    @MainActor
    protocol ModelSource: ListAdapterDataSource {
        var objects: [Model] { get set }
    }

    /// Hands the objects over as existentials (`objects(for:)` only).
    final class Source: ModelSource {
        var objects: [Model] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            ModelController()
        }
    }

    /// Holds its objects as existentials, as a data source of mixed model types does, and hands
    /// them over as they are (`objects(for:)`): they are made when the objects are set, before an
    /// update, not by the update.
    final class HeldSource: ModelSource {
        var objects: [Model] = [] { didSet { held = objects } }
        private var held: [any ListDiffable] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { held }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            ModelController()
        }
    }

    /// Holds objects of two types, as existentials — every eighth `Model` is shown as a `Banner`
    /// with its identity and version — and hands them over as they are: the path of a feed that
    /// mixes kinds of rows.
    final class MixedSource: ModelSource {
        var objects: [Model] = [] {
            didSet { held = objects.map { $0.id % 8 == 0 ? Banner(id: $0.id, version: $0.version) as any ListDiffable : $0 } }
        }
        private var held: [any ListDiffable] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { held }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            object is Banner ? BannerController() : ModelController()
        }
    }

    /// Holds its objects as existentials of a generic model type (`Tagged<Int>`), and hands them over
    /// as they are: the type's conformance is generic, so its entries are not specialized for
    /// `Int`.
    final class GenericSource: ModelSource {
        var objects: [Model] = [] { didSet { held = objects.map { Tagged<Int>(id: $0.id, version: $0.version, tag: 0) } } }
        private var held: [any ListDiffable] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { held }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            TaggedController()
        }
    }

    /// Hands the objects over typed (`listObjects(for:)`).
    final class TypedSource: ModelSource {
        var objects: [Model] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
        func listObjects(for listAdapter: ListAdapter) -> ListObjects { ListObjects(objects) }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            ModelController()
        }
    }

    final class ModelController: ListGenericSectionController<Model> {
        final class Cell: CollectionViewCell {
            var text = ""
            override func render(in context: RenderContext) -> [String] { [text] }
        }
        override func cellForItem(at index: Int) -> CollectionViewCell {
            let cell = collectionContext!.dequeueReusableCell(of: Cell.self, for: self, at: index)
            cell.text = "model \(object?.id ?? -1) v\(object?.version ?? -1)"
            return cell
        }
    }

    final class BannerController: ListGenericSectionController<Banner> {
        override func cellForItem(at index: Int) -> CollectionViewCell {
            let cell = collectionContext!.dequeueReusableCell(of: ModelController.Cell.self, for: self, at: index)
            cell.text = "banner \(object?.id ?? -1) v\(object?.version ?? -1)"
            return cell
        }
    }

    final class TaggedController: ListGenericSectionController<Tagged<Int>> {
        override func cellForItem(at index: Int) -> CollectionViewCell {
            let cell = collectionContext!.dequeueReusableCell(of: ModelController.Cell.self, for: self, at: index)
            cell.text = "tagged \(object?.id ?? -1) v\(object?.version ?? -1)"
            return cell
        }
    }

    func run() {
        print("ListAdapter benchmark: median of \(runs) update(s) each, in blocks of 10 consecutive ones, milliseconds, 10k objects, 1% churn")
        print("")
        let scenario = Scenario.edit(name: "10k", count: 10_000, deleted: 50, inserted: 50, moved: 10, updated: 20,
                                     seed: 9, runsCollectionDifference: false)
        func makeAdapter(_ source: some ModelSource) -> ListAdapter {
            source.objects = scenario.old
            let adapter = ListAdapter()
            adapter.collectionView = CollectionView(width: 80, height: 50)
            adapter.dataSource = source
            adapter.collectionView!.scroll(to: 5_000)
            return adapter
        }
        // LISTKIT_ADAPTER_SOURCE=existential, held or typed runs one data source only, and no diff
        // alone (for a profiler, or to time one without the others' memory in the caches).
        let only = ProcessInfo.processInfo.environment["LISTKIT_ADAPTER_SOURCE"]
        let runsExistential = only == nil || only == "existential"
        let runsHeld = only == nil || only == "held"
        let runsTyped = only == nil || only == "typed"
        let runsMixed = only == nil || only == "mixed"
        let runsGeneric = only == nil || only == "generic"
        let source = Source()
        let adapter = makeAdapter(source)
        let heldSource = HeldSource()
        let heldAdapter = makeAdapter(heldSource)
        let mixedSource = MixedSource()
        let mixedAdapter = makeAdapter(mixedSource)
        let genericSource = GenericSource()
        let genericAdapter = makeAdapter(genericSource)
        let typedSource = TypedSource()
        let typedAdapter = makeAdapter(typedSource)
        let clock = ContinuousClock()
        var sink = 0
        // The ways of updating, each a measured step from `from` to `to` (its setup untimed).
        var ways: [String] = only == nil ? ["diff", "erased"] : []
        if runsExistential { ways.append("existential") }
        if runsHeld { ways.append("held") }
        if runsMixed { ways.append("mixed") }
        if runsGeneric { ways.append("generic") }
        if runsTyped { ways.append("typed") }
        func update(_ source: some ModelSource, _ adapter: ListAdapter, to objects: [Model]) -> Double {
            source.objects = objects
            return milliseconds(clock.measure { adapter.performUpdates() })
        }
        func step(_ way: String, from: [Model], to: [Model]) -> Double {
            switch way {
            case "diff":
                milliseconds(clock.measure { sink &+= ListDiff(oldArray: from, newArray: to, option: .equality).changeCount })
            case "erased":
                milliseconds(clock.measure {
                    sink &+= ListDiff(oldArray: from.map(AnyListDiffable.init), newArray: to.map(AnyListDiffable.init),
                                      option: .equality).changeCount
                })
            case "existential": update(source, adapter, to: to)
            case "held": update(heldSource, heldAdapter, to: to)
            case "mixed": update(mixedSource, mixedAdapter, to: to)
            case "generic": update(genericSource, genericAdapter, to: to)
            default: update(typedSource, typedAdapter, to: to)
            }
        }
        // Blocks of consecutive updates (back and forth between the two lists), one way at a time,
        // the ways taken in turn, block after block: every way is timed in the state a series of its
        // own updates leaves (its memory in the caches), as is the diff alone it is compared with.
        // The first update of a block, after another way's, is not timed (an adapter ends a block
        // showing `new`, so its next block's first update changes nothing either).
        let blockSize = 10
        var times: [String: [Double]] = [:]
        for round in 0..<max(1, (runs + blockSize - 1) / blockSize) {
            for offset in ways.indices {
                let way = ways[(round + offset) % ways.count]
                for index in 0...blockSize {
                    let (from, to) = index % 2 == 0 ? (scenario.old, scenario.new) : (scenario.new, scenario.old)
                    let time = step(way, from: from, to: to)
                    if index > 0 { times[way, default: []].append(time) }
                }
            }
        }
        let adapterTimes = times["existential"] ?? []
        let heldAdapterTimes = times["held"] ?? []
        let mixedAdapterTimes = times["mixed"] ?? []
        let genericAdapterTimes = times["generic"] ?? []
        let typedAdapterTimes = times["typed"] ?? []
        let diffTimes = times["diff"] ?? []
        let erasedDiffTimes = times["erased"] ?? []
        sink &+= adapter.collectionView!.numberOfSections &+ typedAdapter.collectionView!.numberOfSections
            &+ heldAdapter.collectionView!.numberOfSections &+ mixedAdapter.collectionView!.numberOfSections
            &+ genericAdapter.collectionView!.numberOfSections
        let adapterMedian = median(adapterTimes)
        let typedMedian = median(typedAdapterTimes)
        let heldMedian = median(heldAdapterTimes)
        let mixedMedian = median(mixedAdapterTimes)
        let genericMedian = median(genericAdapterTimes)
        let diffMedian = median(diffTimes)
        let erasedMedian = median(erasedDiffTimes)
        print("performUpdates, [any ListDiffable] from objects(for:) (diff, controllers, batch, layout, visible cells)"
              + "  \(String(format: "%8.3f", adapterMedian))")
        print("performUpdates, [any ListDiffable] the data source holds, from objects(for:) (same work)               "
              + "  \(String(format: "%8.3f", heldMedian))")
        print("performUpdates, [any ListDiffable] of two types (Model, every 8th a Banner) the data source holds      "
              + "  \(String(format: "%8.3f", mixedMedian))")
        print("performUpdates, [any ListDiffable] of a generic type (Tagged<Int>) the data source holds               "
              + "  \(String(format: "%8.3f", genericMedian))")
        print("performUpdates, ListObjects([Model]) from listObjects(for:) (same work)                                "
              + "  \(String(format: "%8.3f", typedMedian))")
        print("ListDiff alone on the same [Model] arrays                                                              "
              + "  \(String(format: "%8.3f", diffMedian))")
        print("ListDiff on the same arrays as [AnyListDiffable] (wrapping timed)                                      "
              + "  \(String(format: "%8.3f", erasedMedian))")
        print("ratio performUpdates / ListDiff: \(String(format: "%.2f", adapterMedian / diffMedian))× existentials, "
              + "\(String(format: "%.2f", heldMedian / diffMedian))× existentials held, "
              + "\(String(format: "%.2f", mixedMedian / diffMedian))× two types held, "
              + "\(String(format: "%.2f", genericMedian / diffMedian))× generic type held, "
              + "\(String(format: "%.2f", typedMedian / diffMedian))× typed  "
              + "(/ erased ListDiff: \(String(format: "%.2f", adapterMedian / erasedMedian))×)")
        if sink == 42 { print("") }
    }
}
