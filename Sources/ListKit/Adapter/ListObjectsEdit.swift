import ListDiffKit

/// A change of a ``ListAdapter``'s objects that the code making it knows exactly: one run of
/// objects inserted, deleted or moved. ``ListAdapter/performUpdates(_:animated:completion:)``
/// applies it without asking the data source for its objects or diffing them.
public enum ListObjectsEdit {
    /// `objects` inserted, in order, from section `at` (a section after the edit).
    case insert([any ListDiffable], at: Int)
    /// The objects of the sections in the range deleted.
    case delete(Range<Int>)
    /// The objects of the sections in the range moved, in order, to start at section `to` (a
    /// section after the edit).
    case move(Range<Int>, to: Int)

    /// Whether the edit fits a list of `count` objects.
    func fits(count: Int) -> Bool {
        switch self {
        case .insert(let objects, let index): index >= 0 && index <= count && !objects.isEmpty
        case .delete(let range): range.lowerBound >= 0 && range.upperBound <= count && !range.isEmpty
        case .move(let range, let target):
            range.lowerBound >= 0 && range.upperBound <= count && target >= 0 && target + range.count <= count
                && !range.isEmpty && target != range.lowerBound
        }
    }

    /// The sections the edit moves: those of the run, and those it passes (or, for an insert or a
    /// delete, every section from the run on), as sections after the edit.
    func shiftedSections(newCount: Int) -> Range<Int> {
        switch self {
        case .insert(_, let index): index..<newCount
        case .delete(let range): range.lowerBound..<newCount
        case .move(let range, let target): min(range.lowerBound, target)..<max(range.upperBound, target + range.count)
        }
    }

    /// The section before the edit of section `section` after it, or `nil` for an inserted one.
    /// - Complexity: O(1).
    func oldSection(forNew section: Int) -> Int? {
        switch self {
        case .insert(let objects, let index):
            if section < index { return section }
            return section < index + objects.count ? nil : section - objects.count
        case .delete(let range):
            return section < range.lowerBound ? section : section + range.count
        case .move(let range, let target):
            if section >= target && section < target + range.count { return range.lowerBound + section - target }
            // Its place among the sections the run passes, then among the old sections.
            let rest = section < target ? section : section - range.count
            return rest < range.lowerBound ? rest : rest + range.count
        }
    }

    /// The section after the edit of section `section` before it, or `nil` for a deleted one.
    /// - Complexity: O(1).
    func newSection(forOld section: Int) -> Int? {
        switch self {
        case .insert(let objects, let index):
            return section < index ? section : section + objects.count
        case .delete(let range):
            if section < range.lowerBound { return section }
            return range.contains(section) ? nil : section - range.count
        case .move(let range, let target):
            if range.contains(section) { return target + section - range.lowerBound }
            let rest = section < range.lowerBound ? section : section - range.count
            return rest < target ? rest : rest + range.count
        }
    }
}
