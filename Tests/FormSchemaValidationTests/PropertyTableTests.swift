@testable import FormSchemaValidation
import Testing

@Suite struct PropertyTableTests {
    @Test(arguments: [0, 1, 7, 8, 100, 1_000])
    func everyNameIsFoundAndNoOtherIs(count: Int) {
        let table = PropertyTable((0..<count).map { (name: "field\($0)", node: $0 * 3) })
        for index in 0..<count { #expect(table.node(for: "field\(index)") == index * 3) }
        #expect(table.node(for: "field\(count)") == nil)
        #expect(table.node(for: "") == nil)
        #expect(table.node(for: "fïeld0") == nil)
    }

    @Test func lookUpsCompareNamesByTheirScalarsAsJSONDoes() {
        // Canonically equivalent names are different names to JSON (Swift's String == would
        // take KELVIN SIGN for K, and e + U+0301 for é).
        let ascii = PropertyTable([(name: "K", node: 1), (name: "é", node: 2)])
        #expect(ascii.node(for: "\u{212A}") == nil)
        #expect(ascii.node(for: "e\u{301}") == nil)
        #expect(ascii.node(for: "é") == 2 && ascii.node(for: "K") == 1)
        let both = PropertyTable([(name: "é", node: 1), (name: "e\u{301}", node: 2)])
        #expect(both.node(for: "é") == 1 && both.node(for: "e\u{301}") == 2)
        let asciiOnly = PropertyTable([(name: "K", node: 1)])
        #expect(asciiOnly.node(for: "\u{212A}") == nil)
        #expect(asciiOnly.node(for: "k") == nil)
    }

    @Test func aLongNameIsFoundLikeAShortOne() {
        let long = String(repeating: "abc", count: 100)
        let table = PropertyTable([(name: long, node: 9), (name: "a", node: 1)])
        #expect(table.node(for: long) == 9)
        #expect(table.node(for: long + "d") == nil)
    }
}
