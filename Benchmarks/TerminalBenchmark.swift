import Foundation
import FormKit
import FormTerminal
import ListKit

/// The interactive terminal form: what one keystroke that edits a field costs in bytes and time,
/// in forms of 10 and 10,000 fields and in a field of row 5,000 of 10,000 repeating rows, on an
/// 80×24 terminal, against repainting the whole screen.
@MainActor
struct TerminalBenchmark {
    let runs: Int

    /// A form of `count` text fields in sections of 100 (one bunch per field).
    static func makeForm(fields count: Int) -> AdapterManager {
        let bunches = (0..<count).map { index in
            ItemBunch(item: TextItem("Field \(index)", key: "field\(index)", placeholder: "value \(index)").validated(by: .required))
        }
        return .showing(Section.hundreds(of: bunches), width: 80, height: 21)
    }

    /// A form of `count` address rows (street, city) under one title, with an Add button.
    static func makeRowsForm(rows count: Int) -> (AdapterManager, RepeatingRows) {
        let rows = RepeatingRows("Addresses", key: "addresses", rowTitle: "Address", count: count) {
            TextItem("Street", key: "street", placeholder: "1 Main St").validated(by: .required)
            TextItem("City", key: "city")
        }
        return (.showing([Section(header: "Shipping") { rows }], width: 80, height: 21), rows)
    }

    /// A form on an 80×24 screen with a field in the middle focused, ready to type into.
    @MainActor final class Typist {
        let session: TerminalSession
        let screen: FormScreen
        let clock = ContinuousClock()

        /// A form of `fields` fields, the one in the middle focused (a page of Tab presses at a
        /// time would take long in 10k).
        convenience init(fields: Int) {
            let manager = TerminalBenchmark.makeForm(fields: fields)
            self.init(manager: manager, focusing: manager.item(forKey: "field\(fields / 2)", as: TextItem.self)!)
        }

        /// A form of `rows` address rows, the street of the row in the middle focused.
        convenience init(rows count: Int) {
            let (manager, rows) = TerminalBenchmark.makeRowsForm(rows: count)
            self.init(manager: manager, focusing: rows.rows[count / 2].fields[0])
        }

        init(manager: AdapterManager, focusing field: FormField) {
            session = TerminalSession(manager: manager)
            screen = FormScreen(session: session, size: TerminalSize(width: 80, height: 24), styler: TextStyler(isEnabled: true))
            session.focus(field)
            _ = screen.update()
        }

        /// Types `keys` characters, one screen update per key, then clears the field again (not
        /// timed) so that every run types the same; the time per key and the bytes written.
        func type(keys: Int) -> (microseconds: Double, bytes: Int) {
            var written = 0
            let elapsed = clock.measure {
                for index in 0..<keys {
                    session.handle(.key(KeyEvent(.character(index % 2 == 0 ? "a" : "b"))))
                    written += screen.update().utf8.count
                }
            }
            session.handle(.key(.control("u")))
            _ = screen.update()
            return (microseconds(elapsed) / Double(keys), written)
        }

        /// Repaints the whole screen: its time and bytes.
        func repaint() -> (microseconds: Double, bytes: Int) {
            var full = 0
            let elapsed = clock.measure {
                screen.invalidate()
                full = screen.update().utf8.count
            }
            return (microseconds(elapsed), full)
        }
    }

    /// Presses Tab `presses` times from the first field (each leaves a field, validates it, moves the
    /// focus and scrolls when the focus reaches the bottom); the median µs and the bytes per press.
    func measureTabbing(fields: Int, presses: Int) -> (microseconds: Double, bytes: Double) {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<runs {
            let manager = Self.makeForm(fields: fields)
            let session = TerminalSession(manager: manager)
            let screen = FormScreen(session: session, size: TerminalSize(width: 80, height: 24), styler: TextStyler(isEnabled: true))
            _ = screen.update()
            var written = 0
            let elapsed = ContinuousClock().measure {
                for _ in 0..<presses {
                    session.handle(.key(KeyEvent(.tab)))
                    written += screen.update().utf8.count
                }
            }
            times.append(microseconds(elapsed) / Double(presses))
            bytes = written
        }
        return (median(times), Double(bytes) / Double(presses))
    }

    func run() {
        print("Terminal benchmark: typing into one text field of an 80×24 screen (styled), medians")
        print("")
        let keys = 20
        // Both forms stay built; each run types into the small one, then the large one, so the
        // machine's drift reaches both alike, and the ratio is the median of the runs' ratios.
        let small = Typist(fields: 10)
        let large = Typist(fields: 10_000)
        var repaints: [(small: Double, large: Double)] = []
        var repaintBytes = (small: 0, large: 0)
        let (smallTimes, largeTimes, ratios, bytesPerKey) = pairedTyping(small, large, keys: keys) {
            let smallRepaint = small.repaint()
            let largeRepaint = large.repaint()
            repaints.append((smallRepaint.microseconds, largeRepaint.microseconds))
            repaintBytes = (smallRepaint.bytes, largeRepaint.bytes)
        }
        print("form        µs/key   full repaint: bytes    µs")
        print(String(format: "10 fields  %7.1f   %19d %6.1f", median(smallTimes), repaintBytes.small, median(repaints.map(\.small))))
        print(String(format: "10k fields %7.1f   %19d %6.1f", median(largeTimes), repaintBytes.large, median(repaints.map(\.large))))
        print(String(format: "bytes per key (10k fields): %.1f", bytesPerKey))
        print("")
        print(String(format: "time per key, 10k / 10 fields:            %5.2f× (goal ≤ 1.5; median of %d paired runs)",
                     median(ratios), ratios.count))
        print(String(format: "bytes, full repaint / one-field edit (10k): %5.1f× fewer (goal ≥ 10)",
                     Double(repaintBytes.large) / bytesPerKey))
        print("")
        measureRows(keys: keys, small: small)
        print("")
        // Tabbing scrolls the viewport: its cost must not grow with the form.
        var hundredTabs: [(microseconds: Double, bytes: Double)] = []
        var tenThousandTabs: [(microseconds: Double, bytes: Double)] = []
        for _ in 0..<3 {
            hundredTabs.append(measureTabbing(fields: 100, presses: 60))
            tenThousandTabs.append(measureTabbing(fields: 10_000, presses: 60))
        }
        let tabs100 = hundredTabs.sorted { $0.microseconds < $1.microseconds }[1]
        let tabs10k = tenThousandTabs.sorted { $0.microseconds < $1.microseconds }[1]
        print(String(format: "Tab (leave, validate, move, scroll): 100 fields %.1f µs, %.0f bytes; 10k fields %.1f µs, %.0f bytes; 10k / 100: %.2f×",
                     tabs100.microseconds, tabs100.bytes, tabs10k.microseconds, tabs10k.bytes, tabs10k.microseconds / tabs100.microseconds))
    }
}

extension TerminalBenchmark {
    /// A keystroke in a field of row 5,000 of 10,000 address rows against one in the 10-field
    /// form, paired run by run as above: the row's field reloads alone, and the hint line's
    /// "Address 5000 of 10000" costs no search.
    func measureRows(keys: Int, small: Typist) {
        let (smallTimes, rowTimes, ratios, bytesPerKey) = pairedTyping(small, Typist(rows: 10_000), keys: keys)
        print("form                          µs/key   bytes/key")
        print(String(format: "10 fields                    %7.1f", median(smallTimes)))
        print(String(format: "row 5,000 of 10k rows        %7.1f   %9.1f", median(rowTimes), bytesPerKey))
        print(String(format: "time per key, row 5,000 of 10k rows / 10 fields: %5.2f× (goal ≤ 1.5; median of %d paired runs)",
                     median(ratios), ratios.count))
    }

    /// Types `keys` keys into `small`, then into `large`, 3 × ``runs`` times (so that the
    /// machine's drift reaches both alike), running `between` after each pair: each one's µs per
    /// key, the ratios large / small run by run, and the bytes `large` wrote per key.
    func pairedTyping(_ small: Typist, _ large: Typist, keys: Int, between: () -> Void = {})
        -> (small: [Double], large: [Double], ratios: [Double], bytesPerKey: Double) {
        var smallTimes: [Double] = []
        var largeTimes: [Double] = []
        var ratios: [Double] = []
        var largeBytes = 0
        for _ in 0..<(3 * runs) {
            let one = small.type(keys: keys)
            let other = large.type(keys: keys)
            smallTimes.append(one.microseconds)
            largeTimes.append(other.microseconds)
            ratios.append(other.microseconds / one.microseconds)
            largeBytes += other.bytes
            between()
        }
        return (smallTimes, largeTimes, ratios, Double(largeBytes) / Double(3 * runs * keys))
    }

    /// Where a keystroke's time goes: the edit (the engine's reload) and the frame.
    func breakdown(fields: Int) {
        let typist = Typist(fields: fields)
        let (session, screen, clock) = (typist.session, typist.screen, typist.clock)
        var handle = Duration.zero
        var frame = Duration.zero
        var update = Duration.zero
        for index in 0..<2000 {
            let key = index % 2 == 0 ? KeyEvent(.character("a")) : KeyEvent(.backspace)
            handle += clock.measure { session.handle(.key(key)) }
            frame += clock.measure { _ = screen.makeFrame() }
            update += clock.measure { _ = screen.update() }
        }
        print(String(format: "%d fields: edit %.1f µs, makeFrame %.1f µs, update %.1f µs", fields,
                     microseconds(handle) / 2000, microseconds(frame) / 2000, microseconds(update) / 2000))
    }
}
