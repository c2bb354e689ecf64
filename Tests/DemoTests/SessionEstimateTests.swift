import FormHTML
import FormJSON
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit
import Testing

/// A page's memory estimate follows what its form holds: a schema form's items hold its
/// document's rules, and count more.
@MainActor
@Suite struct SessionEstimateTests {
    @Test func aSchemaFormsPageEstimatesMorePerItemThanAFormBuiltInCode() throws {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 60)
        let document = try SchemaDocument(parsing: #"{"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}}"#)
        let form = try SchemaForm(document: document, adapter: adapter)
        let secret = Array("a secret of at least 32 random bytes!".utf8)
        let schemaPage = FormPage(manager: form.manager, options: FormPageOptions(title: "S", csrfSecret: secret))
        let items = form.manager.allItems.count
        #expect(schemaPage.estimatedBytes == 4_096 + items * FormPage.bytesPerItemWithOrigin)
        let coded = AdapterManager(adapter: ListAdapter()) { Section { TextItem("A", key: "a"); NumberItem("B", key: "b") } }
        let codedPage = FormPage(manager: coded, options: FormPageOptions(title: "C", csrfSecret: secret))
        #expect(codedPage.estimatedBytes == 4_096 + coded.allItems.count * FormPage.bytesPerItem)
    }
}
