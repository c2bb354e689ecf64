// The ListDiffKit catalog's Swift blocks, compiled and run as written.
import Foundation
import ListDiffKit
import Testing

// snippet: diffing-models
struct Message: Identifiable, Equatable, ListDiffable {
    let id: Int           // identity: matched across the two arrays
    var text: String      // content: a change is an update
}
// snippet end

@Suite struct ListDiffKitSnippets: PrintingSnippets {
    let printed = Printed()

    @Test func theLandingPageDiff() {
        // snippet: listdiffkit-landing
        let old = ["a", "b", "c", "d"]
        let new = ["d", "a", "b", "e"]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        print(Array(result.deletes), Array(result.inserts), result.moves)
        // snippet end
        expectShownOutput(of: "listdiffkit-landing", printed)
    }

    @Test func integers() {
        // snippet: diffing-integers
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 3, 5], option: .equality)
        print(Array(result.deletes))   // old indexes
        print(Array(result.inserts))   // new indexes
        print(result.moves)            // 3 shifted left, but the delete before it explains that
        print(Array(result.updates))   // old indexes of elements whose content changed
        // snippet end
        expectShownOutput(of: "diffing-integers", printed)
    }

    @Test func models() {
        // snippet: diffing-messages
        let before = [Message(id: 1, text: "Hi"), Message(id: 2, text: "Lunch?"), Message(id: 3, text: "At noon")]
        let after = [Message(id: 3, text: "At noon"), Message(id: 1, text: "Hi!"), Message(id: 4, text: "OK")]
        let result = ListDiff(oldArray: before, newArray: after, option: .equality)
        print(result)                            // old indexes for deletes, updates and moves' from; new for the rest
        let batch = result.forBatchUpdates()     // updates become delete + insert, ready for one batch
        print(batch)
        let paths = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: before, newArray: after,
                                  option: .equality)          // the same as index paths
        print(paths.inserts)
        print(result.newIndexFor(identifier: 3) ?? -1)        // O(1) look-ups by identifier
        // snippet end
        expectShownOutput(of: "diffing-messages", printed)
    }
}
