import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// Random object lists and random item changes inside binding controllers, mixed and coalesced:
/// every batch is accepted and the view equals a fresh reload of the same data.
@MainActor
@Suite struct AdapterPropertyTests {
    @MainActor
    final class MixedFeed: ListAdapterDataSource {
        var objects: [any ListDiffable] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> ListSectionController {
            object is Post ? CommentsController() : RowController()
        }
    }

    static func randomComments(_ rng: inout SplitMix64) -> [Banner] {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            let id = Int.random(in: 0..<6, using: &rng)
            return Banner(id: id, text: "c\(id)v\(Int.random(in: 0...1, using: &rng))")
        }
    }

    @Test func randomChangesAreAlwaysAcceptedAndMatchAFreshReload() {
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let feed = MixedFeed()
            var posts: [Int: Post] = [:]
            func randomObject() -> any ListDiffable {
                let id = Int.random(in: 0..<12, using: &rng)
                if id < 4 {
                    let post = posts[id] ?? Post(id: id, comments: Self.randomComments(&rng))
                    posts[id] = post
                    return post
                }
                return Row(id: id, title: "r\(id)v\(Int.random(in: 0...1, using: &rng))", rows: Int.random(in: 0...2, using: &rng))
            }
            feed.objects = (0..<Int.random(in: 0...6, using: &rng)).map { _ in randomObject() }
            var rejected: [ListDiagnostic] = []
            let adapter = ListAdapter()
            adapter.diagnosticHandler = { diagnostic in
                if case .batchRejected = diagnostic { rejected.append(diagnostic) }
            }
            adapter.collectionView = CollectionView(width: 20, height: Int.random(in: 0...1, using: &rng) == 0 ? nil : 6)
            adapter.dataSource = feed
            for step in 0..<6 {
                let grouped = Bool.random(using: &rng)
                let changes = {
                    // The object list: deletes, inserts (maybe duplicates), moves, content changes.
                    if !feed.objects.isEmpty && Bool.random(using: &rng) { feed.objects.remove(at: Int.random(in: 0..<feed.objects.count, using: &rng)) }
                    for _ in 0..<Int.random(in: 0...2, using: &rng) {
                        feed.objects.insert(randomObject(), at: Int.random(in: 0...feed.objects.count, using: &rng))
                    }
                    if feed.objects.count > 1 && Bool.random(using: &rng) {
                        let moved = feed.objects.remove(at: Int.random(in: 0..<feed.objects.count, using: &rng))
                        feed.objects.insert(moved, at: Int.random(in: 0...feed.objects.count, using: &rng))
                    }
                    if Bool.random(using: &rng) { adapter.performUpdates() }
                    // Item changes inside controllers on screen or not.
                    for controller in (0..<adapter.objects.count).compactMap(adapter.sectionController(forSection:)) {
                        if let comments = controller as? CommentsController, Int.random(in: 0..<3, using: &rng) == 0,
                           let post = comments.object as? Post {
                            post.comments = Self.randomComments(&rng)
                            comments.update()
                        } else if let rows = controller as? RowController, Int.random(in: 0..<4, using: &rng) == 0 {
                            rows.grow(Int.random(in: 1...2, using: &rng))
                        }
                    }
                    adapter.performUpdates()
                }
                if grouped { adapter.performBatchUpdates(changes) } else { changes() }
                let context = "seed \(seed) step \(step)"
                #expect(rejected.isEmpty, "\(context): \(rejected)")
                guard adapter.collectionView != nil else { return }
                _ = adapter.matchesAFullReload(context)
                if !rejected.isEmpty { return }
            }
        }
    }
}
