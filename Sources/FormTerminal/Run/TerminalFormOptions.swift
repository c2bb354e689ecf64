import Foundation
import FormKit
import FormLocale

/// How `FormKit/AdapterManager/runInTerminal(_:)` runs a form.
public struct TerminalFormOptions: Sendable {
    /// Which way a person fills the form in.
    public enum Mode: Hashable, Sendable {
        /// Interactive when the input and the drawing output are terminals, `TERM` is not `dumb`
        /// and `ACCESSIBLE` is not set; line mode otherwise.
        case automatic
        /// The full-screen form: keys edit the focused field, only changed lines are redrawn.
        case interactive
        /// One prompt per visible field, in form order (screen readers, scripts, pipes).
        case lines
    }

    /// Which way the form runs. Default: ``Mode/automatic``.
    public var mode = Mode.automatic
    /// Styles (colour, dim, inverse): `true` on, `false` off, `nil` on unless `NO_COLOR` is set or
    /// `TERM` is `dumb`.
    public var color: Bool?
    /// The environment read for `TERM`, `NO_COLOR`, `ACCESSIBLE` and the language (`LC_ALL`,
    /// `LC_MESSAGES`, `LANG`, `LANGUAGE`).
    public var environment: [String: String]
    /// The language the form speaks and reads numbers and dates in, whatever the environment
    /// says; `nil` (the default) takes the environment's (`LC_ALL`, then `LC_MESSAGES`, then
    /// `LANG`, with GNU's `LANGUAGE` list before it; `C` and `POSIX` name none) among
    /// ``catalogs``' languages, and keeps the manager's own `FormKit/AdapterManager/localizer`
    /// when the environment names no language.
    public var language: LanguageTag?
    /// The messages the form is put in words with (see FormLocale's `MessageCatalogs`): the
    /// package's own, or with a team's added. Default: `FormLocale/MessageCatalogs/builtIn`.
    public var catalogs: MessageCatalogs = .builtIn
    /// The file descriptor keys and lines are read from. Default: standard input.
    public var input: Int32
    /// The file descriptor the form is drawn on (prompts in line mode). Default: standard error —
    /// standard output is for the result.
    public var output: Int32
    /// The keys of the interactive mode. Default: ``KeyMap/standard``.
    public var keyMap = KeyMap.standard
    /// What the person should read before filling the form in, such as the warnings about the
    /// document a form was built from: line mode writes them before the first question, the
    /// interactive form shows them on its message line as it opens (with the form's own pending
    /// diagnostics, such as a key two fields share). Default: none.
    public var notices: [String] = []
    /// A last check of the values once every validator passes, such as a server's or a schema
    /// document's: the problems it returns, each at a JSON Pointer, keep the interactive form open
    /// (shown under their fields) and are asked again in line mode — what was typed is never lost
    /// to it. Default: none.
    public var check: (@MainActor @Sendable (JSONObject) -> [Problem])?

    /// Options for this process: standard input, drawing on standard error, its environment.
    public init(mode: Mode = .automatic, color: Bool? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                input: Int32 = STDIN_FILENO, output: Int32 = STDERR_FILENO) {
        self.mode = mode
        self.color = color
        self.environment = environment
        self.input = input
        self.output = output
    }

    /// The language a run speaks: ``language``, else the environment's; `nil` when neither names
    /// one (the manager's own is kept).
    public var localizer: Localizer? {
        if let language { return Localizer(language: language, catalogs: catalogs) }
        let preference = LanguagePreference(environment: environment)
        guard !preference.languages.isEmpty else { return nil }
        return Localizer(preference: preference, catalogs: catalogs)
    }

    /// Whether styles are on, for an output that is (or is not) a terminal.
    public func usesColor(isTerminal: Bool) -> Bool {
        if let color { return color }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isTerminal && !noColor && environment["TERM"] != "dumb"
    }
}
