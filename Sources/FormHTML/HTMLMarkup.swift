/// Markup a team writes for one control (``FormTheme/controlMarkup``): elements and attributes
/// named by enums, every text and attribute value escaped, `data-` attribute names checked — there
/// is no way to append raw HTML, so an override cannot break the page's escaping.
public struct HTMLMarkup {
    /// The elements an override may write.
    public enum Tag: String, Sendable {
        case div, span, p, label, input, select, option, textarea, fieldset, legend, button, ul, li, strong, em, small
    }

    /// An attribute: a known name, or `data-…`.
    public struct Attribute: Sendable {
        let name: String
        let value: String?

        /// A known attribute with a value.
        public static func attr(_ name: Name, _ value: String) -> Attribute { Attribute(name: name.rawValue, value: value) }
        /// A boolean attribute (`required`, `checked`, `disabled`).
        public static func flag(_ name: Name) -> Attribute { Attribute(name: name.rawValue, value: nil) }
        /// `data-<suffix>`; a suffix that is not lowercase ASCII letters, digits and `-` writes
        /// nothing (it could not be an attribute name of HTML's).
        public static func data(_ suffix: String, _ value: String) -> Attribute {
            let valid = !suffix.isEmpty && suffix.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
            return Attribute(name: valid ? "data-" + suffix : "", value: value)
        }
    }

    /// The attribute names an override may write.
    public enum Name: String, Sendable {
        case id, `class`, name, type, value, `for`, checked, selected, disabled, required, minlength, maxlength, min, max, step,
             pattern, autocomplete, inputmode, placeholder, rows, size, role
        case ariaDescribedby = "aria-describedby"
        case ariaInvalid = "aria-invalid"
        case ariaLabel = "aria-label"
        case ariaLive = "aria-live"
    }

    private(set) var writer = HTMLWriter()

    init() {}

    /// Opens `tag`.
    public mutating func open(_ tag: Tag, _ attributes: [Attribute] = []) {
        writer.openRaw(tag.rawValue, attributes.compactMap { $0.name.isEmpty ? nil : ($0.name, $0.value) })
    }

    /// Closes `tag`.
    public mutating func close(_ tag: Tag) { writer.closeRaw(tag.rawValue) }

    /// A void element (`input`).
    public mutating func void(_ tag: Tag, _ attributes: [Attribute] = []) { open(tag, attributes) }

    /// `tag` holding `text`.
    public mutating func element(_ tag: Tag, _ attributes: [Attribute] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Text, escaped.
    public mutating func text(_ text: String) { writer.text(text) }
}

/// What the page knows of one control, for a team's markup (``FormTheme/controlMarkup``). Keep
/// ``id`` and ``name`` on the control: the live script, the error summary's links and the posts
/// find it by them.
public struct ControlParts: Sendable {
    /// The kind (see ``FormTheme/Control/kind``).
    public let kind: String
    /// The control's element id (`f-email`); a choice's options are `id:0`, `id:1` ….
    public let id: String
    /// The name it posts under (its value's pointer), or `nil`.
    public let name: String?
    /// The field's title, and its marker ("(optional)"), if any.
    public let title: String
    /// "(optional)" or "(required)" when the form marks this field, else `nil`.
    public let marker: String?
    /// The value as the control shows it (empty for a secret).
    public let value: String
    /// The options of a choice: what each posts, shows, and whether it is chosen.
    public let choices: [(text: String, label: String, isChosen: Bool)]
    /// The hint, if any, and its element id (for `aria-describedby`).
    public let hint: String?
    /// The errors the field shows, in order.
    public let errors: [String]
    /// Whether the field is required and enabled.
    public let isRequired: Bool
    public let isEnabled: Bool
    /// The id of the error's element (`id:error`), to name in `aria-describedby` when there are
    /// errors; the id of the hint's (`id:hint`).
    public var errorID: String { id + ":error" }
    public var hintID: String { id + ":hint" }
}
