import Foundation

extension AdapterManager {
    /// The field whose value is at `pointer` in ``values`` — `/name`, `/address/city`,
    /// `/addresses/2/city`, `/emails/1` (a one-field row) — or `nil` when the pointer is malformed
    /// or names no field. A field of an addable group that is absent is found too: it keeps its
    /// value, which is not sent while the group is absent.
    ///
    /// ```swift
    /// try manager.field(at: "/addresses/1/phones/0")?.apply(input: "555-0100")
    /// ```
    /// - Complexity: O(d · k) for a pointer of d tokens and containers of k fields each (a row by
    ///   index in O(1)), plus the O(n) index after a change of the tree.
    public func field(at pointer: String) -> FormField? {
        guard let tokens = JSONPointer.tokens(pointer), let first = tokens.first else { return nil }
        let index = formIndex
        if tokens.count == 1, let field = index.fieldsByKey[first]?.first { return field }
        guard var container = index.containersByKey[first] else { return nil }
        for (position, token) in tokens.enumerated().dropFirst() {
            let isLast = position == tokens.count - 1
            if let alternatives = container as? FieldAlternatives {
                guard let branch = alternatives.selectedBranch, branch.scalarField == nil else { return nil }
                container = branch
            }
            if let rows = container as? RepeatingRows {
                guard let rowIndex = Int(token), String(rowIndex) == token, rows.rows.indices.contains(rowIndex) else { return nil }
                let row = rows.rows[rowIndex]
                if isLast { return row.scalarField }
                container = row.scalarRows ?? row
                continue
            }
            switch container.member(forKey: token) {
            case .field(let field)?: return isLast ? field : nil
            case .group(let group)?: container = group
            case .rows(let rows)?: container = rows
            case .alternatives(let alternatives)?:
                if isLast { return alternatives.selectedBranch?.scalarField }
                container = alternatives
            case nil: return nil
            }
        }
        if tokens.count == 1, let alternatives = container as? FieldAlternatives { return alternatives.selectedBranch?.scalarField }
        return nil
    }
}
