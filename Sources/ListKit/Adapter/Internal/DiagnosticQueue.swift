import Foundation

/// Where a component's reports go: to its handler, or — while it has none — kept for the next
/// handler, oldest first, and printed to standard error in debug builds, so nothing reported is
/// lost. Shared by ``ListAdapter`` and FormKit's manager.
package struct DiagnosticQueue<Diagnostic: CustomStringConvertible> {
    /// Reports made while no handler was set, oldest first.
    package private(set) var pending: [Diagnostic] = []
    /// Prefixes each line printed in debug builds (`ListKit`, `FormKit`).
    private let source: String

    package init(source: String) {
        self.source = source
    }

    /// Hands `diagnostic` to `handler`, or keeps it until one is set (printing it in debug builds).
    package mutating func report(_ diagnostic: Diagnostic, to handler: ((Diagnostic) -> Void)?) {
        if let handler {
            handler(diagnostic)
            return
        }
        pending.append(diagnostic)
        #if DEBUG
        FileHandle.standardError.write(Data("\(source): \(diagnostic)\n".utf8))
        #endif
    }

    /// Sends the kept reports to `handler` (just set), oldest first.
    package mutating func deliver(to handler: ((Diagnostic) -> Void)?) {
        guard let handler, !pending.isEmpty else { return }
        let kept = pending
        pending = []
        for diagnostic in kept { handler(diagnostic) }
    }
}
