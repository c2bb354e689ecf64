import Foundation
import FormLocale

/// A rule across fields: it reads the fields it names and puts each error beside a field, or on
/// what it is attached to (Django's `clean()` and `add_error`, rjsf's `customValidate`, JSON Forms'
/// `additionalErrors`).
///
/// Attach it to the form (``AdapterManager/addRule(_:)``), a group (``FieldGroup/rules``), every
/// row of repeating rows (``RepeatingRows/rowRules``: each row checks its own fields) or a step
/// (``FormStep/rules``). Names are paths from where the rule is attached: `"end"` in a row, `"address/city"`
/// on the form. It runs with validation (``AdapterManager/validate()``, a submit, a step's Next), and
/// from then on whenever a field it reads changes — only the rules that read the changed field,
/// in that field's row or group: a key typed in row 500 of 1,000 runs row 500's rule alone.
///
/// ```swift
/// let manager = AdapterManager(adapter: adapter) {
///     Section {
///         TextItem("Password", key: "password", isSecure: true)
///         TextItem("Repeat password", key: "confirm", isSecure: true)
///     }
/// }
/// manager.addRule(.sameAs("confirm", as: "password"))
/// ```
public struct FieldRule: Sendable {
    /// What the rule checks, reported as its errors' ``ValidationError/validator``: `sameAs`,
    /// `after`, `atLeastOne`, `sum`, or yours.
    public let name: String
    /// The paths of the fields it reads, from where it is attached.
    public let reads: [String]
    /// What the rule says as JSON Schema, for an export (`{"dependentRequired": …}`); `nil` when
    /// no keyword says it (an export then reports the rule as not exported).
    public var keywords: JSONObject?
    /// What a ``requires(_:when:)`` rule says, for an export: the fields required while the
    /// condition holds (JSON Schema's `if` / `then`); `nil` for every other rule.
    public private(set) var conditionalRequirement: ConditionalRequirement?
    /// Whether the check reads ``FieldRuleValues/jsonValue(at:)`` as the fields send it (else it
    /// is the values' plain JSON form, and the form does not write each field's JSON for it): a
    /// conditional requirement's condition does.
    var readsJSON: Bool { conditionalRequirement != nil }
    let check: @Sendable (FieldRuleValues) -> [Failure]

    /// One error a rule found: beside the field at `field` (a path it reads), or on what the rule
    /// is attached to when `field` is `nil` — under the group's or row's title; for the form's and
    /// a step's rules, beside the first field the rule reads (a sentence of its own), else among
    /// the form's errors.
    public struct Failure: Sendable {
        /// The path of the field the error is shown beside, or `nil` for the rule's container.
        public let field: String?
        /// The message: its English words and its catalog key (the field's title is added as
        /// `title`).
        public let message: ValidationMessage

        /// An error beside `field` (or on the container).
        public init(field: String?, message: ValidationMessage) {
            self.field = field
            self.message = message
        }
    }

    /// A rule of your own.
    /// - Parameters:
    ///   - name: what it checks.
    ///   - reads: the paths of the fields it reads (it runs when one of them changes).
    ///   - check: the failures for the values read; none when the values pass.
    public init(_ name: String, reading reads: [String], check: @escaping @Sendable (FieldRuleValues) -> [Failure]) {
        self.name = name
        self.reads = reads
        self.check = check
    }

    /// Fields required while a condition on the form's values holds.
    public struct ConditionalRequirement: Sendable, Hashable {
        /// When the fields are required.
        public let condition: Condition
        /// The paths of the required fields.
        public let fields: [String]
    }

    // MARK: - Everyday rules

    /// Each of `fields` must be filled in once `trigger` is (a company's VAT number once the
    /// company is given): the error is beside each empty field. Exported as JSON Schema's
    /// `dependentRequired`.
    public static func requires(_ fields: [String], whenFilled trigger: String) -> FieldRule {
        var rule = FieldRule("requiresWhenFilled", reading: [trigger] + fields) { values in
            guard !values[trigger].isEmpty else { return [] }
            let other = values.title(of: trigger)
            return fields.filter { values[$0].isEmpty }.map { field in
                Failure(field: field, message: ValidationMessage("is required when \(other) is filled in", key: "rule.requiredWith",
                                                                 arguments: ["other": .text(other)]))
            }
        }
        rule.keywords = ["dependentRequired": [trigger: .array(fields.map { .string($0) })]]
        return rule
    }

    /// Each of `fields` must be filled in while `condition` holds on the values (a reason while
    /// the answer is "Other"): the error is beside each empty field. The condition's keys are
    /// paths from where the rule is attached, like `fields`. Exported as JSON Schema's `if` /
    /// `then` where the condition can be written as a schema.
    public static func requires(_ fields: [String], when condition: Condition) -> FieldRule {
        let keys = condition.keys.sorted()
        var rule = FieldRule("requiresWhen", reading: keys + fields.filter { !keys.contains($0) }) { values in
            guard condition.evaluate({ values.jsonValue(at: $0) }) else { return [] }
            return fields.filter { values[$0].isEmpty }.map { field in
                Failure(field: field, message: ValidationMessage("is required", key: "field.required"))
            }
        }
        rule.conditionalRequirement = ConditionalRequirement(condition: condition, fields: fields)
        return rule
    }

    /// `field` must equal `other` (a password and its confirmation); an empty `field` passes (make
    /// it required for that).
    public static func sameAs(_ field: String, as other: String) -> FieldRule {
        FieldRule("sameAs", reading: [field, other]) { values in
            let value = values[field]
            guard !value.isEmpty, value != values[other] else { return [] }
            return [Failure(field: field, message: ValidationMessage("must match \(values.title(of: other))", key: "rule.sameAs",
                                                                     arguments: ["other": .text(values.title(of: other))]))]
        }
    }

    /// `field` must come after `other` — a later date or time, a greater number; equal is refused.
    /// Passes while either is empty.
    public static func after(_ field: String, _ other: String) -> FieldRule {
        ordering("after", field, other, wants: 1)
    }

    /// `field` must come before `other` — an earlier date or time, a smaller number; equal is
    /// refused. Passes while either is empty.
    public static func before(_ field: String, _ other: String) -> FieldRule {
        ordering("before", field, other, wants: -1)
    }

    /// At least one of `fields` must be filled in (a phone or an email); the error is on the rule's
    /// container — the group, the row — or beside the first field for the form's.
    public static func atLeastOne(of fields: [String]) -> FieldRule {
        var rule = FieldRule("atLeastOne", reading: fields) { values in
            guard fields.allSatisfy({ values[$0].isEmpty }) else { return [] }
            return [Failure(field: nil, message: containerMessage("rule.atLeastOne", [
                "fields": .alternatives(fields.map { .text(values.title(of: $0)) }),
            ]))]
        }
        rule.keywords = ["anyOf": .array(fields.map { ["required": [.string($0)]] })]
        return rule
    }

    /// The numbers in `fields` must add up to `total` (shares to 100%), to within a millionth; the
    /// error is on the rule's container (beside the first field for the form's). Empty fields
    /// count as 0.
    public static func sum(of fields: [String], equals total: Double) -> FieldRule {
        FieldRule("sum", reading: fields) { values in
            let sum = fields.reduce(0.0) { $0 + (values[$1].numberValue ?? 0) }
            guard abs(sum - total) > 1e-6 * max(1, abs(total)) else { return [] }
            return [Failure(field: nil, message: containerMessage("rule.sum", [
                "fields": .alternatives(fields.map { .text(values.title(of: $0)) }),
                "total": .decimal(NumberText.format(total)), "found": .decimal(NumberText.format(sum)),
            ]))]
        }
    }

    /// A message of a whole sentence (an error on the rule's container, no field's title before
    /// it): its English words are the English catalog's.
    private static func containerMessage(_ key: String, _ arguments: [String: MessageArgument]) -> ValidationMessage {
        ValidationMessage(Localizer.english.string(LocalizedMessage(key, arguments)), key: key, arguments: arguments)
    }

    private static func compare<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x == y ? 0 : 1) }

    private static func ordering(_ name: String, _ field: String, _ other: String, wants order: Int) -> FieldRule {
        FieldRule(name, reading: [field, other]) { values in
            let compared: Int? = switch (values[field], values[other]) {
            case (.date(let x), .date(let y)): compare(x, y)
            case (.number(let x), .number(let y)): compare(x, y)
            case (.string(let x), .string(let y)) where !x.isEmpty && !y.isEmpty: compare(x, y)
            default: nil
            }
            guard let compared, compared != order else { return [] }
            let title = values.title(of: other)
            return [Failure(field: field, message: ValidationMessage("must be \(name) \(title)", key: "rule." + name,
                                                                     arguments: ["other": .text(title)]))]
        }
    }
}

/// The values a rule reads, by the paths it names: what each field holds as a ``FormValue``
/// (`.null` for a path that names no field), what it sends as JSON, and each field's title for
/// messages.
public struct FieldRuleValues: Sendable {
    // By position: a rule reads a few paths, found faster by comparing than by hashing.
    let paths: [String]
    let values: [FormValue]
    let json: [JSONValue]?
    let titles: [String]

    /// The value at `path` (`.null` when no field is there).
    public subscript(path: String) -> FormValue {
        paths.firstIndex(of: path).map { values[$0] } ?? .null
    }

    /// The value at `path` as JSON (`.null` when no field is there or it sends nothing): for the
    /// built-in rules that read JSON (``FieldRule/requires(_:when:)``), what the field sends — an
    /// integer stays an integer, a day is `"2024-05-31"`; for a rule of your own, the plain JSON
    /// form of ``subscript(_:)``'s value (a date as an RFC 3339 instant).
    public func jsonValue(at path: String) -> JSONValue {
        guard let index = paths.firstIndex(of: path) else { return .null }
        return json?[index] ?? values[index].jsonValue
    }

    /// The title of the field at `path` (the path itself when no field is there).
    public func title(of path: String) -> String { paths.firstIndex(of: path).map { titles[$0] } ?? path }

    /// Values of your own, for testing a rule without a form.
    /// - Parameters:
    ///   - values: the fields' values by path.
    ///   - json: what the fields send, by path; by default the JSON form of `values`.
    ///   - titles: the fields' titles by path.
    public init(values: [String: FormValue], json: [String: JSONValue]? = nil, titles: [String: String] = [:]) {
        var paths = Array(values.keys)
        for path in (json.map { Array($0.keys) } ?? []) + Array(titles.keys) where !paths.contains(path) { paths.append(path) }
        self.paths = paths
        self.values = paths.map { values[$0] ?? .null }
        self.json = json.map { json in paths.map { json[$0] ?? values[$0]?.jsonValue ?? .null } }
        self.titles = paths.map { titles[$0] ?? $0 }
    }

    /// The values the form read, by the positions of `paths`.
    init(paths: [String], values: [FormValue], json: [JSONValue]?, titles: [String]) {
        self.paths = paths
        self.values = values
        self.json = json
        self.titles = titles
    }
}

extension FieldGroup {
    /// Attaches rules across the group's fields (after those already there) and returns the group,
    /// for chaining in a form's builder.
    @discardableResult
    public func checking(_ rules: FieldRule...) -> Self {
        self.rules += rules
        return self
    }
}

extension RepeatingRows {
    /// Attaches rules every row checks on its own fields (after those already there) and returns
    /// the rows, for chaining in a form's builder.
    @discardableResult
    public func checkingEachRow(_ rules: FieldRule...) -> Self {
        rowRules += rules
        return self
    }
}

extension FormStep {
    /// Attaches rules across the step's fields (after those already there) and returns the step,
    /// for chaining in a form's builder.
    @discardableResult
    public func checking(_ rules: FieldRule...) -> Self {
        self.rules += rules
        return self
    }
}
