import Foundation
import FormLocale
import ListKit

/// A titled set of fields whose value is one JSON object (JSON Schema's `type: object`): an
/// address of street, city and postcode, sent as `"address": {"street": …, "city": …}`.
///
/// Groups nest, and hold ``RepeatingRows``. Placed in a section (``Section/add(_:)-(FieldGroup)``
/// or the section DSL), a group shows as one bunch: its title line, then its fields.
///
/// **An optional group** (``isOptional``) follows JSON Schema's rule for an object that is not
/// required: left wholly empty — every field in it empty (see ``FormValue/isEmpty``) — it is left
/// out of the values, and the validators inside it do not run, so a `required` field inside an
/// optional address does not block a form whose address is simply not given. Once anything in it
/// is filled in, every rule inside it applies.
///
/// ```swift
/// Section(header: "Shipping") {
///     FieldGroup("Address", key: "address") {
///         TextItem("Street", key: "street").validated(by: .required)
///         TextItem("City", key: "city").validated(by: .required)
///     }
/// }
/// ```
@MainActor
public final class FieldGroup: ContentContainer {
    /// The key of the group's object in its container's value.
    public let key: String
    /// Whether the group may be left out (see the type's discussion). Default: `false`.
    public var isOptional: Bool
    /// The box that adds the group and removes it again, for a group a person adds (see
    /// ``isPresent``); `nil` for a group that is always there.
    public let presenceItem: PresenceItem?
    /// The title line.
    public let titleItem: GroupTitleItem
    /// Rules across the group's fields, paths from the group (`"end"`): see ``FieldRule``. An error
    /// a rule puts on no field shows under the group's title.
    public var rules: [FieldRule] = []
    /// The content, in order.
    public private(set) var content: [FieldContent]

    weak var parent: (any ContentContainer)?
    /// The bunch that shows the group when it is placed in a section.
    public internal(set) var hostBunch: ItemBunch?

    /// Creates a group.
    /// - Parameters:
    ///   - title: the title line's text; an empty title shows no title line.
    ///   - key: the key of the group's object.
    ///   - isOptional: whether the group may be left out when wholly empty.
    ///   - isAddable: whether the group is absent until a person adds it (its ``presenceItem``),
    ///     and can be removed again — an optional object. Absent, its fields are off screen with
    ///     what was typed in them, unchecked, and the group is left out of the values; present, it
    ///     is sent even when empty.
    ///   - isPresent: whether an addable group starts present.
    ///   - content: its fields, nested groups and rows.
    public init(_ title: String, key: String, isOptional: Bool = false, isAddable: Bool = false, isPresent: Bool = false,
                @FieldContentBuilder _ content: () -> [FieldContent]) {
        self.key = key
        self.isOptional = isOptional
        titleItem = GroupTitleItem(title)
        presenceItem = isAddable ? PresenceItem(subject: title.isEmpty ? key : title, value: isPresent) : nil
        self.content = content()
        titleItem.owner = self
        titleItem.fieldContainer = self
        titleItem.isHidden = title.isEmpty
        presenceItem?.owner = self
        presenceItem?.fieldContainer = self
        adopt(self.content, into: self)
    }

    /// Whether the group is there: always, unless a person can add it (``presenceItem``) and has
    /// not (or removed it).
    public var isPresent: Bool { presenceItem?.value ?? true }

    /// Adds the group (`true`) or removes it (`false`), as ticking its ``presenceItem`` does: its
    /// fields come on screen or leave it, in one batch, keeping what was typed in them; recorded
    /// for ``AdapterManager/undo()``.
    /// - Precondition: the group is addable.
    public func setPresent(_ present: Bool) {
        guard let presenceItem else { preconditionFailure("FieldGroup \(key.debugDescription) is not addable") }
        presenceItem.value = present
    }

    /// Where a surface names the presence box: `~~included` below the group's pointer (no JSON
    /// Pointer token starts with `~~`, so no value's pointer is the same).
    public var presencePointer: String? { pointer.map { $0 + "/~~included" } }

    /// The title line and every item of the content, present or not.
    var memberItems: [Item] { [titleItem] + FormKit.flattenedItems(of: content) }

    /// Whether the presence is being set by data or a replay (not recorded).
    private var isApplyingPresence = false

    /// Adds or removes the group as data or an undo does: not recorded.
    func applyPresence(_ present: Bool) {
        guard let presenceItem, presenceItem.value != present else { return }
        isApplyingPresence = true
        defer { isApplyingPresence = false }
        presenceItem.value = present
    }

    /// The presence box changed: the content comes or goes; a person's change is recorded for
    /// undo.
    func presenceDidChange() {
        if !isApplyingPresence, let presenceItem {
            manager?.history.record(.presence(self, PresenceEdit(isPresent: presenceItem.value)))
        }
        // What reads a field of the group looks again: absent, it reads as empty.
        showNewShape(rereading: fields)
    }

    /// The group's title.
    public var title: String {
        get { titleItem.title }
        set {
            titleItem.title = newValue
            titleItem.isHidden = newValue.isEmpty
        }
    }

    /// The container the group is in; `nil` at the form's top level.
    public var parentContainer: (any FieldContainer)? { parent }

    /// `/key` below its container's pointer; `nil` while the group is in no form.
    public var pointer: String? {
        guard let parent else { return hostBunch?.manager == nil ? nil : "/" + JSONPointer.escape(key) }
        guard let base = parent.pointer else { return nil }
        return base + "/" + JSONPointer.escape(key)
    }

    /// Every field in the group, nested ones included, in order.
    /// An addable group's fields are listed whether it is present or not.
    public var fields: [FormField] { memberItems.compactMap { $0 is GroupTitleItem ? nil : $0 as? FormField } }

    /// The title line, the presence box, then every item of the content (when present).
    var flattenedItems: [Item] {
        guard let presenceItem else { return [titleItem] + FormKit.flattenedItems(of: content) }
        return [titleItem, presenceItem] + (presenceItem.value ? FormKit.flattenedItems(of: content) : [])
    }

    var manager: AdapterManager? { hostBunch?.manager ?? parent?.manager }

    func token(of child: any ContentContainer) -> String? {
        (child as? FieldGroup)?.key ?? (child as? RepeatingRows)?.key
    }

    /// Whether every field in the group is empty (nothing filled in).
    /// - Complexity: O(n) for n items in the group.
    public var isWhollyEmpty: Bool {
        // A choice of alternatives is no value of its own: its branch's fields say.
        for item in flattenedItems where item !== titleItem && !(item is AlternativeChoiceItem) && !(item is PresenceItem) {
            guard let field = item as? FormField, let json = field.jsonValue else { continue }
            if !json.isEmptyValue { return false }
        }
        return true
    }
}

/// The box that adds a ``FieldGroup`` a person adds, and removes it again: ticked, the group is
/// there. It is not sent with the values (the group's presence is); surfaces name its control by
/// ``FieldGroup/presencePointer`` (its ``Item/valuePointer``).
@MainActor
public final class PresenceItem: BoolItem {
    /// The group it adds.
    public internal(set) weak var owner: FieldGroup?
    /// What the box includes, when its title is the default one: "Include Ship to" in English,
    /// the catalog's `form.include` in the form's language (see ``AdapterManager/localizer``).
    /// Setting ``title`` replaces the default (this becomes `nil`).
    public var subject: String? {
        didSet { if subject != oldValue { setNeedsReload() } }
    }
    /// A catalog key for ``subject`` (a document's `i18n` key with `.label`): the box names the
    /// group in the form's language when the catalogs have it.
    public var subjectKey: String? {
        didSet { if subjectKey != oldValue { setNeedsReload() } }
    }

    init(subject: String, value: Bool) {
        self.subject = subject
        super.init("Include \(subject)", key: nil, value: value)
    }

    /// "Include `subject`" in the form's language, or the title set.
    public override var title: String {
        get {
            guard let subject else { return super.title }
            let named = localizer.words(for: subjectKey, else: subject)
            return localizer.string(LocalizedMessage("form.include", ["title": .text(named)]))
        }
        set {
            subject = nil
            super.title = newValue
        }
    }

    override func valueDidChange() {
        owner?.presenceDidChange()
    }
}
