import Foundation
import FormKit
import ListKit
import Testing
@testable import FormSchema

/// A document of `Samples/schema/shapes/`: a schema and an optional UI schema (`NAME.json`, as
/// `Demo schema` takes it) and its values (`NAME-values.json`), written the way users of rjsf and
/// JSON Forms write them.
struct ShapeSample {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/schema/shapes")

    let schema: JSONValue
    let uiSchema: JSONValue?
    let data: JSONObject

    init(_ name: String) throws {
        let json = try JSONValue(parsing: Data(contentsOf: Self.folder.appendingPathComponent(name + ".json")))
        schema = try #require(json["schema"])
        uiSchema = json["uischema"]
        data = try #require(JSONValue(parsing: Data(contentsOf: Self.folder.appendingPathComponent(name + "-values.json"))).objectValue)
    }

    /// The sample imported on a fresh collection view.
    @MainActor
    func form(width: Int = 70) throws -> (SchemaForm, CollectionView) {
        let view = CollectionView(width: width)
        let adapter = ListAdapter()
        adapter.collectionView = view
        return (try SchemaForm(document: SchemaDocument(json: schema), uiSchema: uiSchema, adapter: adapter), view)
    }
}

/// What submitting `form` reports, as `[pointer, keyword]`; none when it submits.
@MainActor
func submitErrors(_ form: SchemaForm) -> [[String]] {
    do {
        try form.submit()
        return []
    } catch {
        return error.errors.map { [$0.pointer ?? "", $0.validator] }
    }
}

extension SchemaForm {
    /// The rows or group that shows `key`.
    func container(_ key: String) -> (any FieldContainer)? { fields.first { $0.key == key }?.container }
}

@MainActor
@Suite struct SchemaShapesTests {
    // MARK: Arrays of objects and of scalars

    @Test func anArrayOfObjectsIsRowsWhoseValueIsAnArrayOfObjects() throws {
        let (form, _) = try ShapeSample("rjsf-bookshop-order").form()
        let lines = try #require(form.container("lines") as? RepeatingRows)
        #expect(lines.rows.count == 1, "minItems 1: one row to start with")
        #expect(lines.minimumCount == 1 && lines.maximumCount == 10)
        try form.setValues(["customer": "Ada", "lines": [["isbn": "9780262033848", "quantity": 2], ["isbn": "0131103628", "giftWrap": true]]])
        #expect(lines.rows.count == 2)
        #expect(JSONValue.object(form.values) == [
            "customer": "Ada",
            "lines": [["isbn": "9780262033848", "quantity": 2, "giftWrap": false], ["isbn": "0131103628", "quantity": 1, "giftWrap": true]],
        ])
    }

    @Test func anArrayOfScalarsIsOneFieldPerRowAndSendsAnArrayOfScalars() throws {
        let (form, _) = try ShapeSample("rjsf-bookshop-order").form()
        let tags = try #require(form.container("tags") as? RepeatingRows)
        #expect(tags.requiresUniqueRows, "uniqueItems")
        try form.setValues(["tags": ["gift", "urgent"]])
        #expect(tags.rows.allSatisfy { $0.scalarField != nil })
        #expect(form.values["tags"] == ["gift", "urgent"])
        try form.setValues(["tags": ["gift", "gift"]])
        #expect(submitErrors(form).contains(["/tags", "uniqueItems"]))
    }

    @Test func anEmptyOptionalArrayIsLeftOutAndARequiredOneIsSent() throws {
        let (form, _) = try ShapeSample("rjsf-bookshop-order").form()
        try form.setValues(["customer": "Ada"])
        #expect(form.values["tags"] == nil, "nobody added a tag")
        #expect(form.values["lines"] == [["quantity": 1, "giftWrap": false]], "a required array is sent, its row as shown")
    }

    @Test func addingARowToAnImportedArraySendsOneInsert() throws {
        let sample = try ShapeSample("rjsf-bookshop-order")
        let (form, view) = try sample.form()
        try form.setValues(sample.data)
        let lines = try #require(form.container("lines") as? RepeatingRows)
        view.clearAppliedUpdates()
        lines.addRow()
        #expect(view.appliedUpdates.count == 1)
        guard case .batch(let batch)? = view.appliedUpdates.first else { Issue.record("no batch"); return }
        #expect(batch.insertedSections.count == 1, "\(batch)")
        #expect(batch.deletedSections.isEmpty && batch.movedSections.isEmpty && batch.insertedItems.isEmpty)
        #expect(form.values["lines"]?.arrayValue?.count == 3)
    }

    @Test func rowErrorsAndTheHeadlessValidatorAgree() throws {
        let sample = try ShapeSample("rjsf-bookshop-order")
        let (form, _) = try sample.form()
        try form.setValues(sample.data)
        #expect(form.document.validate(.object(form.values)).isEmpty)
        #expect((try? form.submit()) != nil)
        try form.setValues(["customer": "Ada", "lines": [["isbn": "123", "quantity": 0]]])
        let headless = form.document.validate(.object(form.values)).map { [$0.instancePath, $0.keyword] }
        #expect(headless == [["/lines/0/isbn", "minLength"], ["/lines/0/quantity", "minimum"]])
        let items = form.manager.validate().map { [$0.pointer ?? "", $0.validator] }
        #expect(items == headless)
        #expect(submitErrors(form) == headless)
        #expect(SchemaForm.titleOfItem(at: "/lines/0/isbn", in: form.manager) == "ISBN", "errors inside rows name their field")
    }

    @Test func nestedArraysNestAndSendNestedArrays() throws {
        let sample = try ShapeSample("contacts-refs")
        let (form, _) = try sample.form()
        try form.setValues(sample.data)
        #expect(JSONValue.object(form.values) == .object(sample.data))
        let addresses = try #require(form.container("addresses") as? RepeatingRows)
        let phones = try #require(addresses.rows[0].content.compactMap { element -> RepeatingRows? in
            if case .rows(let rows) = element { return rows }
            return nil
        }.first)
        #expect(phones.pointer == "/addresses/0/phones")
        phones.addRow()
        try phones.rows[2].scalarField?.setJSONValue("555-0103")
        #expect(form.values["addresses"]?[0]?["phones"] == ["555-0101", "555-0102", "555-0103"])
    }

    // MARK: Objects

    @Test func aRefObjectExpandsLikeAnInlineOneIntoAGroup() throws {
        let (form, _) = try ShapeSample("contacts-refs").form()
        let home = try #require(form.container("home") as? FieldGroup)
        let work = try #require(form.container("work") as? FieldGroup)
        #expect(home.fields.map(\.key) == ["street", "city", nil])
        #expect(work.fields.map(\.key) == home.fields.map(\.key))
        #expect(!home.isOptional && work.isOptional, "home is required, work is not")
    }

    @Test func anOptionalGroupLeftEmptyIsLeftOutAndItsRequiredFieldsWait() throws {
        let (form, _) = try ShapeSample("contacts-refs").form()
        try form.setValues(["name": "Lin", "home": ["street": "1 Elm St", "city": "Springfield"]])
        #expect(form.values["work"] == nil)
        #expect((try? form.submit()) != nil, "the server accepts a missing work address")
        try form.setValues(["work": ["city": "Capital City"]])
        #expect(submitErrors(form) == [["/work/street", "required"]], "not submitted: a work address without a street")
    }

    @Test func aRequiredGroupLeftEmptyIsSentAndChecked() throws {
        let (form, _) = try ShapeSample("contacts-refs").form()
        try form.setValues(["name": "Lin"])
        #expect(form.values["home"] == [:])
        #expect(submitErrors(form) == [["/home/street", "required"], ["/home/city", "required"]], "not submitted: without a home street")
    }

    @Test func aRequiredFieldOfAnOptionalObjectShownByItsOwnControlWaitsForTheObject() throws {
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Control", "scope": "#/properties/name"],
            ["type": "Group", "label": "Billing", "elements": [
                ["type": "Control", "scope": "#/properties/billing/properties/iban"],
                ["type": "Control", "scope": "#/properties/billing/properties/holder"],
            ]],
        ]]
        let (form, _) = try makeForm(#"{"type": "object", "required": ["name"], "properties": {"name": {"type": "string"}, "#
            + #""billing": {"type": "object", "required": ["iban"], "properties": {"iban": {"type": "string"}, "holder": {"type": "string"}}}}}"#, ui: ui)
        try form.setValues(["name": "Lin"])
        #expect((try? form.submit()) == ["name": "Lin"], "no billing: the server accepts it")
        try form.setValues(["billing": ["holder": "Lin"]])
        #expect(submitErrors(form) == [["/billing/iban", "required"]], "not submitted: billing without an IBAN")
    }

    // MARK: Tuples

    @Test(arguments: ["tuple-survey-2020", "tuple-survey-draft07"])
    func aTupleIsFixedRowsThenRepeatingOnes(sample name: String) throws {
        let sample = try ShapeSample(name)
        let (form, view) = try sample.form()
        let location = try #require(form.container("location") as? RepeatingRows)
        #expect(location.rows.count == 2, "the fixed positions are there from the start")
        #expect(location.rows.map { $0.scalarField?.title } == ["Latitude", "Longitude"])
        try form.setValues(sample.data)
        #expect(JSONValue.object(form.values) == .object(sample.data))
        #expect(location.rows[2].scalarField is TextItem && location.rows[0].scalarField is NumberItem)
        #expect(!location.deleteRow(location.rows[1]), "a fixed position cannot be deleted")
        #expect(!location.moveRow(location.rows[3], to: 0), "nor can a row move among them")
        #expect(location.addRow(at: 1) == nil, "nor can one be added among them")
        view.clearAppliedUpdates()
        #expect(location.deleteRow(location.rows[2]))
        #expect(view.appliedUpdates.count == 1)
        #expect(form.values["location"] == [52.52, 13.405, "Alexanderplatz"])
        #expect(form.document.validate(.object(form.values)).isEmpty)
    }

    @Test func aTupleLeftPartlyEmptySendsWhatWasFilledIn() throws {
        let (form, _) = try ShapeSample("tuple-survey-2020").form()
        try form.setValues(["location": [52.52]])
        #expect(form.values["location"] == [52.52])
        try form.setValues(["location": []])
        #expect(form.values["location"] == nil)
        #expect(form.document.validate(.object(form.values)).isEmpty)
    }

    @Test func bothDialectsReadTheTupleAsOneForm() throws {
        let modern = try ShapeSample("tuple-survey-2020").form().0
        let draft = try ShapeSample("tuple-survey-draft07").form().0
        #expect(draft.document.dialect == .draft07 && modern.document.dialect == .draft2020_12)
        #expect(SchemaExport(form: draft).combined == SchemaExport(form: modern).combined)
    }

    // MARK: Recursion

    @Test func aRecursiveTreeIsBuiltOneLevelPerRow() throws {
        let sample = try ShapeSample("org-chart-recursive")
        let (form, _) = try sample.form()
        let head = try #require(form.container("head") as? FieldGroup)
        let reports = try #require(head.content.compactMap { element -> RepeatingRows? in
            if case .rows(let rows) = element { return rows }
            return nil
        }.first)
        #expect(reports.rows.isEmpty, "no row is built before it is needed")
        let row = try #require(reports.addRow())
        let nested = row.content.compactMap { element -> RepeatingRows? in
            if case .rows(let rows) = element { return rows }
            return nil
        }
        #expect(nested.count == 1 && nested[0].rows.isEmpty, "the new row holds its own, empty, reports")
        try form.setValues(sample.data)
        #expect(JSONValue.object(form.values) == .object(sample.data))
    }

    @Test func aRecursiveTreeIsValidatedAtEveryLevel() throws {
        let (form, _) = try ShapeSample("org-chart-recursive").form()
        try form.setValues(["head": ["name": "Ana", "reports": [["name": "Bo", "reports": [["role": "Intern"]]]]]])
        #expect(submitErrors(form) == [["/head/reports/0/reports/0/name", "required"]], "not submitted: a person without a name")
    }

    @Test func recursionReachedThroughARowsPropertyStillStartsEmpty() throws {
        let (form, _) = try makeForm(##"{"type": "object", "$defs": {"part": {"type": "object", "properties": {"label": {"type": "string"}, "##
            + ##""parts": {"type": "array", "minItems": 1, "items": {"type": "object", "properties": {"inner": {"$ref": "#/$defs/part"}}}}}}}, "##
            + ##""properties": {"root": {"$ref": "#/$defs/part"}}}"##)
        let root = try #require(form.container("root") as? FieldGroup)
        #expect(root.fields.count < 10, "built one level, not forever")
        #expect(form.values["root"] == nil, "an optional group nobody filled in")
    }

    @Test func aDefaultArrayFillsTheRows() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"tags": {"type": "array", "items": {"type": "string"}, "default": ["a", "b"]}, "#
            + #""size": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "integer"}], "default": [3]}}}"#)
        #expect(form.values == ["tags": ["a", "b"], "size": [3]])
        #expect((form.container("size") as? RepeatingRows)?.rows.count == 2)
    }

    @Test func recursionThroughAPropertyIsValidatedAndTheFormStopsAtTheLoop() throws {
        let text = ##"{"type": "object", "$defs": {"n": {"type": "object", "properties": {"label": {"type": "string"}, "next": {"$ref": "#/$defs/n"}}}}, "properties": {"first": {"$ref": "#/$defs/n"}}}"##
        let document = try SchemaDocument(parsing: text)
        let errors = document.validate(["first": ["label": "a", "next": ["label": "b", "next": ["label": 3]]]])
        #expect(errors.map(\.instancePath) == ["/first/next/next/label"])
        let (form, _) = try makeForm(text)
        let first = try #require(form.container("first") as? FieldGroup)
        #expect(first.fields.count < 10, "built one level, not forever")
        try form.setValues(["first": ["label": "a"]])
        #expect(submitErrors(form) == [])
    }

    @Test func aLoopThatNeverReachesAPartOfTheValueIsRefusedWithAClearError() {
        let text = ##"{"$defs": {"a": {"allOf": [{"$ref": "#/$defs/b"}]}, "b": {"$ref": "#/$defs/a"}}, "properties": {"x": {"$ref": "#/$defs/a"}}}"##
        do {
            _ = try SchemaDocument(parsing: text)
            Issue.record("accepted")
        } catch {
            #expect(error.errors.map(\.kind) == ["referenceCycle"])
            #expect(error.description.contains("only through a member or an element"))
        }
    }

    // MARK: UI schemas

    @Test func aCategorizationIsOneStepPerCategory() throws {
        let sample = try ShapeSample("jsonforms-volunteer-signup")
        let (form, _) = try sample.form()
        #expect(form.steps.map(\.title) == ["About you", "Availability", "Check and send"])
        #expect(form.manager.progressText == "Step 1 of 3: About you")
        #expect(!form.manager.nextStep(), "name and email are required")
        try form.setValues(["name": "Grace", "email": "grace@example.org"])
        #expect(form.manager.nextStep())
        #expect(form.manager.progressText == "Step 2 of 3: Availability")
        try form.setValues(sample.data)
        #expect(JSONValue.object(form.values) == .object(sample.data), "one object for every step")
    }

    @Test func aLabelIsALabelRow() throws {
        let (form, view) = try ShapeSample("jsonforms-volunteer-signup").form()
        #expect(view.renderText().contains("Tell us how to reach you."))
        #expect(form.fields.filter { $0.control.kind == .label }.map { ($0.item as? LabelItem)?.title }
            == ["Tell us how to reach you.", "Please check your email address once more."])
    }

    @Test func aControlShownTwiceIsOneValueInTwoRows() throws {
        let (form, _) = try ShapeSample("jsonforms-volunteer-signup").form()
        let copies = form.fields.filter { $0.key == "email" }.compactMap { $0.item as? TextItem }
        #expect(copies.count == 2)
        #expect(copies.map(\.title) == ["Email", "Email (check)"])
        try copies[1].apply(input: "grace@example.org")
        #expect(copies[0].value == "grace@example.org")
        try copies[0].apply(input: "grace@example.com")
        #expect(copies[1].value == "grace@example.com")
        #expect(form.values["email"] == "grace@example.com")
        try copies[1].apply(input: "grace")
        #expect(submitErrors(form).filter { $0[0] == "/email" } == [["/email", "format"]], "one value: its error once")
        #expect(copies.allSatisfy { !$0.validate().isEmpty }, "both rows show it")
    }

    @Test func aControlShownTwiceWithTwoWidgetsIsStillOneValue() throws {
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Control", "scope": "#/properties/size", "options": ["widget": "radio"]],
            ["type": "Control", "scope": "#/properties/size", "options": ["widget": "picker"]],
        ]]
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"size": {"enum": ["S", "M", "L"]}}}"#, ui: ui)
        let radio = try #require(form.fields[0].item as? SchemaRadioItem)
        let picker = try #require(form.fields[1].item as? SchemaPickerItem)
        try picker.apply(input: "L")
        #expect(radio.value == "L")
        try form.setValues(["size": "M"])
        #expect(picker.value == ["M"])
        #expect(form.values == ["size": "M"])
    }

    @Test func anArrayDetailLaysOutItsRows() throws {
        let sample = try ShapeSample("jsonforms-volunteer-signup")
        let (form, _) = try sample.form()
        try form.setValues(sample.data)
        let shifts = try #require(form.container("shifts") as? RepeatingRows)
        #expect(shifts.rows[0].fields.map(\.title) == ["Day", "Hours", "What you would like to do"])
        #expect(shifts.rows[0].fields.first is SchemaRadioItem)
        #expect(shifts.rows.map { $0.titleItem?.title } == ["Tue", "Fri"], "elementLabelProp titles the rows")
        #expect(shifts.allowsMoving)
    }

    @Test func anRJSFUISchemaIsReadByItsShape() throws {
        let (form, view) = try ShapeSample("rjsf-bookshop-order").form()
        #expect(form.layout.dialect == .rjsf)
        #expect(form.fields.map(\.key) == ["customer", "email", "lines", "deliverTo", "tags", "note"], "ui:order with *")
        let text = view.renderText()
        #expect(text.contains("you@example.com"), "ui:placeholder")
        #expect(text.contains("We send the receipt here."), "the schema's description")
        #expect(text.contains("Anything we should know?"), "ui:description")
        #expect(text.contains("The 10- or 13-digit number"), "ui:help inside an array's items")
        #expect(form.fields.first { $0.key == "note" }?.item is LongTextItem, "ui:widget textarea")
        let lines = try #require(form.container("lines") as? RepeatingRows)
        #expect(!lines.allowsMoving, "ui:options orderable false")
        let tags = try #require(form.container("tags") as? RepeatingRows)
        #expect(tags.allowsDuplicating, "ui:options copyable")
        let group = try #require(form.container("deliverTo") as? FieldGroup)
        #expect(group.isOptional && group.title.isEmpty, "the section is headed by the group's title")
        let headers: [String] = form.manager.sections.compactMap { $0.headerConfiguration?.title }
        #expect(headers.contains("Delivery address"))
    }

    @Test func anRJSFWidgetWithNoRowHereFallsBackAndSaysSo() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"color": {"type": "string"}, "secret": {"type": "string"}}}"#,
                                     ui: ["color": ["ui:widget": "color"], "secret": ["ui:widget": "hidden"]])
        #expect(form.fields.map { type(of: $0.item) == SchemaTextItem.self } == [true, true])
        #expect(form.diagnostics.map(\.pointer) == ["uischema:/color/ui:widget", "uischema:/secret/ui:widget"])
        #expect(form.fields[1].item.isEnabled == false, "a hidden widget's value is kept: shown read-only")
    }

    @Test func anExportReportsTheRJSFHintsItCannotWrite() throws {
        let (form, _) = try ShapeSample("rjsf-bookshop-order").form()
        let reported = SchemaExport(form: form).unexportable.map(\.description)
        #expect(reported.contains { $0.hasPrefix("email: ui:autocomplete") })
        #expect(reported.contains { $0.hasPrefix("note: ui:options.rows 3") })
        #expect(reported.contains { $0.hasPrefix("deliverTo/postcode: ui:options.inputType") })
        #expect(reported.contains { $0.hasPrefix("lines/-/isbn: the help line") })
    }

    @Test func anRJSFKeyThatNamesNoPropertyIsReported() throws {
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"name": {"type": "string"}}}"#,
                                     ui: ["nmae": ["ui:placeholder": "Ada"], "ui:submitButtonOptions": ["norender": true]])
        #expect(form.diagnostics.map(\.pointer) == ["uischema:/nmae"])
    }

    @Test func aCategorizationBelowTheRootShowsAsGroups() throws {
        let ui: JSONValue = ["type": "VerticalLayout", "elements": [
            ["type": "Categorization", "elements": [
                ["type": "Category", "label": "One", "elements": [["type": "Control", "scope": "#/properties/a"]]],
                ["type": "Category", "label": "Two", "elements": [["type": "Control", "scope": "#/properties/b"]]],
            ]],
        ]]
        let (form, _) = try makeForm(#"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}}"#, ui: ui)
        #expect(form.steps.isEmpty)
        #expect(form.layout.groups.map(\.label) == ["One", "Two"])
        #expect(form.visibleKeys == ["a", "b"], "nothing it holds is lost")
        #expect(form.diagnostics.count == 3)
    }

    // MARK: Round trips

    @Test(arguments: ["rjsf-bookshop-order", "jsonforms-volunteer-signup", "tuple-survey-2020", "tuple-survey-draft07",
                      "org-chart-recursive", "contacts-refs"])
    func importExportImportGivesTheSameForm(sample name: String) throws {
        let sample = try ShapeSample(name)
        let (form, _) = try sample.form()
        try form.setValues(sample.data)
        let export = SchemaExport(form: form)
        let document = try SchemaDocument(json: export.schema)
        let view = CollectionView(width: 70)
        let adapter = ListAdapter()
        adapter.collectionView = view
        let again = try SchemaForm(document: document, uiSchema: export.uiSchema, adapter: adapter)
        try again.setValues(form.values)
        #expect(again.values == form.values, "the same values")
        #expect(again.fields.map(\.key) == form.fields.map(\.key), "the same shape")
        #expect(again.steps.map(\.title) == form.steps.map(\.title))
        #expect(again.diagnostics.isEmpty, "\(again.diagnostics)")
        #expect(document.validate(.object(form.values)).isEmpty == form.document.validate(.object(form.values)).isEmpty, "the same rules")
        #expect(SchemaExport(form: again).combined == export.combined, "export → import → export is stable")
    }
}
