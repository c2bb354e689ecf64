import Foundation
import FormKit
import FormTerminal
import ListKit

/// The interactive terminal form: what one keystroke that edits a field costs in bytes and time,
/// in forms of 10 and 10,000 fields on an 80×24 terminal, against repainting the whole screen.
@MainActor
struct TerminalBenchmark {
    let runs: Int

    /// A form of `count` text fields in sections of 100 (one bunch per field).
    static func makeForm(fields count: Int) -> AdapterManager {
        let adapter = ListAdapter()
        adapter.collectionView = CollectionView(width: 80, height: 21)
        let manager = AdapterManager(adapter: adapter)
        var section = Section(header: "Section 0")
        for index in 0..<count {
            if index > 0 && index % 100 == 0 {
                manager.addSection(section)
                section = Section(header: "Section \(index / 100)")
            }
            section.addItemBunch(ItemBunch(item: TextItem("Field \(index)", key: "field\(index)", placeholder: "value \(index)").validated(by: .required)))
        }
        manager.addSection(section)
        manager.reload()
        return manager
    }

    struct Measurement {
        var microsecondsPerKey: Double
        var bytesPerKey: Double
        var fullRepaintBytes: Int
        var fullRepaintMicroseconds: Double
    }

    /// Types `keys` characters into a field in the middle of the form, one update per key; the
    /// full repaint of the same state is measured in the same loop, interleaved.
    func measure(fields: Int, keys: Int) -> Measurement {
        let manager = Self.makeForm(fields: fields)
        let session = FormSession(manager: manager)
        let screen = FormScreen(session: session, size: TerminalSize(width: 80, height: 24), styler: TextStyler(isEnabled: true))
        // Focus a field in the middle (a page of Tab presses at a time would take long in 10k).
        let middle = manager.item(forKey: "field\(fields / 2)", as: TextItem.self)!
        session.focus(middle)
        _ = screen.update()
        let clock = ContinuousClock()
        var keyTimes: [Double] = []
        var repaintTimes: [Double] = []
        var bytes = 0
        var repaintBytes = 0
        for run in 0..<runs {
            var written = 0
            let elapsed = clock.measure {
                for index in 0..<keys {
                    session.handle(.key(KeyEvent(.character(index % 2 == 0 ? "a" : "b"))))
                    written += screen.update().utf8.count
                }
            }
            keyTimes.append(microseconds(elapsed) / Double(keys))
            bytes += written
            // Clear the field again so every run types the same.
            session.handle(.key(.control("u")))
            _ = screen.update()
            var full = 0
            let repaint = clock.measure {
                screen.invalidate()
                full = screen.update().utf8.count
            }
            repaintTimes.append(microseconds(repaint))
            repaintBytes = full
            _ = run
        }
        return Measurement(microsecondsPerKey: median(keyTimes), bytesPerKey: Double(bytes) / Double(runs * keys),
                           fullRepaintBytes: repaintBytes, fullRepaintMicroseconds: median(repaintTimes))
    }

    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// Presses Tab `presses` times from the first field (each leaves a field, validates it, moves the
    /// focus and scrolls when the focus reaches the bottom); the median µs and the bytes per press.
    func measureTabbing(fields: Int, presses: Int) -> (microseconds: Double, bytes: Double) {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<runs {
            let manager = Self.makeForm(fields: fields)
            let session = FormSession(manager: manager)
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
        // Interleave the two form sizes so machine drift affects both alike.
        var small: [Measurement] = []
        var large: [Measurement] = []
        for _ in 0..<3 {
            small.append(measure(fields: 10, keys: keys))
            large.append(measure(fields: 10_000, keys: keys))
        }
        func best(_ values: [Measurement]) -> Measurement { values.sorted { $0.microsecondsPerKey < $1.microsecondsPerKey }[values.count / 2] }
        let ten = best(small)
        let tenThousand = best(large)
        print("form        µs/key   bytes/key   full repaint: bytes    µs")
        for (name, value) in [("10 fields", ten), ("10k fields", tenThousand)] {
            print(String(format: "%-10@ %7.1f   %9.1f   %19d %6.1f", name as NSString, value.microsecondsPerKey, value.bytesPerKey,
                         value.fullRepaintBytes, value.fullRepaintMicroseconds))
        }
        print("")
        print(String(format: "time per key, 10k / 10 fields:            %5.2f× (goal ≤ 1.5)",
                     tenThousand.microsecondsPerKey / ten.microsecondsPerKey))
        print(String(format: "bytes, full repaint / one-field edit (10k): %5.1f× fewer (goal ≥ 10)",
                     Double(tenThousand.fullRepaintBytes) / tenThousand.bytesPerKey))
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
    /// Where a keystroke's time goes: the edit (the engine's reload) and the frame.
    func breakdown(fields: Int) {
        let manager = Self.makeForm(fields: fields)
        let session = FormSession(manager: manager)
        let screen = FormScreen(session: session, size: TerminalSize(width: 80, height: 24), styler: TextStyler(isEnabled: true))
        session.focus(manager.item(forKey: "field\(fields / 2)", as: TextItem.self)!)
        _ = screen.update()
        let clock = ContinuousClock()
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
