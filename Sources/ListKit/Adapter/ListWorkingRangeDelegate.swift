/// Hears when a section enters or leaves the working range: the sections on screen plus
/// ``ListAdapter/workingRangeSize`` sections before and after them — a chance to prepare content
/// before it scrolls into view.
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
    /// The section entered the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
    /// The section left the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}
