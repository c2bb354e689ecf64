import Foundation
import ListKit

/// Builds a list of sections: `Section`s, arrays of them, `if`, `switch`, `for … in`.
@resultBuilder
public enum SectionBuilder {
    /// A section.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    /// An array of sections, in order.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    /// An `if` without `else`: its parts, or nothing.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Section]) -> [Section] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Section]) -> [Section] { part }
    /// A `for … in` loop: every iteration's parts, in order.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}
