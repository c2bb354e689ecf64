// The Swift blocks of ListDiffKit's doc comments (shown on its symbols' pages), compiled and run;
// the results their comments state are checked after each.
import Foundation
import ListDiffKit
import Testing

// snippet: doc-ListDiffable-14
struct Reply: Identifiable, Equatable, ListDiffable {   // identity: id, content: ==
    let id: UUID
    var text: String
}
// String, Substring, Character, Bool, UUID and the integer types are diffable already.
// snippet end

struct User: Hashable, Sendable, ListDiffable { let name: String }
struct Post: Hashable, Sendable, ListDiffable { let title: String }

@Suite struct ListDiffKitDocComments {
    @Test func mixedTypes() {
        let user = User(name: "ada"), post = Post(title: "ada")      // equal identifiers, other types
        let results = shown {
            // snippet: doc-AnyListDiffable-5
            let old: [AnyListDiffable] = [AnyListDiffable(user), AnyListDiffable(post)]
            let new: [AnyListDiffable] = [AnyListDiffable(post), AnyListDiffable(user)]
            ListDiff(oldArray: old, newArray: new, option: .equality).moves.count   // 1: a user and a post are never the same
            // snippet end
        }
        #expect(results.first as? Int == 1)
    }

    @Test func integers() {
        let results = shown {
            // snippet: doc-ListDiff-10
            let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 3, 5], option: .equality)
            (Array(result.deletes), Array(result.inserts), result.moves, Array(result.updates))   // ([1], [2], [], [])
            // snippet end
        }
        let (deletes, inserts, moves, updates) = results.first as! ([Int], [Int], [ListMoveIndex], [Int])
        #expect(deletes == [1] && inserts == [2] && moves.isEmpty && updates.isEmpty)
    }

    @Test func messagesAreDiffedByIdAndCompared() {
        let id = UUID()
        let result = ListDiff(oldArray: [Reply(id: id, text: "a")], newArray: [Reply(id: id, text: "b")], option: .equality)
        #expect(Array(result.updates) == [0])
    }
}
