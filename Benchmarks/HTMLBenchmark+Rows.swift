import Foundation
import FormHTML
import FormKit
import FormSchema
import FormSchemaValidation
import ListKit

/// Posts that name rows a fresh form does not have (a page that had added rows, posted after the
/// server restarted): restoring them must cost what the post's size costs, however its names
/// multiply — rows inside rows, with the right token and with a wrong one.
extension HTMLBenchmark {
    /// A fresh page of guests (rows without a maximum), each guest with phone numbers (rows in
    /// rows), and limits wide enough to let a 1 MB post through.
    static func makeRowsPage() -> FormPage {
        let guests = RepeatingRows("Guests", key: "guests", rowTitle: "Guest") {
            TextItem("Name", key: "name")
            RepeatingRows("Phones", key: "phones", rowTitle: "Phone") { TextItem("Number", key: "number") }
        }
        let section = Section(header: "Guests")
        section.add(guests)
        let manager = AdapterManager.showing([section], width: 60, height: 40)
        let options = FormPageOptions(title: "Guests", path: "/rows", successLocation: "/rows/done", csrfSecret: secret,
                                      limits: FormDataLimits(maxBodyBytes: 4 << 20, maxPairs: 200_000, maxRowsAdded: 200_000))
        return FormPage(manager: manager, options: options)
    }

    /// A post of about `bytes` bytes: guest *i*'s name and phone 0, for as many guests as fit,
    /// with the page's token or a wrong one.
    static func rowsPost(_ page: FormPage, bytes: Int, rightToken: Bool) -> FormHTTPRequest {
        var pairs: [(String, String)] = [("_csrf", rightToken ? page.csrfToken : String(repeating: "0", count: 64)), ("_action", "refresh")]
        var size = 0
        var guest = 0
        while size < bytes {
            let name = ("/guests/\(guest)/name", "G\(guest)")
            let phone = ("/guests/\(guest)/phones/0/number", "\(guest)")
            pairs += [name, phone]
            size += name.0.count + name.1.count + phone.0.count + phone.1.count + 4
            guest += 1
        }
        return request(page, pairs)
    }

    /// Times posts of 10 KB to 1 MB on fresh pages: µs per KB should not grow with the size.
    func rowsPosts() {
        print("posts naming rows a fresh form lacks (guests, each with a phone: rows in rows), µs per KB")
        let sizes = quick ? [10_000, 30_000] : [10_000, 100_000, 1_000_000]
        for rightToken in [true, false] {
            var line = (rightToken ? "right token" : "wrong token").padding(toLength: 14, withPad: " ", startingAt: 0)
            var perKB: [Double] = []
            for size in sizes {
                var times: [Double] = []
                var status = 0
                for _ in 0..<(size >= 1_000_000 ? 1 : max(1, runs / 3)) {
                    let page = Self.makeRowsPage()
                    let request = Self.rowsPost(page, bytes: size, rightToken: rightToken)
                    let clock = ContinuousClock()
                    times.append(microseconds(clock.measure { status = page.handle(request).status }))
                }
                let time = median(times)
                perKB.append(time / Double(size / 1_000))
                line += String(format: "  %5d KB: %9.0f µs (%6.1f µs/KB, %d)", size / 1_000, time, time / Double(size / 1_000), status)
            }
            if let first = perKB.first, let last = perKB.last {
                line += String(format: "  growth per KB %d KB / %d KB: %.2fx", sizes.last! / 1_000, sizes.first! / 1_000, last / first)
            }
            print(line)
        }
    }
}

extension HTMLBenchmark {
    /// The resident memory of `pages` pages of 1,000-field forms (the benchmark's guest list),
    /// per field, against ``FormPage/bytesPerItem``, the estimate a session store bounds by.
    func sessionMemory(pages: Int) {
        func resident() -> Int {
            guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                  let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        var held: [FormPage] = [Self.makePage(fields: 1_000)]
        _ = held[0].render()
        // Memory the earlier phases freed would otherwise be reused unseen: give it back first.
        MemoryBenchmark(quick: true).trimHeap()
        let before = resident()
        for _ in 0..<pages {
            let page = Self.makePage(fields: 1_000)
            _ = page.render()
            held.append(page)
        }
        let grown = (resident() - before) * 1_024
        let perField = Double(grown) / Double(pages * 1_000)
        print(String(format: "memory of %d more 1,000-field pages: %.1f MB resident, %.0f bytes per field; estimate (FormPage.bytesPerItem) %d: %.2fx",
                     pages, Double(grown) / 1e6, perField, FormPage.bytesPerItem, Double(FormPage.bytesPerItem) / perField))
        withExtendedLifetime(held) {}

        // The same for a schema form's pages (the schema benchmark's 1,000-field document): each
        // page holds its form, whose fields hold the document's rules.
        let (text, ui) = SchemaBenchmark.document(fields: 1_000)
        guard let document = try? SchemaDocument(parsing: text, options: SchemaBenchmark.options) else {
            print("the schema document was refused")
            return
        }
        func schemaPage() -> (FormPage, SchemaForm)? {
            let adapter = ListAdapter()
            adapter.collectionView = CollectionView(width: 60, height: 40)
            guard let form = try? SchemaForm(document: document, uiSchema: ui, adapter: adapter) else { return nil }
            let page = FormPage(manager: form.manager, options: FormPageOptions(title: "Schema", path: "/schema", csrfSecret: Self.secret))
            _ = page.render()
            return (page, form)
        }
        var schemaHeld: [(FormPage, SchemaForm)] = schemaPage().map { [$0] } ?? []
        MemoryBenchmark(quick: true).trimHeap()
        let schemaBefore = resident()
        for _ in 0..<pages { if let made = schemaPage() { schemaHeld.append(made) } }
        let schemaGrown = (resident() - schemaBefore) * 1_024
        let items = schemaHeld.first.map { $0.0.manager.allItems.count } ?? 1_000
        let perItem = Double(schemaGrown) / Double(pages * items)
        print(String(format: "memory of %d more pages of a 1,000-field schema form (%d items): %.1f MB resident, %.0f bytes per item; estimate (FormPage.bytesPerItemWithOrigin) %d: %.2fx",
                     pages, items, Double(schemaGrown) / 1e6, perItem, FormPage.bytesPerItemWithOrigin, Double(FormPage.bytesPerItemWithOrigin) / perItem))
        withExtendedLifetime(schemaHeld) {}
    }
}
