import Foundation
import ListKit

/// `Demo schema`'s command line, parsed: the document, how to show it, and how to fill it in —
/// the options a demo form takes (`--width`, `--height`, `--offset`, `--color`, `--no-color`,
/// `--interactive`, `--plain`, `--values FILE|-`, `--draft FILE`, `--resume FILE`) and the
/// document's own (`--ui`, `--strict`, `--export`, `--output basic`).
struct SchemaCommandLine: Equatable {
    var documentPath: String?
    var uiPath: String?
    var exportName: String?
    var isStrict = false
    /// `--ref-base PREFIX=FOLDER`, in order: `$ref`s whose URI starts with PREFIX are read from
    /// FOLDER.
    var referenceFolders: [ReferenceFolder] = []
    /// `--output basic`: with `--values`, print the specification's "basic" output.
    var outputsBasic = false
    /// `--translations FILE`: the document's words in other languages (`{"de": {"name.label":
    /// "Name"}}`), by its controls' `i18n` keys.
    var translationsPath: String?
    var width: Int
    var height: Int?
    var offset = 0
    var color: Bool?
    var showsHelp = false
    /// Filling the form in, as the demo forms do.
    var form = FormRunOptions()

    /// Parses `arguments` (after `schema`); `defaultWidth` is the terminal's width.
    static func parse(_ arguments: [String], defaultWidth: Int) throws(DemoOptions.UsageError) -> SchemaCommandLine {
        var line = SchemaCommandLine(width: defaultWidth)
        var remaining = arguments[...]
        var offset: Int?
        func value(after flag: String) throws(DemoOptions.UsageError) -> String {
            guard let value = remaining.popFirst() else { throw DemoOptions.UsageError(message: "\(flag) needs a value") }
            return value
        }
        func number(after flag: String, atLeast minimum: Int, unit: String) throws(DemoOptions.UsageError) -> Int {
            let text = try value(after: flag)
            guard let number = Int(text), number >= minimum else {
                throw DemoOptions.UsageError(message: "\(flag) must be a number of at least \(minimum)\(unit), not '\(text)'")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": line.showsHelp = true
            case "--strict": line.isStrict = true
            case "--color": line.color = true
            case "--no-color": line.color = false
            case "--ui": line.uiPath = try value(after: argument)
            case "--export": line.exportName = try value(after: argument)
            case "--translations": line.translationsPath = try value(after: argument)
            case "--ref-base":
                let text = try value(after: argument)
                guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
                    throw DemoOptions.UsageError(message: "--ref-base takes PREFIX=FOLDER (http://localhost:1234/=remotes/), not '\(text)'")
                }
                line.referenceFolders.append(ReferenceFolder(prefix: String(text[..<equals]), folder: String(text[text.index(after: equals)...])))
            case "--output":
                let format = try value(after: argument)
                guard format == "basic" else { throw DemoOptions.UsageError(message: "--output takes 'basic', not '\(format)'") }
                line.outputsBasic = true
            case "--width": line.width = try number(after: argument, atLeast: DemoOptions.minimumWidth, unit: " columns")
            case "--height": line.height = try number(after: argument, atLeast: 1, unit: " line")
            case "--offset": offset = try number(after: argument, atLeast: 0, unit: "")
            case let flag where FormRunOptions.flags.contains(flag): try line.form.take(flag, from: &remaining)
            default:
                if argument.hasPrefix("-") { throw DemoOptions.UsageError(message: "unknown option '\(argument)'") }
                guard line.documentPath == nil else { throw DemoOptions.UsageError(message: "one document at a time") }
                line.documentPath = argument
            }
        }
        if let offset {
            guard line.height != nil else {
                throw DemoOptions.UsageError(message: "--offset needs --height: it scrolls the viewport --height makes")
            }
            line.offset = offset
        }
        guard !line.showsHelp else { return line }
        if line.exportName != nil {
            guard line.documentPath == nil, line.uiPath == nil, !line.form.isRequested else {
                throw DemoOptions.UsageError(message: "--export takes no document")
            }
            return line
        }
        guard line.documentPath != nil else { throw DemoOptions.UsageError(message: "which document? (swift run Demo schema DOC.json)") }
        try line.checkForm()
        return line
    }

    /// Refuses the fill-in flags' combinations that cannot work (as a demo form does).
    private func checkForm() throws(DemoOptions.UsageError) {
        if form.valuesPath != nil, form.asks {
            throw DemoOptions.UsageError(message: "\(form.isInteractive ? "--interactive" : "--plain") asks for the values; --values reads them: choose one")
        }
        if form.draftPath != nil, !form.asks {
            throw DemoOptions.UsageError(message: "--draft keeps what was typed: it needs --interactive or --plain")
        }
        if outputsBasic, form.valuesPath == nil {
            throw DemoOptions.UsageError(message: "--output basic prints how values validate: it needs --values")
        }
        if form.resumePath != nil, !form.asks, form.valuesPath == nil {
            throw DemoOptions.UsageError(message: "--resume starts a fill-in: it needs --interactive, --plain or --values")
        }
    }
}

/// `--ref-base PREFIX=FOLDER`: the folder that holds what URIs starting with PREFIX name.
struct ReferenceFolder: Equatable {
    var prefix: String
    var folder: String
}
