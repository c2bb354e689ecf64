import Foundation
import FormKit
import Testing
@testable import Demo

/// Schemas split across files, as real ones are: a `$ref` to a sibling file is read from disk,
/// one to a URI `--ref-base` maps is read from its folder, and the form shows the fields those
/// files describe; nothing is fetched from the network.
@Suite struct SchemaFilesTests {
    /// A folder holding `order.json`, its sibling `address.json` and `remotes/customer.json`.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("remotes"), withIntermediateDirectories: true)
        try #"""
        {"type": "object", "required": ["shipTo"],
         "properties": {"shipTo": {"$ref": "address.json", "title": "Ship to"},
                        "customer": {"$ref": "http://schemas.example.com/customer.json"}}}
        """#.write(to: folder.appendingPathComponent("order.json"), atomically: true, encoding: .utf8)
        try #"""
        {"$defs": {"zip": {"type": "string", "pattern": "^[0-9]{5}$"}},
         "type": "object", "required": ["street", "zip"],
         "properties": {"street": {"type": "string", "title": "Street"}, "zip": {"$ref": "#/$defs/zip", "title": "ZIP"}}}
        """#.write(to: folder.appendingPathComponent("address.json"), atomically: true, encoding: .utf8)
        try #"""
        {"type": "object", "properties": {"name": {"type": "string", "title": "Customer name", "minLength": 2}}}
        """#.write(to: folder.appendingPathComponent("remotes/customer.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func siblingAndMappedFilesGiveTheFormItsFieldsAndItsRules() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let order = folder.appendingPathComponent("order.json").path
        let mapping = "http://schemas.example.com/=" + folder.appendingPathComponent("remotes").path
        let printed = try DemoProcess.run(["schema", order, "--ref-base", mapping, "--width", "60"])
        #expect(printed.status == 0, "\(printed.standardError)")
        // The optional customer is a part the person adds: its box first, its fields once added.
        for title in ["Ship to", "Street", "ZIP", "Include customer"] { #expect(printed.standardOutput.contains(title), "\(title)") }

        let refused = try DemoProcess.run(["schema", order, "--ref-base", mapping, "--values", "-"],
                                          standardInput: Data(#"{"shipTo": {"street": "Main", "zip": "1234"}, "customer": {"name": "A"}}"#.utf8))
        #expect(refused.status == 1)
        let errors = try JSONValue(parsing: refused.standardOutput)["errors"]?.arrayValue?.compactMap { $0["instancePath"]?.stringValue }
        #expect(errors == ["/shipTo/zip", "/customer/name"])

        let filled = try DemoProcess.run(["schema", order, "--ref-base", mapping, "--plain"], standardInput: Data("Main St\n12345\ny\nAda\n".utf8))
        #expect(filled.status == 0, "\(filled.standardError)")
        #expect(try JSONValue(parsing: filled.standardOutput) == ["shipTo": ["street": "Main St", "zip": "12345"], "customer": ["name": "Ada"]])
        let without = try DemoProcess.run(["schema", order, "--ref-base", mapping, "--plain"], standardInput: Data("Main St\n12345\n\n".utf8))
        #expect(without.status == 0, "\(without.standardError)")
        #expect(try JSONValue(parsing: without.standardOutput) == ["shipTo": ["street": "Main St", "zip": "12345"]], "not added, not sent")
    }

    @Test func aURINoFolderMapsIsNotFetchedAndSaysSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try DemoProcess.run(["schema", folder.appendingPathComponent("order.json").path])
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("nothing is fetched"))
    }

    @Test(arguments: [["--ref-base", "nothing"], ["--ref-base", "=folder"], ["--ref-base", "prefix="]])
    func aRefBaseWithoutPrefixAndFolderIsAUsageError(arguments: [String]) throws {
        let outcome = try DemoProcess.run(["schema", "doc.json"] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.standardError.contains("--ref-base takes PREFIX=FOLDER"))
    }
}
