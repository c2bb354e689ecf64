import FormHTML
import FormKit
import FormSchema
import Foundation
import ListKit

/// `Demo serve [--port N] [--schema DOC] [--ui UI.json] [--timeout S]`: the demo forms as HTML
/// pages (``PreviewSite``) on a loopback preview server (``PreviewServer``) until Ctrl-C or
/// SIGTERM.
///
/// Exit status: 0 stopped by a signal; 1 the server could not start (the port in use); 2 a usage
/// error or a bad schema document (the message on standard error).
enum ServeCommand {
    /// The command line, parsed.
    struct Options: Equatable {
        /// `--port`: 0 lets the system pick a free port.
        var port: UInt16 = 0
        /// `--schema`: a document whose form is served at `/schema`.
        var schemaPath: String?
        /// `--ui`: that document's UI schema.
        var uiPath: String?
        /// `--timeout`: the seconds a connection has to send its request.
        var timeoutSeconds = 10
        /// `-h`, `--help`.
        var showsHelp = false
    }

    static let usage = """
    usage: swift run Demo serve [--port N] [--schema DOC.json [--ui UI.json]]

    Serves the demo forms (signup, controls, checkout) as HTML pages, and the form a
    JSON Schema document describes at /schema, on http://127.0.0.1:PORT/ until
    Ctrl-C. A valid post answers 303 to /<form>/done, which shows the values sent
    as JSON (secrets redacted).

    A preview server: loopback only, up to 64 connections at once (a slow or idle
    one delays no other), one request per connection, each visitor's forms kept
    an hour unused (a cookie; at most 1,000 visitors) — not for production. It
    refuses a Host header other than 127.0.0.1:PORT or localhost:PORT (421), a
    request line over 8 KiB (414), headers over 16 KiB or 64 fields (431), a body
    over 64 KiB (413), chunked bodies (501), methods other than GET and POST
    (405), and a request that does not arrive within the timeout (408).

    options:
      --port N           listen on port N (default 0: a free port the system picks)
      --schema DOC.json  also serve the form DOC.json describes (see Demo schema)
      --ui UI.json       its UI schema
      --timeout S        close a connection whose request takes over S seconds
                         (1 to 600; default 10)
      -h, --help         show this help

    The first line on standard output is the address; one line per request goes to
    standard error.

    exit status: 0 stopped by Ctrl-C or SIGTERM, 1 the server could not start,
    2 a usage error or a bad document
    """

    /// Parses `arguments` (after `serve`).
    static func parse(_ arguments: [String]) throws(DemoOptions.UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(after flag: String) throws(DemoOptions.UsageError) -> String {
            guard let text = remaining.popFirst() else { throw DemoOptions.UsageError(message: "\(flag) needs a value") }
            return text
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": options.showsHelp = true
            case "--port":
                let text = try value(after: argument)
                guard let port = UInt16(text) else {
                    throw DemoOptions.UsageError(message: "--port needs a number from 0 to 65535, not '\(text)'")
                }
                options.port = port
            case "--timeout":
                let text = try value(after: argument)
                guard let seconds = Int(text), (1...600).contains(seconds) else {
                    throw DemoOptions.UsageError(message: "--timeout needs a number of seconds from 1 to 600, not '\(text)'")
                }
                options.timeoutSeconds = seconds
            case "--schema": options.schemaPath = try value(after: argument)
            case "--ui": options.uiPath = try value(after: argument)
            default:
                throw DemoOptions.UsageError(message: "serve: unexpected argument '\(argument)'")
            }
        }
        if options.uiPath != nil && options.schemaPath == nil {
            throw DemoOptions.UsageError(message: "--ui needs --schema: it is the schema document's UI schema")
        }
        return options
    }

    /// Runs `Demo serve` with `arguments` (after `serve`) until a stopping signal; returns the
    /// exit status.
    @MainActor
    static func run(_ arguments: [String], standardOutput: OutputFile = .standardOutput,
                    standardError: OutputFile = .standardError) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            try? standardError.write("Demo: \(error.message)\nRun 'Demo serve --help' for usage.\n")
            return DemoCommand.usageErrorStatus
        }
        if options.showsHelp {
            return (try? standardOutput.write(usage + "\n")) == nil ? OutputFile.writeErrorStatus : 0
        }
        var schemaForm: PreviewSite.Form?
        if let path = options.schemaPath {
            switch schemaPage(path, uiPath: options.uiPath) {
            case .success(let form): schemaForm = form
            case .failure(let failure):
                try? standardError.write(failure.outcome.standardError)
                return failure.outcome.status
            }
        }
        var secret = SystemRandomNumberGenerator()
        let csrfSecret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &secret) }
        let site = PreviewSite(forms: PreviewSite.demoForms(schema: schemaForm), csrfSecret: csrfSecret)
        guard let stopPipe = ServeSignals.install() else {
            try? standardError.write("Demo: serve: cannot set up the signal pipe: \(String(cString: strerror(errno)))\n")
            return 1
        }
        let server: PreviewServer
        do {
            server = try PreviewServer(site: site, port: options.port, readTimeout: .seconds(options.timeoutSeconds))
        } catch {
            try? standardError.write("Demo: serve: cannot start: \(error)\n")
            return 1
        }
        do {
            try standardOutput.write("Serving on \(server.url) — a preview server: loopback only, not for production\n")
        } catch {
            server.closeListener()
            return OutputFile.writeErrorStatus
        }
        try? standardError.write(site.paths.map { "  http://127.0.0.1:\(server.port)\($0)\n" }.joined() + "Ctrl-C stops it.\n")
        server.run(stopPipe: stopPipe) { line in try? standardError.write(line + "\n") }
        try? standardError.write("Stopped.\n")
        return 0
    }

    /// The form a schema document describes, served at `/schema`: the document read and checked
    /// once, and a new form of it for each visitor.
    @MainActor
    static func schemaPage(_ path: String, uiPath: String?) -> Result<PreviewSite.Form, SchemaCommand.LoadFailure> {
        let loaded: SchemaCommand.LoadedDocument
        switch SchemaCommand.loadDocument(path, uiPath: uiPath, isStrict: false) {
        case .success(let document): loaded = document
        case .failure(let failure): return .failure(failure)
        }
        func make() throws(SchemaLayoutError) -> SchemaForm {
            let adapter = ListAdapter()
            adapter.collectionView = CollectionView(width: 80)
            return try SchemaForm(document: loaded.document, uiSchema: loaded.uiSchema, adapter: adapter)
        }
        // A first form checks that the document makes one; each visitor's is made the same way.
        do throws(SchemaLayoutError) {
            _ = try make()
            return .success(PreviewSite.Form(name: "schema", title: loaded.title ?? "Schema form",
                                             summary: "the form \(URL(fileURLWithPath: path).lastPathComponent) describes",
                                             make: { (try? make()).map { ($0.manager, $0) } }))
        } catch {
            return .failure(SchemaCommand.LoadFailure(outcome: .init(status: 2, standardError: error.errors.map { "Demo schema: \($0)\n" }.joined())))
        }
    }
}
