import FormKit

extension AdapterManager {
    /// The field whose value is at `pointer` (``Item/valuePointer``), else the first field inside
    /// the group or row it points at; only fields `isEligible` accepts. `nil` for `""`.
    /// - Complexity: O(n) for n fields.
    func field(at pointer: String, where isEligible: (FormField) -> Bool) -> FormField? {
        guard !pointer.isEmpty else { return nil }
        let fields = fields.filter(isEligible)
        if let exact = fields.first(where: { ($0 as? Item)?.valuePointer == pointer }) { return exact }
        return fields.first { ($0 as? Item)?.valuePointer?.hasPrefix(pointer + "/") ?? false }
    }
}
