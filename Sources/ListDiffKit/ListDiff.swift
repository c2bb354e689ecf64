/// Computes the inserts, deletes, updates and moves that turn `oldArray` into `newArray`.
///
/// Paul Heckel's algorithm, as IGListKit's `IGListDiff`: elements are matched by
/// ``ListDiffable/diffIdentifier`` through one hash table; a matched pair whose content differs
/// (see ``ListDiffOption``) is an update, reported at its **old** index; an element can be both
/// updated and moved. Moves are the fewest possible: the matched elements outside one longest run
/// that kept its relative order (IGListKit reports a move for every element whose index shifted by
/// more than the inserts and deletes before it explain; this never reports more).
///
/// ```swift
/// let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 3, 5], option: .equality)
/// (Array(result.deletes), Array(result.inserts), result.moves, Array(result.updates))   // ([1], [2], [], [])
/// ```
///
/// - Parameters:
///   - oldArray: the elements before the change.
///   - newArray: the elements after the change.
///   - option: how the content of matched elements is compared.
/// - Returns: the changes, with old indexes for deletes, updates and move sources and new indexes
///   for inserts and move destinations.
/// - Note: Duplicated identifiers are allowed. The k-th occurrence of an identifier in
///   `newArray` is matched with its k-th occurrence in `oldArray`, as IGListKit does; extra new
///   occurrences are inserts and extra old occurrences are deletes. Each pair's content is compared
///   on its own (IGListKit marks every occurrence updated when any one differs). Replaying the
///   result still gives `newArray` exactly.
/// - Complexity: O(n + m) expected time and memory for n old and m new elements, plus
///   O(d log d) when d matched elements changed their relative order. A common prefix and suffix
///   of identifiers (a quarter of the elements or more) is paired in place without hashing: an
///   element outside the changed stretch costs one comparison of identifiers and one of contents.
@inlinable
public func ListDiff<T: ListDiffable>(oldArray: [T], newArray: [T], option: ListDiffOption) -> ListIndexSetResult {
    ListIndexSetResult(core: computeDiff(old: oldArray, new: newArray, option: option))
}

/// Computes the changes that turn `oldArray` into `newArray`, as index paths.
///
/// The same diff as ``ListDiff(oldArray:newArray:option:)``: deletes, updates and move sources are
/// in `fromSection`, inserts and move destinations in `toSection`.
///
/// - Parameters:
///   - fromSection: the section that shows `oldArray`.
///   - toSection: the section that will show `newArray`.
///   - oldArray: the elements before the change.
///   - newArray: the elements after the change.
///   - option: how the content of matched elements is compared.
/// - Returns: the changes as index paths.
/// - Complexity: O(n + m) expected, as ``ListDiff(oldArray:newArray:option:)``.
@inlinable
public func ListDiffPaths<T: ListDiffable>(
    fromSection: Int, toSection: Int, oldArray: [T], newArray: [T], option: ListDiffOption
) -> ListIndexPathResult {
    ListIndexPathResult(core: computeDiff(old: oldArray, new: newArray, option: option),
                        fromSection: fromSection, toSection: toSection)
}

/// The diff with a chosen move strategy, for benchmarks and tests inside the package.
@inlinable
package func ListDiff<T: ListDiffable>(
    oldArray: [T], newArray: [T], option: ListDiffOption, moveStrategy: MoveStrategy
) -> ListIndexSetResult {
    ListIndexSetResult(core: computeDiff(old: oldArray, new: newArray, option: option, moveStrategy: moveStrategy))
}

/// The diff, for a caller that knows that no identifier repeats in `oldArray` (the adapter, whose
/// old objects are the new objects of its previous diff without repeats): the result then tells
/// ``ListIndexSetResult/newArrayHasDuplicates`` from the identifiers the diff inserts, without a
/// table of the whole new array. Passing `true` for an array with repeats makes that answer wrong
/// (the changes are right either way).
@inlinable
package func ListDiff<T: ListDiffable>(
    oldArray: [T], newArray: [T], option: ListDiffOption, moveStrategy: MoveStrategy, oldArrayHasNoDuplicates: Bool
) -> ListIndexSetResult {
    ListIndexSetResult(core: computeDiff(old: oldArray, new: newArray, option: option, moveStrategy: moveStrategy,
                                         oldHasNoDuplicates: oldArrayHasNoDuplicates))
}
