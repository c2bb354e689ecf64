import Foundation
import FormJSON
import Testing

/// Conditions that are values: built, combined, described, sent as JSON and evaluated on plain
/// values, with no form.
@Suite struct ConditionTests {
    @Test func conditionsEvaluateOnPlainValues() {
        let values: JSONObject = ["plan": "Team", "seats": 5, "company": "", "extras": ["Wifi", "Parking"]]
        #expect(Condition.value("plan", is: "Team").evaluate(values))
        #expect(!Condition.value("plan", isNot: "Team").evaluate(values))
        #expect(Condition.value("plan", isIn: ["Pro", "Team"]).evaluate(values))
        #expect(Condition.value("seats", isLessThan: 6).evaluate(values) && !Condition.value("seats", isGreaterThan: 5).evaluate(values))
        #expect(Condition.value("seats", is: 5.0).evaluate(values), "numbers compare by value")
        #expect(Condition.isEmpty("company").evaluate(values) && Condition.isEmpty("missing").evaluate(values))
        #expect(Condition.value("extras", is: "Wifi").evaluate(values), "an array value contains the option")
        #expect((.value("plan", is: "Team") && !.isEmpty("extras")).evaluate(values))
        #expect((.value("plan", is: "Free") || .value("seats", isAtLeast: 5)).evaluate(values))
        #expect(!Condition.value("plan", isLessThan: 3).evaluate(values), "a string does not compare to a number")
    }

    @Test func aConditionNamesItsKeysAndDescribesItself() {
        let condition: Condition = .value("plan", isNot: "Team") && (.value("seats", isLessThan: 5) || .isEmpty("company"))
        #expect(condition.keys == ["plan", "seats", "company"])
        #expect(condition.description == #"plan != "Team" && (seats < 5 || company is empty)"#)
    }

    @Test func aConditionRoundTripsThroughJSONAndCodable() throws {
        let condition: Condition = .all([.value("plan", isNot: "Team"), .any([.value("seats", isAtMost: 4.5), .isEmpty("company")]),
                                         .value("size", isIn: ["S", "M"])])
        let json = condition.jsonValue
        #expect(json.description == #"{"all":[{"not":{"key":"plan","equals":"Team"}},{"any":[{"key":"seats","atMost":4.5},{"key":"company","isEmpty":true}]},{"key":"size","in":["S","M"]}]}"#)
        #expect(try Condition(json: json) == condition)
        let data = try JSONEncoder().encode(condition)
        #expect(try JSONDecoder().decode(Condition.self, from: data) == condition)
    }

    @Test func aLengthConditionCountsCodePointsOfStringsOnly() throws {
        let condition: Condition = .value("name", hasLengthAtLeast: 3)
        #expect(condition.description == "name.length >= 3")
        #expect(condition.keys == ["name"])
        #expect(condition.evaluate(["name": "ne\u{301}"]), "three code points, two characters")
        #expect(!condition.evaluate(["name": "né"]))
        #expect(!condition.evaluate(["name": ["a", "b", "c"]]), "an array is not a string")
        #expect(!condition.evaluate([:]))
        #expect(Condition.value("name", hasLengthAtMost: 2).evaluate(["name": "ab"]))
        #expect(condition.jsonValue.description == #"{"key":"name","length":{"atLeast":3}}"#)
        #expect(try Condition(json: condition.jsonValue) == condition)
    }

    @Test(arguments: [
        (#"{"key":"a"}"#, "(root): expected one operator beside \"key\" (equals, in, lessThan, atMost, greaterThan, atLeast, isEmpty, length)"),
        (#"{"key":"a","length":3}"#, "(root): \"length\" must be an object with one of lessThan, atMost, greaterThan, atLeast"),
        (#"{"key":"a","length":{"atLeast":-1}}"#, "/length/atLeast: must be a whole number of at least 0"),
        (#"{"all":[{"key":"a","equals":1},5]}"#, "/all/1: expected an object, got integer"),
        (#"{"key":"a","lessThan":"5"}"#, "(root): \"lessThan\" must be a number"),
        (#"{"key":"a","between":[1,2]}"#, "(root): unknown operator \"between\""),
        (#"{"not":{"key":1,"equals":1}}"#, "/not: expected \"key\" (a string), \"not\", \"all\" or \"any\""),
    ])
    func malformedConditionsAreRefusedWithAPointer(json: String, message: String) throws {
        #expect(throws: ConditionFormatError.self) { try Condition(json: JSONValue(parsing: json)) }
        do { _ = try Condition(json: JSONValue(parsing: json)) } catch let error as ConditionFormatError {
            #expect(error.description == message)
        }
    }
}
