import FormLocale

extension Localizer {
    /// The catalog's words for `key` in the language when it has them, else `text` (a title, an
    /// option or a subject as set): how a keyed title reads.
    func words(for key: String?, else text: String) -> String {
        key.flatMap { translation($0) } ?? text
    }
}
