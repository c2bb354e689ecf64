import Foundation
import FormKit
import ListKit

/// How an array property is shown as rows: the schemas of its fixed positions (a tuple's
/// `prefixItems`, draft-07's `items: [...]`), then of every further row.
struct RowsShape {
    /// The schema of each fixed position.
    let prefix: [Schema]
    /// The schema of every row past them; `nil` when no more rows can be added (`items: false`,
    /// or a tuple without `items`).
    let rest: Schema?

    /// The schema of the row at `index`.
    func schema(at index: Int) -> Schema? { index < prefix.count ? prefix[index] : rest }
}

extension SchemaForm {
    /// How `schema` is shown as rows, or `nil` when it is no such array: a multiple choice (an
    /// array of options), an array of arrays or of untyped values (a read-only row), no array.
    nonisolated static func rowsShape(of schema: Schema, depth: Int = 0) -> RowsShape? {
        guard depth < 16 else { return nil }
        let types = schema.effectiveTypes
        let items = schema.shownItems, prefixItems = schema.shownPrefixItems
        guard types == [.array] || (types == nil && (items != nil || prefixItems != nil)) else { return nil }
        if let items, prefixItems == nil, options(of: items) != nil { return nil }
        let prefix = prefixItems ?? []
        let rest = items.flatMap { $0.booleanValue == false ? nil : $0 }
        guard !(prefix.isEmpty && rest == nil) else { return nil }
        for element in prefix + (rest.map { [$0] } ?? []) where elementKind(of: element, depth: depth + 1) == nil { return nil }
        return RowsShape(prefix: prefix, rest: rest)
    }

    /// What one element of an array is as a row: a row of fields (an object with `properties`),
    /// one field (a scalar or a choice) or rows of its own (an array of arrays); `nil` for
    /// anything else.
    enum ElementKind { case object, scalar, array }

    /// Whether building `schema` (an array's element) reaches a `$ref` back to a schema that
    /// contains it, before it reaches another array: its rows must then start empty, or building
    /// one row would build the next forever.
    nonisolated static func reachesRecursion(_ schema: Schema, depth: Int = 0) -> Bool {
        guard depth < 64 else { return true }
        var current: Schema? = schema
        while let inspected = current {
            if inspected.isRecursiveReference { return true }
            if inspected.properties.contains(where: { reachesRecursion($0.schema, depth: depth + 1) }) { return true }
            current = inspected.reference
        }
        return false
    }

    nonisolated static func elementKind(of schema: Schema, depth: Int = 0) -> ElementKind? {
        if LayoutReader.isGroup(schema) { return .object }
        if options(of: schema) != nil { return .scalar }
        if schema.effectiveTypes == [.array], rowsShape(of: schema, depth: depth) != nil { return .array }
        guard let types = schema.effectiveTypes, !types.isEmpty else { return nil }
        return Set(types).isSubset(of: [.string, .integer, .number, .boolean]) && Set(types).count <= 2 ? .scalar : nil
    }
}

/// Builds the items, groups and rows of a schema form from its layout's controls — once for the
/// form, and again each time a row's template makes a row (so a recursive tree is built one level
/// per row, when the row is made).
@MainActor
final class SchemaShapeBuilder {
    /// ``SchemaForm/reachesRecursion(_:depth:)`` by schema pointer.
    private var recursionByPointer: [String: Bool] = [:]

    /// Whether an element schema reaches recursion (cached: rows are built again and again).
    func reachesRecursion(_ schema: Schema) -> Bool {
        if let known = recursionByPointer[schema.pointer] { return known }
        let found = SchemaForm.reachesRecursion(schema)
        recursionByPointer[schema.pointer] = found
        return found
    }

    /// How many rows are being built inside one another now (a guard against building forever).
    private var buildingDepth = 0
    /// The properties' keys of the rows that show a property a second time (keyless copies).
    var mirrorKeys: [ObjectIdentifier: String] = [:]
    /// What the import noticed; rows made later (a person adding one) note nothing.
    var diagnostics: [SchemaFormDiagnostic] = []
    /// Whether diagnostics are being collected (the form's first build).
    var isCollecting = true
    /// What an export needs to know of the rows built, which the rows do not say.
    private var records: [ObjectIdentifier: RowsRecord] = [:]
    /// How many records there were after the last sweep of freed rows.
    private var sweptCount = 0

    /// What the import knew of rows it built.
    struct RowsRecord {
        weak var rows: RepeatingRows?
        /// Whether the parent requires the array (an empty one is then still sent).
        let isRequired: Bool
        /// JSON Forms' `elementLabelProp`.
        let elementLabelProperty: String?
        /// The fixed positions of a tuple.
        let tuple: TupleRecord?
    }

    /// A tuple's fixed positions and how each position is built.
    struct TupleRecord {
        let prefixCount: Int
        let minimumCount: Int
        let hasRest: Bool
        let content: @MainActor (Int) -> [FieldContent]
    }

    /// What the import knew of `rows`, or `nil` for rows it did not build.
    func record(of rows: RepeatingRows) -> RowsRecord? {
        guard let record = records[ObjectIdentifier(rows)], record.rows === rows else { return nil }
        return record
    }

    private func note(_ diagnostic: SchemaFormDiagnostic) {
        if isCollecting { diagnostics.append(diagnostic) }
    }

    // MARK: Shapes

    /// The content a control shows: a label, a field, a group or rows.
    func shape(of control: SchemaLayout.Control) -> FieldContent {
        if control.kind == .label { return .item(LabelItem(control.title)) }
        if control.kind == .alternatives, let branches = SchemaForm.mergedBranches(of: control.schema) {
            return .alternatives(mergedAlternatives(for: control, branches: branches))
        }
        if control.problem == nil, let entry = SchemaForm.nullableEntry(of: control.schema) {
            // `anyOf: [X, {type: null}]`: X's field; left empty, it is null.
            var nullable = control
            nullable.schema = entry
            nullable.allowsNull = true
            if nullable.title.isEmpty { nullable.title = entry.annotation(\.title) ?? control.title }
            return shape(of: nullable)
        }
        if control.problem == nil, control.schema.isRecursiveThroughPropertiesOnly {
            // A linked list (`next: {$ref: node}`) has no rows to start empty: building its group
            // would build the next one forever. The value is kept and validated on submit.
            var placeholder = control
            placeholder.problem = "a $ref back to a schema that contains it through properties only is not shown as a form"
            return .item(field(for: placeholder))
        }
        if control.problem == nil, let branches = SchemaForm.alternatives(of: control.schema) {
            return .alternatives(alternatives(for: control, branches: branches))
        }
        if control.problem == nil, let map = SchemaForm.mapShape(of: control.schema) { return .rows(mapRows(for: control, map: map)) }
        if control.problem == nil, LayoutReader.isGroup(control.schema) { return .group(group(for: control)) }
        if control.problem == nil, let shape = SchemaForm.rowsShape(of: control.schema) { return .rows(rows(for: control, shape: shape)) }
        return .item(field(for: control))
    }

    /// ``shape(of:)``, and a field the object's own conditions add (see
    /// ``LayoutReader/conditionalControls(of:shown:diagnostics:)``) hidden while none holds; a
    /// group or rows they add is shown always, with a diagnostic (the document checks it).
    func shapeFollowingConditions(of control: SchemaLayout.Control) -> FieldContent {
        let made = shape(of: control)
        guard control.isConditional, let condition = control.hiddenWhen else { return made }
        if case .item(let item) = made {
            item.hidden(when: condition)
        } else {
            note(SchemaFormDiagnostic(pointer: control.origin, message: "an object or array a condition adds inside an object is shown always"))
        }
        return made
    }

    /// A field for a control of a scalar (or a placeholder).
    func field(for control: SchemaLayout.Control) -> Item {
        let (item, problem) = SchemaForm.makeItem(for: control)
        // The document's words in the person's language, when its translations have them.
        (item as? TitleKeyed)?.titleKey = control.i18nKey + ".label"
        (item as? SchemaNoted)?.notes.descriptionKey = control.i18nKey + ".description"
        (item as? SchemaOptioned)?.keyOptions(control.i18nKey)
        if let problem, control.problem == nil {
            note(SchemaFormDiagnostic(pointer: problem.pointer, message: problem.message + ": shown as a placeholder row"))
        }
        return item
    }

    /// The controls inside an object control, as its UI schema orders them.
    func childControls(of control: SchemaLayout.Control, schema: Schema) -> [SchemaLayout.Control] {
        var found: [SchemaFormDiagnostic] = []
        let detail: SchemaUIDetail? = switch control.detail {
        case .rjsf(let ui)?: .rjsf(ui)
        case .jsonForms(let layout)?: .jsonForms(layout)
        case nil: nil
        }
        let origin = control.origin.hasPrefix("uischema:") ? String(control.origin.dropFirst("uischema:".count)) + "/options/detail" : ""
        let controls = LayoutReader.childControls(of: schema, detail: detail, origin: origin, diagnostics: &found)
        found.forEach(note)
        return controls
    }

    /// A group of an object's properties; optional when its parent does not require it.
    func group(for control: SchemaLayout.Control) -> FieldGroup {
        let children = childControls(of: control, schema: control.schema)
        let content: () -> [FieldContent] = { children.map(self.shapeFollowingConditions(of:)) }
        // An optional object is a part a person adds (and removes): absent, it is not sent.
        let group = FieldGroup(control.showsTitle ? control.title : "", key: control.key, isOptional: !control.isRequired,
                               isAddable: !control.isRequired, content)
        group.presenceItem?.subject = control.title
        group.presenceItem?.subjectKey = control.i18nKey + ".label"
        describe(group.titleItem, control)
        applyDefault(of: control, to: group)
        return group
    }

    /// Sets a group's or rows' `default` (a diagnostic when the container cannot take it).
    func applyDefault(of control: SchemaLayout.Control, to container: any FieldContainer) {
        guard let value = control.schema.annotation(\.defaultValue) else { return }
        do throws(ValuesError) { try container.setJSONValue(SchemaForm.formValue(value, schema: control.schema)) } catch {
            note(SchemaFormDiagnostic(pointer: JSONPointer.appending("default", to: control.schema.resolved.pointer),
                                      message: "the default does not fit the form (\(error.problems.map(\.description).joined(separator: "; "))): not set"))
        }
    }

    /// A container's description shows on its title line (shown for it when the title is not).
    func describe(_ titleItem: GroupTitleItem, _ control: SchemaLayout.Control) {
        titleItem.titleKey = control.i18nKey + ".label"
        guard let text = control.notes.first else { return }
        titleItem.detail = text
        titleItem.isHidden = false
    }

    /// Rows of an array's elements; a tuple's fixed positions first.
    func rows(for control: SchemaLayout.Control, shape: RowsShape) -> RepeatingRows {
        let schema = control.schema
        let minimum = Self.itemCount(schema.rule("minItems")) ?? 0
        var maximum = Self.itemCount(schema.rule("maxItems"))
        if let upper = maximum, upper < minimum {
            note(SchemaFormDiagnostic(pointer: JSONPointer.appending("maxItems", to: schema.resolved.pointer),
                                      message: "maxItems is below minItems: no array is valid; rows are not limited above"))
            maximum = nil
        }
        let fixed = shape.prefix.count
        let elementUI = Self.elementUI(of: control)
        let rowTitle = (shape.rest ?? shape.prefix.first)?.annotation(\.title) ?? control.title
        // A template does not know which row it builds: rows are made at the end, one at a time
        // (at first, by setting values, by Add), so the next row's position is the count so far.
        let position = RowPosition()
        let element = Element(control: control, shape: shape, rowTitle: rowTitle, ui: elementUI)
        let template: @MainActor () -> [FieldContent] = {
            defer { position.made += 1 }
            return self.content(of: element, at: position.rows.map { $0.rows.count } ?? position.made)
        }
        // A recursive element (a tree's children) starts with no rows: each row is built when it
        // is made, one level at a time.
        buildingDepth += 1
        defer { buildingDepth -= 1 }
        let isRecursive = shape.rest.map(reachesRecursion) ?? false || buildingDepth > 32
        // An optional array (of no fixed positions) starts absent: no rows, none demanded.
        let isOptional = !control.isRequired && !control.isElement && fixed == 0
        let count = isRecursive || isOptional ? min(fixed, maximum ?? fixed) : min(max(minimum, fixed), maximum ?? .max)
        let rows = RepeatingRows(control.title, key: control.key, rowTitle: rowTitle, minimumCount: min(max(minimum, fixed), maximum ?? .max),
                                 maximumCount: maximum, count: count, template: template)
        position.rows = rows
        describe(rows.titleItem, control)
        applyDefault(of: control, to: rows)
        rows.requiresUniqueRows = schema.rule("uniqueItems") != nil
        rows.allowsNone = isOptional
        // An object element stays an object, even with one property (a one-field row is a bare
        // value otherwise, which the document would refuse).
        let elements = shape.prefix + (shape.rest.map { [$0] } ?? [])
        rows.rowsAreObjects = !elements.isEmpty && elements.allSatisfy { SchemaForm.elementKind(of: $0) == .object }
        rows.rowsAreArrays = !elements.isEmpty && elements.allSatisfy { SchemaForm.elementKind(of: $0) == .array }
        if let addable = control.hints.addable { rows.allowsAdding = addable }
        if let removable = control.hints.removable { rows.allowsDeleting = removable }
        if let orderable = control.hints.orderable { rows.allowsMoving = orderable }
        if let copyable = control.hints.copyable { rows.allowsDuplicating = copyable }
        if shape.rest == nil { rows.allowsAdding = false }
        if let property = control.hints.elementLabelProperty {
            rows.rowTitles = .custom { index, row in
                row.fields.first { $0.key == property }?.jsonValue?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? "\(rowTitle) \(index + 1)"
            }
        }
        let tuple = fixed == 0 ? nil : TupleRecord(prefixCount: fixed, minimumCount: minimum, hasRest: shape.rest != nil,
                                                   content: { [weak self] index in self?.content(of: element, at: index) ?? [] })
        if records.count >= 2 * max(sweptCount, 32) {
            records = records.filter { $0.value.rows != nil }
            sweptCount = records.count
        }
        records[ObjectIdentifier(rows)] = RowsRecord(rows: rows, isRequired: control.isRequired,
                                                     elementLabelProperty: control.hints.elementLabelProperty, tuple: tuple)
        if fixed > 0 {
            let titles = shape.prefix.map { $0.annotation(\.title) }
            rows.rowTitles = .custom { index, _ in index < titles.count ? titles[index] ?? "\(rowTitle) \(index + 1)" : "\(rowTitle) \(index + 1)" }
            // Fixed positions stay where they are: no delete, move, or insert among them.
            rows.shouldEdit = { edit, _ in
                switch edit.kind {
                case .add(let index): index >= fixed
                case .delete(let index): index >= fixed
                case .move(let from, let to): from >= fixed && to >= fixed
                case .duplicate(let source, _): source >= fixed
                }
            }
        }
        return rows
    }

    /// What a rows' template builds a row from.
    struct Element {
        let control: SchemaLayout.Control
        let shape: RowsShape
        let rowTitle: String
        let ui: (Int) -> SchemaUIDetail?
    }

    /// The content of the row at `index`: the fields of an object element, or one field.
    func content(of element: Element, at index: Int) -> [FieldContent] {
        guard let schema = element.shape.schema(at: index) else {
            // Past a tuple with no schema for further elements: any value, read-only.
            return [.item(SchemaValueItem(element.rowTitle, key: nil, problem: nil))]
        }
        // An element is sent even when empty, so its rules apply to an empty one too; one that is
        // no text needs a value (an empty number or choice is null, which its type refuses).
        let isText = (schema.effectiveTypes ?? []).contains(.string) && SchemaForm.options(of: schema) == nil
        var control = SchemaLayout.Control(key: "", schema: schema, isRequired: !isText, title: schema.annotation(\.title) ?? element.rowTitle,
                                           widget: nil, origin: element.control.origin, hiddenWhen: nil, disabledWhen: nil)
        control.isElement = true
        control.detail = element.ui(index)
        if case .rjsf(let ui)? = control.detail {
            var found: [SchemaFormDiagnostic] = []
            LayoutReader.readRJSF(ui, into: &control, at: element.control.origin, diagnostics: &found)
            found.forEach(note)
        }
        switch SchemaForm.elementKind(of: schema) {
        case .object?:
            return childControls(of: control, schema: schema).map(shapeFollowingConditions(of:))
        case .array?:
            // An array of arrays: the row is rows of its own, whose array is the row's value.
            guard let shape = SchemaForm.rowsShape(of: schema) else { break }
            var inner = control
            inner.title = "Value"
            inner.isElement = false
            let made = rows(for: inner, shape: shape)
            made.titleItem.isHidden = true  // the row's own title line names it
            return [.rows(made)]
        default:
            break
        }
        return [.item(field(for: control))]
    }

    /// The UI schema of the element at each position: rjsf's `items` (an array for a tuple, then
    /// `additionalItems`), JSON Forms' `options.detail`.
    static func elementUI(of control: SchemaLayout.Control) -> (Int) -> SchemaUIDetail? {
        switch control.detail {
        case .rjsf(let ui)?:
            if let list = ui["items"]?.arrayValue {
                let rest = ui["additionalItems"]?.objectValue
                return { index in (index < list.count ? list[index].objectValue : rest).map(SchemaUIDetail.rjsf) }
            }
            let items = ui["items"]?.objectValue
            return { _ in items.map(SchemaUIDetail.rjsf) }
        case .jsonForms(let layout)?:
            return { _ in .jsonForms(layout) }
        case nil:
            return { _ in nil }
        }
    }

    /// The count of `minItems` or `maxItems`.
    static func itemCount(_ rule: SchemaRule?) -> Int? {
        switch rule {
        case .minItems(let count)?, .maxItems(let count)?: count
        default: nil
        }
    }
}

/// Which row a rows' template builds next.
@MainActor
final class RowPosition {
    weak var rows: RepeatingRows?
    var made = 0
}
