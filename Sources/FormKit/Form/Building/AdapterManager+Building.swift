import Foundation
import ListKit

extension SectionBuilder {
    /// A step of a form of several: its sections, each knowing its step.
    @MainActor public static func buildExpression(_ step: FormStep) -> [Section] { step.sections }
}

extension AdapterManager {
    /// Creates a manager for `adapter` with the sections `content` builds, and shows them.
    ///
    /// ```swift
    /// let manager = AdapterManager(adapter: adapter, diagnosticHandler: { print($0) }) {
    ///     Section(header: "Profile") {
    ///         TextItem("Name", key: "name").validated(by: .required)
    ///         BoolItem("Newsletter", key: "newsletter", value: true)
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - adapter: the adapter the manager drives (it becomes its data source).
    ///   - diagnosticHandler: receives what the first reload notices (a condition on a misspelled
    ///     key, a duplicate key); without one, diagnostics wait for ``diagnosticHandler``.
    ///   - content: the sections.
    public convenience init(adapter: ListAdapter, diagnosticHandler: ((FormDiagnostic) -> Void)? = nil,
                            @SectionBuilder _ content: () -> [Section]) {
        self.init(adapter: adapter)
        self.diagnosticHandler = diagnosticHandler
        for section in content() { addSection(section) }
        reload()
        _ = formIndex   // reports duplicate keys now, to the handler given here
    }
}
