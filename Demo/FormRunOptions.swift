import Foundation
import FormKit
import FormLocale
import FormTerminal
import ListKit

/// The options that fill a demo's form in instead of narrating it: `--interactive`, `--plain`,
/// `--values FILE`, `--draft FILE`, `--resume FILE`.
struct FormRunOptions: Equatable {
    /// `--interactive`: fill the form in (the mode follows the terminal).
    var isInteractive = false
    /// `--plain`: fill the form in one question per line.
    var isPlain = false
    /// `--values FILE` (`-`: standard input): take the values from JSON, ask nothing.
    var valuesPath: String?
    /// `--draft FILE`: where the values so far go when a fill-in ends unsubmitted.
    var draftPath: String?
    /// `--resume FILE`: the values to start from.
    var resumePath: String?
    /// `--language TAG`: the language the form speaks and reads numbers and dates in (`de`,
    /// `ar-EG`), whatever `LC_ALL`, `LC_MESSAGES` and `LANG` say.
    var language: LanguageTag?

    /// The demos whose forms can be filled in.
    static let formDemos = ["signup", "controls", "checkout"]
    /// The flags this type parses.
    static let flags: Set = ["--interactive", "--plain", "--values", "--draft", "--resume", "--language"]

    /// Whether any of the flags was given.
    var isRequested: Bool { isInteractive || isPlain || valuesPath != nil || draftPath != nil || resumePath != nil || language != nil }
    /// Whether a person answers questions (as opposed to `--values`).
    var asks: Bool { isInteractive || isPlain }

    /// Takes `flag` (one of ``flags``) and the file after it, if it takes one.
    mutating func take(_ flag: String, from remaining: inout ArraySlice<String>) throws(DemoOptions.UsageError) {
        func file(_ current: String?, standardInput: Bool) throws(DemoOptions.UsageError) -> String {
            guard current == nil else { throw DemoOptions.UsageError(message: "\(flag) given twice") }
            guard let path = remaining.popFirst(), path.isEmpty || !path.hasPrefix("-") || path == "-" else {
                throw DemoOptions.UsageError(message: "\(flag) needs a file" + (standardInput ? " (- for standard input)" : ""))
            }
            guard standardInput || path != "-" else {
                throw DemoOptions.UsageError(message: "\(flag) needs a file, not standard input")
            }
            guard !path.isEmpty else { throw DemoOptions.UsageError(message: "\(flag) needs a file, not an empty name") }
            return path
        }
        switch flag {
        case "--interactive": isInteractive = true
        case "--plain": isPlain = true
        case "--values": valuesPath = try file(valuesPath, standardInput: true)
        case "--draft": draftPath = try file(draftPath, standardInput: false)
        case "--language":
            guard language == nil else { throw DemoOptions.UsageError(message: "--language given twice") }
            guard let text = remaining.popFirst(), let tag = LanguageTag(text) else {
                throw DemoOptions.UsageError(message: "--language needs a language tag, such as de, fr-CA or ar")
            }
            language = tag
        default: resumePath = try file(resumePath, standardInput: false)
        }
    }

    /// Refuses combinations that cannot work: the flags with a demo that has no form to fill in,
    /// `--values` with a way of asking, `--draft` or `--resume` with nothing to fill in.
    func check(demo: String?) throws(DemoOptions.UsageError) {
        guard isRequested else { return }
        let given = ["--interactive": isInteractive, "--plain": isPlain, "--values": valuesPath != nil,
                     "--draft": draftPath != nil, "--resume": resumePath != nil, "--language": language != nil]
        let first = ["--interactive", "--plain", "--values", "--draft", "--resume", "--language"].first { given[$0] == true }!
        guard let demo, Self.formDemos.contains(demo) else {
            let demos = Self.formDemos.dropLast().joined(separator: ", ") + " or " + Self.formDemos.last!
            throw DemoOptions.UsageError(message: "\(first) fills in a form: use it with the \(demos) demo")
        }
        if valuesPath != nil, asks {
            throw DemoOptions.UsageError(message: "--values fills the form without asking: not with \(isInteractive ? "--interactive" : "--plain")")
        }
        if draftPath != nil, !asks {
            throw DemoOptions.UsageError(message: "--draft keeps what was typed: it needs --interactive or --plain")
        }
        if resumePath != nil, !asks, valuesPath == nil {
            throw DemoOptions.UsageError(message: "--resume starts a fill-in: it needs --interactive, --plain or --values")
        }
        if language != nil, !asks, valuesPath == nil {
            throw DemoOptions.UsageError(message: "--language is the fill-in's language: it needs --interactive, --plain or --values")
        }
    }
}
