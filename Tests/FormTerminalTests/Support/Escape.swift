/// The escape character, which starts every control sequence the terminal tests write or read.
let esc = "\u{1B}"
