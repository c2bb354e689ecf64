import FormKit

/// What binding a post left for the page it answers with: the input each item refused (shown as
/// its error) and the text as typed (shown in the control again, secrets never).
@MainActor
struct BindState {
    /// Messages, without the title, by item.
    var inputErrors: [ObjectIdentifier: [String]] = [:]
    /// The values as posted, by control name, for controls whose input was refused.
    var drafts: [String: [String]] = [:]
    /// A message for the top of the page, where the error summary goes: why nothing was sent.
    var notice: Notice?

    /// Fields a post's own answers revealed, by title: the page comes back showing them, not
    /// submitted (a person without the live script never saw them).
    var revealed: [String] = []

    struct Notice {
        var title: String
        var text: String
    }
}
