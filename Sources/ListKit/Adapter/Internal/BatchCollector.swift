import Foundation
import ListDiffKit

/// Collects the item changes of section controllers during a transaction, in index paths: old
/// sections for deletes, reloads and move sources; new sections for inserts and move destinations.
@MainActor
final class BatchCollector: ListBatchContext {
    unowned let adapter: ListAdapter
    var deletes: [IndexPath] = []
    var inserts: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [ListMoveIndexPath] = []
    var sectionReloads: [Int] = []
    /// Whether changes are recorded (a transaction that reloads everything ignores them).
    let isRecording: Bool

    /// Whether no change was collected.
    var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty && sectionReloads.isEmpty
    }

    init(adapter: ListAdapter, isRecording: Bool) {
        self.adapter = adapter
        self.isRecording = isRecording
    }

    func sections(of controller: ListSectionController) -> (old: Int, new: Int)? {
        guard isRecording, let old = adapter.oldSection(of: controller), let new = controller.section,
              controller.section != nil else { return nil }
        return (old, new)
    }

    func reload(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (old, _) = sections(of: sectionController) else { return }
        reloads += indexes.map { IndexPath(listItem: $0, section: old) }
    }

    func reload(_ sectionController: ListSectionController) {
        guard let (old, _) = sections(of: sectionController) else { return }
        sectionReloads.append(old)
    }

    func insert(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (_, new) = sections(of: sectionController) else { return }
        inserts += indexes.map { IndexPath(listItem: $0, section: new) }
    }

    func delete(in sectionController: ListSectionController, at indexes: IndexSet) {
        guard let (old, _) = sections(of: sectionController) else { return }
        deletes += indexes.map { IndexPath(listItem: $0, section: old) }
    }

    func move(in sectionController: ListSectionController, from index: Int, to newIndex: Int) {
        guard let (old, new) = sections(of: sectionController) else { return }
        moves.append(ListMoveIndexPath(from: IndexPath(listItem: index, section: old),
                                       to: IndexPath(listItem: newIndex, section: new)))
    }
}
