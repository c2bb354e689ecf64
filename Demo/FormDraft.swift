import Foundation
import FormKit
import ListKit

/// What `--draft FILE` writes and `--resume FILE` reads.
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
struct FormDraft {
    /// The member naming the current step.
    static let stepMember = "$step"

    /// The values to keep, before secrets are left out.
    let values: JSONObject
    /// Where the secrets are in ``values`` (JSON Pointers).
    let secretPointers: [String]
    /// The form's steps and the current one, or none.
    let steps: [FormStep]
    let currentStep: FormStep?

    /// The draft of a form built with FormKit: ``AdapterManager/values(includingHidden:redactingSecrets:)``.
    @MainActor
    init(of manager: AdapterManager) {
        self.init(values: manager.values(includingHidden: true),
                  secretPointers: manager.fields.filter(\.isSecret).compactMap { ($0 as? Item)?.valuePointer },
                  manager: manager)
    }

    /// A draft of `values`, with the secrets at `secretPointers` and the steps of `manager`.
    @MainActor
    init(values: JSONObject, secretPointers: [String], manager: AdapterManager) {
        self.values = values
        self.secretPointers = secretPointers
        steps = manager.steps
        currentStep = manager.currentStep
    }

    /// The object to write: the values without their secrets, and the step.
    @MainActor
    var object: JSONObject {
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
    static func split(_ object: JSONObject) -> (values: JSONObject, step: JSONValue?) {
        var values = object
        let step = values[stepMember]
        values[stepMember] = nil
        return (values, step)
    }

    /// Moves `manager` forward to the step `step` names (a key, or an index), checking each step
    /// on the way as Next does; stops at a step that is not valid.
    /// - Returns: a problem when no step has that key or index.
    @MainActor
    static func restoreStep(_ step: JSONValue?, in manager: AdapterManager) -> Problem? {
        guard let step else { return nil }
        let target: FormStep? = if let key = step.stringValue {
            manager.steps.first { $0.key == key }
        } else if let index = step.intValue, manager.steps.indices.contains(index) {
            manager.steps[index]
        } else {
            nil
        }
        guard let target else { return Problem(key: stepMember, message: "no step of the form is \(step)") }
        while let current = manager.currentStep, current !== target, let position = current.index,
              let goal = target.index, position < goal, !target.isHidden {
            guard manager.nextStep() else { break }
        }
        return nil
    }
}
