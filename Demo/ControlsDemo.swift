import Foundation
import FormKit
import ListKit

/// Every built-in item, in sections with headers and footers; a disabled item; a conditional row;
/// then the same form after `validate()`.
enum ControlsDemo {
    static let shanghai = TimeZone(identifier: "Asia/Shanghai")!

    /// The form of every control, with its defaults.
    @MainActor
    static func makeForm(adapter: ListAdapter) -> AdapterManager {
        let birthday = Date(timeIntervalSince1970: 649_468_800)   // 1990-08-01 00:00 in Shanghai
        return AdapterManager(adapter: adapter) {
            Section(header: "Text", footer: "Secure entry is masked; long text wraps.") {
                TextItem("Name", key: "name", value: "Jane Appleseed").validated(by: .required)
                TextItem("Email", key: "email", placeholder: "jane@example.com").validated(by: .required, .email)
                TextItem("Password", key: "password", value: "hunter22", isSecure: true)
                LongTextItem("Bio", key: "bio", value: "Writes Swift by day and Rust by night. 喜欢写代码。")
                NumberItem("Phone", key: "phone", value: "5551234567", pattern: "(XXX) XXX-XXXX")
            }
            Section(header: "Choices") {
                BoolItem("Newsletter", key: "newsletter", value: true)
                MultipleChoiceItem("Topics", key: "topics", options: ["Swift", "Rust", "Go"], value: ["Swift"])
                    .hidden(when: .value("newsletter", is: false))
                SegmentedItem("Size", key: "size", options: ["S", "M", "L"], value: "M")
                RadioItem("Plan", key: "plan", options: ["Free", "Pro"], value: "Pro")
                PickerItem("Fruit", key: "fruit", components: [["Apple", "Pear"], ["Small", "Large"]], value: ["Pear", "Large"])
            }
            Section(header: "Numbers and dates") {
                FloatItem("Volume", key: "volume", value: 0.6)
                StepperItem("Guests", key: "guests", value: 3, range: 1...10)
                DateTimeItem("Birthday", key: "birthday", value: birthday, mode: .date, timeZone: shanghai)
                DateTimeItem("Alarm", key: "alarm", mode: .time, timeZone: shanghai)
            }
            Section(header: "Payment", footer: "Only the last four digits are ever shown.") {
                CreditCardItem("Card", key: "card", value: .init(number: "4111111111111111", expiry: "12/29", cvv: "123"))
                TextItem("Billing ID", key: "billing", value: "B-2291").disabled()
                ButtonItem("Pay now")
            }
        }
    }

    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let manager = makeForm(adapter: adapter)
        var lines = [context.heading("controls: every built-in item"), "", context.render(view), ""]
        view.clearAppliedUpdates()
        manager.item(forKey: "newsletter", as: BoolItem.self)?.value = false
        lines.append(context.step("newsletter = false: its conditional row goes"))
        lines += DemoCatalog.takeLog(view)
        let errors = manager.validate()
        lines.append(context.step("manager.validate(): \(errors.count) error(s), shown under their rows"))
        lines += errors.map { "   \($0.key ?? "?"): \($0)" }
        lines += DemoCatalog.takeLog(view)
        lines += ["", context.render(view)]
        return lines.joined(separator: "\n")
    }
}
