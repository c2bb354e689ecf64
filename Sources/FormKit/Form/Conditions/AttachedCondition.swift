import Foundation

/// The condition an item, a bunch or a section holds for one effect, as a sibling module (an
/// exporter) reads it: a value it can write down, or a closure it cannot.
package enum AttachedCondition: Sendable, Hashable {
    /// A ``Condition`` value.
    case value(Condition)
    /// A closure.
    case closure
}
