import Foundation

/// A form's typing, kept where it must survive: the Demo's `--draft FILE` and `--resume FILE`, and
/// a web page whose session may be lost (FormHTML carries a form of steps' draft in the page).
///
/// A draft is one JSON object: the values entered so far, shaped as the form sends them — rows
/// as arrays (one element per row, empty rows kept, so resuming recreates every row), groups as
/// objects, the values of hidden fields kept — with every secret left out (a draft is a file left
/// on disk: a secret member is dropped, a secret element of an array becomes `null`). A form of
/// steps adds one member, `"$step"`: the key of the step the person was on, or its index among
/// the form's steps (from 0) when the step has no key.
///
/// ```json
/// {"email": "ada@example.com", "addresses": [{"street": "1 Main St", "phones": ["555-0100"]}, {}],
///  "$step": "shipping"}
/// ```
///
/// Any object of values resumes too. Resuming sets the values (all or nothing), then moves
/// forward to the draft's step one step at a time, each step checked as Next checks it: a step
/// that is no longer valid is where the fill-in starts.
public struct FormDraft {
    /// The member naming the current step.
    public static let stepMember = "$step"

    /// The values to keep, before secrets are left out.
    public let values: JSONObject
    /// Where the secrets are in ``values`` (JSON Pointers).
    public let secretPointers: [String]
    /// The form's steps, or none.
    public let steps: [FormStep]
    /// The step the person was on, or none.
    public let currentStep: FormStep?

    /// The draft of a form built with FormKit: ``AdapterManager/values(includingHidden:redactingSecrets:)``.
    @MainActor
    public init(of manager: AdapterManager) {
        self.init(values: manager.values(includingHidden: true),
                  secretPointers: manager.fields.filter(\.isSecret).compactMap { ($0 as? Item)?.valuePointer },
                  manager: manager)
    }

    /// A draft of `values`, with the secrets at `secretPointers` and the steps of `manager`.
    @MainActor
    public init(values: JSONObject, secretPointers: [String], manager: AdapterManager) {
        self.values = values
        self.secretPointers = secretPointers
        steps = manager.steps
        currentStep = manager.currentStep
    }

    /// The object to write: the values without their secrets, and the step.
    /// - Complexity: O(*v* + *s* × *d*) for *v* values and *s* secrets at depth *d*.
    @MainActor
    public var object: JSONObject {
        var value = JSONValue.object(values)
        for pointer in secretPointers {
            guard let tokens = JSONPointer.tokens(pointer) else { continue }
            value = Self.removing(tokens[...], from: value)
        }
        var object = value.objectValue ?? JSONObject()
        if let currentStep, let index = steps.firstIndex(where: { $0 === currentStep }) {
            object[Self.stepMember] = currentStep.key.map(JSONValue.string) ?? .integer(index)
        }
        return object
    }

    /// `value` without what `tokens` points at: a member removed, an array element set to `null`
    /// (the other elements keep their places).
    static func removing(_ tokens: ArraySlice<String>, from value: JSONValue) -> JSONValue {
        guard let token = tokens.first else { return .null }
        switch value {
        case .object(var object):
            guard let member = object[token] else { return value }
            if tokens.count == 1 {
                object[token] = JSONValue?.none
            } else {
                object[token] = removing(tokens.dropFirst(), from: member)
            }
            return .object(object)
        case .array(var elements):
            guard let index = Int(token), elements.indices.contains(index) else { return value }
            elements[index] = removing(tokens.dropFirst(), from: elements[index])
            return .array(elements)
        default:
            return value
        }
    }

    /// Splits a draft into its values and the step it names.
    public static func split(_ object: JSONObject) -> (values: JSONObject, step: JSONValue?) {
        var values = object
        let step = values[stepMember]
        values[stepMember] = nil
        return (values, step)
    }

    /// Moves `manager` forward to the step `step` names (a key, or an index), checking each step
    /// on the way as Next does; stops at a step that is not valid.
    /// - Returns: a problem when no step has that key or index.
    @MainActor
    public static func restoreStep(_ step: JSONValue?, in manager: AdapterManager) -> Problem? {
        guard let step else { return nil }
        guard let target = self.step(named: step, in: manager) else { return Problem(key: stepMember, message: "no step of the form is \(step)") }
        while let current = manager.currentStep, current !== target, let position = current.index,
              let goal = target.index, position < goal, !target.isHidden {
            guard manager.nextStep() else { break }
        }
        return nil
    }

    /// Goes straight to the step `step` names (a key, or an index), checking none of the steps
    /// before it, which count as visited: for a page posted from that step after the form behind
    /// it was lost, whose typing must land where it was typed. Submitting still checks every step
    /// and lands on the first one with an error.
    /// - Returns: a problem when no step has that key or index; a hidden step is not gone to.
    @MainActor
    public static func goStraightToStep(_ step: JSONValue?, in manager: AdapterManager) -> Problem? {
        guard let step else { return nil }
        guard let target = self.step(named: step, in: manager) else { return Problem(key: stepMember, message: "no step of the form is \(step)") }
        guard !target.isHidden, target !== manager.currentStep, let goal = target.index else { return nil }
        for earlier in manager.steps.prefix(goal) { earlier.isVisited = true }
        manager.setCurrentStep(target)
        return nil
    }

    /// The step a draft's `"$step"` names: a key, or an index among the form's steps.
    @MainActor
    private static func step(named step: JSONValue, in manager: AdapterManager) -> FormStep? {
        if let key = step.stringValue { return manager.steps.first { $0.key == key } }
        if let index = step.intValue, manager.steps.indices.contains(index) { return manager.steps[index] }
        return nil
    }
}
