import Foundation

/// Something the form layer noticed and handled, reported to ``AdapterManager/diagnosticHandler``.
public enum FormDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// No cell class shows this item type: a placeholder line is shown instead.
    case missingCell(itemType: String)
    /// A condition read a key that no item has: it reads as `null`.
    case unknownConditionKey(String)
    /// More than one field has this key: values, look-ups and conditions use the first.
    case duplicateKey(String)
    /// The cell class registered for an item type cannot show it: a placeholder line is shown.
    case cellMismatch(cellType: String, itemType: String)

    /// A one-line explanation with the fix.
    public var description: String {
        switch self {
        case .missingCell(let itemType):
            "no cell for \(itemType): override defaultCellType or call register(\(itemType).self, cell:)"
        case .cellMismatch(let cellType, let itemType):
            "\(cellType) cannot show \(itemType): register a cell for \(itemType)"
        case .unknownConditionKey(let key):
            "a condition reads \"\(key)\", which no item has: check the key's spelling"
        case .duplicateKey(let key):
            "more than one field has the key \"\(key)\": values and look-ups use the first; give each field its own key"
        }
    }
}
