import FormKit
import FormLocale
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
        let first = nounPhrase(noun, title: rows.rowTitle)
        let question = rows.rows.isEmpty ? words("terminal.rows.addFirst", ["noun": .text(first)])
            : words("terminal.rows.addAnother", ["noun": .text(words.language.language == "en" ? noun : TextLayout.sanitized(rows.rowTitle))])
        while true {
            try write(question)
            let answer = try readLine(asking: rows.key).trimmingCharacters(in: .whitespaces)
            if answer == "?" {
                try write(words("terminal.rows.addHelp", ["noun": .text(first)]) + "\n")
                continue
            }
            switch answer.isEmpty ? false : words.yesOrNo(answer) {
            case false?:
                concluded[ObjectIdentifier(rows)] = rows
                return nil
            case true?:
                if let row = rows.addRow() { return row }
                let full = rows.maximumCount.map { words("terminal.rows.full", ["rows": .text(rows.title), "count": .integer($0)]) }
                    ?? words("terminal.rows.noMore", ["rows": .text(rows.title)])
                try write(errorLine(full))
                concluded[ObjectIdentifier(rows)] = rows
                return nil
            default:
                try write(errorLine(words("terminal.rows.answerYesNo")))
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
                try write(words("terminal.rows.minimumAdded", ["rows": .text(TextLayout.sanitized(rows.title)), "count": .integer(rows.minimumCount),
                                                                 "row": .text(TextLayout.sanitized(rowTitle(of: row)))]) + "\n")
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
            try write(words("terminal.rows.deleteWhich", ["noun": .text(words.language.language == "en" ? noun : TextLayout.sanitized(rows.rowTitle)),
                                                          "count": .integer(rows.rows.count)]))
            let answer = try readLine(asking: rows.key).trimmingCharacters(in: .whitespaces)
            if answer.isEmpty { return false }
            if let number = Int(answer), rows.rows.indices.contains(number - 1) {
                let row = rows.rows[number - 1]
                let title = rowTitle(of: row)
                if rows.deleteRow(row) {
                    try write(words("terminal.lines.rowDeleted", ["row": .text(TextLayout.sanitized(title))]) + "\n")
                    return true
                }
                try write(errorLine(words("terminal.rows.refusedDelete")))
                return false
            }
            try write(errorLine(words("terminal.rows.answerNumber", ["count": .integer(rows.rows.count)])))
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

    /// One row's noun as the form's language puts it after "Add": "an address" in English (its
    /// article, lowercased), the title as written in the others.
    func nounPhrase(_ noun: String, title: String) -> String {
        words.language.language == "en" ? "\(Self.article(for: noun)) \(noun)" : TextLayout.sanitized(title)
    }
}
