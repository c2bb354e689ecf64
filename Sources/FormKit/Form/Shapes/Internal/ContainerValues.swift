import Foundation

/// Values in and out of containers: the JSON a group, rows or a row stands for, and setting it.
extension ContentContainer {
    /// The object of the fields and containers directly in this container, in order: each field
    /// with a key and a value that is not empty, each nested container by its key.
    func objectValue(includingHidden: Bool, redactingSecrets: Bool) -> JSONObject {
        collectValues(of: flattenedItems, in: self, includingHidden: includingHidden, redactingSecrets: redactingSecrets)
    }
}

extension FieldGroup {
    /// The group's object; `nil` when the group is optional and wholly empty (left out).
    func value(includingHidden: Bool, redactingSecrets: Bool) -> JSONValue? {
        if !isPresent { return nil }
        if isOptional && presenceItem == nil && isWhollyEmpty { return nil }
        return .object(objectValue(includingHidden: includingHidden, redactingSecrets: redactingSecrets))
    }
}

extension FieldAlternatives {
    /// The picked branch's value: its one field's value (`nil` when empty), or its object; `nil`
    /// when no branch is picked.
    func value(includingHidden: Bool, redactingSecrets: Bool) -> JSONValue? {
        guard let branch = selectedBranch else { return nil }
        if let field = branch.scalarField {
            guard let value = redactingSecrets ? field.redactedJSONValue : field.jsonValue, !value.isEmptyValue else { return nil }
            return value
        }
        return .object(branch.objectValue(includingHidden: includingHidden, redactingSecrets: redactingSecrets))
    }
}

extension RepeatingRows {
    /// The rows' array, one element per row in order (empty rows kept); a map's object.
    func value(includingHidden: Bool, redactingSecrets: Bool) -> JSONValue {
        if let map { return mapValue(map, includingHidden: includingHidden, redactingSecrets: redactingSecrets) }
        return .array(rows.map { $0.value(includingHidden: includingHidden, redactingSecrets: redactingSecrets) })
    }
}

extension RepeatingRow {
    /// The row's value: its field's value for a scalar row (`null` when the field has none), its
    /// object otherwise.
    func value(includingHidden: Bool, redactingSecrets: Bool) -> JSONValue {
        if let rows = scalarRows { return rows.value(includingHidden: includingHidden, redactingSecrets: redactingSecrets) }
        if let field = scalarField {
            return (redactingSecrets ? field.redactedJSONValue : field.jsonValue) ?? .null
        }
        return .object(objectValue(includingHidden: includingHidden, redactingSecrets: redactingSecrets))
    }
}

/// The object of `items`' fields whose container is `scope` (`nil`: the form's top level), and of
/// the containers directly in `scope`, in order. A field is left out when it has no key, no value
/// (a label, a button), an empty one (`null`, `""`, `[]`: nobody filled it in), or is hidden
/// (unless `includingHidden`); when fields share a key, the first one wins.
@MainActor
func collectValues(of items: [Item], in scope: (any ContentContainer)?, includingHidden: Bool,
                   redactingSecrets: Bool) -> JSONObject {
    var object = JSONObject()
    for item in items {
        if item.fieldContainer === scope {
            guard let field = item as? FormField, let key = field.key, !object.contains(key: key) else { continue }
            if !includingHidden, item.isEffectivelyHidden { continue }
            guard let value = redactingSecrets ? field.redactedJSONValue : field.jsonValue, !value.isEmptyValue else { continue }
            object[key] = value
            continue
        }
        // Alternatives directly in the scope show up once, at their choice: the picked branch's
        // value by their key, or its members merged into this object.
        if let choice = item as? AlternativeChoiceItem, let owner = choice.owner, owner.parent === scope {
            if !includingHidden, owner.isContainerHidden { continue }
            if let key = owner.key {
                if !object.contains(key: key),
                   let value = owner.value(includingHidden: includingHidden, redactingSecrets: redactingSecrets) {
                    object[key] = value
                }
            } else if let branch = owner.selectedBranch {
                for (key, value) in branch.objectValue(includingHidden: includingHidden, redactingSecrets: redactingSecrets)
                where !object.contains(key: key) {
                    object[key] = value
                }
            }
            continue
        }
        // A container directly in the scope shows up once, at its title line.
        guard let title = item as? GroupTitleItem, let owner = title.owner, owner.parent === scope,
              !(owner is RepeatingRow) else { continue }
        if !includingHidden, owner.isContainerHidden { continue }
        if let group = owner as? FieldGroup, !object.contains(key: group.key),
           let value = group.value(includingHidden: includingHidden, redactingSecrets: redactingSecrets) {
            object[group.key] = value
        } else if let rows = owner as? RepeatingRows, !object.contains(key: rows.key), !(rows.allowsNone && rows.rows.isEmpty) {
            object[rows.key] = rows.value(includingHidden: includingHidden, redactingSecrets: redactingSecrets)
        }
    }
    return object
}

extension JSONValue {
    /// Whether the value stands for "nothing filled in": `null`, blank text (`""`, `" "`: what
    /// ``FormValue/isEmpty`` and every rule call empty), `[]` or `{}`.
    var isEmptyValue: Bool {
        switch self {
        case .null: true
        case .string(let text): text.allSatisfy(\.isWhitespace)
        case .array(let elements): elements.isEmpty
        case .object(let object): object.isEmpty
        default: false
        }
    }
}

// MARK: - Setting values

extension ContentContainer {
    /// The field directly in this container with `key`, or the container directly in it with
    /// that key — looking into the picked branch (or the one `picks` names) of alternatives
    /// without a key, whose fields are members of this container's object.
    func member(forKey key: String, picks: [ObjectIdentifier: Int] = [:]) -> ContainerMember? {
        var merged: [FieldAlternatives] = []
        for item in memberItems {
            if item.fieldContainer === self, let field = item as? FormField, field.key == key, field.jsonValue != nil {
                return .field(field)
            }
            if let choice = item as? AlternativeChoiceItem, let owner = choice.owner, owner.parent === self {
                if owner.key == key { return .alternatives(owner) }
                if owner.key == nil { merged.append(owner) }
                continue
            }
            if let title = item as? GroupTitleItem, let owner = title.owner, owner.parent === self, !(owner is RepeatingRow) {
                if let group = owner as? FieldGroup, group.key == key { return .group(group) }
                if let rows = owner as? RepeatingRows, rows.key == key { return .rows(rows) }
            }
        }
        for alternatives in merged {
            guard let index = picks[ObjectIdentifier(alternatives)] ?? alternatives.selectedIndex else { continue }
            if let found = alternatives.branches[index].member(forKey: key, picks: picks) { return found }
        }
        return nil
    }

    /// The alternatives without a key directly in this container (their branches' fields are
    /// members of its object).
    var mergedAlternatives: [FieldAlternatives] {
        memberItems.compactMap { item in
            guard let owner = (item as? AlternativeChoiceItem)?.owner, owner.parent === self, owner.key == nil else { return nil }
            return owner
        }
    }

    /// The branch each of ``mergedAlternatives`` takes for `object` (see
    /// ``FieldAlternatives/branchIndex(forMembersOf:)``), nested ones inside the picked branches
    /// included.
    func mergedPicks(for object: JSONObject) -> [(alternatives: FieldAlternatives, index: Int)] {
        var picks: [(alternatives: FieldAlternatives, index: Int)] = []
        var pending = mergedAlternatives
        while let alternatives = pending.popLast() {
            guard let index = alternatives.branchIndex(forMembersOf: object) ?? alternatives.selectedIndex else { continue }
            picks.append((alternatives, index))
            pending += alternatives.branches[index].mergedAlternatives
        }
        return picks
    }

    /// Checks `object` member by member against this container (an object).
    func checkObject(_ object: JSONObject, pointer: String, into problems: inout [Problem]) {
        var picks: [ObjectIdentifier: Int] = [:]
        for (alternatives, index) in mergedPicks(for: object) { picks[ObjectIdentifier(alternatives)] = index }
        for (key, value) in object {
            let path = pointer + "/" + JSONPointer.escape(key)
            switch member(forKey: key, picks: picks) {
            case .field(let field)?:
                do throws(Problem) { try field.checkJSONValue(value) } catch {
                    problems.append(Problem(pointer: path, message: error.message))
                }
            case .group(let group)?: group.check(value, pointer: path, into: &problems)
            case .rows(let rows)?: rows.check(value, pointer: path, into: &problems)
            case .alternatives(let alternatives)?: alternatives.check(value, pointer: path, into: &problems)
            case nil: problems.append(Problem(pointer: path, message: "no field has this key"))
            }
        }
    }

    /// Sets `object`'s members (checked before).
    func setObject(_ object: JSONObject, pointer: String) throws(ValuesError) {
        // The alternatives without a key take the branches the object's members belong to
        // (as data, with no record), so that those members name fields.
        for (alternatives, index) in mergedPicks(for: object) { alternatives.apply(index) }
        var problems: [Problem] = []
        for (key, value) in object {
            let path = pointer + "/" + JSONPointer.escape(key)
            do throws(ValuesError) {
                switch member(forKey: key) {
                case .field(let field)?:
                    do throws(Problem) { try field.setJSONValue(value) } catch {
                        problems.append(Problem(pointer: path, message: error.message))
                    }
                case .group(let group)?: try group.setValue(value, pointer: path)
                case .rows(let rows)?: try rows.setValue(value, pointer: path)
                case .alternatives(let alternatives)?: try alternatives.setValue(value, pointer: path)
                case nil: problems.append(Problem(pointer: path, message: "no field has this key"))
                }
            } catch {
                problems += error.problems
            }
        }
        if !problems.isEmpty { throw ValuesError(problems: problems) }
    }
}

/// A member of a container's object: a field, or a nested container.
enum ContainerMember {
    case field(FormField)
    case group(FieldGroup)
    case rows(RepeatingRows)
    case alternatives(FieldAlternatives)
}

extension ContentContainer {
    /// Checks `value` as this container's object: an object member by member, `null` (nothing),
    /// or a problem for anything else.
    func checkObjectValue(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        switch value {
        case .object(let object): checkObject(object, pointer: pointer, into: &problems)
        case .null: break
        default: problems.append(Problem(pointer: pointer, message: "expected an object, got \(value.typeName)"))
        }
    }

    /// Throws every problem `check` finds in `value`.
    func requireValid(_ value: JSONValue, pointer: String,
                      _ check: (JSONValue, String, inout [Problem]) -> Void) throws(ValuesError) {
        var problems: [Problem] = []
        check(value, pointer, &problems)
        guard problems.isEmpty else { throw ValuesError(problems: problems) }
    }
}

extension FieldGroup {
    func check(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        checkObjectValue(value, pointer: pointer, into: &problems)
    }

    /// Sets the group's fields from an object; `null` empties every field.
    func setValue(_ value: JSONValue, pointer: String) throws(ValuesError) {
        try requireValid(value, pointer: pointer) { check($0, pointer: $1, into: &$2) }
        // An addable group is there when a value is set, absent for null (keeping its fields).
        if presenceItem != nil { applyPresence(!value.isNull) }
        switch value {
        case .object(let object): try setObject(object, pointer: pointer)
        default: if presenceItem == nil { clear() }
        }
    }

    /// Empties every field of the group that can be emptied.
    func clear() {
        for item in flattenedItems {
            guard let field = item as? FormField, field.jsonValue != nil else { continue }
            try? field.setJSONValue(.null)
        }
    }
}

extension RepeatingRows {
    func check(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        if let map {
            guard value.objectValue != nil || value.isNull else {
                return problems.append(Problem(pointer: pointer, message: "expected an object, got \(value.typeName)"))
            }
            return checkRows(mapRowsValue(value, in: map), pointer: pointer, into: &problems)
        }
        checkRows(value, pointer: pointer, into: &problems)
    }

    /// Checks `value` as the rows' array.
    private func checkRows(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        guard case .array(let elements) = value else {
            if !value.isNull { problems.append(Problem(pointer: pointer, message: "expected an array, got \(value.typeName)")) }
            return
        }
        // A count outside `minimumCount...maximumCount` is data, not a type error: it is set as it is
        // (refusing it would lose what a draft or a backend held), and the rows' own problem
        // reports it on validation, whatever the count policy.
        for (index, element) in elements.enumerated() {
            // Rows that do not exist yet are checked against a row the template builds.
            let row = index < children.count ? rows[index] : RepeatingRow(group: self, content: template())
            row.check(element, pointer: pointer + "/" + String(index), into: &problems)
        }
    }

    /// Sets the rows from an array: as many rows as elements (rows kept by position, added or
    /// deleted at the end), each row's fields from its element. `null` is an empty array. Not an
    /// edit a person made: it asks no handler, and the history of row edits is cleared.
    func setValue(_ value: JSONValue, pointer: String) throws(ValuesError) {
        try requireValid(value, pointer: pointer) { check($0, pointer: $1, into: &$2) }
        var problems: [Problem] = []
        let elements = (map.map { mapRowsValue(value, in: $0) } ?? value).arrayValue ?? []
        setRowCount(elements.count)
        for (index, element) in elements.enumerated() {
            do throws(ValuesError) { try rows[index].setValue(element, pointer: pointer + "/" + String(index)) } catch {
                problems += error.problems
            }
        }
        if !problems.isEmpty { throw ValuesError(problems: problems) }
    }

    /// Adds or deletes rows at the end until there are `count`, as one batch; clears the history.
    func setRowCount(_ count: Int) {
        guard count != children.count else { return }
        performUpdates(in: manager) {
            while children.count < count {
                let row = makeRow()
                children.append(row)
                place(row, at: children.count - 1)
            }
            while children.count > count, let row = children.elements.last {
                unplace(row, at: children.count - 1)
                children.remove(row)
                row.group = nil
            }
            refreshTitles(from: 0)
            limitsDidChange()
            rowsDidChange()
            showChanges()
        }
        manager?.history.clear()
    }
}

extension FieldAlternatives {
    /// The branch `value` (the value of ``key``) belongs to: the one ``branchMatcher`` names, else
    /// the first — the picked one first — that takes it whole; `nil` when none does.
    /// - Complexity: O(b · n) for b branches and a value of size n.
    func branchIndex(for value: JSONValue) -> Int? {
        if let branchMatcher, let index = branchMatcher(value), branches.indices.contains(index) { return index }
        var order = Array(branches.indices)
        if let selectedIndex { order.swapAt(0, selectedIndex) }
        for index in order {
            var problems: [Problem] = []
            branches[index].check(value, pointer: "", into: &problems)
            if problems.isEmpty { return index }
        }
        return nil
    }

    /// The branch that the members of `object` (the object around alternatives without a key)
    /// belong to: the one ``branchMatcher`` names, else the one with the most of the object's
    /// keys among its members (the picked one on a tie); `nil` when no branch has any.
    func branchIndex(forMembersOf object: JSONObject) -> Int? {
        if let branchMatcher, let index = branchMatcher(.object(object)), branches.indices.contains(index) { return index }
        var best: (index: Int, count: Int)?
        for (index, branch) in branches.enumerated() {
            let count = object.keys.reduce(0) { $0 + (branch.member(forKey: $1) == nil ? 0 : 1) }
            guard count > 0 else { continue }
            if best == nil || count > best!.count || (count == best!.count && index == selectedIndex) { best = (index, count) }
        }
        return best?.index
    }

    func check(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        if value.isNull { return }
        guard let index = branchIndex(for: value) else {
            let titles = branches.map(\.title).joined(separator: ", ")
            problems.append(Problem(pointer: pointer, message: "matches none of the alternatives (\(titles))"))
            return
        }
        branches[index].check(value, pointer: pointer, into: &problems)
    }

    /// Picks the branch `value` belongs to (as data: no record) and sets its fields; `null`
    /// picks none.
    func setValue(_ value: JSONValue, pointer: String) throws(ValuesError) {
        try requireValid(value, pointer: pointer) { check($0, pointer: $1, into: &$2) }
        guard !value.isNull, let index = branchIndex(for: value) else { return apply(nil) }
        apply(index)
        try branches[index].setValue(value, pointer: pointer)
    }
}

extension FieldBranch {
    func check(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        checkValue(value, of: scalarField, pointer: pointer, into: &problems)
    }

    /// Sets the branch's field (one field) or fields (an object) from `value`.
    func setValue(_ value: JSONValue, pointer: String) throws(ValuesError) {
        try setValue(value, of: scalarField, pointer: pointer)
    }
}

extension ContentContainer {
    /// Checks `value` as `scalar`'s value — the one field of a row or branch whose value is that
    /// field's — or, without one, as this container's object.
    func checkValue(_ value: JSONValue, of scalar: FormField?, pointer: String, into problems: inout [Problem]) {
        guard let scalar else { return checkObjectValue(value, pointer: pointer, into: &problems) }
        do throws(Problem) { try scalar.checkJSONValue(value) } catch {
            problems.append(Problem(pointer: pointer, message: error.message))
        }
    }

    /// Sets `scalar` (see ``checkValue(_:of:pointer:into:)``), or this container's fields from an
    /// object; checked before.
    func setValue(_ value: JSONValue, of scalar: FormField?, pointer: String) throws(ValuesError) {
        if let scalar {
            try? scalar.setJSONValue(value)
        } else if case .object(let object) = value {
            try setObject(object, pointer: pointer)
        }
    }
}

extension RepeatingRow {
    func check(_ value: JSONValue, pointer: String, into problems: inout [Problem]) {
        if let rows = scalarRows { return rows.check(value, pointer: pointer, into: &problems) }
        checkValue(value, of: scalarField, pointer: pointer, into: &problems)
    }

    /// Sets the row's field (scalar), fields (object) or nested rows (an array of arrays) from
    /// `value`.
    func setValue(_ value: JSONValue, pointer: String) throws(ValuesError) {
        if let rows = scalarRows { return try rows.setValue(value, pointer: pointer) }
        try requireValid(value, pointer: pointer) { check($0, pointer: $1, into: &$2) }
        try setValue(value, of: scalarField, pointer: pointer)
    }
}
