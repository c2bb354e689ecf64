import FormKit
import FormLocale
import Foundation

extension FormPage {
    /// Answers a live update: one field bound and validated, the rows the collection view's
    /// batches changed sent back as fragments (see ``handle(_:)``).
    func livePost(_ request: FormHTTPRequest) -> FormHTTPResponse {
        let data: FormData
        switch checkedFormData(request, isLive: true) {
        case .success(let checked): data = checked
        case .failure(let refusal): return refusal.response
        }
        guard let text = data.values(for: "_revision").last, let posted = Int(text) else {
            return Self.plain(400, "Missing or invalid revision")
        }
        guard posted == revision else { return Self.json(409, LiveUpdate(revision: revision, stale: true, fragments: [])) }
        let layout = FormLayout(manager)
        guard let name = data.values(for: "_field").last, let item = liveItem(named: name, in: layout) else {
            return Self.json(200, LiveUpdate(revision: revision, fragments: []))
        }

        // What the bind changes on screen, as the form's change listeners hear it.
        let collector = ChangeCollector()
        manager.addChangeListener(collector)
        var state = BindState()
        manager.performBatchUpdates {
            bind(data.valuesByName, layout: layout, only: item, into: &state)
            // As a terminal does when the focus leaves a field.
            if state.inputErrors.isEmpty, let field = item as? FormField { field.validate() }
        }
        manager.removeChangeListener(collector)
        bumpRevision()
        let changes = collector.heard
        // A full reload names no rows: the page is fetched again.
        if changes.isFullReload { return Self.json(200, LiveUpdate(revision: revision, reload: true, fragments: [])) }
        // Refused input changes no value, so no row reloads: the row shows the refusal.
        let reloaded = state.inputErrors.isEmpty ? changes.reloaded : changes.reloaded + [item]
        // Rows that only reload leave the page's layout as it was: no need to walk the form again.
        let onlyReloads = changes.inserted.isEmpty && changes.deleted.isEmpty && changes.moved.isEmpty
        let new = onlyReloads ? layout : FormLayout(manager)
        let fragments = self.fragments(for: changes, reloaded: reloaded, onlyReloads: onlyReloads, old: layout, new: new, state: state)
        if fragments.contains(where: { ($0.kind == .insert || $0.kind == .move) && $0.after == nil && $0.before == nil }) {
            return Self.json(200, LiveUpdate(revision: revision, reload: true, fragments: []))
        }
        return Self.json(200, LiveUpdate(revision: revision, fragments: fragments))
    }

    /// The enabled item the page shows whose control is named `name` (a card's part names its
    /// card: `/card/number`).
    /// - Complexity: O(*n*) for *n* items shown, comparing keys: the pointer is built only for
    ///   the items whose key is the name's first token, and for those in groups or rows.
    private func liveItem(named name: String, in layout: FormLayout) -> Item? {
        let firstToken = JSONPointer.tokens(name)?.first
        for case .item(let item) in layout.nodes {
            // At the top level a pointer is "/" and the key: another key cannot name this item.
            if item.container == nil, !(item is GroupTitleItem), item.key != firstToken { continue }
            guard item.isEffectivelyEnabled, ControlKind(item) != nil, let pointer = item.valuePointer else { continue }
            if pointer == name { return item }
            if case .card = ControlKind(item), ControlKind.cardParts.contains(where: { pointer + "/" + $0.part == name }) { return item }
        }
        return nil
    }

    /// One fragment per changed row the page shows: deletes (rows of the old page that the new
    /// one does not show), inserts and moves in the new page's order with their anchors, then
    /// reloads (a moved row keeps its element, so it may also reload).
    /// - Complexity: O(*n*) for *n* rows shown, plus the changed rows' markup.
    private func fragments(for changes: FormChanges, reloaded: [Item], onlyReloads: Bool, old: FormLayout, new: FormLayout,
                           state: BindState) -> [LiveUpdate.Fragment] {
        let renderer = FormRenderer(page: self, state: state)
        if onlyReloads { return reloads(reloaded, shownIn: new, renderer: renderer) }
        var oldRows = Set<ObjectIdentifier>(minimumCapacity: old.nodes.count)
        var oldContainers = Set<ObjectIdentifier>()
        for node in old.nodes {
            switch node {
            case .item(let item): oldRows.insert(ObjectIdentifier(item))
            case .containerStart(let container): oldContainers.insert(ObjectIdentifier(container))
            default: break
            }
        }
        var shown = Set<ObjectIdentifier>(minimumCapacity: new.nodes.count)
        for case .item(let item) in new.nodes { shown.insert(ObjectIdentifier(item)) }
        var fragments: [LiveUpdate.Fragment] = []
        var done = Set<ObjectIdentifier>()
        // What the status region names: the titles of the rows that appear and leave.
        var shownTitles: [String] = [], hiddenTitles: [String] = []
        func title(_ item: Item) -> String? {
            guard let title = (item as? FormField)?.title, !title.isEmpty else { return nil }
            return title
        }
        // A row deleted and inserted again by the batches (between bunches, say) moved.
        for item in changes.deleted where oldRows.contains(ObjectIdentifier(item)) && !shown.contains(ObjectIdentifier(item))
            && done.insert(ObjectIdentifier(item)).inserted {
            fragments.append(.init(kind: .delete, id: FormRenderer.rowID(item)))
            if let title = title(item) { hiddenTitles.append(title) }
        }
        let inserted = Set(changes.inserted.map(ObjectIdentifier.init))
        let moved = Set((changes.moved + changes.inserted + changes.deleted).map(ObjectIdentifier.init))
            .intersection(oldRows).intersection(shown)
        // A row is in place when the page had it and it does not move, or once its fragment is
        // applied (asked of the few changed rows and their neighbours, not copied for every row).
        var placedNow = Set<ObjectIdentifier>()
        func isPlaced(_ id: ObjectIdentifier) -> Bool {
            placedNow.contains(id) || (oldRows.contains(id) && !moved.contains(id) && !inserted.contains(id))
        }
        let changed = inserted.union(moved)
        let nodes = new.nodes
        for (index, node) in nodes.enumerated() {
            guard case .item(let item) = node, changed.contains(ObjectIdentifier(item)) else { continue }
            let id = ObjectIdentifier(item)
            let isInsert = inserted.contains(id) && !oldRows.contains(id)
            guard isInsert || moved.contains(id), !isPlaced(id) else { continue }
            var after: String?
            var before: String?
            if index > 0 {
                switch nodes[index - 1] {
                case .item(let previous) where isPlaced(ObjectIdentifier(previous)):
                    after = FormRenderer.rowID(previous)
                case .containerEnd(let container) where oldContainers.contains(ObjectIdentifier(container)):
                    after = FormRenderer.containerID(container)
                default: break
                }
            }
            if after == nil, index + 1 < nodes.count {
                switch nodes[index + 1] {
                case .item(let next) where isPlaced(ObjectIdentifier(next)):
                    before = FormRenderer.rowID(next)
                case .containerStart(let container) where oldContainers.contains(ObjectIdentifier(container)):
                    before = FormRenderer.containerID(container)
                default: break
                }
            }
            placedNow.insert(id)
            // An inserted row needs no reload; a moved one keeps its element, so a reload follows.
            if isInsert {
                done.insert(id)
                if let title = title(item) { shownTitles.append(title) }
            }
            fragments.append(.init(kind: isInsert ? .insert : .move, id: FormRenderer.rowID(item), after: after, before: before,
                                   html: renderer.row(item)))
        }
        for item in reloaded where shown.contains(ObjectIdentifier(item)) && done.insert(ObjectIdentifier(item)).inserted {
            fragments.append(.init(kind: .reload, id: FormRenderer.rowID(item), html: renderer.row(item)))
        }
        if let status = Self.announcement(shown: shownTitles, hidden: hiddenTitles, in: localizer) {
            fragments.append(.init(kind: .reload, id: FormRenderer.liveStatusID, html: FormRenderer.liveStatus(status)))
        }
        return fragments
    }

    /// The reloads of `items` that `layout` shows, once each, in order: when no row comes or
    /// goes, only the few reloaded rows are looked for, without sets of every row.
    private func reloads(_ items: [Item], shownIn layout: FormLayout, renderer: FormRenderer) -> [LiveUpdate.Fragment] {
        let reloaded = Set(items.map(ObjectIdentifier.init))
        var shown = Set<ObjectIdentifier>()
        for case .item(let item) in layout.nodes where reloaded.contains(ObjectIdentifier(item)) { shown.insert(ObjectIdentifier(item)) }
        var done = Set<ObjectIdentifier>()
        return items.compactMap { item in
            guard shown.contains(ObjectIdentifier(item)), done.insert(ObjectIdentifier(item)).inserted else { return nil }
            return .init(kind: .reload, id: FormRenderer.rowID(item), html: renderer.row(item))
        }
    }

    /// What the page's polite status region says when rows appear or leave without a page load
    /// (WCAG 4.1.3, status messages): "Shown: Team name, Seats." — `nil` when none did.
    /// In `localizer`'s language; the sentences are joined by a space (none in Chinese and
    /// Japanese, whose full stop ends a sentence without one).
    static func announcement(shown: [String], hidden: [String], in localizer: Localizer = .english) -> String? {
        let separator = localizer.string(LocalizedMessage("page.listSeparator"))
        var sentences: [String] = []
        if !shown.isEmpty { sentences.append(localizer.string(LocalizedMessage("page.shown", ["fields": .text(shown.joined(separator: separator))]))) }
        if !hidden.isEmpty { sentences.append(localizer.string(LocalizedMessage("page.hidden", ["fields": .text(hidden.joined(separator: separator))]))) }
        let joiner = ["zh", "ja"].contains(localizer.language.language) ? "" : " "
        return sentences.isEmpty ? nil : sentences.joined(separator: joiner)
    }

    /// A JSON answer, never cached.
    static func json(_ status: Int, _ reply: LiveUpdate) -> FormHTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(reply)) ?? Data("{}".utf8)
        return FormHTTPResponse(status: status, headers: [
            .init("Content-Type", "application/json"), .init("Cache-Control", "no-store"), .init("X-Content-Type-Options", "nosniff"),
        ], body: body)
    }
}

/// The rows a live update's batches changed, as the form's change listener hears them.
@MainActor
final class ChangeCollector: FormChangeListener {
    private(set) var heard = FormChanges()

    func form(_ manager: AdapterManager, didChange changes: FormChanges) {
        heard.append(changes)
    }
}
