import Foundation
import ListKit

/// The base of items that choose among titled options.
@MainActor
open class OptionsItem<Value: Equatable>: FormItem<Value>, OptionLabeling {
    /// The options, in order.
    ///
    /// Changing them reloads the row; a chosen option that is no longer offered is dropped from
    /// the value (a real change: `onChange` runs).
    public var options: [String] {
        didSet {
            guard options != oldValue else { return }
            setNeedsReload()
            let kept = valueKeepingOptions(value)
            if kept != value { value = kept }
        }
    }

    /// Options shown but not offered (rjsf's `ui:enumDisabled`): a person cannot newly choose
    /// them — typed, picked or posted — though one already chosen (from data) stays. Changing
    /// them reloads the row.
    public var disabledOptions: Set<String> = [] {
        didSet { if disabledOptions != oldValue { setNeedsReload() } }
    }

    /// Catalog keys for the options' labels, by option (a document's `KEY.VALUE`, as JSON Forms
    /// keys an enum's values): every surface shows an option as its translation in the form's
    /// language when the catalogs have one (``label(of:)``), while the option itself — what the
    /// value holds — stays. Default: none.
    public var optionKeys: [String: String] = [:] {
        didSet { if optionKeys != oldValue { setNeedsReload() } }
    }

    /// How `option` reads in the form's language: its key's translation, else the option.
    public func label(of option: String) -> String {
        localizer.words(for: optionKeys[option], else: option)
    }

    /// Creates the item.
    /// - Precondition: `value` chooses only among `options`.
    public init(_ title: String, key: String? = nil, options: [String], value: Value) {
        self.options = options
        super.init(title, key: key, value: value)
    }

    /// `value` without the choices ``options`` no longer offers. Subclasses override it; the
    /// default keeps the value.
    open func valueKeepingOptions(_ value: Value) -> Value { value }

    /// A person's choice of `option`: refused when it is disabled and not chosen already.
    func requireOffered(_ option: String, isChosen: Bool, input: String) throws(InputError) {
        if disabledOptions.contains(option), !isChosen { throw inputError(input, "\(option.debugDescription) is not available") }
    }

    /// The option whose title (or label in the form's language) is `text` (ignoring case and
    /// surrounding spaces), or whose 1-based number it is.
    func option(named text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let exact = options.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) { return exact }
        if !optionKeys.isEmpty, let labelled = options.first(where: { label(of: $0).caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return labelled
        }
        if let number = Int(trimmed), number >= 1, number <= options.count { return options[number - 1] }
        return nil
    }
}

/// A field whose options read in the form's language (``OptionsItem/label(of:)``), whatever its
/// value type.
@MainActor
public protocol OptionLabeling: AnyObject {
    /// How `option` reads in the form's language.
    func label(of option: String) -> String
}
