import Foundation
import FormKit
import ListKit

/// A job application: who you are, then work experience as repeating rows in which a "Current
/// job" checkbox hides that row's end date — a condition inside a row, read relative to the row.
enum JobsDemo {
    /// One line for the index of `Demo serve`.
    static let summary = "work experience as rows; a checkbox in each row hides that row's end date"

    /// The form, empty but for one row of work experience.
    @MainActor
    static func makeForm(adapter: ListAdapter) -> AdapterManager {
        let utc = TimeZone(identifier: "UTC")!
        let jobs = RepeatingRows("Work experience", key: "jobs", rowTitle: "Job", minimumCount: 1, maximumCount: 5) {
            TextItem("Employer", key: "employer", placeholder: "Analytical Engines Ltd").validated(by: .required)
            DateTimeItem("Start date", key: "start", mode: .date, timeZone: utc).validated(by: .required)
            BoolItem("Current job", key: "current")
            DateTimeItem("End date", key: "end", mode: .date, timeZone: utc).validated(by: .required)
                .hidden(when: .value("current", is: true))
        }
        return AdapterManager(adapter: adapter) {
            Section(header: "About you") {
                TextItem("Name", key: "name", placeholder: "Ada Lovelace").validated(by: .required)
            }
            Section(header: "Work") { jobs }
        }
    }
}
