import FormJSON
import Foundation
import FormSchemaValidation
import Testing

@Suite struct ReferencedFilesTests {
    @Test func referencedFilesAreReadTransitivelyAgainstTheBaseWhereEachRefStands() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"$ref": "leaf.json"}"#.write(to: folder.appendingPathComponent("nested/middle.json"), atomically: true, encoding: .utf8)
        try #"{"type": "integer"}"#.write(to: folder.appendingPathComponent("nested/leaf.json"), atomically: true, encoding: .utf8)
        let root: JSONValue = ["properties": ["a": ["$ref": "nested/middle.json"],
                                              "b": ["$id": "nested/", "properties": ["c": ["$ref": "leaf.json"]]],
                                              "d": ["const": ["$ref": "missing.json"]]]]
        var registry = SchemaRegistry()
        let base = folder.appendingPathComponent("root.json").absoluteString
        try registry.registerReferencedFiles(of: root, retrievedFrom: base)
        #expect(Set(registry.documents.keys) == [folder.appendingPathComponent("nested/middle.json").absoluteString,
                                                  folder.appendingPathComponent("nested/leaf.json").absoluteString])
        let document = try SchemaDocument(json: root, options: SchemaOptions(baseURI: base), registry: registry)
        #expect(!document.validate(["a": "x", "b": ["c": 1]]).isEmpty)
        #expect(document.validate(["a": 1, "b": ["c": 2]]).isEmpty)
    }

    @Test func aFileThatIsNotJSONIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not json".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        var registry = SchemaRegistry()
        #expect(throws: SchemaFileError.self) {
            try registry.registerReferencedFiles(of: ["$ref": "bad.json"], retrievedFrom: folder.appendingPathComponent("r.json").absoluteString)
        }
    }

    @Test func aMappedPrefixNeverLeavesItsFolder() throws {
        var registry = SchemaRegistry()
        try registry.registerReferencedFiles(of: ["$ref": "http://example.com/../../etc/passwd"], retrievedFrom: "file:///tmp/r.json",
                                             folders: [(prefix: "http://example.com/", folder: URL(fileURLWithPath: "/tmp/remotes"))])
        #expect(registry.documents.isEmpty)
    }
}
