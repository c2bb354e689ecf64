import Foundation
import ListKit
import Testing
@testable import FormKit

/// Groups: an object value by key, nesting, optional groups, conditions inside rows, lifetimes.
@MainActor
@Suite struct FieldGroupTests {
    func shippingForm(optional: Bool) -> (AdapterManager, FieldGroup) {
        let group = FieldGroup("Address", key: "address", isOptional: optional) {
            TextItem("Street", key: "street").validated(by: .required)
            TextItem("City", key: "city").validated(by: .required)
            FieldGroup("Geo", key: "geo", isOptional: true) {
                NumberItem("Latitude", key: "lat", isInteger: false)
            }
        }
        let manager = makeManager(width: 40)
        manager.addSection(Section(header: "Shipping") {
            TextItem("Name", key: "name")
            group
        })
        manager.reload()
        _ = manager.takeLog()
        return (manager, group)
    }

    @Test func aGroupSendsAnObjectByItsKeyAndShowsAsOneBunchUnderItsTitle() throws {
        let (manager, group) = shippingForm(optional: false)
        try manager.setValues(["name": "Ada", "address": ["street": "1 Main St", "geo": ["lat": 51.5]]])
        #expect(manager.values == ["name": "Ada", "address": ["street": "1 Main St", "geo": ["lat": 51.5]]])
        #expect(group.fields.map(\.title) == ["Street", "City", "Latitude"])
        #expect(manager.text == """
            Shipping
              Name                               Ada
              Address
              Street                       1 Main St
              City
              Geo
              Latitude                          51.5
            """)
        #expect((group.fields[2] as! Item).valuePointer == "/address/geo/lat")
        #expect(manager.validate().map(\.pointer) == ["/address/city"])
    }

    @Test func anOptionalGroupLeftWhollyEmptyIsLeftOutAndItsRequiredFieldsDoNotApply() throws {
        let (manager, group) = shippingForm(optional: true)
        #expect(group.isWhollyEmpty)
        #expect(manager.values == [:])
        #expect(manager.validate().isEmpty, "a required field inside an empty optional group does not block")
        try manager.setValues(["address": ["city": "Rome"]])
        #expect(manager.values == ["address": ["city": "Rome"]])
        #expect(manager.validate().map(\.pointer) == ["/address/street"], "once anything is filled in, every rule applies")
    }

    @Test func aRequiredGroupSendsAnEmptyObject() {
        let (manager, _) = shippingForm(optional: false)
        #expect(manager.values == ["address": [:]])
        #expect(manager.validate().map(\.pointer) == ["/address/street", "/address/city"])
    }

    @Test func unknownMembersAndWrongShapesAreRefusedByPointer() {
        let (manager, _) = shippingForm(optional: false)
        #expect {
            try manager.setValues(["address": ["zip": "10115", "geo": 5]])
        } throws: { error in
            (error as? ValuesError)?.problems.map(\.pointer) == ["/address/zip", "/address/geo"]
        }
    }

    @Test func aConditionOnAFieldOfARowReadsItsOwnRow() throws {
        let rows = RepeatingRows("Phones", key: "phones", rowTitle: "Phone", count: 2) {
            SegmentedItem("Type", key: "type", options: ["Mobile", "Home"], value: "Mobile")
            TextItem("Extension", key: "ext").hidden(when: .value("type", is: "Mobile"))
        }
        let manager = makeManager(width: 40)
        manager.diagnosticHandler = { Issue.record("unexpected diagnostic: \($0)") }
        manager.addSection(Section { rows })
        manager.reload()
        _ = manager.takeLog()
        #expect(!manager.text.contains("Extension"))
        (rows.rows[1].fields[0] as! SegmentedItem).value = "Home"
        #expect(manager.takeLog() == ["inserted items [2, 2]; reloaded items [2, 1]"], "only the second phone's extension appears")
        #expect(manager.text.components(separatedBy: "\n").filter { $0.contains("Extension") }.count == 1)
        try manager.setValues(["phones": [["type": "Home"], ["type": "Home", "ext": "12"]]])
        #expect(manager.text.components(separatedBy: "\n").filter { $0.contains("Extension") }.count == 2)
        #expect(manager.values == ["phones": [["type": "Home"], ["type": "Home", "ext": "12"]]])
    }

    @Test func droppingTheManagerFreesRowsGroupsAndTheirItems() {
        weak var weakRows: RepeatingRows?
        weak var weakRow: RepeatingRow?
        weak var weakGroup: FieldGroup?
        weak var weakItem: Item?
        do {
            let rows = RepeatingRows("Rows", key: "rows", count: 2) {
                FieldGroup("G", key: "g") { TextItem("A", key: "a") }
            }
            let manager = makeManager()
            manager.addSection(Section { rows })
            manager.reload()
            rows.deleteRow(rows.rows[0])   // kept by the history for undo
            weakRows = rows
            weakRow = rows.rows[0]
            weakGroup = rows.rows[0].nestedGroups.first
            weakItem = rows.rows[0].fields.first as? Item
            #expect(weakRows != nil && weakRow != nil && weakGroup != nil && weakItem != nil)
        }
        #expect(weakRows == nil && weakRow == nil && weakGroup == nil && weakItem == nil)
    }
}

@MainActor
@Suite struct FieldPointerTests {
    @Test func aFieldIsFoundByTheJSONPointerOfItsValue() throws {
        let rows = RepeatingRows("Addresses", key: "addresses", count: 2) {
            TextItem("Street", key: "street")
            FieldGroup("Geo", key: "geo") { TextItem("Latitude", key: "lat") }
            RepeatingRows("Phones", key: "phones", count: 1) { TextItem("Number") }
        }
        let manager = makeManager(width: 40)
        manager.addSection(Section {
            TextItem("Name", key: "name")
            rows
        })
        manager.reload()
        let cases: [(String, Item?)] = [
            ("/name", manager.item(forKey: "name")),
            ("/addresses/1/street", rows.rows[1].fields[0] as? Item),
            ("/addresses/0/geo/lat", rows.rows[0].fields[1] as? Item),
            ("/addresses/1/phones/0", rows.rows[1].nestedRows[0].rows[0].scalarField as? Item),
            ("/addresses/2/street", nil), ("/addresses/01/street", nil), ("/addresses/x", nil),
            ("/addresses/0/geo", nil), ("/nobody", nil), ("name", nil),
        ]
        for (pointer, expected) in cases {
            #expect((manager.field(at: pointer) as? Item) === expected, "\(pointer)")
            if let expected { #expect(expected.valuePointer == pointer) }
        }
    }
}

@MainActor
@Suite struct PointerConditionTests {
    @Test func aConditionKeyThatIsAJSONPointerReadsAFieldInsideAGroup() throws {
        let manager = makeManager(width: 40)
        manager.addSection(Section {
            FieldGroup("Address", key: "address") {
                SegmentedItem("Country", key: "country", options: ["IT", "US"], value: "IT")
            }
            TextItem("State", key: "state").hidden(when: .value("/address/country", isNot: "US"))
        })
        manager.reload()
        _ = manager.takeLog()
        #expect(!manager.text.contains("State"))
        try manager.setValues(["address": ["country": "US"]])
        #expect(manager.text.contains("State"))
        #expect(manager.takeLog() == ["inserted items [1, 0]; reloaded items [0, 1]"])
    }
}

/// A group a person adds: absent (its fields off screen, left out) until its box is ticked, and
/// removed again by unticking it, keeping what was typed for when it comes back.
@MainActor
@Suite struct AddableGroupTests {
    func form() -> (AdapterManager, FieldGroup) {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 48)
        let address = FieldGroup("Address", key: "address", isAddable: true) {
            TextItem("Street", key: "street").validated(by: .required)
            TextItem("City", key: "city")
        }
        let manager = AdapterManager(adapter: adapter) {
            Section {
                TextItem("Name", key: "name", value: "Ada")
                address
            }
        }
        return (manager, address)
    }

    @Test func anAbsentGroupIsLeftOutAndNotValidated() {
        let (manager, address) = form()
        #expect(!address.isPresent)
        #expect(manager.values == ["name": "Ada"])
        #expect(manager.validate().isEmpty, "the required street of an address nobody added")
        #expect((manager.field(at: "/address/street") as? Item)?.indexPath == nil, "off screen, its value kept")
        #expect((address.presenceItem as Item?)?.valuePointer == "/address/~~included")
    }

    @Test func addingShowsTheFieldsAndRemovingKeepsWhatWasTyped() throws {
        let (manager, address) = form()
        _ = manager.takeLog()
        try address.presenceItem?.apply(input: "yes")
        #expect(address.isPresent)
        #expect(manager.takeLog() == ["inserted items [1, 2], [1, 3]; reloaded items [1, 1]"])
        #expect(manager.values == ["name": "Ada", "address": [:]], "present, it is sent even when empty")
        #expect(manager.validate().map(\.key) == ["street"])
        try manager.field(at: "/address/street")?.apply(input: "1 Main St")
        address.setPresent(false)
        #expect(manager.values == ["name": "Ada"])
        address.setPresent(true)
        #expect(manager.values == ["name": "Ada", "address": ["street": "1 Main St"]])
    }

    @Test func addingAndRemovingAreUndoneAndDataIsNotRecorded() throws {
        let (manager, address) = form()
        address.setPresent(true)
        #expect(manager.history.nextUndoEdit?.sentence == "Address added.")
        #expect(manager.undo()?.sentence == "Address removed.")
        #expect(!address.isPresent)
        #expect(manager.redo() != nil)
        #expect(address.isPresent)
        manager.history.clear()
        try manager.setValues(["address": nil])
        #expect(!manager.history.canUndo, "data is nobody's edit")
    }

    @Test func dataAddsTheGroupAndNullRemovesIt() throws {
        let (manager, address) = form()
        try manager.setValues(["address": ["city": "Paris"]])
        #expect(address.isPresent)
        #expect(manager.values == ["name": "Ada", "address": ["city": "Paris"]])
        try manager.setValues(["address": nil])
        #expect(!address.isPresent)
        #expect(manager.values == ["name": "Ada"])
    }
}
