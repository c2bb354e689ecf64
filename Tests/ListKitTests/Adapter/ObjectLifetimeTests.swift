import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// The adapter keeps no object that its data source no longer returns: an object removed by an
/// update is released when the update is done, as IGListKit releases it.
@MainActor
@Suite struct ObjectLifetimeTests {
    @Test(arguments: [true, false])
    func anObjectRemovedByAnUpdateIsReleased(typed: Bool) {
        typealias Note = ListObjectsTests.Note
        let source = ListObjectsTests.Source<Note>(typed: typed)
        let adapter = ListObjectsTests.adapter(source, height: 4) { _ in }
        weak var removed: Note?
        do {
            let doomed = Note(2, 0)
            removed = doomed
            source.models = [Note(1, 0), doomed, Note(3, 0)]
            adapter.performUpdates()
        }
        #expect(removed != nil)
        source.models = [source.models[0], source.models[2]]
        source.controllers = [:]
        adapter.performUpdates()
        #expect(removed == nil, "the adapter still holds the removed object")
        #expect(adapter.sectionController(for: source.models[1]) != nil)
    }
}
