import FormJSON
import FormSchemaValidation
import Testing

@Suite struct UniqueItemsTests {
    @Test(arguments: [3, 8, 9, 20])
    func theFirstRepeatedItemIsNamedWithItsFirstEqualWhateverTheLength(count: Int) {
        // Up to 8 items are compared pair by pair, more are hashed: both name the same pair.
        var items: [JSONValue] = (0..<count).map { .string("tag\($0)") }
        #expect(SchemaRule.uniqueItems.message(for: .array(items)) == nil)
        items[count - 1] = 1.0
        items[1] = .integer(1)
        #expect(SchemaRule.uniqueItems.message(for: .array(items)) == "must not hold equal items (items 1 and \(count - 1) are equal)")
        items[2] = "tag1"
        items[0] = "tag1"
        #expect(SchemaRule.uniqueItems.message(for: .array(items)) == "must not hold equal items (items 0 and 2 are equal)")
    }
}
