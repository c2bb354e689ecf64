/// The package's own catalogs: English (the default, reading as the validators' English does)
/// and German, French, Spanish, Simplified Chinese, Japanese and Arabic translations of every key.
/// A test fails when a language lacks a key, has one English does not, reads an argument English
/// does not give, or leaves out one of its plural categories.
///
/// The keys: FormKit's validators' messages (here), the items' input rules
/// (`BuiltInCatalogs+Input.swift`), the web page's words (`BuiltInCatalogs+Page.swift`) and the
/// terminal's (`BuiltInCatalogs+Terminal.swift`). A
/// message about a field is a whole sentence with the field's `{title}`, so that translations can
/// put it where their word order needs it.
enum BuiltInCatalogs {
    static let all: [MessageCatalog] = [
        catalog("en", english, InputMessages.english, PageMessages.english, TerminalMessages.english, SchemaMessages.english),
        catalog("de", german, InputMessages.german, PageMessages.german, TerminalMessages.german, SchemaMessages.german),
        catalog("fr", french, InputMessages.french, PageMessages.french, TerminalMessages.french, SchemaMessages.french),
        catalog("es", spanish, InputMessages.spanish, PageMessages.spanish, TerminalMessages.spanish, SchemaMessages.spanish),
        catalog("zh-Hans", chinese, InputMessages.chinese, PageMessages.chinese, TerminalMessages.chinese, SchemaMessages.chinese),
        catalog("ja", japanese, InputMessages.japanese, PageMessages.japanese, TerminalMessages.japanese, SchemaMessages.japanese),
        catalog("ar", arabic, InputMessages.arabic, PageMessages.arabic, TerminalMessages.arabic, SchemaMessages.arabic),
    ]

    /// One language's catalog from its groups of templates (validators, input, page).
    private static func catalog(_ tag: String, _ groups: [String: String]...) -> MessageCatalog {
        guard let language = LanguageTag(tag) else { preconditionFailure("BuiltInCatalogs: \(tag) is no language tag") }
        var templates: [String: String] = [:]
        for group in groups {
            templates.merge(group) { _, _ in preconditionFailure("BuiltInCatalogs: a key of \(tag) is in two groups") }
        }
        do {
            return try MessageCatalog(language: language, templates: templates)
        } catch {
            preconditionFailure("BuiltInCatalogs: the \(tag) catalog does not read: \(error)")
        }
    }

    static let english: [String: String] = [
        "field.required": "{title} is required",
        "field.notText": "{title} must be text",
        "field.mustAccept": "{title} must be accepted",
        "text.length.exactly": "{title} must be exactly {count, plural, one {# character} other {# characters}}",
        "text.length.atLeast": "{title} must be at least {count, plural, one {# character} other {# characters}}",
        "text.length.atMost": "{title} must be at most {count, plural, one {# character} other {# characters}}",
        "text.pattern": "{title} has an invalid format",
        "text.patternTooCostly": "{title} could not be checked: the pattern took too long to check",
        "text.phone": "{title} is not a valid phone number",
        "text.email": "{title} is not a valid email address",
        "text.url": "{title} is not a valid URL",
        "number.notANumber": "{title} must be a number",
        "number.exactly": "{title} must be {limit}",
        "number.minimum": "{title} must be at least {limit}",
        "number.maximum": "{title} must be at most {limit}",
        "number.exclusiveMinimum": "{title} must be greater than {limit}",
        "number.exclusiveMaximum": "{title} must be less than {limit}",
        "card.number": "{title} is not a valid card number",
        "card.expiryFormat": "{title} must be a date in MM/YY format",
        "card.expiryMonth": "{title} has an invalid month",
        "card.expired": "{title} has expired",
        "residentID.invalid": "{title} is not a valid resident ID number",
        "residentID.birthDate": "{title} has an invalid birth date",
        "residentID.checkDigit": "{title} has an invalid check digit",
    ]

    static let german: [String: String] = [
        "field.required": "{title} ist ein Pflichtfeld",
        "field.notText": "{title} muss ein Text sein",
        "field.mustAccept": "{title} muss akzeptiert werden",
        "text.length.exactly": "{title} muss genau {count, plural, one {# Zeichen} other {# Zeichen}} lang sein",
        "text.length.atLeast": "{title} muss mindestens {count, plural, one {# Zeichen} other {# Zeichen}} lang sein",
        "text.length.atMost": "{title} darf höchstens {count, plural, one {# Zeichen} other {# Zeichen}} lang sein",
        "text.pattern": "{title} hat kein gültiges Format",
        "text.patternTooCostly": "{title} konnte nicht geprüft werden: die Prüfung des Musters dauerte zu lange",
        "text.phone": "{title} ist keine gültige Telefonnummer",
        "text.email": "{title} ist keine gültige E-Mail-Adresse",
        "text.url": "{title} ist keine gültige URL",
        "number.notANumber": "{title} muss eine Zahl sein",
        "number.exactly": "{title} muss {limit} sein",
        "number.minimum": "{title} muss mindestens {limit} sein",
        "number.maximum": "{title} darf höchstens {limit} sein",
        "number.exclusiveMinimum": "{title} muss größer als {limit} sein",
        "number.exclusiveMaximum": "{title} muss kleiner als {limit} sein",
        "card.number": "{title} ist keine gültige Kartennummer",
        "card.expiryFormat": "{title} muss ein Datum im Format MM/JJ sein",
        "card.expiryMonth": "{title} enthält keinen gültigen Monat",
        "card.expired": "{title} ist abgelaufen",
        "residentID.invalid": "{title} ist keine gültige Ausweisnummer",
        "residentID.birthDate": "{title} enthält kein gültiges Geburtsdatum",
        "residentID.checkDigit": "{title} hat eine ungültige Prüfziffer",
    ]

    static let french: [String: String] = [
        "field.required": "Le champ {title} est obligatoire",
        "field.notText": "Le champ {title} doit être un texte",
        "field.mustAccept": "Le champ {title} doit être accepté",
        "text.length.exactly": "Le champ {title} doit contenir exactement {count, plural, one {# caractère} many {# de caractères} other {# caractères}}",
        "text.length.atLeast": "Le champ {title} doit contenir au moins {count, plural, one {# caractère} many {# de caractères} other {# caractères}}",
        "text.length.atMost": "Le champ {title} doit contenir au plus {count, plural, one {# caractère} many {# de caractères} other {# caractères}}",
        "text.pattern": "Le format du champ {title} n’est pas valide",
        "text.patternTooCostly": "Le champ {title} n’a pas pu être vérifié : la vérification du motif a pris trop de temps",
        "text.phone": "Le champ {title} n’est pas un numéro de téléphone valide",
        "text.email": "Le champ {title} n’est pas une adresse e-mail valide",
        "text.url": "Le champ {title} n’est pas une URL valide",
        "number.notANumber": "Le champ {title} doit être un nombre",
        "number.exactly": "Le champ {title} doit être égal à {limit}",
        "number.minimum": "Le champ {title} doit être supérieur ou égal à {limit}",
        "number.maximum": "Le champ {title} doit être inférieur ou égal à {limit}",
        "number.exclusiveMinimum": "Le champ {title} doit être supérieur à {limit}",
        "number.exclusiveMaximum": "Le champ {title} doit être inférieur à {limit}",
        "card.number": "Le champ {title} n’est pas un numéro de carte valide",
        "card.expiryFormat": "Le champ {title} doit être une date au format MM/AA",
        "card.expiryMonth": "Le mois du champ {title} n’est pas valide",
        "card.expired": "La date du champ {title} est dépassée",
        "residentID.invalid": "Le champ {title} n’est pas un numéro d’identité valide",
        "residentID.birthDate": "La date de naissance du champ {title} n’est pas valide",
        "residentID.checkDigit": "La clé de contrôle du champ {title} n’est pas valide",
    ]

    static let spanish: [String: String] = [
        "field.required": "El campo {title} es obligatorio",
        "field.notText": "El campo {title} debe ser un texto",
        "field.mustAccept": "Debe aceptar el campo {title}",
        "text.length.exactly": "El campo {title} debe tener exactamente {count, plural, one {# carácter} many {# de caracteres} other {# caracteres}}",
        "text.length.atLeast": "El campo {title} debe tener al menos {count, plural, one {# carácter} many {# de caracteres} other {# caracteres}}",
        "text.length.atMost": "El campo {title} debe tener como máximo {count, plural, one {# carácter} many {# de caracteres} other {# caracteres}}",
        "text.pattern": "El formato del campo {title} no es válido",
        "text.patternTooCostly": "No se pudo comprobar el campo {title}: la comprobación del patrón tardó demasiado",
        "text.phone": "El campo {title} no es un número de teléfono válido",
        "text.email": "El campo {title} no es una dirección de correo electrónico válida",
        "text.url": "El campo {title} no es una URL válida",
        "number.notANumber": "El campo {title} debe ser un número",
        "number.exactly": "El campo {title} debe ser {limit}",
        "number.minimum": "El campo {title} debe ser mayor o igual que {limit}",
        "number.maximum": "El campo {title} debe ser menor o igual que {limit}",
        "number.exclusiveMinimum": "El campo {title} debe ser mayor que {limit}",
        "number.exclusiveMaximum": "El campo {title} debe ser menor que {limit}",
        "card.number": "El campo {title} no es un número de tarjeta válido",
        "card.expiryFormat": "El campo {title} debe ser una fecha con el formato MM/AA",
        "card.expiryMonth": "El mes del campo {title} no es válido",
        "card.expired": "La fecha del campo {title} ha caducado",
        "residentID.invalid": "El campo {title} no es un número de identidad válido",
        "residentID.birthDate": "La fecha de nacimiento del campo {title} no es válida",
        "residentID.checkDigit": "El dígito de control del campo {title} no es válido",
    ]

    static let chinese: [String: String] = [
        "field.required": "{title}为必填项",
        "field.notText": "{title}必须是文本",
        "field.mustAccept": "必须接受{title}",
        "text.length.exactly": "{title}必须为 {count, plural, other {# 个字符}}",
        "text.length.atLeast": "{title}至少需要 {count, plural, other {# 个字符}}",
        "text.length.atMost": "{title}最多只能有 {count, plural, other {# 个字符}}",
        "text.pattern": "{title}的格式无效",
        "text.patternTooCostly": "无法检查{title}：模式检查耗时过长",
        "text.phone": "{title}不是有效的电话号码",
        "text.email": "{title}不是有效的电子邮件地址",
        "text.url": "{title}不是有效的网址",
        "number.notANumber": "{title}必须是数字",
        "number.exactly": "{title}必须等于 {limit}",
        "number.minimum": "{title}不能小于 {limit}",
        "number.maximum": "{title}不能大于 {limit}",
        "number.exclusiveMinimum": "{title}必须大于 {limit}",
        "number.exclusiveMaximum": "{title}必须小于 {limit}",
        "card.number": "{title}不是有效的卡号",
        "card.expiryFormat": "{title}必须是 MM/YY 格式的日期",
        "card.expiryMonth": "{title}中的月份无效",
        "card.expired": "{title}已过期",
        "residentID.invalid": "{title}不是有效的居民身份证号码",
        "residentID.birthDate": "{title}中的出生日期无效",
        "residentID.checkDigit": "{title}的校验码无效",
    ]

    static let japanese: [String: String] = [
        "field.required": "{title}は必須です",
        "field.notText": "{title}は文字列で入力してください",
        "field.mustAccept": "{title}に同意してください",
        "text.length.exactly": "{title}は{count, plural, other {#文字}}で入力してください",
        "text.length.atLeast": "{title}は{count, plural, other {#文字}}以上で入力してください",
        "text.length.atMost": "{title}は{count, plural, other {#文字}}以内で入力してください",
        "text.pattern": "{title}の形式が正しくありません",
        "text.patternTooCostly": "{title}を確認できませんでした：パターンの確認に時間がかかりすぎました",
        "text.phone": "{title}は有効な電話番号ではありません",
        "text.email": "{title}は有効なメールアドレスではありません",
        "text.url": "{title}は有効なURLではありません",
        "number.notANumber": "{title}は数値で入力してください",
        "number.exactly": "{title}は{limit}にしてください",
        "number.minimum": "{title}は{limit}以上にしてください",
        "number.maximum": "{title}は{limit}以下にしてください",
        "number.exclusiveMinimum": "{title}は{limit}より大きい値にしてください",
        "number.exclusiveMaximum": "{title}は{limit}より小さい値にしてください",
        "card.number": "{title}は有効なカード番号ではありません",
        "card.expiryFormat": "{title}はMM/YY形式の日付で入力してください",
        "card.expiryMonth": "{title}の月が正しくありません",
        "card.expired": "{title}の有効期限が切れています",
        "residentID.invalid": "{title}は有効な身分証番号ではありません",
        "residentID.birthDate": "{title}の生年月日が正しくありません",
        "residentID.checkDigit": "{title}のチェックディジットが正しくありません",
    ]

    static let arabic: [String: String] = [
        "field.required": "حقل {title} مطلوب",
        "field.notText": "يجب أن يكون حقل {title} نصًا",
        "field.mustAccept": "يجب الموافقة على {title}",
        "text.length.exactly": "يجب أن يحتوي حقل {title} على {count, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} بالضبط",
        "text.length.atLeast": "يجب أن يحتوي حقل {title} على {count, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل",
        "text.length.atMost": "يجب ألا يتجاوز حقل {title} {count, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}",
        "text.pattern": "تنسيق حقل {title} غير صالح",
        "text.patternTooCostly": "تعذّر التحقق من حقل {title}: استغرق التحقق من النمط وقتًا طويلًا",
        "text.phone": "حقل {title} ليس رقم هاتف صالحًا",
        "text.email": "حقل {title} ليس عنوان بريد إلكتروني صالحًا",
        "text.url": "حقل {title} ليس عنوان URL صالحًا",
        "number.notANumber": "يجب أن يكون حقل {title} رقمًا",
        "number.exactly": "يجب أن تكون قيمة {title} {limit}",
        "number.minimum": "يجب ألا تقل قيمة {title} عن {limit}",
        "number.maximum": "يجب ألا تزيد قيمة {title} على {limit}",
        "number.exclusiveMinimum": "يجب أن تكون قيمة {title} أكبر من {limit}",
        "number.exclusiveMaximum": "يجب أن تكون قيمة {title} أصغر من {limit}",
        "card.number": "حقل {title} ليس رقم بطاقة صالحًا",
        "card.expiryFormat": "يجب أن يكون حقل {title} تاريخًا بتنسيق MM/YY",
        "card.expiryMonth": "الشهر في حقل {title} غير صالح",
        "card.expired": "انتهت صلاحية {title}",
        "residentID.invalid": "حقل {title} ليس رقم هوية صالحًا",
        "residentID.birthDate": "تاريخ الميلاد في حقل {title} غير صالح",
        "residentID.checkDigit": "رقم التحقق في حقل {title} غير صالح",
    ]
}
