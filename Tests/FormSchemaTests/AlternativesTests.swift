import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// `oneOf` and `anyOf` properties, written as public APIs and rjsf's users write them, become
/// alternatives: a choice of branches titled by their `title`, the `const` that tells them apart,
/// their one value or their type; each branch keeps what was typed in it; the value sent is the
/// picked branch's; a resumed value picks the branch it validates against.
@MainActor
@Suite struct AlternativesTests {
    /// Stripe's update-customer body: `trial_end` is a Unix time or the word "now".
    static let stripe = #"""
    {"type": "object", "properties": {
      "description": {"type": "string", "maxLength": 5000},
      "trial_end": {"anyOf": [{"type": "string", "maxLength": 5000, "enum": ["now"]},
                              {"type": "integer", "format": "unix-time"}],
                    "description": "Unix timestamp representing the end of the trial period, or now."}}}
    """#

    /// GitHub's create-issue body: the title is text or a number.
    static let github = #"""
    {"type": "object", "required": ["title"], "properties": {
      "title": {"oneOf": [{"type": "string"}, {"type": "integer"}], "description": "The title of the issue."},
      "body": {"type": "string"}}}
    """#

    /// A checkout: payment branches from `$defs`, titled there.
    static let checkout = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$defs": {
       "card": {"title": "Card", "type": "object", "required": ["number"], "properties": {
         "number": {"type": "string", "pattern": "^[0-9]{12,19}$"}, "expiry": {"type": "string"}}},
       "bank": {"title": "Bank transfer", "type": "object", "required": ["iban"], "properties": {
         "iban": {"type": "string", "minLength": 15}}}},
     "type": "object", "required": ["name", "payment"], "properties": {
       "name": {"type": "string"},
       "payment": {"title": "Pay by", "oneOf": [{"$ref": "#/$defs/card"}, {"$ref": "#/$defs/bank"}]}}}
    """#

    /// Branches told apart by a `const` member, as tagged unions are written.
    static let tagged = #"""
    {"type": "object", "required": ["delivery"], "properties": {
      "delivery": {"oneOf": [
        {"type": "object", "required": ["kind", "address"], "properties": {
          "kind": {"const": "post"}, "address": {"type": "string"}}},
        {"type": "object", "required": ["kind", "store"], "properties": {
          "kind": {"const": "pickup"}, "store": {"enum": ["Soho", "Mitte"]}}}]}}}
    """#

    func alternatives(_ form: SchemaForm, _ key: String) throws -> FieldAlternatives {
        try #require(form.fields.first { $0.key == key }?.container as? FieldAlternatives)
    }

    @Test func stripesTrialEndIsATimestampOrNow() throws {
        let (form, view) = try makeForm(Self.stripe)
        let trialEnd = try alternatives(form, "trial_end")
        #expect(trialEnd.branches.map(\.title) == ["now", "Whole number"])
        #expect(trialEnd.selectedIndex == nil, "optional: nothing picked, nothing sent")
        #expect(form.values == [:])
        trialEnd.select(1)
        try form.manager.field(at: "/trial_end")?.apply(input: "1767225600")
        #expect(form.values == ["trial_end": 1767225600])
        #expect(try form.submit() == ["trial_end": 1767225600])
        trialEnd.select(0)
        try (form.manager.field(at: "/trial_end") as? SegmentedItem)?.apply(input: "now")
        #expect(try form.submit() == ["trial_end": "now"])
        try form.setValues(["trial_end": 1767225600])
        #expect(trialEnd.selectedIndex == 1)
        #expect(view.renderText().contains("1767225600"))
    }

    @Test func githubsTitleIsTextOrANumberAndRequired() throws {
        let (form, _) = try makeForm(Self.github)
        let title = try alternatives(form, "title")
        #expect(title.branches.map(\.title) == ["Text", "Whole number"])
        #expect(title.selectedIndex == 0, "required: the first branch is picked")
        #expect(submitErrors(form).contains(["/title", "required"]))
        try form.manager.field(at: "/title")?.apply(input: "Crash on start")
        #expect(try form.submit() == ["title": "Crash on start"])
        try form.setValues(["title": 42])
        #expect(title.selectedIndex == 1)
        #expect(try form.submit() == ["title": 42])
    }

    @Test func eachBranchKeepsWhatWasTypedAndOnlyThePickedOneIsSent() throws {
        let (form, _) = try makeForm(Self.checkout)
        let payment = try alternatives(form, "payment")
        #expect(payment.branches.map(\.title) == ["Card", "Bank transfer"])
        try form.setValues(["name": "Ada", "payment": ["number": "4242424242424242"]])
        payment.select(1)
        try form.manager.field(at: "/payment/iban")?.apply(input: "DE89370400440532013000")
        #expect(try form.submit() == ["name": "Ada", "payment": ["iban": "DE89370400440532013000"]])
        #expect(form.manager.undo() != nil)
        #expect(try form.submit() == ["name": "Ada", "payment": ["number": "4242424242424242"]])
        try form.manager.field(at: "/payment/number")?.apply(input: "12")
        #expect(submitErrors(form).contains(["/payment/number", "pattern"]))
    }

    @Test func aResumedValuePicksTheBranchItValidatesAgainst() throws {
        let (form, _) = try makeForm(Self.checkout)
        let payment = try alternatives(form, "payment")
        try form.setValues(["name": "Ada", "payment": ["iban": "DE89370400440532013000"]])
        #expect(payment.selectedIndex == 1)
        #expect(try form.submit() == ["name": "Ada", "payment": ["iban": "DE89370400440532013000"]])
        let refused = #expect(throws: ValuesError.self) { try form.setValues(["payment": ["swift": "X"]]) }
        #expect(refused?.problems.map(\.key) == ["payment"])
    }

    @Test func branchesToldApartByAConstAreTitledByItAndSendIt() throws {
        let (form, _) = try makeForm(Self.tagged)
        let delivery = try alternatives(form, "delivery")
        #expect(delivery.branches.map(\.title) == ["post", "pickup"])
        delivery.select(1)
        try form.manager.field(at: "/delivery/store")?.apply(input: "Mitte")
        #expect(try form.submit() == ["delivery": ["kind": "pickup", "store": "Mitte"]])
        try form.setValues(["delivery": ["kind": "post", "address": "1 Main St"]])
        #expect(delivery.selectedIndex == 0)
        #expect(try form.submit() == ["delivery": ["kind": "post", "address": "1 Main St"]])
    }

    @Test func anExportWritesTheBranchesBackAndImportsAlike() throws {
        let (form, _) = try makeForm(Self.checkout)
        let export = SchemaExport(form: form)
        #expect(export.unexportable.isEmpty)
        let again = try SchemaForm(document: SchemaDocument(json: export.schema), uiSchema: nil, adapter: ListAdapter())
        let payment = try alternatives(again, "payment")
        #expect(payment.branches.map(\.title) == ["Card", "Bank transfer"])
        try again.setValues(["name": "Ada", "payment": ["iban": "DE89370400440532013000"]])
        #expect(payment.selectedIndex == 1)
    }
}

/// An object's own `oneOf`/`anyOf` whose branches add properties (rjsf's playground samples) is
/// alternatives whose fields are the object's members — at the root and in a nested object.
@MainActor
@Suite struct MergedAlternativesTests {
    /// rjsf's "oneOf" sample: a root with no properties of its own, only branches.
    static let rootOneOf = #"""
    {"type": "object", "oneOf": [
      {"properties": {"lorem": {"type": "string"}}, "required": ["lorem"]},
      {"properties": {"ipsum": {"type": "string"}}, "required": ["ipsum"]}]}
    """#

    /// rjsf's "anyOf" sample's shape: an age of its own, then a name or an id code; and the same
    /// inside an optional `owner` object.
    static let anyOfWithOwnProperties = #"""
    {"type": "object", "title": "A person", "properties": {
       "age": {"type": "integer", "title": "Age"},
       "owner": {"type": "object", "properties": {"since": {"type": "string"}},
                 "anyOf": [{"title": "By name", "properties": {"name": {"type": "string"}}},
                           {"title": "By number", "properties": {"number": {"type": "string"}}}]}},
     "anyOf": [
       {"title": "First method of identification", "properties": {
          "firstName": {"type": "string", "title": "First name"}, "lastName": {"type": "string", "title": "Last name"}}},
       {"title": "Second method of identification", "properties": {"idCode": {"type": "string", "title": "ID code"}}}]}
    """#

    func alternatives(_ form: SchemaForm) throws -> FieldAlternatives {
        try #require(form.fields.first { $0.control.kind == .alternatives }?.container as? FieldAlternatives)
    }

    @Test func aRootOneOfIsAChoiceWhoseFieldsAreTheRootsMembers() throws {
        let (form, view) = try makeForm(Self.rootOneOf)
        let choice = try alternatives(form)
        #expect(choice.branches.map(\.title) == ["Option 1", "Option 2"])
        #expect(view.renderText().contains("lorem"), "before, the form was empty")
        #expect(submitErrors(form).contains(["/lorem", "required"]))
        try form.manager.field(at: "/lorem")?.apply(input: "dolor")
        #expect(try form.submit() == ["lorem": "dolor"])
        choice.select(1)
        try form.manager.field(at: "/ipsum")?.apply(input: "sit")
        #expect(try form.submit() == ["ipsum": "sit"])
        try form.setValues(["lorem": "again"])
        #expect(choice.selectedIndex == 0)
        #expect(try form.submit() == ["lorem": "again"])
    }

    @Test func anAnyOfBesideOwnPropertiesAddsItsBranchsFieldsAfterThem() throws {
        let (form, _) = try makeForm(Self.anyOfWithOwnProperties)
        let choice = try alternatives(form)
        #expect(choice.branches.map(\.title) == ["First method of identification", "Second method of identification"])
        try form.setValues(["age": 36, "idCode": "X-1"])
        #expect(choice.selectedIndex == 1, "idCode is the second method's, though both accept it")
        #expect(try form.submit() == ["age": 36, "idCode": "X-1"], "\(form.values)")
        choice.select(0)
        try form.manager.field(at: "/firstName")?.apply(input: "Ada")
        #expect(try form.submit() == ["age": 36, "firstName": "Ada"])
        let refused = #expect(throws: ValuesError.self) { try form.setValues(["nickname": "A"]) }
        #expect(refused?.problems.map(\.key) == ["nickname"])
    }

    @Test func anObjectsOwnAnyOfIsMergedIntoItsGroup() throws {
        let (form, _) = try makeForm(Self.anyOfWithOwnProperties)
        try form.setValues(["owner": ["since": "2020", "number": "7"]])
        #expect(try form.submit() == ["owner": ["since": "2020", "number": "7"]])
        #expect(form.manager.field(at: "/owner/number")?.title == "number")
    }
}

/// `allOf` parts that add properties are merged into the object, as OpenAPI's composition writes
/// it — at the root (an empty form before) and in a property (a read-only row before).
@MainActor
@Suite struct AllOfTests {
    static let document = #"""
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "$defs": {"Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "title": "ID"}}}},
     "allOf": [{"$ref": "#/$defs/Base"},
               {"properties": {"name": {"type": "string", "title": "Name"}, "owner": {
                  "allOf": [{"$ref": "#/$defs/Base"}, {"properties": {"email": {"type": "string", "format": "email"}}}]}},
                "required": ["owner"]}]}
    """#

    @Test func thePartsPropertiesAreTheObjectsOwn() throws {
        let (form, view) = try makeForm(Self.document)
        let text = view.renderText()
        #expect(text.contains("ID") && text.contains("Name") && text.contains("email"), "\(text)")
        #expect(submitErrors(form).contains(["/id", "required"]))
        try form.setValues(["id": "1", "name": "Ada", "owner": ["id": "7", "email": "a@b.co"]])
        #expect(try form.submit() == ["id": "1", "name": "Ada", "owner": ["id": "7", "email": "a@b.co"]])
    }
}
