/// How a page looks: the classes a theme adds to each part of the page, and the stylesheets it
/// loads. The page's structure — its elements, their ids and names, and the structural classes
/// documented on ``FormPage`` (`field`, `field-error`, `hint`, `error-message`, `choice`, `rows`,
/// `row`, `primary`, `steps` …) — is the same in every theme, and so is its behaviour (the live
/// script, the posts, the focus); a theme only adds its own classes beside them (rjsf's themes
/// drift apart in behaviour; these cannot).
///
/// ```swift
/// var options = FormPageOptions(title: "Sign up", csrfSecret: secret)
/// options.theme = .bootstrap5(stylesheet: "/assets/bootstrap.min.css")
/// // One control kind, or one field, with classes of its own — the rest of the theme unchanged:
/// options.theme.controlClasses = { control in control.pointer == "/postcode" ? "w-25" : nil }
/// ```
public struct FormTheme: Sendable {
    /// What a control is, for ``controlClasses``: its field's pointer and its kind.
    public struct Control: Sendable, Hashable {
        /// The field's value pointer (`/email`), or `nil` for a field without one.
        public let pointer: String?
        /// The kind of control: `text`, `email`, `password`, `tel`, `url`, `number`, `date`,
        /// `time`, `datetime-local`, `textarea`, `select`, `radio`, `checkbox`, `card`.
        public let kind: String
    }

    /// The theme's name (`default`, `bootstrap5`).
    public var name: String
    /// Whether the page loads the package's own stylesheet (``FormPage/stylesheetURL``).
    public var usesDefaultStylesheet: Bool
    /// The theme's stylesheets, loaded after the package's (when it loads it) and before the
    /// team's (``FormPageOptions/stylesheets``): URLs on the page's own origin.
    public var stylesheets: [String]

    /// Added to `<main>`.
    public var main = ""
    /// Added to a field's block (`field`).
    public var field = ""
    /// Added to a text control's label.
    public var label = ""
    /// Added to a fieldset's legend (a choice's, a group's).
    public var legend = ""
    /// Added to `input`s that take text, numbers and dates.
    public var input = ""
    /// Added to `select`s.
    public var select = ""
    /// Added to `textarea`s.
    public var textarea = ""
    /// Added to a checkbox's or a radio's block (`choice`).
    public var choice = ""
    /// Added to a checkbox or a radio.
    public var choiceInput = ""
    /// Added to a checkbox's or a radio's label.
    public var choiceLabel = ""
    /// Added to hints (`hint`).
    public var hint = ""
    /// Added to error messages beside a field (`error-message`).
    public var errorMessage = ""
    /// Added to a control that shows errors (beside `aria-invalid`).
    public var invalidControl = ""
    /// Added to the one primary button (`primary`).
    public var primaryButton = ""
    /// Added to the other buttons: Add, Undo, Redo, a form's own.
    public var button = ""
    /// Added to a row's Remove and move buttons.
    public var rowButton = ""
    /// Added to the Back link (`back-link`).
    public var backLink = ""
    /// Added to the error summary (`error-summary`) and to its links.
    public var errorSummary = ""
    /// Added to the error summary's links.
    public var errorSummaryLink = ""
    /// Added to the notice (`notice`).
    public var notice = ""
    /// Added to the list of steps (`steps`), and to each step and the current one.
    public var steps = ""
    /// Added to each step of the list.
    public var step = ""
    /// Added to the current step.
    public var currentStep = ""
    /// Extra classes for one control, by its pointer or kind; `nil` for none. Classes only: the
    /// markup, its escaping and its behaviour stay the package's.
    public var controlClasses: (@Sendable (Control) -> String?)?
    /// A team's own markup for the controls it chooses — one kind, one field: write it into the
    /// ``HTMLMarkup`` (typed elements, everything escaped) from the ``ControlParts`` and return
    /// `true`; return `false` for the package's markup. Keep the parts' `id` and `name` on the
    /// control: posts, the live script and the error summary find it by them. The page's error
    /// summary still lists the field's errors.
    public var controlMarkup: (@Sendable @MainActor (ControlParts, inout HTMLMarkup) -> Bool)?

    /// A theme that adds no class and loads the listed stylesheets.
    public init(name: String, usesDefaultStylesheet: Bool, stylesheets: [String] = []) {
        self.name = name
        self.usesDefaultStylesheet = usesDefaultStylesheet
        self.stylesheets = stylesheets
    }

    /// The package's look (``FormPage/stylesheetURL``): GOV.UK-spirited, no extra classes.
    public static let `default` = FormTheme(name: "default", usesDefaultStylesheet: true)

    /// Bootstrap 5's form classes (`form-control`, `form-select`, `form-check`, `is-invalid`,
    /// `invalid-feedback`, `btn btn-primary`, `alert alert-danger` …), with Bootstrap's own
    /// stylesheet at `stylesheet` (served by you, on the page's origin) and not the package's.
    /// For right-to-left pages (Arabic: the page says `dir="rtl"`), pass Bootstrap's RTL build
    /// (`bootstrap.rtl.min.css`), as Bootstrap's documentation asks.
    public static func bootstrap5(stylesheet: String) -> FormTheme {
        var theme = FormTheme(name: "bootstrap5", usesDefaultStylesheet: false, stylesheets: [stylesheet])
        theme.main = "container py-4"
        theme.field = "mb-3"
        theme.label = "form-label fw-semibold"
        theme.legend = "form-label fw-semibold fs-6"
        // The large sizes: 20 px text in controls 48 px tall (the default ones are 38 px, under
        // the 40 px a touch target wants).
        theme.input = "form-control form-control-lg"
        theme.select = "form-select form-select-lg"
        theme.textarea = "form-control form-control-lg"
        theme.choice = "form-check"
        theme.choiceInput = "form-check-input"
        theme.choiceLabel = "form-check-label"
        theme.hint = "form-text d-block mb-1"
        theme.errorMessage = "invalid-feedback d-block"
        theme.invalidControl = "is-invalid"
        theme.primaryButton = "btn btn-primary btn-lg"
        theme.button = "btn btn-secondary"
        theme.rowButton = "btn btn-outline-secondary btn-sm"
        theme.backLink = "btn btn-link px-0"
        theme.errorSummary = "alert alert-danger"
        theme.errorSummaryLink = "alert-link"
        theme.notice = "alert alert-info"
        theme.steps = "list-inline"
        theme.step = "list-inline-item"
        theme.currentStep = "fw-bold"
        return theme
    }
}

extension FormTheme {
    /// `structure` and `look` as one class attribute's value (the look only when given).
    static func classes(_ structure: String, _ look: String) -> String {
        if look.isEmpty { return structure }
        if structure.isEmpty { return look }
        return structure + " " + look
    }
}
