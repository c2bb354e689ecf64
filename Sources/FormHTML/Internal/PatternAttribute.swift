/// A pattern for HTML's `pattern` attribute, which browsers compile with the `v` flag (HTML
/// §4.10.5.3.6: "compiled with the v flag"), written from FormKit's patterns, which are ECMA-262
/// with the `u` flag.
///
/// The two flags read the same text the same way outside character classes. Inside one, the `v`
/// flag (ECMA-262 §22.2.1, `ClassSetCharacter`) refuses the unescaped syntax characters
/// `( ) [ ] { } / - \ |` (but `-` between two characters, a range) and doubled punctuators
/// (`&&`, `!!`, `--` …), which the `u` flag reads as themselves; a browser ignores a pattern it
/// cannot compile, so the phone rule `[0-9 ()-]` checked nothing. Escaping each of them (`\(`,
/// `\-`, `\&`: every one is a valid escape under `v` that means the character itself) gives a
/// pattern with the same meaning under `v`.
enum PatternAttribute {
    /// Characters that, inside a class, are escaped: the `v` flag's class syntax characters and
    /// reserved punctuators, and the syntax characters that can double into a reserved pair.
    private static let escapedInClass: Set<Character> = [
        "(", ")", "[", "]", "{", "}", "/", "-", "|",
        "&", "!", "#", "%", ",", ":", ";", "<", "=", ">", "@", "`", "~",
        "$", "*", "+", ".", "?", "^",
    ]

    /// `pattern` (ECMA-262, `u` flag) written to mean the same under the `v` flag, or `nil` when it
    /// is malformed (an unclosed class or a trailing backslash) and no attribute should be
    /// written.
    /// - Complexity: O(*n*) in the pattern's length.
    static func vFlagSource(_ pattern: String) -> String? {
        let characters = Array(pattern)
        var output = ""
        output.reserveCapacity(pattern.utf8.count + 8)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                guard index + 1 < characters.count else { return nil }
                output.append(character)
                output.append(characters[index + 1])
                index += 2
                continue
            }
            guard character == "[" else {
                output.append(character)
                index += 1
                continue
            }
            // A class: `[`, an optional `^`, then atoms up to the first unescaped `]` (the `u`
            // flag has no nested classes).
            output.append("[")
            index += 1
            if index < characters.count, characters[index] == "^" {
                output.append("^")
                index += 1
            }
            var closed = false
            // Whether the last member was an atom that can start a range (not a range's end).
            var previousWasAtom = false
            var endsRange = false
            while index < characters.count {
                let member = characters[index]
                if member == "]" {
                    output.append("]")
                    index += 1
                    closed = true
                    break
                }
                if member == "\\" {
                    guard index + 1 < characters.count else { return nil }
                    output.append(member)
                    output.append(characters[index + 1])
                    index += 2
                    previousWasAtom = !endsRange
                    endsRange = false
                    continue
                }
                // A range's `-`: between an atom and a character that is not the class's end.
                if member == "-", previousWasAtom, index + 1 < characters.count, characters[index + 1] != "]" {
                    output.append("-")
                    index += 1
                    previousWasAtom = false
                    endsRange = true
                    continue
                }
                if escapedInClass.contains(member) { output.append("\\") }
                output.append(member)
                index += 1
                previousWasAtom = !endsRange
                endsRange = false
            }
            guard closed else { return nil }
        }
        return output
    }
}
