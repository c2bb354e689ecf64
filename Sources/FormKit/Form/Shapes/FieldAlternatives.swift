import Foundation
import FormLocale
import ListKit

/// One of several sub-forms, picked by a choice: "pay by card | bank transfer | invoice", JSON
/// Schema's `oneOf` and `anyOf`. The choice is a row of its own (``choiceItem``); under it, the
/// picked branch's fields.
///
/// **Each branch keeps what was typed in it.** Switching takes the other branch's fields off
/// screen without emptying them, so switching back shows them as they were (react-jsonschema-form
/// and JSON Forms clear them). The value is the picked branch's value alone. A person's switch is
/// recorded for ``AdapterManager/undo()`` and ``AdapterManager/redo()``, like a row edit.
///
/// **Where the value goes.** With a `key`, the picked branch's value is the value of that key: an
/// object of the branch's fields by key, or — for a branch of one field *without* a key — that
/// field's value (`"trial_end": 1767225600` or `"trial_end": "now"`). Without a key, the picked
/// branch's fields are members of the object around the alternatives (a root `oneOf` whose
/// branches add properties to the form's own object). No branch picked: nothing is sent.
///
/// **Switching reloads only what changes**: the branch leaving sends its rows' deletes, the one
/// coming its inserts, in one batch; nothing else in the form is reloaded.
///
/// ```swift
/// FieldAlternatives("Pay by", key: "payment") {
///     FieldBranch("Card") {
///         TextItem("Number", key: "number").validated(by: .required)
///         TextItem("Expiry", key: "expiry")
///     }
///     FieldBranch("Bank transfer") { TextItem("IBAN", key: "iban") }
/// }
/// // values: {"payment":{"number":"4242 4242 4242 4242","expiry":"12/29"}}
/// ```
@MainActor
public final class FieldAlternatives: ContentContainer {
    /// The key of the picked branch's value in its container's value; `nil` when the branch's
    /// fields are members of that value itself.
    public let key: String?
    /// The row that picks the branch: a segmented choice of the branches' titles, whose value is
    /// the picked branch's title (`nil`: none). It is not sent with the values.
    public let choiceItem: AlternativeChoiceItem
    /// The branches, in order.
    public let branches: [FieldBranch]
    /// The picked branch's position, or `nil` when none is picked.
    public private(set) var selectedIndex: Int?
    /// Finds the branch a value belongs to, when one is set from data (``AdapterManager/setValues(_:)``,
    /// a resumed draft): return its position, or `nil` to let FormKit look at the value's shape.
    /// A schema form validates the value against each branch's schema. The argument is the value
    /// of the key, or — for alternatives without a key — the object around them.
    public var branchMatcher: ((JSONValue) -> Int?)?
    /// Told after every switch, undo and redo included (not after a switch by data).
    public var didSwitch: ((ChoiceEdit, FieldAlternatives) -> Void)?

    weak var parent: (any ContentContainer)?
    /// The bunch that shows the alternatives when they are placed in a section.
    public internal(set) var hostBunch: ItemBunch?

    /// Creates alternatives.
    /// - Parameters:
    ///   - title: the choice's title ("Pay by").
    ///   - key: the key of the picked branch's value; `nil` to make the branch's fields members of
    ///     the object around the alternatives.
    ///   - selected: the branch picked at first; `nil` for none. Default: the first.
    ///   - branches: the branches, each titled uniquely.
    /// - Precondition: the branches' titles are unique and not empty; a branch of one field
    ///   without a key (a value of its own) needs a `key`.
    public init(_ title: String, key: String?, selected: Int? = 0, @FieldBranchBuilder _ branches: () -> [FieldBranch]) {
        let branches = branches()
        let titles = branches.map(\.title)
        precondition(Set(titles).count == titles.count && !titles.contains(""),
                     "FieldAlternatives \(title.debugDescription): branches need unique, non-empty titles, got \(titles)")
        precondition(selected.map { branches.indices.contains($0) } ?? true,
                     "FieldAlternatives \(title.debugDescription): selected \(selected ?? 0) is not a branch")
        self.key = key
        self.branches = branches
        selectedIndex = selected
        choiceItem = AlternativeChoiceItem(title, options: titles, value: selected.map { titles[$0] })
        choiceItem.owner = self
        choiceItem.fieldContainer = self
        for branch in branches { branch.alternatives = self }
    }

    /// The choice's title.
    public var title: String {
        get { choiceItem.title }
        set { choiceItem.title = newValue }
    }

    /// The picked branch, or `nil`.
    public var selectedBranch: FieldBranch? { selectedIndex.map { branches[$0] } }

    /// The container the alternatives are in; `nil` at the form's top level.
    public var parentContainer: (any FieldContainer)? { parent }

    /// Whether the picked branch's fields are members of the object around the alternatives
    /// (no ``key``).
    public var mergesIntoParent: Bool { key == nil }

    /// Where the picked branch's value is: `/key` below the container's pointer, or the
    /// container's own pointer (`""` at the top) for alternatives without a key; `nil` while the
    /// alternatives are in no form.
    public var pointer: String? {
        guard let base = parentPointer else { return nil }
        guard let key else { return base }
        return base + "/" + JSONPointer.escape(key)
    }

    /// The name of the choice among its container's members: `~~key` (or `~~title` for
    /// alternatives without a key) below the container's pointer. `~~` is no JSON Pointer token
    /// (RFC 6901 allows `~` only before `0` or `1`), so the name can never be a value's pointer:
    /// surfaces name the choice's control by it.
    public var choicePointer: String? {
        parentPointer.map { $0 + "/~~" + JSONPointer.escape(key ?? title) }
    }

    private var parentPointer: String? {
        if let parent { return parent.pointer }
        return hostBunch?.manager == nil ? nil : ""
    }

    /// Every field of the picked branch, nested ones included, in order (the choice is not one).
    public var fields: [FormField] { selectedBranch?.fields ?? [] }

    /// The choice, then the picked branch's items.
    var flattenedItems: [Item] { [choiceItem] + (selectedBranch?.flattenedItems ?? []) }

    var manager: AdapterManager? { hostBunch?.manager ?? parent?.manager }

    func token(of child: any ContentContainer) -> String? { nil }

    // MARK: - Switching

    /// Picks the branch at `index` (`nil`: none), as a person does: the other branch's fields
    /// leave the screen with what was typed in them, the picked one's come back as they were, in
    /// one batch; the switch is recorded for undo.
    /// - Returns: whether the pick changed.
    /// - Complexity: O(k) for k items in the two branches (the host bunch diffs its items), plus
    ///   the batch.
    @discardableResult
    public func select(_ index: Int?) -> Bool {
        precondition(index.map { branches.indices.contains($0) } ?? true, "FieldAlternatives \(title.debugDescription): \(index ?? 0) is not a branch")
        guard index != selectedIndex else { return false }
        let edit = ChoiceEdit(from: selectedIndex, to: index)
        apply(index)
        manager?.history.record(.choice(self, edit))
        didSwitch?(edit, self)
        return true
    }

    /// Picks the branch titled `title`, as ``select(_:)`` does.
    /// - Returns: whether the pick changed (`false` for a title no branch has).
    @discardableResult
    public func select(titled title: String) -> Bool {
        guard let index = branches.firstIndex(where: { $0.title == title }) else { return false }
        return select(index)
    }

    /// The choice's value changed (a person picked, typed or cleared it): a switch as
    /// ``select(_:)`` makes one (nothing when the branch is already the one shown, as while
    /// ``apply(_:)`` sets the choice).
    func choiceDidChange(to title: String?) {
        select(title.flatMap { title in branches.firstIndex { $0.title == title } })
    }

    /// Shows the branch at `index` in one batch, with no record (data, undo, redo).
    func apply(_ index: Int?) {
        guard index != selectedIndex else { return }
        let leaving = selectedBranch?.fields ?? []
        performUpdates(in: manager) {
            selectedIndex = index
            let title = index.map { branches[$0].title }
            if choiceItem.value != title { choiceItem.value = title }
            // What reads a field that left or came (empty now, or its value again) looks again.
            showNewShape(rereading: leaving + (selectedBranch?.fields ?? []))
        }
    }

    /// Replays a recorded switch (undo or redo).
    func replay(_ edit: ChoiceEdit) -> ChoiceEdit {
        let replayed = ChoiceEdit(from: edit.from, to: edit.to, isReplay: true)
        apply(edit.to)
        didSwitch?(replayed, self)
        return replayed
    }
}

/// One branch of ``FieldAlternatives``: a titled sub-form whose value is an object of its fields
/// by key — or, for a branch of one field without a key, that field's value.
///
/// Its content is built the first time it is needed — when the branch is picked, or a value is
/// checked against it — and kept from then on: a `oneOf` of ten branches builds one at first.
@MainActor
public final class FieldBranch: ContentContainer {
    /// The title the choice shows.
    public let title: String
    /// The alternatives it belongs to.
    public internal(set) weak var alternatives: FieldAlternatives? {
        didSet { builtContent.map { _ in checkScalarPlacement() } }
    }
    private var build: (@MainActor () -> [FieldContent])?
    private var builtContent: [FieldContent]?

    /// Creates a branch.
    /// - Parameters:
    ///   - title: what the choice shows for it; unique among the alternatives' branches.
    ///   - content: its fields, groups, rows and alternatives; run once, when first needed.
    public init(_ title: String, @FieldContentBuilder _ content: @escaping @MainActor () -> [FieldContent]) {
        self.title = title
        build = content
    }

    /// The content, in order (built now if it was not yet).
    /// - Precondition: a branch of one field without a key is in alternatives with a key.
    public var content: [FieldContent] {
        if let builtContent { return builtContent }
        let made = build?() ?? []
        build = nil
        builtContent = made
        adopt(made, into: self)
        checkScalarPlacement()
        return made
    }

    /// Whether the content was built.
    public var isBuilt: Bool { builtContent != nil }

    private func checkScalarPlacement() {
        guard let alternatives, alternatives.key == nil else { return }
        precondition(!isScalar, "FieldAlternatives \(alternatives.title.debugDescription): the branch \(title.debugDescription) "
                     + "is one field without a key (a value of its own), which needs alternatives with a key")
    }

    /// Whether the branch's value is its one field's value: one field and no key.
    var isScalar: Bool {
        guard content.count == 1, case .item(let item) = content[0], item is FormField else { return false }
        return item.key == nil
    }

    /// The one field of a branch whose value is that field's value, or `nil`.
    public var scalarField: FormField? {
        guard isScalar, case .item(let item) = content[0] else { return nil }
        return item as? FormField
    }

    /// Whether the branch is the one picked.
    public var isSelected: Bool { alternatives?.selectedBranch === self }

    /// The alternatives, as a container.
    public var parentContainer: (any FieldContainer)? { alternatives }

    /// The alternatives' pointer: the branch's value is theirs.
    public var pointer: String? { alternatives?.pointer }

    /// Every field in the branch, nested ones included, in order.
    public var fields: [FormField] { flattenedItems.compactMap { $0 is GroupTitleItem ? nil : $0 as? FormField } }

    var parent: (any ContentContainer)? {
        get { alternatives }
        set { alternatives = newValue as? FieldAlternatives }
    }

    var flattenedItems: [Item] { FormKit.flattenedItems(of: content) }

    var hostBunch: ItemBunch? { nil }

    var manager: AdapterManager? { alternatives?.manager }

    func token(of child: any ContentContainer) -> String? {
        (child as? FieldGroup)?.key ?? (child as? RepeatingRows)?.key ?? (child as? FieldAlternatives)?.key
    }
}

/// The choice of ``FieldAlternatives``: a segmented choice of the branches' titles. Picking,
/// typing or clearing it switches the branch. It is not sent with the values; surfaces name its
/// control by ``FieldAlternatives/choicePointer`` (its ``Item/valuePointer``).
@MainActor
public final class AlternativeChoiceItem: SegmentedItem {
    /// The alternatives it picks for.
    public internal(set) weak var owner: FieldAlternatives?

    init(_ title: String, options: [String], value: String?) {
        super.init(title, key: nil, options: options, value: value)
    }

    override func valueDidChange() {
        owner?.choiceDidChange(to: value)
    }
}

/// One switch of ``FieldAlternatives``, as ``FieldAlternatives/didSwitch`` sees it and as the
/// history records it.
public struct ChoiceEdit: Sendable, Hashable, CustomStringConvertible {
    /// The branch picked before, or `nil`.
    public let from: Int?
    /// The branch picked after, or `nil`.
    public let to: Int?
    /// Whether the switch is an undo or a redo of an earlier one.
    public let isReplay: Bool

    /// Creates a switch.
    public init(from: Int?, to: Int?, isReplay: Bool = false) {
        self.from = from
        self.to = to
        self.isReplay = isReplay
    }

    /// The switch as one sentence for a surface's status message: "Pay by: Bank transfer
    /// chosen.", "Pay by: no choice."
    /// In the form's language (see ``AdapterManager/localizer``).
    @MainActor
    public func sentence(in alternatives: FieldAlternatives) -> String {
        let localizer = alternatives.choiceItem.localizer
        guard let to, alternatives.branches.indices.contains(to) else {
            return localizer.string(LocalizedMessage("alternatives.none", ["title": .text(alternatives.title)]))
        }
        return localizer.string(LocalizedMessage("alternatives.chosen", ["title": .text(alternatives.title), "choice": .text(alternatives.branches[to].title)]))
    }

    /// `choose 0 → 2`, with `-` for none.
    public var description: String {
        "choose \(from.map(String.init) ?? "-") → \(to.map(String.init) ?? "-")"
    }
}

/// Builds the branches of ``FieldAlternatives``.
@resultBuilder
public enum FieldBranchBuilder {
    /// A branch.
    public static func buildExpression(_ branch: FieldBranch) -> [FieldBranch] { [branch] }
    /// Branches, in order.
    public static func buildExpression(_ branches: [FieldBranch]) -> [FieldBranch] { branches }
    /// The parts of a block, in order.
    public static func buildBlock(_ parts: [FieldBranch]...) -> [FieldBranch] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [FieldBranch]?) -> [FieldBranch] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [FieldBranch]) -> [FieldBranch] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [FieldBranch]) -> [FieldBranch] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[FieldBranch]]) -> [FieldBranch] { parts.flatMap { $0 } }
}
