// The Swift blocks of FormJSON's doc comments (shown on its symbols' pages), compiled and run;
// the results their comments state are checked after each.
import Foundation
import FormJSON
import FormKit
import ListKit
import Testing

@MainActor
@Suite struct FormJSONDocComments: PrintingSnippets {
    let printed = Printed()

    @Test func conditionsHideAndDisable() throws {
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section {
                SegmentedItem("Plan", key: "plan", options: ["Free", "Team"], value: "Free")
                NumberItem("Seats", key: "seats", value: "3", isInteger: true)
                // snippet: doc-Condition-15
                TextItem("Company", key: "company").hidden(when: .value("plan", isNot: "Team"))
                BoolItem("Invoice", key: "invoice").disabled(when: .value("seats", isLessThan: 5) || .isEmpty("company"))
                // snippet end
            }
        }
        manager.reload()
        #expect(manager.item(forKey: "company")?.isHidden == true)
        #expect(manager.item(forKey: "invoice")?.isEnabled == false)
    }

    @Test func numberBounds() {
        let results = shown {
            // snippet: doc-NumberBound-15
            NumberBound(.minimum, 18).admits(.integer(17))    // false
            NumberBound(.minimum, 18).admits(.string("17"))   // nil: no number, the bound does not apply
            // snippet end
        }
        #expect(results.map { $0 as? Bool? } == [false, .some(nil)])
    }

    @Test func textFormats() {
        let results = shown {
            // snippet: doc-TextFormat-82
            TextFormat.email.matches("ada@example")        // true: RFC 5321 needs no dot
            TextFormat.ipv4.matches("087.10.0.1")          // false: a leading zero reads as octal
            TextFormat.dateTime.matches("2024-05-31T14:30:00")   // false: an offset is required
            // snippet end
        }
        #expect(results.map { $0 as? Bool } == [true, false, false])
    }

    @Test func textLengths() {
        let results = shown {
            // snippet: doc-TextLength-12
            TextLength(maximum: 1, counting: .characters).violation(by: "👍🏽")       // nil
            TextLength(maximum: 1, counting: .unicodeScalars).violation(by: "👍🏽")   // .tooLong(maximum: 1)
            // snippet end
        }
        #expect(results.map { $0 as? TextLength.Violation? } == [.some(nil), .tooLong(maximum: 1)])
    }

    @Test func exactDecimals() {
        let results = shown {
            // snippet: doc-JSONDecimal-11
            let big = JSONDecimal("18446744073709551617")!
            big > JSONDecimal(Double(1 << 63) * 2)!     // true: 2^64 + 1 > 2^64, exactly
            JSONDecimal("0.0075")!.isMultiple(of: JSONDecimal("0.0001")!)   // true
            // snippet end
        }
        #expect(results.map { $0 as? Bool } == [true, true])
    }

    @Test func orderedObjects() {
        let results = shown {
            // snippet: doc-JSONObject-8
            var values: JSONObject = ["name": "Ada"]
            values["seats"] = 5                 // appended
            values["name"] = "Zed"              // replaced in place
            values.keys                         // ["name", "seats"]
            values["name"] = nil                // removed
            // snippet end
        }
        #expect(results.compactMap { $0 as? [String] } == [["name", "seats"]])
    }

    @Test func valuesWrittenAndReadBack() throws {
        var value: JSONValue = .null, text = "", back: JSONValue = .null
        let results = try shown {
            // snippet: doc-JSONValue-11
            let value: JSONValue = ["name": "Ada", "seats": 5, "topics": ["Swift"]]
            let text = try value.jsonString()                 // {"name":"Ada","seats":5,"topics":["Swift"]}
            let back = try JSONValue(parsing: text)           // == value
            back["seats"]?.intValue                           // 5
            // snippet end
            (value, text, back)
        }
        (value, text, back) = try #require(results.last as? (JSONValue, String, JSONValue))
        #expect(text == #"{"name":"Ada","seats":5,"topics":["Swift"]}"# && back == value)
        #expect(results.first as? Int? == 5)
    }

    @Test func problemsNameTheirKey() {
        let manager = AdapterManager(adapter: ListAdapter()) {
            Section { TextItem("Email", key: "email").validated(by: .email) }
        }
        // snippet: doc-Problem-7
        do {
            try manager.submit(["email": "not an address"])
        } catch {
            for problem in error.problems { print(problem) }   // email: Email is not a valid email address
        }
        // snippet end
        #expect(printed.text == "email: Email is not a valid email address")
    }

    @Test func patterns() throws {
        let results = try shown {
            // snippet: doc-TextPattern-47
            let code = try TextPattern("^[A-Z]{2}-[0-9]{4}$")
            code.matches("AB-1234")                               // true
            try TextPattern("[0-9]{4}").matches("ZIP 10115")     // true: somewhere in the text
            try TextPattern("[0-9]{4}", wholeText: true).matches("ZIP 10115")   // false
            // snippet end
        }
        #expect(results.map { $0 as? Bool } == [true, true, false])
    }
}
