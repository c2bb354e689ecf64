import Foundation
import FormKit
import FormLocale
import FormSchema
import FormTerminal
import ListKit

/// `Demo schema DOC --interactive` / `--plain`: fills the described form in, as the demo forms
/// are filled in, and sends what the document accepts.
///
/// The document's warnings are shown before the form (on standard error, before an interactive
/// form takes the screen, and on its message line; in line mode before the first question). The
/// document checks the values as a server will before they are sent: what it refuses keeps the
/// interactive form open, is asked again in line mode, and never loses what was typed — the draft
/// is written first when the fill-in cannot finish.
@MainActor
struct SchemaFillIn {
    let form: SchemaForm
    let line: SchemaCommandLine
    let environment: [String: String]
    let warnings: [String]

    typealias Outcome = SchemaCommand.Outcome

    /// A failure already reported, as the outcome to return.
    struct Stop: Error {
        let outcome: Outcome
    }

    func run() -> Outcome {
        do {
            return try fillIn()
        } catch {
            return error.outcome
        }
    }

    private func fillIn() throws(Stop) -> Outcome {
        if let path = line.form.resumePath { try resume(from: path) }
        FormRunCommand.unblockTerminationSignals()
        let document = form.document
        var options = TerminalFormOptions(mode: line.form.isPlain ? .lines : .automatic, color: line.color, environment: environment)
        options.notices = warnings
        options.language = line.form.language
        if let path = line.translationsPath {
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                options.catalogs = try MessageCatalogs.builtIn.adding(translations: text)
            } catch {
                return Outcome(status: 2, standardError: "Demo schema: --translations \(path): \(error)\n")
            }
        }
        let form = self.form
        // The document's own checks need no hook: the schema form installed them into its
        // manager (its origin), so the terminal's submit runs them as every surface's does.
        // An interactive form takes the screen: the warnings are printed before it, and stay on
        // the screen it gives back.
        if options.resolvedMode(inputIsTerminal: isatty(options.input) == 1, outputIsTerminal: isatty(options.output) == 1) == .interactive,
           !warnings.isEmpty {
            try? OutputFile.standardError.write(warnings.map { "Demo schema: warning: \($0)\n" }.joined())
        }
        let outcome: FormOutcome
        do {
            outcome = try form.manager.runInTerminal(options)
        } catch {
            let kept = try keepDraft()
            let detail: [String] = switch error {
            case .refused(let problems): problems.map(\.description)
            case .invalid(let errors): errors.map(\.description)
            case .endOfInput, .terminal: []
            }
            throw stop(1, "\(error); nothing was submitted", detail + kept)
        }
        guard outcome.status == .submitted else {
            let kept = try keepDraft()
            throw stop(outcome.exitStatus, "not submitted (\(outcome.status))", kept)
        }
        // What is sent: the document-shaped values, checked once more as the server will.
        let values = form.values
        let errors = document.validate(.object(values))
        guard errors.isEmpty else {
            let kept = try keepDraft()
            let report: JSONValue = ["valid": false, "errors": .array(errors.map(\.jsonValue))]
            let note = kept.isEmpty ? "" : (["Demo schema: the document refused the values; nothing was submitted"] + kept)
                .joined(separator: "\n") + "\n"
            return Outcome(status: 1, standardOutput: ((try? report.jsonString(prettyPrinted: true)) ?? "") + "\n", standardError: note)
        }
        return Outcome(status: 0, standardOutput: ((try? values.jsonString()) ?? "") + "\n")
    }

    /// `--resume`: the values (document-shaped) and the step of a draft.
    private func resume(from path: String) throws(Stop) {
        let object: JSONObject
        switch SchemaCommand.readJSON(path) {
        case .success(let json):
            guard let values = json.objectValue else { throw stop(1, "--resume \(path): expected a JSON object of values") }
            object = values
        case .failure(let failure):
            throw stop(1, "--resume \(failure)")
        }
        let (values, step) = FormDraft.split(object)
        do {
            try form.setValues(values)
        } catch {
            throw stop(1, "--resume \(path): these values were refused:", error.problems.map(\.description))
        }
        if let problem = FormDraft.restoreStep(step, in: form.manager) { throw stop(1, "--resume \(path): \(problem)") }
    }

    /// Writes the values so far to `--draft`, if given: the lines saying so (none without it).
    private func keepDraft() throws(Stop) -> [String] {
        guard let path = line.form.draftPath else { return [] }
        let secrets = form.fields.filter { ($0.item as? FormField)?.isSecret ?? false }.map { "/" + $0.key }
        let draft = FormDraft(values: form.values(includingHidden: true), secretPointers: secrets, manager: form.manager)
        do {
            try DraftFile.write(try draft.object.jsonString(prettyPrinted: true) + "\n", to: path)
        } catch {
            throw stop(1, "--draft \(path): cannot be written: \(error)")
        }
        return ["  the values so far are in \(path) (secrets left out)"]
    }

    /// A stop with `Demo schema: message` and the detail lines (indented) on standard error.
    private func stop(_ status: Int32, _ message: String, _ details: [String] = []) -> Stop {
        let lines = ["Demo schema: " + message] + details.map { $0.hasPrefix("  ") ? $0 : "  " + $0 }
        return Stop(outcome: Outcome(status: status, standardError: lines.joined(separator: "\n") + "\n"))
    }
}
