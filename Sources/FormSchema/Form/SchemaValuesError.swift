import Foundation
import FormKit

/// Why values were not set on a schema form: the same `FormKit/ValuesError` as every form's.
@available(*, deprecated, renamed: "ValuesError")
public typealias SchemaValuesError = ValuesError
