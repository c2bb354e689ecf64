/// The only way this module writes HTML: elements and attributes named by enums (never by a
/// string from outside), and every piece of text and every attribute value escaped for its
/// context. There is no way to append raw markup.
///
/// Escaping (HTML §13.1.4, §13.2.5): in text and in (always double-quoted) attribute values, `&`,
/// `<`, `>`, `"` and `'` become character references. Characters an HTML document cannot carry
/// as written are made to survive parsing: CR becomes `&#13;` (a literal CR would be turned into
/// LF by the parser's newline normalization), and the other C0 controls and DEL become numeric
/// references, which the parser keeps (§13.2.5.80). NUL cannot be carried at all (a literal NUL
/// is dropped or replaced, and `&#0;` reads U+FFFD), so it is written as U+FFFD.
struct HTMLWriter {
    /// The elements the renderer writes.
    enum Tag: String {
        case html, head, meta, title, link, body, main, h1, h2, h3, p, div, span, ul, ol, li, a, form, fieldset, legend,
             label, input, textarea, select, option, button, section, nav, script
    }

    /// The attributes the renderer writes.
    enum Name: String {
        case lang, charset, name, content, id, `class`, href, method, action, type, value, `for`, checked, selected,
             disabled, required, minlength, maxlength, min, max, step, pattern, autocomplete, inputmode, placeholder,
             rows, tabindex, role, hidden, autofocus, formnovalidate, novalidate, src, `defer`, rel, form, size, dir
        case acceptCharset = "accept-charset"
        case ariaInvalid = "aria-invalid"
        case ariaDescribedby = "aria-describedby"
        case ariaLabelledby = "aria-labelledby"
        case ariaHidden = "aria-hidden"
        case ariaLive = "aria-live"
        case ariaCurrent = "aria-current"
        case ariaLabel = "aria-label"
        case dataState = "data-state"
        case dataMax = "data-max"
        case dataCount = "data-count"
        case dataRevision = "data-revision"
        case dataLive = "data-live"
    }

    /// One attribute: a value, or none for a boolean attribute (`disabled`).
    struct Attribute {
        let name: Name
        let value: String?
    }

    private(set) var output = ""

    /// Writes `<!DOCTYPE html>`.
    mutating func doctype() { output += "<!DOCTYPE html>\n" }

    /// Opens `tag` with `attributes` (in the given order).
    mutating func open(_ tag: Tag, _ attributes: [Attribute] = []) {
        output += "<" + tag.rawValue
        writeAttributes(attributes)
        output += ">"
    }

    /// Writes a void element (`input`, `meta`): no content, no end tag.
    mutating func void(_ tag: Tag, _ attributes: [Attribute] = []) { open(tag, attributes) }

    /// Closes `tag`.
    mutating func close(_ tag: Tag) { output += "</" + tag.rawValue + ">" }

    /// Writes `tag` holding `text`.
    mutating func element(_ tag: Tag, _ attributes: [Attribute] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Writes text, escaped.
    mutating func text(_ text: String) { Self.escape(text, into: &output) }

    /// Appends what another writer wrote (itself made only of escaped text and known names).
    mutating func append(_ other: HTMLWriter) { output += other.output }

    /// A line break between blocks, for people reading the source.
    mutating func newline() { output += "\n" }

    /// Opens an element named by ``HTMLMarkup``'s enums (or a checked `data-` name), attribute
    /// values escaped as always.
    mutating func openRaw(_ tag: String, _ attributes: [(String, String?)]) {
        output += "<" + tag
        for (name, value) in attributes {
            output += " " + name
            if let value {
                output += "=\""
                Self.escape(value, into: &output)
                output += "\""
            }
        }
        output += ">"
    }

    /// Closes an element ``HTMLMarkup`` opened.
    mutating func closeRaw(_ tag: String) { output += "</" + tag + ">" }

    private mutating func writeAttributes(_ attributes: [Attribute]) {
        for attribute in attributes {
            output += " " + attribute.name.rawValue
            if let value = attribute.value {
                output += "=\""
                Self.escape(value, into: &output)
                output += "\""
            }
        }
    }

    /// Appends `text` escaped for text and for double-quoted attribute values alike.
    ///
    /// The runs between replacements are appended as substrings of `text`'s scalars: appending
    /// to `output.unicodeScalars` instead rebuilds the whole output on every call (the standard
    /// library's `UnicodeScalarView.append(contentsOf:)` concatenates into a new string), which
    /// made a page's rendering quadratic in its size.
    /// - Complexity: O(*m*) for *m* scalars of `text`, amortized over the appends to `output`.
    static func escape(_ text: String, into output: inout String) {
        let scalars = text.unicodeScalars
        var plainStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let replacement: String?
            switch scalar.value {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            case 0x00: replacement = "\u{FFFD}"
            case 0x09, 0x0A: replacement = nil
            case 0x01...0x1F, 0x7F: replacement = "&#\(scalar.value);"
            default: replacement = nil
            }
            if let replacement {
                output += Substring(scalars[plainStart..<index])
                output += replacement
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output += Substring(scalars[plainStart..<scalars.endIndex])
    }
}

extension HTMLWriter.Attribute {
    /// `name="value"`.
    static func attr(_ name: HTMLWriter.Name, _ value: String) -> Self { Self(name: name, value: value) }
    /// A boolean attribute, present only when `isOn`.
    static func flag(_ name: HTMLWriter.Name) -> Self { Self(name: name, value: nil) }
}
