extension Condition: Codable {
    /// The condition as JSON: see the type's documentation for the shapes.
    public var jsonValue: JSONValue {
        switch self {
        case .equals(let key, let value): return ["key": .string(key), "equals": value]
        case .isOneOf(let key, let values): return ["key": .string(key), "in": .array(values)]
        case .compares(let key, let comparison, let number):
            var object: JSONObject = ["key": .string(key)]
            object[comparison.rawValue] = JSONValue.exactInt(number).map(JSONValue.integer) ?? .number(number)
            return .object(object)
        case .isEmpty(let key): return ["key": .string(key), "isEmpty": true]
        case .hasLength(let key, let comparison, let length):
            var bound = JSONObject()
            bound[comparison.rawValue] = .integer(length)
            return ["key": .string(key), "length": .object(bound)]
        case .not(let inner): return ["not": inner.jsonValue]
        case .all(let conditions): return ["all": .array(conditions.map(\.jsonValue))]
        case .any(let conditions): return ["any": .array(conditions.map(\.jsonValue))]
        }
    }

    /// Reads a condition from its JSON form.
    /// - Throws: ``ConditionFormatError`` with a pointer to the part that is wrong.
    public init(json: JSONValue) throws(ConditionFormatError) {
        self = try Self.read(json, at: "")
    }

    private static func read(_ json: JSONValue, at pointer: String) throws(ConditionFormatError) -> Condition {
        guard let object = json.objectValue else {
            throw ConditionFormatError(pointer: pointer, message: "expected an object, got \(json.typeName)")
        }
        func fail(_ message: String) -> ConditionFormatError { ConditionFormatError(pointer: pointer, message: message) }
        if let inner = object["not"] {
            guard object.count == 1 else { throw fail("\"not\" takes no other members") }
            return .not(try read(inner, at: pointer + "/not"))
        }
        for name in ["all", "any"] {
            guard let list = object[name] else { continue }
            guard object.count == 1 else { throw fail("\"\(name)\" takes no other members") }
            guard let elements = list.arrayValue else { throw fail("\"\(name)\" must be an array") }
            var conditions: [Condition] = []
            for (index, element) in elements.enumerated() {
                conditions.append(try read(element, at: pointer + "/\(name)/\(index)"))
            }
            return name == "all" ? .all(conditions) : .any(conditions)
        }
        guard let key = object["key"]?.stringValue else { throw fail("expected \"key\" (a string), \"not\", \"all\" or \"any\"") }
        let operators = object.keys.filter { $0 != "key" }
        guard operators.count == 1, let name = operators.first, let operand = object[name] else {
            throw fail("expected one operator beside \"key\" (equals, in, lessThan, atMost, greaterThan, atLeast, isEmpty, length)")
        }
        switch name {
        case "equals": return .equals(key: key, value: operand)
        case "in":
            guard let values = operand.arrayValue else { throw fail("\"in\" must be an array") }
            return .isOneOf(key: key, values: values)
        case "isEmpty":
            guard let flag = operand.boolValue else { throw fail("\"isEmpty\" must be true or false") }
            return flag ? .isEmpty(key: key) : .not(.isEmpty(key: key))
        case "length":
            guard let bound = operand.objectValue, bound.count == 1, let name = bound.keys.first, let limit = bound[name],
                  let comparison = Comparison(rawValue: name) else {
                throw fail("\"length\" must be an object with one of lessThan, atMost, greaterThan, atLeast")
            }
            guard let length = limit.intValue, length >= 0 else {
                throw ConditionFormatError(pointer: pointer + "/length/" + name, message: "must be a whole number of at least 0")
            }
            return .hasLength(key: key, comparison, length)
        default:
            guard let comparison = Comparison(rawValue: name) else { throw fail("unknown operator \"\(name)\"") }
            guard let number = operand.doubleValue, number.isFinite else { throw fail("\"\(name)\" must be a number") }
            return .compares(key: key, comparison, number)
        }
    }

    /// Encodes ``jsonValue``.
    public func encode(to encoder: Encoder) throws {
        try jsonValue.encode(to: encoder)
    }

    /// Decodes the JSON form.
    public init(from decoder: Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try Condition(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }
}
