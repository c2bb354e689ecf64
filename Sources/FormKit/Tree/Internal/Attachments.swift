import Foundation

/// What a layer built on the tree keeps for one manager, held by the manager without the tree
/// knowing what it is: FormKit's form layer keeps its steps, history, key index and conditions in
/// its subclass (`FormState`), so that the tree — manager, sections, bunches, items and their
/// reloads — compiles and works on its own (`.ci/run` type-checks `Tree/` alone).
///
/// The tree calls these hooks at the moments they name; here each does nothing. A hook costs one
/// dynamic call, and a manager without an attachment pays nothing.
@MainActor
class ManagerAttachment {
    /// Something in `manager`'s tree was added, removed or moved, or an item's key changed.
    func treeDidChange() {}

    /// A reload of `manager` is about to look at its tree: its full reload when `all`, else the
    /// reload of one of its sections or bunches.
    func manager(_ manager: AdapterManager, willReloadAll all: Bool) {}
}

/// What a layer built on the tree keeps on one node (an ``Item``, ``ItemBunch`` or ``Section``),
/// held by the node without the tree knowing what it is: FormKit's form layer keeps a node's
/// conditions, its step and its groups and rows in its subclass (`FormNode`).
///
/// Nodes without an attachment — most items of a form without conditions, groups or steps —
/// carry one `nil` reference and pay nothing else.
@MainActor
class NodeAttachment {
    /// `section`, which holds this, joined `manager`.
    func section(_ section: Section, didJoin manager: AdapterManager) {}
    /// `bunch`, which holds this, joined `section`.
    func bunch(_ bunch: ItemBunch, didJoin section: Section) {}
    /// `item`, which holds this, joined `bunch`.
    func item(_ item: Item, didJoin bunch: ItemBunch) {}
    /// Whether `section`, which holds this, is kept off screen although it is not hidden (a section
    /// of a step other than the current one).
    func keepsOffScreen(_ section: Section) -> Bool { false }
    /// Whether `section`, which holds this, hides its items although it is not hidden (a section
    /// of a hidden step): see ``Item/isEffectivelyHidden``.
    func hidesItems(of section: Section) -> Bool { false }
}

/// A level whose hidden flag can change without a reload (the tree's nodes; a form's steps).
@MainActor
protocol HiddenFlag: AnyObject {
    /// The hidden flag itself, set without reloading (see ``setHidden(_:)``).
    var storedIsHidden: Bool { get set }
    /// The level that shows a change of the hidden flag (an item's bunch, a bunch's section, a
    /// section's manager) marks its structure changed.
    func hiddenFlagDidChange()
}

extension HiddenFlag {
    /// Sets the hidden flag without reloading, and marks the level that shows it changed.
    /// - Returns: whether the flag changed.
    @discardableResult
    func setHidden(_ hidden: Bool) -> Bool {
        guard hidden != storedIsHidden else { return false }
        storedIsHidden = hidden
        hiddenFlagDidChange()
        return true
    }
}

/// A node of the tree — ``Item``, ``ItemBunch`` or ``Section`` — with the slot for what a layer
/// built on the tree keeps on it.
@MainActor
protocol TreeNode: HiddenFlag {
    /// What a layer built on the tree keeps on the node; `nil` when it keeps nothing.
    var attachment: NodeAttachment? { get set }
}
