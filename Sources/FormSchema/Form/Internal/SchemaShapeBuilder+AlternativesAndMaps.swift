import FormKit
import FormSchemaValidation
import ListKit

/// The shapes a schema describes beyond groups and rows: alternatives (a `oneOf`/`anyOf` of a
/// property, or an object's own) and maps (free keys).
extension SchemaShapeBuilder {
    /// Alternatives of a `oneOf` or `anyOf`: a branch per entry, titled as
    /// ``SchemaForm/branchTitles(of:)`` says; an object entry is a branch of its properties'
    /// fields, any other a branch of one field (its value is the property's). A value set from
    /// data takes the first branch whose schema it satisfies.
    func alternatives(for control: SchemaLayout.Control, branches schemas: [Schema]) -> FieldAlternatives {
        let titles = SchemaForm.branchTitles(of: schemas)
        let made = FieldAlternatives(control.title, key: control.key, selected: control.isRequired ? 0 : nil) {
            for (schema, title) in zip(schemas, titles) {
                FieldBranch(title) { self.branchContent(schema, title: title, of: control) }
            }
        }
        made.branchMatcher = { value in Self.branch(for: value, among: schemas) }
        if control.isRequired { made.choiceItem.validators.append(FormKit.Validator.required) }
        applyDefault(of: control, to: made)
        return made
    }

    /// Alternatives of an object's own `oneOf`/`anyOf`: each branch shows the properties it adds
    /// to the object (those the object shows itself stay where they are), and its fields are the
    /// object's members. A value set from data picks the branch it validates against (ignoring
    /// the members the object shows itself, which every branch accepts), else the one with most
    /// of its keys.
    func mergedAlternatives(for control: SchemaLayout.Control, branches schemas: [Schema]) -> FieldAlternatives {
        let titles = SchemaForm.branchTitles(of: schemas)
        let own = Set(control.schema.shownProperties.map(\.name))
        let made = FieldAlternatives(control.title, key: nil) {
            for (schema, title) in zip(schemas, titles) {
                FieldBranch(title) {
                    var inner = SchemaLayout.Control(key: "", schema: schema, isRequired: true, title: title, widget: nil,
                                                     origin: control.origin, hiddenWhen: nil, disabledWhen: nil)
                    inner.isElement = control.isElement
                    return self.childControls(of: inner, schema: schema).filter { !own.contains($0.key) }.map(self.shapeFollowingConditions(of:))
                }
            }
        }
        made.branchMatcher = { value in
            guard let object = value.objectValue else { return nil }
            var added = JSONObject()
            for (name, member) in object where !own.contains(name) { added[name] = member }
            return added.isEmpty ? nil : Self.branch(for: .object(added), among: schemas)
        }
        return made
    }

    /// The branch a value belongs to: of those it is valid against, the one whose properties name
    /// most of its members (branches without `required` or `additionalProperties: false` all
    /// accept `{"idCode": …}`; the one with `idCode` is meant); the first on a tie.
    nonisolated static func branch(for value: JSONValue, among schemas: [Schema]) -> Int? {
        var best: (index: Int, named: Int)?
        for (index, schema) in schemas.enumerated() where SchemaValidator(root: schema).isValid(value) {
            let named = value.objectValue.map { object in object.keys.filter { schema.shownProperty($0) != nil }.count } ?? 0
            if best.map({ named > $0.named }) ?? true { best = (index, named) }
        }
        return best?.index
    }

    /// The content of one branch: the fields of an object, or one field without a key.
    func branchContent(_ schema: Schema, title: String, of control: SchemaLayout.Control) -> [FieldContent] {
        var inner = SchemaLayout.Control(key: "", schema: schema, isRequired: control.isRequired, title: schema.annotation(\.title) ?? title,
                                         widget: nil, origin: control.origin, hiddenWhen: nil, disabledWhen: nil)
        inner.isElement = control.isElement
        if LayoutReader.isGroup(schema) { return childControls(of: inner, schema: schema).map(shapeFollowingConditions(of:)) }
        if SchemaForm.alternatives(of: schema) != nil {
            // Alternatives in an alternative: one field showing the value, read-only.
            inner.problem = "alternatives inside an alternative are not shown as a form"
        }
        return [.item(field(for: inner))]
    }

    /// Rows of a map: each row a name and a value (a field, group or rows as the values' schema
    /// says); the name checked against `patternProperties`' patterns and `propertyNames`, a name
    /// twice refused by the rows. Optional maps start with no rows and are left out while empty.
    func mapRows(for control: SchemaLayout.Control, map shape: SchemaForm.MapShape) -> RepeatingRows {
        let schema = control.schema
        let patterns = shape.namePatterns.compactMap { try? TextPattern($0) }
        let names = shape.names
        let valueTitle = shape.values.annotation(\.title) ?? "Value"
        let template: @MainActor () -> [FieldContent] = {
            let name = SchemaTextItem("Name", key: "name", value: "", placeholder: nil, isSecure: false)
            name.validated(by: .required)
            if !patterns.isEmpty {
                let sources = shape.namePatterns
                name.validated(by: Validator.custom("patternProperties") { value in
                    guard let text = value.stringValue, !text.isEmpty else { return nil }
                    return patterns.contains { $0.matches(text) } ? nil : "must match \(sources.count == 1 ? "the pattern" : "one of the patterns") \(sources.joined(separator: ", "))"
                })
            }
            if let names {
                name.validated(by: Validator.custom("propertyNames") { value in
                    guard let text = value.stringValue, !text.isEmpty else { return nil }
                    return SchemaValidator(root: names).validate(.string(text)).first?.message
                })
            }
            var value = SchemaLayout.Control(key: "value", schema: shape.values, isRequired: true, title: valueTitle, widget: nil,
                                             origin: control.origin, hiddenWhen: nil, disabledWhen: nil)
            value.isElement = true
            return [.item(name), self.shape(of: value)]
        }
        let minimum = Self.propertyCount(schema, "minProperties") ?? 0
        let rows = RepeatingRows(control.title, key: control.key, rowTitle: schema.annotation(\.title).map { _ in "Entry" } ?? "Entry",
                                 minimumCount: minimum, maximumCount: Self.propertyCount(schema, "maxProperties"),
                                 count: 0, template: template)
        rows.map = MapEntries(nameField: "name", valueField: "value")
        rows.allowsNone = !control.isRequired
        describe(rows.titleItem, control)
        applyDefault(of: control, to: rows)
        return rows
    }

    /// `minProperties` or `maxProperties` of an object schema, read from its JSON.
    static func propertyCount(_ schema: Schema, _ keyword: String) -> Int? {
        schema.resolved.json[keyword]?.intValue.flatMap { $0 >= 0 ? $0 : nil }
    }
}
