import Foundation

/// A `$ref` that leads back to a schema still being read when the reference was met — recursion
/// under an array. The target is filled in once, when it has been read, and held weakly: the
/// document's root holds it, so a recursive document forms no retain cycle.
///
/// `@unchecked Sendable`: the one mutable member, the weak target, is written once by the loader
/// before the document is published and read under the same lock afterwards.
package final class SchemaLink: @unchecked Sendable {
    /// The pointer of the schema the reference names.
    package let targetPointer: String
    /// Whether an array's element schema lies between the target and the reference (a tree
    /// whose children are an array); `false` when only properties do (a linked list).
    package let passesThroughElements: Bool
    private let lock = NSLock()
    private weak var storedTarget: Schema?

    package init(targetPointer: String, passesThroughElements: Bool = true) {
        self.targetPointer = targetPointer
        self.passesThroughElements = passesThroughElements
    }

    /// The schema the reference names; `nil` once the document is gone.
    package var target: Schema? {
        lock.lock()
        defer { lock.unlock() }
        return storedTarget
    }

    /// Sets the target (the loader does, once).
    package func fill(_ schema: Schema) {
        lock.lock()
        storedTarget = schema
        lock.unlock()
    }
}
