import Foundation
import FormKit
import FormSchema
import ListKit
import Testing

/// The "One form, every surface" article's example (FormKit.docc), checked further than its printed output.
@MainActor
@Suite struct ReadmeSeamTests {
    final class Repainter: FormChangeListener {
        var lines: [String] = []
        func form(_ manager: AdapterManager, didChange changes: FormChanges) {
            for item in changes.reloaded { lines.append("draw again: \(item.valuePointer ?? "")") }
            if changes.isStructural { lines.append("rows came, went or moved") }
        }
    }

    @Test func theSeamSnippetRunsAsTheReadmeSays() throws {
        let animalsSchema = SchemaCommandTests.animalsDocument
        let document = try SchemaDocument(parsing: animalsSchema)
        let form = try SchemaForm(document: document, adapter: ListAdapter())
        var pointers: [String?] = []
        do { try form.manager.submit(["animal": "Cat", "food": "worms"]) } catch {
            pointers = error.errors.map(\.pointer)
        }
        #expect(pointers == ["/food"])
        #expect(form.manager.formErrors.isEmpty)

        let zip = TextItem("Zip", key: "zip").validated(by: .required, .pattern("[0-9]{5}"))
        #expect(zip.constraints == [.required, .pattern("[0-9]{5}")])
        let plan = SegmentedItem("Plan", key: "plan", options: ["Free", "Pro"])
        #expect(plan.choices.map(\.text) == ["Free", "Pro"])
        try plan.choose(texts: ["Pro"])
        #expect(plan.value == "Pro")
        #expect(zip.isEditable)

        let repainter = Repainter()
        form.manager.addChangeListener(repainter)
        try form.manager.setValues(["food": "fish"])
        #expect(repainter.lines == ["draw again: /food"])
    }
}
