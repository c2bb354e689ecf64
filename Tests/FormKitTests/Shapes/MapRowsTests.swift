import Foundation
import ListKit
import Testing
@testable import FormKit

/// Rows of a map: free keys with values of one shape, sent as an object; a row with no name or a
/// name twice is an error on the rows, never dropped unseen.
@MainActor
@Suite struct MapRowsTests {
    func metadata() -> RepeatingRows {
        let rows = RepeatingRows("Metadata", key: "metadata", rowTitle: "Entry") {
            TextItem("Key", key: "key").validated(by: .pattern("^[a-z_]+$"))
            TextItem("Value", key: "value")
        }
        rows.map = MapEntries(nameField: "key", valueField: "value")
        return rows
    }

    func form(_ rows: RepeatingRows) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        return AdapterManager(adapter: adapter) { Section { rows } }
    }

    @Test func theRowsAreSentAsAnObjectByName() throws {
        let rows = metadata()
        let manager = form(rows)
        try manager.setValues(["metadata": ["plan": "pro", "ref": "x"]])
        #expect(rows.rows.count == 2)
        #expect(manager.values == ["metadata": ["plan": "pro", "ref": "x"]])
        try manager.field(at: "/metadata/1/value")?.apply(input: "y")
        rows.moveRow(rows.rows[1], to: 0)
        #expect(manager.values == ["metadata": ["ref": "y", "plan": "pro"]])
        rows.deleteRow(rows.rows[0])
        manager.undo()
        #expect(manager.values == ["metadata": ["ref": "y", "plan": "pro"]])
    }

    @Test func aNameTwiceOrAValueWithoutANameIsAnErrorNotADrop() throws {
        let rows = metadata()
        let manager = form(rows)
        try manager.setValues(["metadata": ["plan": "pro"]])
        let added = try #require(rows.addRow())
        try added.fields[1].apply(input: "orphan")
        #expect(manager.validate().map(\.message) == ["row 2 has a value but no name"])
        try added.fields[0].apply(input: "plan")
        #expect(manager.validate().map(\.message) == ["rows 1 and 2 have the same name \"plan\""])
        try added.fields[0].apply(input: "Bad Name")
        #expect(manager.validate().map(\.key) == ["key"], "the name field's own rule")
        try added.fields[0].apply(input: "note")
        #expect(manager.validate().isEmpty)
        #expect(manager.values == ["metadata": ["plan": "pro", "note": "orphan"]])
    }

    @Test func aValueThatIsNoObjectIsRefused() {
        let manager = form(metadata())
        #expect(throws: ValuesError.self) { try manager.setValues(["metadata": ["a", "b"]]) }
    }

    @Test func entriesOfSeveralFieldsAreObjects() throws {
        let rows = RepeatingRows("Registries", key: "registries", rowTitle: "Registry") {
            TextItem("Name", key: "name")
            TextItem("Type", key: "type")
            TextItem("URL", key: "url")
        }
        rows.map = MapEntries(nameField: "name", valueField: nil)
        let manager = form(rows)
        let value: JSONObject = ["registries": ["npm": ["type": "npm-registry", "url": "https://npm.example.com"]]]
        try manager.setValues(value)
        #expect(manager.values == value)
    }
}

/// Rows whose rows are arrays: a list of lists, sent as an array of arrays.
@MainActor
@Suite struct ArraysOfArraysTests {
    @Test func eachRowIsItsNestedRowsArray() throws {
        let matrix = RepeatingRows("Matrix", key: "matrix", rowTitle: "Line") {
            RepeatingRows("Cells", key: "cells", rowTitle: "Cell") { TextItem("Cell") }
        }
        matrix.rowsAreArrays = true
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 40)
        let manager = AdapterManager(adapter: adapter) { Section { matrix } }
        try manager.setValues(["matrix": [["a", "b"], ["c"]]])
        #expect(manager.values == ["matrix": [["a", "b"], ["c"]]])
        #expect(manager.field(at: "/matrix/0/1")?.jsonValue == "b")
        #expect((manager.field(at: "/matrix/1/0") as? Item)?.valuePointer == "/matrix/1/0")
        #expect(matrix.rows[1].scalarRows?.pointer == "/matrix/1")
        matrix.rows[1].scalarRows?.addRow()
        try manager.field(at: "/matrix/1/1")?.apply(input: "d")
        matrix.moveRow(matrix.rows[1], to: 0)
        #expect(manager.values == ["matrix": [["c", "d"], ["a", "b"]]])
        #expect(throws: ValuesError.self) { try manager.setValues(["matrix": [["a"], "b"]]) }
    }
}
