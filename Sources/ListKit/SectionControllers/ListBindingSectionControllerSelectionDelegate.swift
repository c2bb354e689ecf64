import ListDiffKit

/// Hears selections of a ``ListBindingSectionController``'s view models.
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
    /// A user selected the item showing `viewModel`.
    func sectionController(_ sectionController: ListBindingSectionController, didSelectItemAt index: Int,
                           viewModel: any ListDiffable)
}
