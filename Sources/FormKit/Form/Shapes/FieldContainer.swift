import Foundation

/// Where fields' values gather into one JSON value: a ``FieldGroup`` (an object), a
/// ``RepeatingRows`` (an array) or one of its rows (``RepeatingRow``, an element of the array),
/// ``FieldAlternatives`` and their branches (``FieldBranch``, the picked one's value).
///
/// Every item inside a container names its value relative to it: a field keyed `city` in the
/// third row of rows keyed `addresses` is at `/addresses/2/city` in ``AdapterManager/values``, and
/// its errors and diagnostics say so.
@MainActor
public protocol FieldContainer: AnyObject {
    /// The container this one is in; `nil` at the form's top level.
    var parentContainer: (any FieldContainer)? { get }
    /// Where the container's value is in the form's values, as a JSON Pointer (RFC 6901):
    /// `/address`, `/addresses`, `/addresses/2`; `nil` while it is in no form.
    var pointer: String? { get }
}

/// The machinery every container shares: its content, its flattened items, and the bunch that
/// shows them.
@MainActor
protocol ContentContainer: FieldContainer {
    /// The container this one is in (settable by the one that adopts it).
    var parent: (any ContentContainer)? { get set }
    /// Every item the container shows, nested containers' included, in order.
    var flattenedItems: [Item] { get }
    /// The items whose values are members of the container's value, shown or not now (an absent
    /// addable group's fields are): what setting a value looks in.
    var memberItems: [Item] { get }
    /// The bunch that shows ``flattenedItems`` when the container owns one (a group placed in a
    /// section, a row of rows placed in a section).
    var hostBunch: ItemBunch? { get }
    /// The manager the container is in.
    var manager: AdapterManager? { get }
    /// The reference token of `child`'s value in this container's value.
    func token(of child: any ContentContainer) -> String?
}

extension ContentContainer {
    /// ``flattenedItems``, unless the container says otherwise.
    var memberItems: [Item] { flattenedItems }

    /// The nearest container, this one or above, that owns a bunch.
    var host: (any ContentContainer)? {
        var container: (any ContentContainer)? = self
        while let current = container {
            if current.hostBunch != nil { return current }
            container = current.parent
        }
        return nil
    }

    /// The container's items changed (a branch picked, a group added or removed): the bunch that
    /// shows them takes them, the form's index is rebuilt, the conditions that read `fields` (which
    /// came or left, so read as their values or as empty now) look again — in a form that has
    /// conditions at all, so the others skip it in O(1) — and the change is shown, in one batch.
    func showNewShape(rereading fields: [FormField]) {
        let manager = self.manager
        performUpdates(in: manager) {
            contentDidChangeShape()
            manager?.treeDidChange()
            guard let manager else { return }
            if manager.containsConditions {
                for field in fields { manager.valueDidChange(field) }
            }
            guard manager.hasShown else { return }
            manager.evaluateNewConditions()
            host?.hostBunch?.reload(animated: false)
        }
    }

    /// The content changed shape (a nested row added, removed or moved): the bunch that shows it
    /// takes the new order of items, and shows it at its next reload.
    func contentDidChangeShape() {
        guard let host, let bunch = host.hostBunch else { return }
        bunch.replaceItems(with: host.flattenedItems)
    }
}

/// Attaches `content` to `container`: each item learns its container, each nested container its
/// parent.
@MainActor
func adopt(_ content: [FieldContent], into container: any ContentContainer) {
    for element in content {
        switch element {
        case .item(let item): item.fieldContainer = container
        case .group(let group): group.parent = container
        case .rows(let rows): rows.parent = container
        case .alternatives(let alternatives): alternatives.parent = container
        }
    }
}

/// The items `content` shows, nested containers' included, in order.
@MainActor
func flattenedItems(of content: [FieldContent]) -> [Item] {
    var items: [Item] = []
    for element in content {
        switch element {
        case .item(let item): items.append(item)
        case .group(let group): items += group.flattenedItems
        case .rows(let rows): items += rows.flattenedItems
        case .alternatives(let alternatives): items += alternatives.flattenedItems
        }
    }
    return items
}
