import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

/// A seeded model check of the shapes a document can describe, together in one form: branches
/// switched, an optional part added and removed, map entries added, renamed, deleted and moved,
/// typing in each, undo and redo of every structural edit. After every step the form's values equal a plain model's, and
/// the screen equals that of a form built fresh and given the same values.
@MainActor
@Suite struct ShapesModelCheckTests {
    /// The form: a name, alternatives (card | bank), an addable address, a map of tags.
    @MainActor
    final class Shapes {
        let manager: AdapterManager
        let payment: FieldAlternatives
        let address: FieldGroup
        let tags: RepeatingRows

        init(width: Int = 40) {
            payment = FieldAlternatives("Pay by", key: "payment") {
                FieldBranch("Card") { TextItem("Number", key: "number") }
                FieldBranch("Bank") { TextItem("IBAN", key: "iban") }
            }
            address = FieldGroup("Address", key: "address", isAddable: true) { TextItem("Street", key: "street") }
            tags = RepeatingRows("Tags", key: "tags", rowTitle: "Tag") {
                TextItem("Name", key: "name")
                TextItem("Value", key: "value")
            }
            tags.map = MapEntries(nameField: "name", valueField: "value")
            let adapter = ListAdapter()
            adapter.collectionView = CollectionView(width: width)
            let (payment, address, tags) = (payment, address, tags)
            manager = AdapterManager(adapter: adapter) {
                Section {
                    TextItem("Name", key: "name")
                    payment
                    address
                    tags
                }
            }
        }

        var screen: String { manager.adapter.collectionView?.renderText() ?? "" }
    }

    /// A map entry as the model keeps it: an identity, and what was typed in it.
    final class TagRow {
        var name = ""
        var value = ""
    }

    /// A structural edit, for the model's own undo and redo.
    enum Edit {
        case choose(from: Int, to: Int)
        case add(TagRow, at: Int)
        case delete(TagRow, at: Int)
        case move(from: Int, to: Int)
        case presence(Bool)

        var inverse: Edit {
            switch self {
            case .presence(let present): .presence(!present)
            case .choose(let from, let to): .choose(from: to, to: from)
            case .add(let row, let index): .delete(row, at: index)
            case .delete(let row, let index): .add(row, at: index)
            case .move(let from, let to): .move(from: to, to: from)
            }
        }
    }

    /// What the form should send, kept by hand.
    struct Model {
        var branch = 0
        var branchText = ["", ""]
        var addressPresent = false
        var street = ""
        var tags: [TagRow] = []

        mutating func apply(_ edit: Edit) {
            switch edit {
            case .choose(_, let to): branch = to
            case .add(let row, let index): tags.insert(row, at: index)
            case .delete(_, let index): tags.remove(at: index)
            case .move(let from, let to): tags.insert(tags.remove(at: from), at: to)
            case .presence(let present): addressPresent = present
            }
        }

        var values: JSONObject {
            var object = JSONObject()
            var payment = JSONObject()
            let text = branchText[branch]
            if !text.isEmpty { payment[branch == 0 ? "number" : "iban"] = .string(text) }
            object["payment"] = .object(payment)
            if addressPresent { object["address"] = street.isEmpty ? [:] : ["street": .string(street)] }
            var map = JSONObject()
            for tag in tags where !tag.name.isEmpty && !map.contains(key: tag.name) {
                map[tag.name] = tag.value.isEmpty ? .null : .string(tag.value)
            }
            object["tags"] = .object(map)
            return object
        }
    }

    @Test(arguments: 0..<6)
    func randomShapeEditsAgreeWithTheModelAndAFreshForm(seed: Int) throws {
        var rng = SplitMix64(seed: UInt64(0x5EED_0000 + seed))
        let form = Shapes()
        var model = Model()
        var undo: [Edit] = [], redo: [Edit] = []
        for step in 0..<60 {
            let context = "seed \(seed) step \(step)"
            var made: Edit?
            switch Int.random(in: 0..<9, using: &rng) {
            case 0:
                let target = 1 - model.branch
                #expect(form.payment.select(target), "\(context)")
                made = .choose(from: model.branch, to: target)
            case 1:
                let text = ["", "4242", "DE89"].randomElement(using: &rng)!
                try form.payment.selectedBranch?.fields.first?.apply(input: text)
                model.branchText[model.branch] = text
            case 2:
                form.address.setPresent(!model.addressPresent)
                made = .presence(!model.addressPresent)
            case 3 where model.addressPresent:
                let text = ["", "1 Main St"].randomElement(using: &rng)!
                try (form.address.fields.first { $0.key == "street" })?.apply(input: text)
                model.street = text
            case 4:
                guard form.tags.addRow() != nil else { break }
                made = .add(TagRow(), at: model.tags.count)
            case 5 where !model.tags.isEmpty:
                let index = Int.random(in: 0..<model.tags.count, using: &rng)
                let name = ["a", "b", "c", ""].randomElement(using: &rng)!
                let value = ["", "x", "y"].randomElement(using: &rng)!
                try form.tags.rows[index].fields[0].apply(input: name)
                try form.tags.rows[index].fields[1].apply(input: value)
                model.tags[index].name = name
                model.tags[index].value = value
            case 6 where !model.tags.isEmpty:
                let index = Int.random(in: 0..<model.tags.count, using: &rng)
                #expect(form.tags.deleteRow(form.tags.rows[index]), "\(context)")
                made = .delete(model.tags[index], at: index)
            case 7 where model.tags.count > 1:
                let from = Int.random(in: 0..<model.tags.count, using: &rng)
                var to = Int.random(in: 0..<model.tags.count, using: &rng)
                if to == from { to = (from + 1) % model.tags.count }
                #expect(form.tags.moveRow(form.tags.rows[from], to: to), "\(context)")
                made = .move(from: from, to: to)
            case 8:
                if Bool.random(using: &rng) {
                    let edit = undo.popLast()
                    #expect((form.manager.undo() != nil) == (edit != nil), "\(context)")
                    if let edit {
                        model.apply(edit.inverse)
                        redo.append(edit)
                    }
                } else {
                    let edit = redo.popLast()
                    #expect((form.manager.redo() != nil) == (edit != nil), "\(context)")
                    if let edit {
                        model.apply(edit)
                        undo.append(edit)
                    }
                }
            default:
                break
            }
            if let made {
                model.apply(made)
                undo.append(made)
                redo.removeAll()
            }
            #expect(form.payment.selectedIndex == model.branch, "\(context)")
            #expect(form.tags.rows.count == model.tags.count, "\(context)")
            #expect(sorted(form.manager.values) == sorted(model.values), "\(context)")
            // The screen equals a fresh form's given the same shape and text.
            let fresh = Shapes()
            fresh.payment.select(model.branch)
            try fresh.payment.selectedBranch?.fields.first?.apply(input: model.branchText[model.branch])
            fresh.address.setPresent(model.addressPresent)
            try (fresh.address.fields.first { $0.key == "street" })?.apply(input: model.street)
            for tag in model.tags {
                let row = try #require(fresh.tags.addRow())
                try row.fields[0].apply(input: tag.name)
                try row.fields[1].apply(input: tag.value)
            }
            #expect(form.screen == fresh.screen, "\(context)")
        }
    }

    func sorted(_ object: JSONObject) -> JSONObject {
        var result = JSONObject()
        for (key, value) in object.sorted(by: { $0.0 < $1.0 }) { result[key] = value.objectValue.map { .object(sorted($0)) } ?? value }
        return result
    }
}
