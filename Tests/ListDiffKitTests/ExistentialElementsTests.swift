import Testing
import ListDiffKit

/// `_specializedElements(of:at:)` reads objects out of their existentials without opening them: it
/// must give back exactly the objects (values copied, instances the same), and give up — `nil` —
/// for any list it cannot read that way, so the caller's general path decides.
@Suite struct ExistentialElementsTests {
    struct Small: ListDiffable, Equatable {
        let id: Int
        let title: String
        var diffIdentifier: Int { id }
    }

    /// Four words: held out of the existential's own storage.
    struct Large: ListDiffable, Equatable {
        let id: Int, a: Int, b: Int, c: Int
        var diffIdentifier: Int { id }
    }

    /// A weak reference is not bitwise takable: held out of line too.
    struct Weak: ListDiffable {
        weak var owner: Node?
        let id: Int
        var diffIdentifier: Int { id }
        func isEqual(toDiffableObject object: Weak) -> Bool { id == object.id }
    }

    class Node: ListDiffable {
        let id: Int
        init(id: Int) { self.id = id }
        var diffIdentifier: Int { id }
        func isEqual(toDiffableObject object: Node) -> Bool { id == object.id }
    }

    final class Leaf: Node {}

    typealias Read<T: ListDiffable> = [T]

    @Test func valuesHeldInTheirExistentialsAreReadWithTheirIdentifiers() throws {
        // Titles past 15 bytes live in storage of their own: the copies must keep it alive.
        let values = (0..<100).map { Small(id: $0, title: "title number \($0) of a hundred") }
        let read = try #require(Small._specializedElements(of: values, at: nil) as? Read<Small>)
        #expect(read == values)
        #expect(try #require(Small._specializedElements(of: [], at: nil) as? Read<Small>).isEmpty)
    }

    @Test func onlyTheObjectsAtThePositionsAreReadInTheirOrder() throws {
        let objects: [any ListDiffable] = [Small(id: 0, title: "a"), Node(id: 1), Small(id: 2, title: "long enough to be held apart"),
                                           Small(id: 3, title: "d")]
        let read = try #require(Small._specializedElements(of: objects, at: [3, 0, 2]) as? Read<Small>)
        #expect(read.map(\.id) == [3, 0, 2])
        #expect(read[2].title == "long enough to be held apart")
        #expect(try #require(Small._specializedElements(of: objects, at: []) as? Read<Small>).isEmpty)
        // A position that holds another type: nothing is read.
        #expect(Small._specializedElements(of: objects, at: [0, 1]) == nil)
    }

    @Test func instancesAreReadAsTheSameInstances() throws {
        let nodes = (0..<10).map { Node(id: $0) }
        let read = try #require(Node._specializedElements(of: nodes, at: nil) as? Read<Node>)
        #expect(read.count == nodes.count && zip(read, nodes).allSatisfy { $0 === $1 })
    }

    @Test func listsItCannotReadInPlaceAreLeftToTheCaller() {
        // Another type among them, a subclass among its base class, values held out of line.
        let mixed: [any ListDiffable] = [Small(id: 1, title: "a"), Large(id: 2, a: 0, b: 0, c: 0)]
        #expect(Small._specializedElements(of: mixed, at: nil) == nil)
        let nodes: [any ListDiffable] = [Node(id: 1), Leaf(id: 2)]
        #expect(Node._specializedElements(of: nodes, at: nil) == nil)
        #expect(Large._specializedElements(of: [Large(id: 1, a: 2, b: 3, c: 4)], at: nil) == nil)
        let owner = Node(id: 0)
        #expect(Weak._specializedElements(of: [Weak(owner: owner, id: 1)], at: nil) == nil)
    }
}
