import Foundation
import FormKit
import ListKit

/// One form; one item changes and reloads itself: the form before, the one batch, the form after.
enum ReloadDemo {
    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let manager = AdapterManager(adapter: adapter) {
            Section(header: "Order #1042", footer: "Prices include VAT") {
                LabelItem("Espresso beans 1 kg", detail: "€24.00")
                LabelItem("Grinder", detail: "€89.00")
                LabelItem("Shipping", detail: "standard")
            }
            Section(header: "配送 Delivery") {
                LabelItem("收件人 Recipient", detail: "王小明")
                LabelItem("City", detail: "上海 Shanghai")
            }
        }
        var lines = [context.heading("reload: one item changes, one index path is reloaded"), "",
                     context.step("before"), context.render(view), ""]
        view.clearAppliedUpdates()

        let shipping = manager.sections[0].itemBunches[0].items[2] as! LabelItem
        shipping.detail = "express (+€9.00)"   // a form value: the item reloads itself, alone

        lines.append(context.step("shipping.detail = \"express (+€9.00)\""))
        lines += DemoCatalog.takeLog(view)
        lines += ["", context.step("after"), context.render(view)]
        return lines.joined(separator: "\n")
    }
}
