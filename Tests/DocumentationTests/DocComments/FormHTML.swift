// The Swift blocks of FormHTML's doc comments (shown on its symbols' pages), compiled and run;
// the results their comments state are checked after each.
import Foundation
import FormHTML
import FormKit
import ListKit
import Testing

@MainActor
@Suite struct FormHTMLDocComments {
    @Test func aURLEncodedBody() throws {
        let results = try shown {
            // snippet: doc-FormData-11
            let data = try FormData.urlEncoded(Data("topic=a%2Cb&topic=c&name=Ada+L".utf8))
            data.values(for: "topic")   // ["a,b", "c"]
            data.values(for: "name")    // ["Ada L"]
            // snippet end
        }
        #expect(results.map { $0 as? [String] } == [["a,b", "c"], ["Ada L"]])
    }

    @Test func aPage() {
        let manager = makeSignupForm()
        var saved: [JSONObject] = []
        func save(_ values: JSONObject) { saved.append(values) }
        // snippet: doc-FormPage-28
        let page = FormPage(manager: manager, options: FormPageOptions(title: "Sign up", path: "/signup",
                                                                        csrfSecret: secret))
        page.onSubmit = { values in save(values) }
        let response = page.handle(FormHTTPRequest(method: "GET", path: "/signup"))
        // snippet end
        #expect(response.status == 200 && saved.isEmpty)
    }

    @Test func aStore() {
        let request = FormHTTPRequest(method: "GET", path: "/")
        // snippet: doc-FormSessionStore-31
        let store = FormSessionStore { id in
            FormPage(manager: makeSignupForm(), options: FormPageOptions(title: "Sign up", csrfSecret: secret, csrfBinding: id))
        }
        let response = store.handle(request) { page in page.handle(request) }
        // snippet end
        #expect(response.status == 200 && store.count == 1)
    }

    @Test func aTheme() {
        // snippet: doc-FormTheme-8
        var options = FormPageOptions(title: "Sign up", csrfSecret: secret)
        options.theme = .bootstrap5(stylesheet: "/assets/bootstrap.min.css")
        // One control kind, or one field, with classes of its own — the rest of the theme unchanged:
        options.theme.controlClasses = { control in control.pointer == "/postcode" ? "w-25" : nil }
        // snippet end
        let manager = AdapterManager(adapter: ListAdapter()) { Section { TextItem("Postcode", key: "postcode") } }
        let page = FormPage(manager: manager, options: options).handle(FormHTTPRequest(method: "GET", path: "/"))
        #expect(String(decoding: page.body, as: UTF8.self).contains("w-25"))
    }
}
