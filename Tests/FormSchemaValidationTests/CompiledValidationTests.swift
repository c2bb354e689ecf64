import FormJSON
import FormSchemaValidation
import Testing

/// The compiled validator behind ``SchemaDocument/validate(_:)``: every keyword of draft-07 and
/// 2020-12, remote documents through a registry, the standard output, and the limits.
@Suite struct CompiledValidationTests {
    static func errors(_ schema: String, _ value: String, options: SchemaOptions = .default,
                       registry: SchemaRegistry = SchemaRegistry()) throws -> [[String]] {
        let document = try SchemaDocument(json: try JSONValue(parsing: schema), options: options, registry: registry)
        return document.validate(try JSONValue(parsing: value)).map { [$0.instancePath, $0.keyword] }
    }

    static func documentErrors(_ schema: String, registry: SchemaRegistry = SchemaRegistry()) throws -> [String] {
        do {
            _ = try SchemaDocument(json: try JSONValue(parsing: schema), registry: registry)
            return []
        } catch let error as SchemaDocumentError {
            return error.errors.map { "\($0.pointer) \($0.kind)" }
        }
    }

    // MARK: Tuples

    static let tuple = ##"{"prefixItems": [{"type": "number"}, {"type": "string"}], "items": {"type": "boolean"}}"##

    @Test func itemsAppliesOnlyPastThePrefixItems() throws {
        #expect(try Self.errors(Self.tuple, ##"[1, "a", true, false]"##) == [])
        #expect(try Self.errors(Self.tuple, ##"[1]"##) == [])
    }

    @Test func anElementPastThePrefixIsCheckedAgainstItems() throws {
        #expect(try Self.errors(Self.tuple, ##"[1, "a", 2]"##) == [["/2", "type"]])
        #expect(try Self.errors(Self.tuple, ##"["a", 1]"##) == [["/0", "type"], ["/1", "type"]])
    }

    @Test func draft07ReadsAnItemsArrayAsATupleAndAdditionalItemsAsTheRest() throws {
        let schema = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "items": [{"type": "number"}], "additionalItems": {"type": "string"}}"##
        #expect(try Self.errors(schema, ##"[1, "a", "b"]"##) == [])
        #expect(try Self.errors(schema, ##"[1, 2]"##) == [["/1", "type"]])
    }

    // MARK: Applicators

    /// rjsf's playground sample "ifThenElse".
    static let ifThenElse = #"""
        {"type": "object",
         "properties": {"animal": {"enum": ["Cat", "Fish"]}},
         "allOf": [
           {"if": {"properties": {"animal": {"const": "Cat"}}},
            "then": {"properties": {"food": {"type": "string", "enum": ["meat", "grass", "fish"]}}, "required": ["food"]}},
           {"if": {"properties": {"animal": {"const": "Fish"}}},
            "then": {"properties": {"food": {"type": "string", "enum": ["insect", "worms"]},
                                    "water": {"type": "string", "enum": ["lake", "sea"]}},
                     "required": ["food", "water"]}},
           {"required": ["animal"]}]}
        """#

    @Test func theIfThenElseSampleRefusesACatThatEatsWorms() throws {
        #expect(try Self.errors(Self.ifThenElse, ##"{"animal": "Cat", "food": "worms"}"##) == [["/food", "enum"]])
        #expect(try Self.errors(Self.ifThenElse, ##"{"animal": "Fish", "food": "worms", "water": "sea"}"##) == [])
        #expect(try Self.errors(Self.ifThenElse, ##"{"animal": "Fish", "food": "worms"}"##) == [["/water", "required"]])
    }

    @Test func aDocumentWithApplicatorsHasNoWarnings() throws {
        let document = try SchemaDocument(parsing: Self.ifThenElse)
        #expect(document.warnings.isEmpty)
    }

    @Test func unevaluatedPropertiesSeesThePropertiesOfEverySchemaThatApplied() throws {
        let schema = #"""
            {"properties": {"kind": {"type": "string"}},
             "anyOf": [{"properties": {"a": true}}, {"properties": {"b": true}}],
             "unevaluatedProperties": false}
            """#
        #expect(try Self.errors(schema, ##"{"kind": "x", "a": 1, "b": 2}"##) == [])
        #expect(try Self.errors(schema, ##"{"kind": "x", "a": 1, "c": 3}"##) == [["/c", "unevaluatedProperties"]])
    }

    @Test func unevaluatedItemsSeesPrefixItemsAndContains() throws {
        let schema = ##"{"prefixItems": [{"type": "string"}], "contains": {"type": "integer"}, "unevaluatedItems": false}"##
        #expect(try Self.errors(schema, ##"["a", 1, 2]"##) == [])
        #expect(try Self.errors(schema, ##"["a", 1, true]"##) == [["/2", "unevaluatedItems"]])
    }

    // MARK: References

    @Test func anIdAndAnAnchorNameSchemasInsideTheDocument() throws {
        let schema = ##"""
            {"$id": "https://example.com/root.json",
             "$defs": {"a": {"$id": "inner.json", "$defs": {"b": {"$anchor": "count", "type": "integer"}}}},
             "properties": {"x": {"$ref": "inner.json#count"}, "y": {"$ref": "https://example.com/inner.json#/$defs/b"}}}
            """##
        #expect(try Self.errors(schema, ##"{"x": 1, "y": 2}"##) == [])
        #expect(try Self.errors(schema, ##"{"x": "1", "y": "2"}"##) == [["/x", "type"], ["/y", "type"]])
    }

    @Test func aDynamicReferenceIsExtendedByTheOutermostSchemaThatDefinesItsAnchor() throws {
        var registry = SchemaRegistry()
        registry.register(["$id": "https://example.com/list.json", "$dynamicAnchor": "item", "type": "array",
                           "items": ["$dynamicRef": "#item"]],
                          as: "https://example.com/list.json")
        // list.json's own "item" is the list itself (a list of lists); the outer schema's "item"
        // says strings, and it is outermost in the dynamic scope.
        let schema = ##"{"$id": "https://example.com/strings.json", "$ref": "list.json", "$defs": {"item": {"$dynamicAnchor": "item", "type": "string"}}}"##
        #expect(try Self.errors(schema, ##"["a", "b"]"##, registry: registry) == [])
        #expect(try Self.errors(schema, ##"["a", 2]"##, registry: registry) == [["/1", "type"]])
        let alone = try SchemaDocument(json: ["$ref": "https://example.com/list.json"], registry: registry)
        #expect(alone.isValid([[], [[]]]))
        #expect(!alone.isValid(["a"]))
    }

    @Test func draft07IgnoresTheSiblingsOfARef() throws {
        let schema = ##"{"$schema": "http://json-schema.org/draft-07/schema#", "definitions": {"n": {"type": "number"}}, "properties": {"x": {"$ref": "#/definitions/n", "maximum": 1}}}"##
        #expect(try Self.errors(schema, ##"{"x": 5}"##) == [])
        let document = try SchemaDocument(parsing: schema)
        #expect(document.warnings.map(\.pointer) == ["/properties/x/maximum"], "said, and left out of the form's model too")
        #expect(document.root.property("x")?.rules.isEmpty == true)
        let modern = ##"{"$defs": {"n": {"type": "number"}}, "properties": {"x": {"$ref": "#/$defs/n", "maximum": 1}}}"##
        #expect(try Self.errors(modern, ##"{"x": 5}"##) == [["/x", "maximum"]])
    }

    @Test func aRemoteReferenceResolvesThroughTheRegistry() throws {
        var registry = SchemaRegistry()
        registry.register(["$defs": ["zip": ["type": "string", "pattern": "^[0-9]{5}$"]]], as: "https://example.com/address.json")
        let schema = ##"{"properties": {"zip": {"$ref": "https://example.com/address.json#/$defs/zip"}}}"##
        #expect(try Self.errors(schema, ##"{"zip": "12345"}"##, registry: registry) == [])
        let document = try SchemaDocument(json: try JSONValue(parsing: schema), registry: registry)
        let error = try #require(document.validate(["zip": "1234"]).first)
        #expect(error.keyword == "pattern")
        #expect(error.schemaPath == "https://example.com/address.json#/$defs/zip/pattern")
        #expect(error.keywordLocation == "/properties/zip/$ref/pattern")
        #expect(error.absoluteKeywordLocation == "https://example.com/address.json#/$defs/zip/pattern")
    }

    @Test func aRemoteReferenceTheRegistryDoesNotHoldIsADocumentError() throws {
        #expect(try Self.documentErrors(##"{"$ref": "https://example.com/nowhere.json"}"##) == ["/$ref referenceNotLocal"])
    }

    @Test func aReferenceToNowhereNamesItsPointer() throws {
        #expect(try Self.documentErrors(##"{"properties": {"a": {"$ref": "#/$defs/missing"}}}"##) == ["/properties/a/$ref referenceNotFound"])
        #expect(try Self.documentErrors(##"{"properties": {"a": {"$ref": "#nowhere"}}}"##) == ["/properties/a/$ref referenceNotFound"])
    }

    @Test func aSchemaMayReferToItsDialectsMetaschema() throws {
        let schema = ##"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"##
        #expect(try Self.errors(schema, ##"{"type": "string", "minLength": 2}"##) == [])
        #expect(try Self.errors(schema, ##"{"minLength": -1}"##).isEmpty == false)
    }

    @Test func anUnknownDialectIsADocumentErrorNotAGuess() throws {
        #expect(try Self.documentErrors(##"{"$schema": "https://example.com/my-dialect", "type": "string"}"##) == ["/$schema unknownDialect"])
    }

    @Test func aLoopWithoutProgressThroughTheValueIsRefused() throws {
        let errors = try Self.documentErrors(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##)
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("referenceCycle") == true)
    }

    // MARK: Limits

    @Test func aValueDeeperThanTheLimitFailsWithItsOwnError() throws {
        let options = SchemaOptions(limits: SchemaLimits(maximumInstanceDepth: 3))
        let schema = ##"{"items": {"$ref": "#"}}"##
        #expect(try Self.errors(schema, "[[[1]]]", options: options) == [])
        #expect(try Self.errors(schema, "[[[[1]]]]", options: options) == [["/0/0/0/0", "maximumDepth"]])
    }

    @Test func aValueAtTheDepthLimitIsValidatedOffTheMainThread() async throws {
        let document = try SchemaDocument(parsing: ##"{"allOf": [{"items": {"$ref": "#"}, "properties": {"next": {"$ref": "#"}}}]}"##)
        var value: JSONValue = 1
        for level in 0..<256 { value = level.isMultiple(of: 2) ? [value] : ["next": value] }
        let deepest = value
        let errors = await Task.detached { document.validate(deepest) }.value
        #expect(errors.isEmpty)
        let tooDeep: JSONValue = [deepest]
        let deeper = await Task.detached { document.validate(tooDeep) }.value
        #expect(deeper.map(\.keyword) == ["maximumDepth"])
        #expect(await Task.detached { document.isValid(deepest) }.value)
        #expect(await Task.detached { !document.isValid(tooDeep) }.value)
    }

    @Test func schemasNestedBeyondWhatAThreadCanHoldFailInsteadOfCrashing() async throws {
        let document = try SchemaDocument(json: [
            "$defs": ["a": ["allOf": [["$ref": "#/$defs/b"]]], "b": ["allOf": [["$ref": "#/$defs/c"]]], "c": ["items": ["$ref": "#/$defs/a"]]],
            "$ref": "#/$defs/a",
        ], options: SchemaOptions(limits: SchemaLimits(maximumInstanceDepth: 100_000)))
        var value: JSONValue = 1
        for _ in 0..<2_000 { value = [value] }
        let deep = value
        let errors = await Task.detached { document.validate(deep) }.value
        #expect(errors.map(\.keyword) == ["maximumDepth"])
        #expect(await Task.detached { !document.isValid(deep) }.value)
    }

    @Test func aNestingLimitMetInABranchThatFailsStillRefusesTheValueWhenOnlyCheckingIt() async throws {
        // Evaluation records the nesting error even inside a failing anyOf branch: the value is
        // invalid although the second branch accepts it. The is-valid path gives up there and
        // asks evaluation, so both say the same.
        let document = try SchemaDocument(json: [
            "$defs": ["a": ["allOf": [["$ref": "#/$defs/b"]]], "b": ["allOf": [["$ref": "#/$defs/c"]]], "c": ["items": ["$ref": "#/$defs/a"]]],
            "anyOf": [["$ref": "#/$defs/a"], true],
        ], options: SchemaOptions(limits: SchemaLimits(maximumInstanceDepth: 100_000)))
        var value: JSONValue = 1
        for _ in 0..<2_000 { value = [value] }
        let deep = value
        let errors = await Task.detached { document.validate(deep) }.value
        let isValid = await Task.detached { document.isValid(deep) }.value
        #expect(!errors.isEmpty)
        #expect(isValid == errors.isEmpty)
    }

    // MARK: Numbers and formats

    @Test func multipleOfIsExactForDecimalFractions() throws {
        #expect(try Self.errors(##"{"multipleOf": 0.0001}"##, "0.0075") == [])
        #expect(try Self.errors(##"{"type": "integer", "multipleOf": 0.123456789}"##, "1e308") == [["", "multipleOf"]])
        #expect(try Self.errors(##"{"type": "integer"}"##, "1.0") == [])
        #expect(try Self.errors(##"{"multipleOf": 0.5}"##, "1e308") == [], "every integer is a multiple of 0.5, overflow or not")
    }

    @Test func formatsAreAssertedForFormsAndAnnotationsWhenAsked() throws {
        let schema = ##"{"format": "email"}"##
        #expect(try Self.errors(schema, ##""ada@""##) == [["", "format"]])
        #expect(try Self.errors(schema, ##""ada@""##, options: SchemaOptions(assertsFormats: false)) == [])
        let annotated = try SchemaDocument(parsing: schema, options: SchemaOptions(assertsFormats: false))
        #expect(annotated.root.rules.isEmpty, "the form's validators do not assert it either")
    }

    // MARK: Output

    @Test func theBasicOutputListsEachErrorsLocations() throws {
        let document = try SchemaDocument(parsing: ##"{"$id": "https://example.com/s.json", "properties": {"age": {"minimum": 18}}, "required": ["name"]}"##)
        #expect(document.basicOutput(["name": "Ada", "age": 20]) == ["valid": true])
        let output = document.basicOutput(["age": 17])
        #expect(output["valid"] == false)
        #expect(output["errors"] == [
            ["keywordLocation": "/required", "absoluteKeywordLocation": "https://example.com/s.json#/required",
             "instanceLocation": "", "error": "is required"],
            ["keywordLocation": "/properties/age/minimum", "absoluteKeywordLocation": "https://example.com/s.json#/properties/age/minimum",
             "instanceLocation": "/age", "error": "must be at least 18"],
        ])
    }

    @Test func withoutAnAbsoluteURITheBasicOutputHasNoAbsoluteKeywordLocation() throws {
        let document = try SchemaDocument(parsing: ##"{"properties": {"age": {"minimum": 18}}}"##)
        let error = try #require(document.validate(["age": 17]).first)
        #expect(error.absoluteKeywordLocation == nil)
        #expect(document.basicOutput(["age": 17])["errors"] == [
            ["keywordLocation": "/properties/age/minimum", "instanceLocation": "/age", "error": "must be at least 18"],
        ])
    }

    @Test(arguments: [
        // The retrieval URI is the base of a document with no `$id`; a relative `$id` resolves against it.
        (##"{"properties": {"age": {"minimum": 18}}}"##, "file:///srv/forms/order.json", "file:///srv/forms/order.json#/properties/age/minimum"),
        (##"{"$id": "order.json", "properties": {"age": {"minimum": 18}}}"##, "https://example.com/forms/", "https://example.com/forms/order.json#/properties/age/minimum"),
        (##"{"$id": "https://example.com/s.json", "properties": {"age": {"minimum": 18}}}"##, "file:///srv/s.json", "https://example.com/s.json#/properties/age/minimum"),
    ])
    func theAbsoluteKeywordLocationFollowsTheIDOrTheRetrievalURI(schema: String, baseURI: String, expected: String) throws {
        let document = try SchemaDocument(parsing: schema, options: SchemaOptions(baseURI: baseURI))
        #expect(document.validate(["age": 17]).first?.absoluteKeywordLocation == expected)
    }

    @Test func anEmbeddedResourceWithAnAbsoluteIDHasAnAbsoluteKeywordLocationInADocumentWithout() throws {
        let document = try SchemaDocument(parsing: ##"{"required": ["b"], "properties": {"a": {"$id": "https://example.com/a.json", "minimum": 1}}}"##)
        let errors = document.validate(["a": 0])
        #expect(errors.count == 2)
        #expect(errors.first { $0.keyword == "required" }?.absoluteKeywordLocation == .some(nil))
        #expect(errors.first { $0.keyword == "minimum" }?.absoluteKeywordLocation == "https://example.com/a.json#/minimum")
    }

    @Test func theValidatorOfADocumentAgreesWithTheDocument() throws {
        let document = try SchemaDocument(parsing: Self.ifThenElse)
        let value: JSONValue = ["animal": "Cat", "food": "worms"]
        #expect(SchemaValidator(document: document).validate(value) == document.validate(value))
        #expect(!SchemaValidator(document: document).isValid(value))
        #expect(!document.isValid(value))
    }
}
