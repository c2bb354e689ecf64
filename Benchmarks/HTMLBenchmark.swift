import Foundation
import FormHTML
import FormKit

/// A form served as HTML (FormHTML), through ``FormPage/handle(_:)`` as a server calls it:
/// rendering a 1k- and a 10k-field page (time and bytes per field, and the growth per field);
/// binding and validating a full post of 1k fields against rendering the same page; and live
/// updates of one field of a 1k-field page (typing into a text field, a switch revealing three
/// rows) against a full re-render of that page. Every ratio compares times of the same runs.
@MainActor
struct HTMLBenchmark {
    let runs: Int
    var quick = false

    /// One measured request: its times and the bytes of its last answer.
    @MainActor
    struct Measured {
        var times: [Double] = []
        var bytes = 0

        /// Answers `request` on `page`, timed; the status must be `status`.
        mutating func measure(_ page: FormPage, _ request: FormHTTPRequest, status: Int) {
            var response = FormHTTPResponse(status: 0)
            times.append(microseconds(ContinuousClock().measure { response = page.handle(request) }))
            guard response.status == status else {
                // The error summary, when the page has one, says why.
                let text = response.text
                let reason = text.range(of: "There is a problem").map { text[$0.lowerBound...].prefix(400) } ?? text.prefix(300)
                print("\(request.method) answered \(response.status), not \(status): \(reason)")
                exit(1)
            }
            bytes = response.body.count
        }
    }

    func run() {
        print("HTML benchmark (FormHTML, FormPage.handle): medians of \(runs), microseconds unless said")
        print("")
        render()
        print("")
        bind()
        print("")
        live()
        print("")
        rowsPosts()
        print("")
        sessionMemory(pages: quick ? 5 : 100)
    }

    /// The median of the runs' ratios `numerator[i] / denominator[i]` (times measured together).
    static func ratio(_ numerator: [Double], _ denominator: [Double]) -> Double {
        median(zip(numerator, denominator).map { $0 / $1 })
    }

    static func format(_ value: Double, _ width: Int = 10, digits: Int = 1) -> String {
        String(format: "%\(width).\(digits)f", value)
    }

    static func label(_ text: String) -> String { text.padding(toLength: 56, withPad: " ", startingAt: 0) }

    // MARK: - Render

    /// Only GETs of a page of `fields` fields, `runs` times: for a profiler (`html render`).
    func profileRender(fields: Int) {
        let page = Self.makePage(fields: fields)
        var bytes = 0
        let elapsed = ContinuousClock().measure {
            for _ in 0..<runs { bytes += page.handle(Self.get(page)).body.count }
        }
        print("\(runs) GETs of a \(fields)-field page (\(bytes / runs) bytes): \(String(format: "%.2f", milliseconds(elapsed) / Double(runs))) ms each")
    }

    /// GET of a 1k- and a 10k-field page, taking turns in every run.
    func render() {
        let pages = [Self.makePage(fields: 1_000), Self.makePage(fields: 10_000)]
        var measured = [Measured(), Measured()]
        for (index, page) in pages.enumerated() { measured[index].measure(page, Self.get(page), status: 200) }
        measured = [Measured(), Measured()]
        for _ in 0..<runs {
            for (index, page) in pages.enumerated() { measured[index].measure(page, Self.get(page), status: 200) }
        }
        print("Render: GET of the whole page                               ms     µs/field   bytes/field")
        for (index, fields) in [1_000, 10_000].enumerated() {
            let form = measured[index]
            print(Self.label("render \(fields) fields") + Self.format(median(form.times) / 1e3, 8, digits: 2)
                  + Self.format(median(form.times) / Double(fields), 13, digits: 3) + Self.format(Double(form.bytes) / Double(fields), 14))
        }
        let growth = Self.ratio(measured[1].times.map { $0 / 10_000 }, measured[0].times.map { $0 / 1_000 })
        print("  growth per field, 10k / 1k: \(String(format: "%.2f×", growth)) (goal ≤ 1.2×)")
        withExtendedLifetime(pages) {}
    }

    // MARK: - Bind

    /// Only full posts of every field of a 1k-field page, `runs` times: for a profiler
    /// (`html bind`).
    func profileBind() {
        let page = Self.makePage(fields: 1_000)
        let requests = (0..<runs).map { Self.fullPost(page, round: $0) }
        var statuses = Set<Int>()
        let elapsed = ContinuousClock().measure {
            for request in requests { statuses.insert(page.handle(request).status) }
        }
        print("\(runs) full posts of a 1000-field page (statuses \(statuses.sorted())): \(String(format: "%.2f", milliseconds(elapsed) / Double(runs))) ms each")
    }

    /// A full post of every field of a 1k-field page (every text changed, then validation, then a
    /// `303`), against the GET of the same page in the same runs; `manager.validate()` alone for
    /// reference.
    func bind() {
        let page = Self.makePage(fields: 1_000)
        var posts = Measured()
        var renders = Measured()
        var validations: [Double] = []
        posts.measure(page, Self.fullPost(page, round: 1), status: 303)
        posts = Measured()
        for round in 0..<runs {
            let request = Self.fullPost(page, round: round)
            posts.measure(page, request, status: 303)
            renders.measure(page, Self.get(page), status: 200)
            validations.append(microseconds(ContinuousClock().measure { precondition(page.manager.validate().isEmpty) }))
        }
        let fields = page.manager.fields.count
        let post = median(posts.times)
        print("Bind: a full post of \(fields) fields (urlencoded, \(Self.fullPost(page, round: 0).body.count) bytes), bound, validated, 303")
        print(Self.label("bind and validate \(fields) fields, ms") + Self.format(post / 1e3, 8, digits: 2)
              + "   " + Self.format(post / Double(fields), 1, digits: 3) + " µs/field")
        print(Self.label("  render of the same page (baseline), ms") + Self.format(median(renders.times) / 1e3, 8, digits: 2)
              + "   post / render: " + String(format: "%.2f×", Self.ratio(posts.times, renders.times)))
        print(Self.label("  manager.validate() alone, ms") + Self.format(median(validations) / 1e3, 8, digits: 2))
    }

    // MARK: - Live

    /// Only live updates typing into one text field of a 1k-field page, `runs` times: for a
    /// profiler (`html live`).
    func profileLive() {
        let page = Self.makePage(fields: 1_000)
        var bytes = 0
        let elapsed = ContinuousClock().measure {
            for run in 0..<runs { bytes += page.handle(Self.livePost(page, field: "/name50", values: ["Typed \(run)"])).body.count }
        }
        print("\(runs) live updates of a 1000-field page (\(bytes / runs) bytes): \(String(format: "%.3f", milliseconds(elapsed) / Double(runs))) ms each")
    }

    /// Live updates of one field of a 1k-field page against a GET of that page, in the same runs:
    /// typing into a text field (one reload), and a switch revealing three rows (three inserts
    /// and the switch's reload) and hiding them again (three deletes and a reload).
    func live() {
        let page = Self.makePage(fields: 1_000)
        var full = Measured()
        var typing = Measured()
        var reveal = Measured()
        var hide = Measured()
        // Once unmeasured, recording what each reply holds.
        let typedReply = Self.summary(page.handle(Self.livePost(page, field: "/name50", values: ["Ada"])))
        let revealReply = Self.summary(page.handle(Self.livePost(page, field: "/delivery", values: ["on"])))
        let hideReply = Self.summary(page.handle(Self.livePost(page, field: "/delivery", values: [])))
        _ = page.handle(Self.get(page))
        for run in 0..<runs {
            full.measure(page, Self.get(page), status: 200)
            let typed = run.isMultiple(of: 2) ? "Ada Lovelace" : "Grace Hopper"
            typing.measure(page, Self.livePost(page, field: "/name50", values: [typed]), status: 200)
            reveal.measure(page, Self.livePost(page, field: "/delivery", values: ["on"]), status: 200)
            hide.measure(page, Self.livePost(page, field: "/delivery", values: []), status: 200)
        }
        print("Live: one field of a 1,000-field page vs a full re-render    time µs      bytes")
        print(Self.label("full re-render (GET, baseline)") + Self.format(median(full.times)) + Self.format(Double(full.bytes), 11, digits: 0))
        for (name, update) in [("type into a text field: \(typedReply)", typing), ("a switch revealing 3 rows: \(revealReply)", reveal),
                               ("the switch hiding them: \(hideReply)", hide)] {
            print(Self.label(name) + Self.format(median(update.times)) + Self.format(Double(update.bytes), 11, digits: 0))
            print("  full re-render / live: time " + String(format: "%.1f×", Self.ratio(full.times, update.times))
                  + " (goal ≥ 20×), bytes " + String(format: "%.1f×", Double(full.bytes) / Double(update.bytes)) + " (goal ≥ 50×)")
        }
    }

    /// The fragments of a live reply, counted by kind: "3 insert, 1 reload".
    static func summary(_ response: FormHTTPResponse) -> String {
        guard let update = try? JSONDecoder().decode(LiveUpdate.self, from: response.body) else { return "not a live reply" }
        if update.reload == true { return "asks for the whole page" }
        var counts: [String: Int] = [:]
        for fragment in update.fragments { counts[fragment.kind.rawValue, default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    }
}
