import Foundation

/// The condition an item, a bunch, a section or a step holds for one effect (hiding or
/// disabling it), as a surface or an exporter reads it: a value it can write down (a schema
/// export's rule), or a closure it cannot.
public enum AttachedCondition: Sendable, Hashable {
    /// A `Condition` value.
    case value(Condition)
    /// A closure.
    case closure
}
