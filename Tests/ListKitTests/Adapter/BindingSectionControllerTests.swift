import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// A post whose comments are the binding controller's view models; equal across updates by
/// identity only, so the parent diff leaves the section alone and the controller diffs its items.
final class Post: ListDiffable {
    let id: Int
    var comments: [Banner]
    init(id: Int, comments: [Banner]) {
        self.id = id
        self.comments = comments
    }
    var diffIdentifier: Int { id }
    func isEqual(toDiffableObject object: Post) -> Bool { true }
}

@MainActor
final class CommentsController: ListBindingSectionController, ListBindingSectionControllerDataSource {
    /// Runs (once) when the view models are read: inside an update's batch.
    var onNextFetch: (() -> Void)?

    override init() {
        super.init()
        dataSource = self
    }
    func sectionController(_ sectionController: ListBindingSectionController, viewModelsFor object: any ListDiffable) -> [any ListDiffable] {
        let comments = (object as? Post)?.comments ?? []
        let hook = onNextFetch
        onNextFetch = nil
        hook?()
        return comments
    }
    func sectionController(_ sectionController: ListBindingSectionController, cellForViewModel viewModel: any ListDiffable,
                           at index: Int) -> CollectionViewCell & ListBindable {
        collectionContext!.dequeueReusableCell(of: TextCell.self, for: self, at: index)
    }
    func sectionController(_ sectionController: ListBindingSectionController, sizeForViewModel viewModel: any ListDiffable,
                           at index: Int) -> ListSize {
        ListSize(width: 20, height: 1)
    }
}

@MainActor
@Suite struct BindingSectionControllerTests {
    func setUp(_ comments: [Banner]) -> (UniformFeed<Post>, ListAdapter, Post) {
        let post = Post(id: 1, comments: comments)
        let feed = UniformFeed([post]) { CommentsController() }
        let adapter = ListAdapter()
        adapter.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = feed
        adapter.collectionView!.clearAppliedUpdates()
        return (feed, adapter, post)
    }

    func controller(_ adapter: ListAdapter) -> CommentsController {
        adapter.sectionController(forSection: 0) as! CommentsController
    }

    @Test func viewModelChangesBecomeItemChangesNotASectionReload() {
        let (feed, adapter, post) = setUp([Banner(id: 1, text: "one"), Banner(id: 2, text: "two"), Banner(id: 3, text: "three")])
        defer { withExtendedLifetime(feed) {} }
        #expect(adapter.text == "one\ntwo\nthree")
        post.comments = [Banner(id: 3, text: "three"), Banner(id: 1, text: "one!"), Banner(id: 4, text: "four")]
        var finished: Bool?
        controller(adapter).update { finished = $0 }
        #expect(finished == true)
        #expect(adapter.log == ["deleted items [0, 1]; inserted items [0, 2]; reloaded items [0, 0]; moved items [0, 2]→[0, 0]"])
        #expect(adapter.text == "three\none!\nfour")
    }

    @Test func aMovedAndChangedViewModelIsDeletedAndInserted() {
        let (feed, adapter, post) = setUp([Banner(id: 1, text: "one"), Banner(id: 2, text: "two")])
        defer { withExtendedLifetime(feed) {} }
        post.comments = [Banner(id: 2, text: "TWO"), Banner(id: 1, text: "one")]
        controller(adapter).update()
        #expect(adapter.log == ["deleted items [0, 1]; inserted items [0, 0]"])
        #expect(adapter.text == "TWO\none")
    }

    @Test func performUpdatesWithAnEqualObjectLetsTheControllerDiffItsItems() {
        let (feed, adapter, post) = setUp([Banner(id: 1, text: "one")])
        post.comments.append(Banner(id: 2, text: "two"))
        feed.objects = [Post(id: 1, comments: post.comments)]   // a new instance: didUpdate(to:) runs
        adapter.performUpdates()
        #expect(adapter.log == ["inserted items [0, 1]"])
        #expect(adapter.text == "one\ntwo")
    }

    @Test func anUpdateRequestedWhileOneIsAppliedRunsAfterItInsteadOfBeingDropped() {
        let (feed, adapter, post) = setUp([Banner(id: 1, text: "one")])
        defer { withExtendedLifetime(feed) {} }
        let comments = controller(adapter)
        var calls: [String] = []
        post.comments.append(Banner(id: 2, text: "two"))
        comments.onNextFetch = {
            // Runs inside the first update's batch: a second request arrives mid-flight.
            post.comments.append(Banner(id: 3, text: "three"))
            comments.update { calls.append("second \($0)") }
        }
        comments.update { calls.append("first \($0)") }
        #expect(calls == ["first true", "second true"])
        #expect(adapter.log == ["inserted items [0, 1]", "inserted items [0, 2]"])
        #expect(adapter.text == "one\ntwo\nthree")
    }

    @Test func reloadDataShowsNewViewModelsInOneChange() {
        let posts = (1...4).map { Post(id: $0, comments: [Banner(id: 1, text: "post \($0)")]) }
        let feed = UniformFeed(posts) { CommentsController() }
        let adapter = ListAdapter()
        adapter.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = feed
        adapter.collectionView!.clearAppliedUpdates()
        posts[3].comments = [Banner(id: 1, text: "edited")]
        var seen: String?
        adapter.reloadData { finished in seen = finished ? adapter.text : "not applied" }
        #expect(seen == "post 1\npost 2\npost 3\nedited", "the completion sees the new content")
        #expect(adapter.log == ["reloadData"], "a reload is one change: no follow-up batch")
        #expect(adapter.text == "post 1\npost 2\npost 3\nedited")
    }

    @Test func requestsMadeBeforeTheQueueTurnsShareOneUpdate() async {
        let post = Post(id: 1, comments: [Banner(id: 1, text: "one")])
        let feed = UniformFeed([post]) { CommentsController() }
        let adapter = ListAdapter(updater: ListAdapterUpdater(coalescing: .nextMainQueueTurn))
        adapter.collectionView = CollectionView(width: 20)
        adapter.dataSource = feed
        adapter.collectionView!.clearAppliedUpdates()
        let comments = controller(adapter)
        var calls: [Bool] = []
        post.comments.append(Banner(id: 2, text: "two"))
        comments.update { calls.append($0) }
        post.comments.append(Banner(id: 3, text: "three"))
        comments.update { calls.append($0) }
        adapter.flushPendingUpdates()
        #expect(calls == [true, true])
        #expect(adapter.log == ["inserted items [0, 1], [0, 2]"])
        withExtendedLifetime(feed) {}
    }
}
