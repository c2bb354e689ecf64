/// The items' own rules, as a person meets them while typing: a number or date that could not be
/// read, a value outside the item's range. Each sentence names the field (`{title}`).
enum InputMessages {
    static let english: [String: String] = [
        "input.refused": "{sentence} (typed: “{input}”)",
        "input.notANumber": "{title} is not a number",
        "input.notADate": "{title} is not a date like {example}",
        "input.notATime": "{title} is not a time like {example}",
        "number.notFinite": "{title} must be a finite number",
        "number.between": "{title} must be between {minimum} and {maximum}",
        "number.whole": "{title} must be a whole number",
        "number.digitsOnly": "{title} must contain only digits",
        "number.atMostDigits": "{title} must have at most {count, plural, one {# digit} other {# digits}}",
    ]

    static let german: [String: String] = [
        "input.refused": "{sentence} (Eingabe: „{input}“)",
        "input.notANumber": "{title} ist keine Zahl",
        "input.notADate": "{title} ist kein Datum wie {example}",
        "input.notATime": "{title} ist keine Uhrzeit wie {example}",
        "number.notFinite": "{title} muss eine endliche Zahl sein",
        "number.between": "{title} muss zwischen {minimum} und {maximum} liegen",
        "number.whole": "{title} muss eine ganze Zahl sein",
        "number.digitsOnly": "{title} darf nur Ziffern enthalten",
        "number.atMostDigits": "{title} darf höchstens {count, plural, one {# Ziffer} other {# Ziffern}} haben",
    ]

    static let french: [String: String] = [
        "input.refused": "{sentence} (saisi : « {input} »)",
        "input.notANumber": "Le champ {title} n’est pas un nombre",
        "input.notADate": "Le champ {title} n’est pas une date comme {example}",
        "input.notATime": "Le champ {title} n’est pas une heure comme {example}",
        "number.notFinite": "Le champ {title} doit être un nombre fini",
        "number.between": "Le champ {title} doit être compris entre {minimum} et {maximum}",
        "number.whole": "Le champ {title} doit être un nombre entier",
        "number.digitsOnly": "Le champ {title} ne doit contenir que des chiffres",
        "number.atMostDigits": "Le champ {title} doit contenir au plus {count, plural, one {# chiffre} many {# de chiffres} other {# chiffres}}",
    ]

    static let spanish: [String: String] = [
        "input.refused": "{sentence} (escrito: «{input}»)",
        "input.notANumber": "El campo {title} no es un número",
        "input.notADate": "El campo {title} no es una fecha como {example}",
        "input.notATime": "El campo {title} no es una hora como {example}",
        "number.notFinite": "El campo {title} debe ser un número finito",
        "number.between": "El campo {title} debe estar entre {minimum} y {maximum}",
        "number.whole": "El campo {title} debe ser un número entero",
        "number.digitsOnly": "El campo {title} solo puede contener dígitos",
        "number.atMostDigits": "El campo {title} debe tener como máximo {count, plural, one {# dígito} many {# de dígitos} other {# dígitos}}",
    ]

    static let chinese: [String: String] = [
        "input.refused": "{sentence}（输入：“{input}”）",
        "input.notANumber": "{title}不是数字",
        "input.notADate": "{title}不是有效的日期，例如 {example}",
        "input.notATime": "{title}不是有效的时间，例如 {example}",
        "number.notFinite": "{title}必须是有限的数字",
        "number.between": "{title}必须介于 {minimum} 和 {maximum} 之间",
        "number.whole": "{title}必须是整数",
        "number.digitsOnly": "{title}只能包含数字",
        "number.atMostDigits": "{title}最多只能有 {count, plural, other {# 位数字}}",
    ]

    static let japanese: [String: String] = [
        "input.refused": "{sentence}（入力：「{input}」）",
        "input.notANumber": "{title}は数値ではありません",
        "input.notADate": "{title}は日付として読み取れません（例：{example}）",
        "input.notATime": "{title}は時刻として読み取れません（例：{example}）",
        "number.notFinite": "{title}は有限の数値にしてください",
        "number.between": "{title}は{minimum}から{maximum}の範囲で入力してください",
        "number.whole": "{title}は整数で入力してください",
        "number.digitsOnly": "{title}は数字のみで入力してください",
        "number.atMostDigits": "{title}は{count, plural, other {#桁}}以内で入力してください",
    ]

    static let arabic: [String: String] = [
        "input.refused": "{sentence} (المُدخَل: «{input}»)",
        "input.notANumber": "حقل {title} ليس رقمًا",
        "input.notADate": "حقل {title} ليس تاريخًا مثل {example}",
        "input.notATime": "حقل {title} ليس وقتًا مثل {example}",
        "number.notFinite": "يجب أن يكون حقل {title} رقمًا محدودًا",
        "number.between": "يجب أن تكون قيمة {title} بين {minimum} و{maximum}",
        "number.whole": "يجب أن يكون حقل {title} عددًا صحيحًا",
        "number.digitsOnly": "يجب ألا يحتوي حقل {title} إلا على أرقام",
        "number.atMostDigits": "يجب ألا يتجاوز حقل {title} {count, plural, zero {# رقم} one {رقمًا واحدًا} two {رقمين} few {# أرقام} many {# رقمًا} other {# رقم}}",
    ]
}
