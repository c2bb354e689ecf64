import Foundation

extension BatchPlan {
    /// The ways the plan breaks its invariants, one sentence each; empty when it keeps them.
    ///
    /// The section counts add up; the leaving and arriving sections are ascending, in range, and
    /// their shifted copies match them; section and item moves are recorded both ways alike; the
    /// surviving old sections map one to one, in order, onto the new sections that nothing arrives
    /// at; item removals and additions are ascending and distinct; a reloaded item's new path is in
    /// its section's new place. Checked in debug builds only: a release build returns `[]` at once.
    /// - Complexity: O(*s* log *c* + *c* log *c*) for *s* sections and *c* changes.
    func _checkInvariants() -> [String] {
        #if DEBUG
        var violations: [String] = []
        func isAscending(_ values: [Int]) -> Bool { zip(values, values.dropFirst()).allSatisfy { $0 < $1 } }
        if newSectionCount != oldSectionCount - deletedSections.count + insertedSections.count {
            violations.append("\(oldSectionCount) sections - \(deletedSections.count) + \(insertedSections.count) is not \(newSectionCount)")
        }
        if !isAscending(leavingSections) || leavingSections.contains(where: { $0 < 0 || $0 >= oldSectionCount }) {
            violations.append("leaving sections \(leavingSections) are not ascending in 0..<\(oldSectionCount)")
        }
        if !isAscending(arrivingSections) || arrivingSections.contains(where: { $0 < 0 || $0 >= newSectionCount }) {
            violations.append("arriving sections \(arrivingSections) are not ascending in 0..<\(newSectionCount)")
        }
        if leavingShifted != leavingSections.enumerated().map({ $0.element - $0.offset })
            || arrivingShifted != arrivingSections.enumerated().map({ $0.element - $0.offset }) {
            violations.append("the shifted leaving or arriving sections do not match them")
        }
        if sectionMoveTargets.count != sectionMoveSources.count
            || sectionMoveTargets.contains(where: { sectionMoveSources[$0.value] != $0.key }) {
            violations.append("section moves \(sectionMoveTargets) and their sources \(sectionMoveSources) disagree")
        }
        if moveTargets.count != moveSources.count || moveTargets.contains(where: { moveSources[$0.value] != $0.key }) {
            violations.append("item moves and their sources disagree")
        }
        // Old sections onto new ones: one to one, and in order for those that do not move.
        var mapped = 0
        var lastStaying = -1
        for old in 0..<oldSectionCount {
            guard let new = newSection(forOld: old) else { continue }
            mapped += 1
            if new < 0 || new >= newSectionCount || oldSection(forNew: new) != old {
                violations.append("old section \(old) goes to \(new), which comes from \(String(describing: oldSection(forNew: new)))")
            } else if sectionMoveTargets[old] == nil {
                if new <= lastStaying { violations.append("old section \(old) goes to \(new), not after \(lastStaying)") }
                lastStaying = new
            }
        }
        if mapped != newSectionCount - insertedSections.count {
            violations.append("\(mapped) old sections have a new place, \(newSectionCount - insertedSections.count) expected")
        }
        for (section, items) in removals where !isAscending(items) {
            violations.append("removals \(items) of old section \(section) are not ascending and distinct")
        }
        for (section, items) in additions where !isAscending(items) {
            violations.append("additions \(items) of new section \(section) are not ascending and distinct")
        }
        for (old, new) in reloadedItems where newSection(forOld: old[0]) != new[0] {
            violations.append("reloaded item \(old) goes to \(new), its section to \(String(describing: newSection(forOld: old[0])))")
        }
        return violations
        #else
        return []
        #endif
    }
}
