@testable import ListDiffKit

/// A value model: identity `id`, content `text`.
struct Note: ListDiffable, Identifiable, Equatable {
    let id: Int
    var text: String
}

/// A reference model that counts, in a counter it shares with its test, how often its content
/// equality is asked.
final class Post: ListDiffable {
    final class Counter {
        var calls = 0
    }

    let id: String
    let body: String
    let counter: Counter

    init(_ id: String, _ body: String, counter: Counter = Counter()) {
        self.id = id
        self.body = body
        self.counter = counter
    }

    var diffIdentifier: String { id }

    func isEqual(toDiffableObject object: Post) -> Bool {
        counter.calls += 1
        return body == object.body
    }
}

/// An element whose identity and content are separate integers, for randomized tests.
struct Pair: ListDiffable, Hashable {
    let key: Int
    let payload: Int

    var diffIdentifier: Int { key }

    func isEqual(toDiffableObject object: Pair) -> Bool { payload == object.payload }
}
