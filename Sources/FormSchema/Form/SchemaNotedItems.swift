import Foundation
import FormKit
import FormLocale
import ListKit

/// The lines a schema form shows under a row: the property's `description` (or the UI schema's)
/// and the UI schema's help, each kept apart so that an export writes each back where it was.
public struct SchemaNotes: Sendable, Hashable {
    /// The description.
    public var description: String?
    /// The help (rjsf's `ui:help`).
    public var help: String?
    /// The UI schema's hints this library keeps but does not act on (`ui:autocomplete`,
    /// `ui:options.inputType`, `ui:options.rows`), by name, for an export to report.
    public var keptHints: [String] = []

    /// A catalog key for the description (the control's `i18n` key with `.description`): shown in
    /// the form's language when its catalogs have it.
    public var descriptionKey: String?

    /// The lines shown: the description, then the help.
    public var lines: [String] { [description, help].compactMap { $0 }.filter { !$0.isEmpty } }

    /// ``lines`` in `localizer`'s language: the description's translation when there is one.
    public func lines(in localizer: Localizer) -> [String] {
        [descriptionKey.flatMap { localizer.translation($0) } ?? description, help].compactMap { $0 }.filter { !$0.isEmpty }
    }
}

/// A row of a schema form that shows notes under its title.
@MainActor
protocol SchemaNoted: AnyObject {
    var notes: SchemaNotes { get set }
}

/// A text field that shows its property's description under it.
public final class SchemaTextItem: TextItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}

/// A long text field that shows its property's description under it.
public final class SchemaLongTextItem: LongTextItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}

/// A number field that shows its property's description under it.
public final class SchemaNumberItem: NumberItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}

/// A stepper that shows its property's description under it.
public final class SchemaStepperItem: StepperItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}

/// A switch that shows its property's description under it.
public final class SchemaBoolItem: BoolItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}

/// A date or time field that shows its property's description under it.
public final class SchemaDateTimeItem: DateTimeItem, SchemaNoted {
    var notes = SchemaNotes()
    /// The field's own lines, then the notes.
    public override var detailLines: [String] { super.detailLines + notes.lines(in: localizer) }
}
