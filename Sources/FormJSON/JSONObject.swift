import Foundation

/// A JSON object: string keys with values, in the order they were added, found by key in O(1).
///
/// The order is kept for people reading the JSON (a form's values come out in form order, a
/// parsed document's members in document order); equality ignores it, as JSON does.
///
/// ```swift
/// var values: JSONObject = ["name": "Ada"]
/// values["seats"] = 5                 // appended
/// values["name"] = "Zed"              // replaced in place
/// values.keys                         // ["name", "seats"]
/// values["name"] = nil                // removed
/// ```
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The keys, in order.
    public private(set) var keys: [String] = []
    /// The values, in key order.
    public private(set) var values: [JSONValue] = []
    /// Each key's position, the keys compared by their scalars (``ExactText``) — kept only once
    /// the object has more than ``scannedCount`` members: a few keys are compared faster than one
    /// is hashed, and most objects are small.
    private var positions = KeyPositions()

    /// An empty object.
    public init() {}

    /// An object of `members`, in order.
    /// - Precondition: no key appears twice.
    public init<Members: Sequence>(_ members: Members) where Members.Element == (String, JSONValue) {
        for (key, value) in members {
            precondition(position(of: key) == nil, "JSONObject: the key \"\(key)\" appears twice")
            append(key, value)
        }
    }

    /// An object of the literal's members, in order.
    /// - Precondition: no key appears twice.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether the object has no member.
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`; setting a value replaces it in place or appends it, setting `nil`
    /// removes the member.
    /// - Complexity: O(1) to read, replace or append; O(n) to remove.
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { values[$0] } }
        set {
            if let newValue {
                if let position = position(of: key) { values[position] = newValue } else { append(key, newValue) }
            } else if let position = position(of: key) {
                keys.remove(at: position)
                values.remove(at: position)
                positions = keys.count <= Self.scannedCount ? KeyPositions() : KeyPositions(keys)
            }
        }
    }

    /// Whether the object has a member `key`.
    /// - Complexity: O(1).
    public func contains(key: String) -> Bool { position(of: key) != nil }

    /// Up to this many members, a look-up compares keys rather than hashing, and no table of
    /// positions is kept.
    static let scannedCount = 8

    /// Where `key` is in ``keys``, by its scalars (what JSON Schema's `required` asks of small
    /// objects, value after value).
    @inline(__always)
    private func position(of key: String) -> Int? {
        if keys.count <= Self.scannedCount { return keys.firstIndex { ExactText.equal($0, key) } }
        return positions.position(of: key, in: keys)
    }

    /// Appends a member whose key is not in the object yet.
    private mutating func append(_ key: String, _ value: JSONValue) {
        keys.append(key)
        values.append(value)
        if keys.count == Self.scannedCount + 1 {
            positions = KeyPositions(keys)
        } else if keys.count > Self.scannedCount {
            _ = keys.withUnsafeBufferPointer { positions.insert(key, at: keys.count - 1, in: $0) }
        }
    }

    /// Appends a member the caller knows is new (a parser that refused duplicates).
    package mutating func appendNew(_ key: String, _ value: JSONValue) { append(key, value) }

    /// An object of members the caller knows are distinct (a parser that refused duplicates), in
    /// arrays of their exact size.
    package init(distinctKeys keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
        if keys.count > Self.scannedCount { positions = KeyPositions(keys) }
    }

    /// An object of distinct members whose positions a parser recorded as it read them.
    init(distinctKeys keys: [String], values: [JSONValue], positions: KeyPositions) {
        self.keys = keys
        self.values = values
        self.positions = keys.count > Self.scannedCount ? positions : KeyPositions()
    }

    /// The members as `(key, value)` pairs, in order.
    public func makeIterator() -> Zip2Sequence<[String], [JSONValue]>.Iterator {
        zip(keys, values).makeIterator()
    }

    /// Equal when both have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }

    /// Hashes the members without regard to their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in self {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }

    /// Compact JSON text, keys in order.
    public var description: String { JSONValue.object(self).description }
}

extension JSONObject {
    /// The object as JSON text; see ``JSONValue/jsonString(prettyPrinted:sortedKeys:)``.
    /// - Throws: ``JSONWriteError`` for a number JSON cannot carry (NaN, infinity).
    public func jsonString(prettyPrinted: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> String {
        try JSONValue.object(self).jsonString(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys)
    }

    /// The object as UTF-8 JSON; see ``JSONValue/jsonData(prettyPrinted:sortedKeys:)``.
    /// - Throws: ``JSONWriteError`` for a number JSON cannot carry (NaN, infinity).
    public func jsonData(prettyPrinted: Bool = false, sortedKeys: Bool = false) throws(JSONWriteError) -> Data {
        try JSONValue.object(self).jsonData(prettyPrinted: prettyPrinted, sortedKeys: sortedKeys)
    }
}
