import Foundation
import FormLocale

/// Where a rule is attached: what its paths start from, and where an error on no field goes.
@MainActor
enum RuleScope {
    case form
    case step(FormStep)
    case group(FieldGroup)
    case row(RepeatingRow)

    /// The pointer the rule's paths start from.
    var base: String? {
        switch self {
        case .form, .step: ""
        case .group(let group): group.pointer
        case .row(let row): row.pointer
        }
    }

    /// The rules attached there (the form's are `manager`'s).
    func rules(in manager: AdapterManager) -> [FieldRule] {
        switch self {
        case .form: manager.rules
        case .step(let step): step.rules
        case .group(let group): group.rules
        case .row(let row): row.group?.rowRules ?? []
        }
    }

    /// What identifies the scope in a rule instance.
    var identity: ObjectIdentifier? {
        switch self {
        case .form: nil
        case .step(let step): ObjectIdentifier(step)
        case .group(let group): ObjectIdentifier(group)
        case .row(let row): ObjectIdentifier(row)
        }
    }

    /// Whether the scope is sent: its rules apply (a hidden step's, an absent optional group's,
    /// a removed row's do not).
    var applies: Bool {
        switch self {
        case .form: true
        case .step(let step): !step.isHidden
        case .group(let group): group.isPresent && !group.titleItem.isInOmittedGroup
        case .row(let row): row.group != nil
        }
    }

    /// Where an error on no field shows: the group's or row's title; `nil` for the form, a step
    /// and a row without a title (the error then goes beside the first field the rule reads).
    var titleItem: GroupTitleItem? {
        switch self {
        case .form, .step: nil
        case .group(let group): group.titleItem
        case .row(let row): row.titleItem
        }
    }
}

extension AdapterManager {
    /// Attaches a rule across the form's fields, paths from the root (`"end"`, `"address/city"`):
    /// see ``FieldRule``. An error it puts on no field is among ``formErrors``.
    public func addRule(_ rule: FieldRule) {
        form.rules.append(rule)
    }

    /// The rules attached to the form (``addRule(_:)``), in order.
    public var rules: [FieldRule] { formIfMade?.rules ?? [] }

    /// How many rule checks ran since the form was made (every rule of every row on
    /// ``validate()``, the rules reading a field when it changes): what the benchmark counts.
    public var ruleRunCount: Int { formIfMade?.ruleRuns ?? 0 }

    /// Runs the rules of `step` (and of the groups and rows it shows), or of the whole form when
    /// `step` is `nil`; shows their errors and returns those on no field (the form's).
    /// - Complexity: O(r × p) for r rule instances reading p paths each, plus the checks.
    func runRules(in step: FormStep?) -> [ValidationError] {
        guard formIfMade != nil else { return [] }
        var scopes: [RuleScope] = step == nil ? [.form] : []
        scopes += steps.filter { step == nil || $0 === step }.map(RuleScope.step)
        scopes += containerScopes(in: step)
        var errors: [ValidationError] = []
        for scope in scopes {
            for (index, rule) in scope.rules(in: self).enumerated() { errors += run(rule, index, in: scope) }
        }
        return errors
    }

    /// The groups and rows that have rules, on `step` (every one when `nil`).
    private func containerScopes(in step: FormStep?) -> [RuleScope] {
        var scopes: [RuleScope] = []
        var seen = Set<ObjectIdentifier>()
        for item in allItems {
            guard let title = item as? GroupTitleItem, let owner = title.owner, seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            if let step, item.formStep !== step { continue }
            if let group = owner as? FieldGroup, !group.rules.isEmpty { scopes.append(.group(group)) }
            if let rows = owner as? RepeatingRows, !rows.rowRules.isEmpty { scopes += rows.rows.map(RuleScope.row) }
        }
        return scopes
    }

    /// Runs the rules that read `field` and ran before (a validation ran them): in its rows, its
    /// groups, its step and the form — only those whose paths name it.
    /// - Complexity: O(d × r) for d containers around the field and r rules on each, plus the
    ///   checks.
    func runRules(reading field: FormField) {
        guard let state = formIfMade, !state.ranRules.isEmpty, let item = field as? Item, let pointer = item.valuePointer else { return }
        var scopes: [RuleScope] = []
        var container = item.container
        while let current = container {
            if let group = current as? FieldGroup, !group.rules.isEmpty { scopes.append(.group(group)) }
            if let row = current as? RepeatingRow, row.group?.rowRules.isEmpty == false { scopes.append(.row(row)) }
            container = current.parentContainer
        }
        if let step = item.formStep, !step.rules.isEmpty { scopes.append(.step(step)) }
        if !state.rules.isEmpty { scopes.append(.form) }
        for scope in scopes {
            guard let base = scope.base, pointer.hasPrefix(base + "/") else { continue }
            let path = String(pointer.dropFirst(base.count + 1))
            for (index, rule) in scope.rules(in: self).enumerated() where rule.reads.contains(path) && state.ranRules.contains(Self.instance(index, scope)) {
                _ = run(rule, index, in: scope)
            }
        }
    }

    private static func instance(_ index: Int, _ scope: RuleScope) -> RuleInstance { RuleInstance(scope: scope.identity, index: index) }

    /// Runs one rule where it is attached and shows its errors (clearing those it showed before).
    private func run(_ rule: FieldRule, _ index: Int, in scope: RuleScope) -> [ValidationError] {
        let instance = Self.instance(index, scope)
        form.ranRules.insert(instance)
        form.ruleRuns += 1
        // What the rule reads, by its paths' positions (a rule reads a few: no hashing).
        let reads = rule.reads
        var fields: [FormField?] = []
        var values: [FormValue] = [], json: [JSONValue] = [], titles: [String] = []
        let applies = scope.applies
        if applies {
            fields.reserveCapacity(reads.count)
            values.reserveCapacity(reads.count)
            titles.reserveCapacity(reads.count)
            // A row's or group's own field by its key, without walking pointers from the root.
            let content: [FieldContent] = switch scope {
            case .row(let row): row.content
            case .group(let group): group.content
            default: []
            }
            // Else by its pointer from the scope's, worked out once and only then (a row's costs).
            var base: (pointer: String?, isKnown: Bool) = (nil, false)
            func fieldBelowScope(_ path: String) -> FormField? {
                if !base.isKnown { base = (scope.base, true) }
                return base.pointer.flatMap { self.field(at: $0 + "/" + path) }
            }
            for path in reads {
                var direct: FormField?
                if !path.utf8.contains(UInt8(ascii: "/")) {
                    for case .item(let item) in content where item.key == path {
                        direct = item as? FormField
                        break
                    }
                }
                guard let field = direct ?? fieldBelowScope(path) else {
                    fields.append(nil)
                    values.append(.null)
                    titles.append(path)
                    if rule.readsJSON { json.append(.null) }
                    continue
                }
                fields.append(field)
                titles.append(field.title)
                // A hidden or disabled field holds nothing the form sends.
                let item = field as? Item
                let sends = !(item?.isEffectivelyHidden ?? false) && (item?.isEffectivelyEnabled ?? true)
                values.append(sends ? field.formValue : .null)
                // What the field sends, only for the rules that read it (writing a date costs).
                if rule.readsJSON { json.append(sends ? field.jsonValue ?? .null : .null) }
            }
        }
        let failures = applies
            ? rule.check(FieldRuleValues(paths: reads, values: values, json: rule.readsJSON ? json : nil, titles: titles)) : []
        // Nothing found, and nothing shown from before: nothing to show or clear.
        if failures.isEmpty, !form.rulesShowingErrors.contains(instance) { return [] }
        if failures.isEmpty { form.rulesShowingErrors.remove(instance) } else { form.rulesShowingErrors.insert(instance) }
        func field(_ path: String) -> FormField? { reads.firstIndex(of: path).flatMap { $0 < fields.count ? fields[$0] : nil } }
        // Each failure beside its field, else on the scope's title (or among the form's errors),
        // a sentence of its own there.
        var byTarget: [ObjectIdentifier: [ValidationError]] = [:]
        var formLevel: [ValidationError] = []
        for failure in failures {
            if let field = failure.field.flatMap(field), let item = field as? Item, let showing = field as? any ErrorShowing {
                let error = ValidationError(key: field.key, title: field.title, validator: rule.name, message: failure.message.text,
                                            path: showing.formPath, pointer: item.valuePointer, localized: failure.message.localized)
                byTarget[ObjectIdentifier(showing), default: []].append(error)
            } else if let title = scope.titleItem {
                let error = ValidationError(key: nil, title: "", validator: rule.name, message: failure.message.text, path: title.formPath,
                                            pointer: scope.base, localized: failure.message.localized)
                byTarget[ObjectIdentifier(title), default: []].append(error)
            } else if let first = fields.lazy.compactMap({ $0 }).first, let item = first as? Item,
                      let showing = first as? any ErrorShowing, !item.isEffectivelyHidden {
                // The form's, a step's or an untitled row's: beside the first field it reads, as a
                // sentence of its own, where a person answers it.
                let error = ValidationError(key: first.key, title: "", validator: rule.name, message: failure.message.text,
                                            path: showing.formPath, pointer: item.valuePointer, localized: failure.message.localized)
                byTarget[ObjectIdentifier(showing), default: []].append(error)
            } else {
                let error = ValidationError(key: nil, title: "", validator: rule.name, message: failure.message.text, path: nil,
                                            pointer: scope.base ?? "", localized: failure.message.localized)
                formLevel.append(error)
            }
        }
        let show = {
            var candidates: [any FormField] = fields.compactMap { $0 }
            if let title = scope.titleItem { candidates.append(title) }
            var done = Set<ObjectIdentifier>()
            for candidate in candidates {
                guard let showing = candidate as? any ErrorShowing, done.insert(ObjectIdentifier(showing)).inserted else { continue }
                showing.setRuleErrors(byTarget[ObjectIdentifier(showing)] ?? [], of: instance)
            }
            self.form.ruleFormErrors.removeAll { $0.rule == instance }
            if !formLevel.isEmpty { self.form.ruleFormErrors.append((instance, formLevel)) }
        }
        // Inside a validation's batch already: no batch of its own.
        if isInBatch { show() } else { performBatchUpdates(show) }
        return formLevel
    }
}

/// One rule where it is attached: the rule's index among its scope's, and the scope (`nil` for the
/// form).
struct RuleInstance: Hashable {
    let scope: ObjectIdentifier?
    let index: Int
}
