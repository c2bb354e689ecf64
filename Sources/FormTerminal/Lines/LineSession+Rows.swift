import FormKit
import ListKit

/// Repeating rows in line mode: each row's fields asked in turn under its title, the minimum
/// added without asking, "Add another address? [y/N]" after the last row, and the rows' own
/// problems (too few, too many, two alike) mended by adding or deleting a row.
extension LineSession {
    /// The rows whose Add button `field` is, or `nil`.
    func addButtonRows(of field: FormField) -> RepeatingRows? {
        guard let item = field as? Item, let rows = item.container as? RepeatingRows, rows.addButton === item else { return nil }
        return rows
    }

    /// Whether the rows' "Add another?" is still to be asked: their Add button is shown on the
    /// current step and the question was not answered no.
    func isDue(_ rows: RepeatingRows) -> Bool {
        concluded[ObjectIdentifier(rows)] == nil && manager.isFocusable(rows.addButton, includingButtons: true)
    }

    /// At the end of `rows`: adds a row without asking while they are under their minimum, else
    /// asks "Add another address? [y/N]" (Enter is no).
    /// - Returns: the row added, or `nil` when the rows are done.
    func offerRow(in rows: RepeatingRows) throws(Stop) -> RepeatingRow? {
        let noun = Self.noun(rows.rowTitle)
        if rows.rows.count < rows.minimumCount, let row = rows.addRow() { return row }
        // Rows at their maximum take no more, whatever their count policy.
        if let maximum = rows.maximumCount, rows.rows.count >= maximum {
            concluded[ObjectIdentifier(rows)] = rows
            return nil
        }
        let question = rows.rows.isEmpty ? "Add \(Self.article(for: noun)) \(noun)? [y/N]: " : "Add another \(noun)? [y/N]: "
        while true {
            try write(question)
            let answer = try readLine(asking: rows.key).trimmingCharacters(in: .whitespaces).lowercased()
            switch answer {
            case "", "n", "no":
                concluded[ObjectIdentifier(rows)] = rows
                return nil
            case "y", "yes":
                if let row = rows.addRow() { return row }
                let limit = rows.maximumCount.map { "at most \($0)" } ?? "no more"
                try write("Error: \(TextLayout.sanitized(rows.title)) takes \(limit) rows: none was added.\n")
                concluded[ObjectIdentifier(rows)] = rows
                return nil
            case "?":
                try write("y adds \(Self.article(for: noun)) \(noun) and asks its fields; n or Enter goes on.\n")
            default:
                try write("Error: answer y or n.\n")
            }
        }
    }

    /// Where the walk goes after `row` was added: its first field to ask (or the Add button of
    /// rows inside it), else back to the Add button of `rows`.
    func firstStop(in row: RepeatingRow, of rows: RepeatingRows) -> FormField? {
        for item in row.items {
            guard let field = item as? FormField else { continue }
            if let nested = addButtonRows(of: field), isDue(nested) { return field }
            if isAskable(field) { return field }
        }
        return manager.isFocusable(rows.addButton, includingButtons: true)
            ? rows.addButton : manager.nextField(after: rows.addButton, includingButtons: true)
    }

    /// Mends the rows' own problems on the current step: too few rows get rows added (asked next);
    /// too many, or two alike, ask which row to delete.
    /// - Returns: whether anything was asked or changed.
    func mendRows() throws(Stop) -> Bool {
        var mended = false
        for field in manager.fields {
            guard let title = field as? GroupTitleItem, !title.errors.isEmpty, let rows = title.container as? RepeatingRows,
                  rows.titleItem === title, !title.isEffectivelyHidden, isOnCurrentStep(title) else { continue }
            while rows.rows.count < rows.minimumCount, let row = rows.addRow() {
                try write("\(TextLayout.sanitized(rows.title)) needs at least \(rows.minimumCount): \(TextLayout.sanitized(rowTitle(of: row))) added.\n")
                concluded[ObjectIdentifier(rows)] = nil
                mended = true
            }
            while !rows.titleItem.validate().isEmpty, rows.canDelete, rows.rows.count > 1 {
                guard try askToDelete(in: rows) else { break }
                mended = true
            }
        }
        return mended
    }

    /// Asks which row of `rows` to delete; `false` when the answer is Enter (none).
    private func askToDelete(in rows: RepeatingRows) throws(Stop) -> Bool {
        let noun = Self.noun(rows.rowTitle)
        while true {
            try write("Delete which \(noun)? (1 to \(rows.rows.count); Enter deletes none): ")
            let answer = try readLine(asking: rows.key).trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return false }
            if let number = Int(answer), rows.rows.indices.contains(number - 1) {
                let row = rows.rows[number - 1]
                let title = rowTitle(of: row)
                if rows.deleteRow(row) {
                    try write("\(TextLayout.sanitized(title)) deleted.\n")
                    return true
                }
                try write("Error: the form refused the delete.\n")
                return false
            }
            try write("Error: answer a number from 1 to \(rows.rows.count), or Enter.\n")
        }
    }

    /// Writes the titles of the rows around `field` that differ from those written last
    /// ("Address 2", then "Phone 1"); a one-field row's field shows its title itself.
    func writeRowTitles(of field: FormField) throws(Stop) {
        var chain: [RepeatingRow] = []
        var row = (field as? Item)?.enclosingRow
        while let current = row {
            chain.insert(current, at: 0)
            row = current.group?.parentContainer as? RepeatingRow
        }
        defer { lastRows = chain }
        let shared = zip(chain, lastRows).prefix { $0 === $1 }.count
        for current in chain.dropFirst(shared) where current.titleItem != nil {
            try write(TextLayout.sanitized(rowTitle(of: current)) + "\n")
        }
    }

    private func rowTitle(of row: RepeatingRow) -> String {
        row.titleItem?.title ?? row.scalarField?.title ?? row.group?.rowTitle ?? ""
    }

    private func isOnCurrentStep(_ item: Item) -> Bool {
        guard let step = item.associatedBunch?.associatedSection?.step else { return true }
        return step === manager.currentStep
    }

    /// A row's noun inside a sentence: "Address" → "address"; a word in capitals stays ("URL").
    static func noun(_ title: String) -> String {
        let sanitized = TextLayout.sanitized(title)
        guard let first = sanitized.first, first.isUppercase, !(sanitized.dropFirst().first?.isUppercase ?? false) else { return sanitized }
        return first.lowercased() + sanitized.dropFirst()
    }

    /// "an" before a vowel, else "a".
    static func article(for noun: String) -> String {
        guard let first = noun.lowercased().first else { return "a" }
        return "aeiou".contains(first) ? "an" : "a"
    }
}
