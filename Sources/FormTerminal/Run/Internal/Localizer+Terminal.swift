import FormLocale

extension Localizer {
    /// The words of `key` with `arguments`: `localizer("terminal.warning", ["text": "…"])`.
    func callAsFunction(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
        string(LocalizedMessage(key, arguments))
    }
}
