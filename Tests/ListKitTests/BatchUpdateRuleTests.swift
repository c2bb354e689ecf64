import Foundation
import ListDiffKit
import Testing
@testable import ListKit

/// One test per UIKit batch-update rule, each with the exact message.
@MainActor
@Suite struct BatchUpdateRuleTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// Applies `change` to a model of [[0, 1, 2], [3, 4], [5]] and `batch` to its view; returns the
    /// error and checks that nothing changed when there is one.
    func reject(_ change: (ListModel) -> Void = { _ in }, _ batch: (inout CollectionViewBatchUpdate) -> Void)
        -> String? {
        let model = ListModel([[0, 1, 2], [3, 4], [5]])
        let view = model.makeView()
        let before = (view.layout.itemCounts, view.labelsByPath, view.appliedUpdates)
        change(model)
        var completed: Bool?
        do {
            try view.performBatchUpdates(batch) { completed = $0 }
            return nil
        } catch {
            #expect(completed == false)
            #expect(view.layout.itemCounts == before.0)
            #expect(view.labelsByPath == before.1)
            #expect(view.appliedUpdates == before.2)
            return error.description
        }
    }

    @Test func itemCountsMustAddUp() {
        let message = reject({ $0.sections[2].items += [6, 7, 8, 9] }) { $0.insertItems(at: [path(2, 1), path(2, 2)]) }
        #expect(message == "Invalid update: invalid number of items in section 2. The number of items after the update (5) "
            + "must be equal to the number before (1), plus or minus inserted (2) or deleted (0), plus or minus moved in (0) or out (0)")
    }

    @Test func sectionCountsMustAddUp() {
        let message = reject({ $0.sections.append(.init(identifier: 9, items: [])) }) { _ in }
        #expect(message == "Invalid update: invalid number of sections. The number of sections after the update (4) must be "
            + "equal to the number before (3), plus or minus inserted (0) or deleted (0)")
    }

    @Test func movedItemsCountInAndOut() {
        let message = reject({ $0.sections[0].items.removeLast() }) { $0.moveItem(at: path(0, 2), to: path(1, 0)) }
        #expect(message == "Invalid update: invalid number of items in section 1. The number of items after the update (2) "
            + "must be equal to the number before (2), plus or minus inserted (0) or deleted (0), plus or minus moved in (1) or out (0)")
    }

    @Test func deletedItemsMustExistBefore() {
        let message = reject({ $0.sections[2].items.removeAll() }) { $0.deleteItems(at: [path(2, 1)]) }
        #expect(message == "Invalid update: attempt to delete item 1 from section 2, which only contains 1 items before the update")
    }

    @Test func insertedItemsMustExistAfter() {
        let message = reject({ $0.sections[2].items.append(6) }) { $0.insertItems(at: [path(2, 2)]) }
        #expect(message == "Invalid update: attempt to insert item 2 into section 2, which only contains 2 items after the update")
    }

    @Test func deletedSectionsMustExistBefore() {
        let message = reject { $0.deleteSections([3]) }
        #expect(message == "Invalid update: attempt to delete section 3, but there are only 3 sections before the update")
    }

    @Test func insertedSectionsMustExistAfter() {
        let message = reject({ $0.sections.append(.init(identifier: 9, items: [])) }) { $0.insertSections([4]) }
        #expect(message == "Invalid update: attempt to insert section 4, but there are only 4 sections after the update")
    }

    @Test func anItemCannotBeDeletedTwice() {
        let message = reject({ $0.sections[0].items.removeFirst() }) { $0.deleteItems(at: [path(0, 0), path(0, 0)]) }
        #expect(message == "Invalid update: attempt to delete item [0, 0] twice")
    }

    @Test func anItemCannotBeInsertedTwice() {
        let message = reject({ $0.sections[0].items += [7, 8] }) { $0.insertItems(at: [path(0, 3), path(0, 3)]) }
        #expect(message == "Invalid update: attempt to insert item [0, 3] twice (UIKit would insert two items; here it is ambiguous)")
    }

    @Test func anItemCannotBeDeletedAndReloaded() {
        let message = reject({ $0.sections[0].items.removeFirst() }) {
            $0.deleteItems(at: [path(0, 0)])
            $0.reloadItems(at: [path(0, 0)])
        }
        #expect(message == "Invalid update: attempt to delete and reload the same index path [0, 0]")
    }

    @Test func anItemCannotBeDeletedAndMoved() {
        let message = reject({ $0.sections[0].items.removeFirst() }) {
            $0.deleteItems(at: [path(0, 0)])
            $0.moveItem(at: path(0, 0), to: path(0, 1))
        }
        #expect(message == "Invalid update: attempt to perform a delete and a move from the same index path [0, 0]")
    }

    @Test func anItemCannotBeReloadedAndMoved() {
        let message = reject {
            $0.reloadItems(at: [path(0, 0)])
            $0.moveItem(at: path(0, 0), to: path(0, 2))
        }
        #expect(message == "Invalid update: attempt to perform a reload and a move from the same index path [0, 0]")
    }

    @Test func anItemCannotBeMovedTwice() {
        let message = reject {
            $0.moveItem(at: path(0, 0), to: path(0, 2))
            $0.moveItem(at: path(0, 0), to: path(0, 1))
        }
        #expect(message == "Invalid update: attempt to move item [0, 0] twice")
    }

    @Test func twoItemsCannotMoveToOnePlace() {
        let message = reject {
            $0.moveItem(at: path(0, 0), to: path(0, 2))
            $0.moveItem(at: path(0, 1), to: path(0, 2))
        }
        #expect(message == "Invalid update: attempt to move two items to [0, 2]")
    }

    @Test func anItemCannotBeInsertedAndMovedTo() {
        let message = reject({ $0.sections[0].items.append(9) }) {
            $0.insertItems(at: [path(0, 3)])
            $0.moveItem(at: path(0, 0), to: path(0, 3))
        }
        #expect(message == "Invalid update: attempt to perform an insert and a move to the same index path [0, 3]")
    }

    @Test func noItemOperationInsideADeletedSection() {
        let message = reject({ $0.sections.remove(at: 1) }) {
            $0.deleteSections([1])
            $0.deleteItems(at: [path(1, 0)])
        }
        #expect(message == "Invalid update: attempt to delete item 0 in section 1, which is deleted in the same update")
    }

    @Test func noItemOperationInsideAnInsertedSection() {
        let message = reject({ $0.sections.insert(.init(identifier: 9, items: [7]), at: 0) }) {
            $0.insertSections([0])
            $0.insertItems(at: [path(0, 0)])
        }
        #expect(message == "Invalid update: attempt to insert item 0 in section 0, which is inserted in the same update")
    }

    @Test func noItemOperationInsideAReloadedSection() {
        let message = reject {
            $0.reloadSections([0])
            $0.reloadItems(at: [path(0, 1)])
        }
        #expect(message == "Invalid update: attempt to reload item 1 in section 0, which is reloaded in the same update")
    }

    @Test func aSectionCannotBeDeletedAndMoved() {
        let message = reject({ $0.sections.remove(at: 0) }) {
            $0.deleteSections([0])
            $0.moveSection(0, toSection: 1)
        }
        #expect(message == "Invalid update: attempt to perform a delete and a move from the same section (0)")
    }

    @Test func aSectionCannotBeDeletedAndReloaded() {
        let message = reject({ $0.sections.remove(at: 0) }) {
            $0.deleteSections([0])
            $0.reloadSections([0])
        }
        #expect(message == "Invalid update: attempt to delete and reload the same section (0)")
    }

    @Test func aSectionCannotBeInsertedAndMovedTo() {
        let message = reject({ $0.sections.append(.init(identifier: 9, items: [])) }) {
            $0.insertSections([3])
            $0.moveSection(0, toSection: 3)
        }
        #expect(message == "Invalid update: attempt to perform an insert and a move to the same section (3)")
    }

    @Test func aSectionCannotBeMovedTwice() {
        let message = reject {
            $0.moveSection(0, toSection: 2)
            $0.moveSection(0, toSection: 1)
        }
        #expect(message == "Invalid update: attempt to move section 0 twice")
    }

    @Test func negativeIndexesAreOutOfRange() {
        let message = reject { $0.reloadItems(at: [path(0, -1)]) }
        #expect(message == "Invalid update: attempt to reload item -1 from section 0, which only contains 3 items before the update")
    }

    @Test func aValidBatchIsAppliedAndRecorded() throws {
        let model = ListModel([[0, 1, 2], [3, 4], [5]])
        let view = model.makeView()
        model.sections[0].items = [2, 0, 9]
        model.sections[1].items = [3]
        var completed: Bool?
        try view.performBatchUpdates({ batch in
            batch.moveItem(at: path(0, 2), to: path(0, 0))
            batch.deleteItems(at: [path(0, 1), path(1, 1)])
            batch.insertItems(at: [path(0, 2)])
        }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(view.labelsByPath == [path(0, 0): "item 2", path(0, 1): "item 0", path(0, 2): "item 9",
                                      path(1, 0): "item 3", path(2, 0): "item 5"])
        #expect(view.appliedUpdates.last?.description
            == "deleted items [0, 1], [1, 1]; inserted items [0, 2]; moved items [0, 2]→[0, 0]")
    }
}
