import ListDiffKit

/// A cell that shows a view model.
@MainActor
public protocol ListBindable: AnyObject {
    /// Shows `viewModel`.
    func bindViewModel(_ viewModel: any ListDiffable)
}
