import FormKit

/// What a page shows of a form, in order: the shown sections of the current step, their shown
/// items, and the groups and rows around those items opened and closed around them. The renderer
/// writes it and the binder reads the same list, so a post is bound against exactly the controls
/// a page of the form shows now ("rendered and enabled").
@MainActor
struct FormLayout {
    enum Node {
        case sectionStart(Section)
        case sectionEnd(Section)
        case containerStart(any FieldContainer)
        case containerEnd(any FieldContainer)
        case item(Item)
    }

    private(set) var nodes: [Node] = []

    /// The layout of `manager` as it is now.
    /// - Complexity: O(*n* · *d*) for *n* items nested *d* containers deep.
    init(_ manager: AdapterManager) {
        for section in manager.sections where !section.isHidden {
            if let step = section.step, step !== manager.currentStep { continue }
            nodes.append(.sectionStart(section))
            // Item.isEffectivelyHidden, with the bunch's and the section's parts asked once each
            // rather than through every item's weak links.
            let isStepHidden = section.step?.isHidden ?? false
            var open: [any FieldContainer] = []
            for bunch in section.itemBunches where !bunch.isHidden && !isStepHidden {
                for item in bunch.items where !item.isHidden {
                    var chain: [any FieldContainer] = []
                    var container = item.container
                    while let current = container {
                        // A branch is shown inside its alternatives, not as a container of its own.
                        if !(current is FieldBranch) { chain.append(current) }
                        container = current.parentContainer
                    }
                    chain.reverse()
                    var common = 0
                    while common < open.count, common < chain.count, open[common] === chain[common] { common += 1 }
                    while open.count > common { nodes.append(.containerEnd(open.removeLast())) }
                    for container in chain[common...] {
                        open.append(container)
                        nodes.append(.containerStart(container))
                    }
                    if !Self.isTitle(item, of: chain.last) { nodes.append(.item(item)) }
                }
            }
            while let last = open.popLast() { nodes.append(.containerEnd(last)) }
            nodes.append(.sectionEnd(section))
        }
    }

    /// The title line of a group, rows or row: written as the container's legend, not as an item.
    static func isTitle(_ item: Item, of container: (any FieldContainer)?) -> Bool {
        guard let title = item as? GroupTitleItem, let container else { return false }
        return titleItem(of: container) === title
    }

    /// The title line of a container, when it has one.
    static func titleItem(of container: any FieldContainer) -> GroupTitleItem? {
        switch container {
        case let rows as RepeatingRows: rows.titleItem
        case let row as RepeatingRow: row.titleItem
        case let group as FieldGroup: group.titleItem
        default: nil
        }
    }
}

extension FormLayout {
    /// The repeating rows the page shows at `pointer`.
    func rows(at pointer: String) -> RepeatingRows? {
        for case .containerStart(let container) in nodes {
            if let rows = container as? RepeatingRows, rows.pointer == pointer { return rows }
        }
        return nil
    }

    /// The row the page shows at `pointer`.
    func row(at pointer: String) -> RepeatingRow? {
        for case .containerStart(let container) in nodes {
            if let row = container as? RepeatingRow, row.pointer == pointer { return row }
        }
        return nil
    }

    /// The button (not a rows' Add button) the page shows with the element id `id`.
    func button(withID id: String) -> ButtonItem? {
        for case .item(let item) in nodes {
            if let button = item as? ButtonItem, FormRenderer.elementID(button) == id { return button }
        }
        return nil
    }
}
