/// The `\p{…}` names the dialect takes, and how ICU writes them.
enum UnicodeProperties {
    /// General category values, long names and aliases → short names.
    static let generalCategories: [String: String] = {
        let table: [(String, [String])] = [
            ("L", ["Letter"]), ("LC", ["Cased_Letter"]), ("Lu", ["Uppercase_Letter"]), ("Ll", ["Lowercase_Letter"]),
            ("Lt", ["Titlecase_Letter"]), ("Lm", ["Modifier_Letter"]), ("Lo", ["Other_Letter"]),
            ("M", ["Mark", "Combining_Mark"]), ("Mn", ["Nonspacing_Mark"]), ("Mc", ["Spacing_Mark"]), ("Me", ["Enclosing_Mark"]),
            ("N", ["Number"]), ("Nd", ["Decimal_Number", "digit"]), ("Nl", ["Letter_Number"]), ("No", ["Other_Number"]),
            ("P", ["Punctuation", "punct"]), ("Pc", ["Connector_Punctuation"]), ("Pd", ["Dash_Punctuation"]),
            ("Ps", ["Open_Punctuation"]), ("Pe", ["Close_Punctuation"]), ("Pi", ["Initial_Punctuation"]),
            ("Pf", ["Final_Punctuation"]), ("Po", ["Other_Punctuation"]),
            ("S", ["Symbol"]), ("Sm", ["Math_Symbol"]), ("Sc", ["Currency_Symbol"]), ("Sk", ["Modifier_Symbol"]), ("So", ["Other_Symbol"]),
            ("Z", ["Separator"]), ("Zs", ["Space_Separator"]), ("Zl", ["Line_Separator"]), ("Zp", ["Paragraph_Separator"]),
            ("C", ["Other"]), ("Cc", ["Control", "cntrl"]), ("Cf", ["Format"]), ("Cs", ["Surrogate"]), ("Co", ["Private_Use"]),
            ("Cn", ["Unassigned"]),
        ]
        var names: [String: String] = [:]
        for (short, aliases) in table {
            names[short] = short
            for alias in aliases { names[alias] = short }
        }
        return names
    }()

    /// Binary properties (ECMA-262's table, the common part), long and short names.
    static let binaryProperties: Set<String> = [
        "ASCII", "ASCII_Hex_Digit", "AHex", "Alphabetic", "Alpha", "Any", "Assigned", "Bidi_Control", "Bidi_C",
        "Bidi_Mirrored", "Bidi_M", "Case_Ignorable", "CI", "Cased", "Dash", "Default_Ignorable_Code_Point", "DI",
        "Deprecated", "Dep", "Diacritic", "Dia", "Emoji", "Emoji_Component", "Emoji_Modifier", "Emoji_Modifier_Base",
        "Emoji_Presentation", "Extended_Pictographic", "Extender", "Ext", "Hex_Digit", "Hex", "ID_Continue", "IDC",
        "ID_Start", "IDS", "Ideographic", "Ideo", "Join_Control", "Join_C", "Lowercase", "Lower", "Math",
        "Noncharacter_Code_Point", "NChar", "Pattern_Syntax", "Pat_Syn", "Pattern_White_Space", "Pat_WS",
        "Quotation_Mark", "QMark", "Radical", "Regional_Indicator", "RI", "Sentence_Terminal", "STerm",
        "Soft_Dotted", "SD", "Terminal_Punctuation", "Term", "Unified_Ideograph", "UIdeo", "Uppercase", "Upper",
        "Variation_Selector", "VS", "White_Space", "space", "XID_Continue", "XIDC", "XID_Start", "XIDS",
    ]

    /// What ICU should read for the ECMA-262 name `name`, or `nil` when the dialect refuses it.
    static func icuName(for name: String) -> String? {
        if let equals = name.firstIndex(of: "=") {
            let property = String(name[..<equals]), value = String(name[name.index(after: equals)...])
            guard !value.isEmpty, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
            switch property {
            case "General_Category", "gc": return generalCategories[value].map { "General_Category=" + $0 }
            case "Script", "sc": return "Script=" + value
            case "Script_Extensions", "scx": return "Script_Extensions=" + value
            default: return nil
            }
        }
        if let category = generalCategories[name] { return "General_Category=" + category }
        return binaryProperties.contains(name) ? name : nil
    }
}
