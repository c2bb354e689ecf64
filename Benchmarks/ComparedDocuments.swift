import FormJSON
import FormSchemaValidation
import Foundation

/// The four kinds of document `Scripts/compare-validators` measures every validator on, written
/// the way backends write them, in draft-07 (the newest dialect ajv 6 reads): a 50-field order, an
/// API request body (definitions, `oneOf` payment kinds, enums, six formats, nine patterns), an
/// array of 10,000 small objects, and a set of thirty real-world patterns. Each comes with a valid
/// value and an invalid one (a few errors, as a person's mistakes make them).
@MainActor
struct ComparedDocument {
    let name: String
    let schema: JSONValue
    let valid: JSONValue
    let invalid: JSONValue

    static func all() -> [ComparedDocument] { [order(), apiBody(), array(), patterns()] }

    /// Writes `NAME.schema.json`, `NAME.valid.json` and `NAME.invalid.json` for each document,
    /// and `documents.txt` naming them, into `folder`.
    static func write(to folder: String) throws {
        let url = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let documents = all()
        for document in documents {
            try document.schema.jsonData(prettyPrinted: true).write(to: url.appendingPathComponent("\(document.name).schema.json"))
            try document.valid.jsonData().write(to: url.appendingPathComponent("\(document.name).valid.json"))
            try document.invalid.jsonData().write(to: url.appendingPathComponent("\(document.name).invalid.json"))
        }
        try Data(documents.map(\.name).joined(separator: "\n").utf8).write(to: url.appendingPathComponent("documents.txt"))
    }

    static let draft07: JSONValue = "http://json-schema.org/draft-07/schema#"

    // MARK: The order

    /// The schema benchmark's 50-field order, in draft-07 (`definitions` for `$defs`).
    static func order() -> ComparedDocument {
        guard case .object(var schema) = SchemaBenchmark.orderDocument else { fatalError("the order document is an object") }
        schema["$schema"] = draft07
        schema["definitions"] = schema["$defs"]
        schema["$defs"] = nil
        if case .object(var properties) = schema["properties"], case .object(var lines) = properties["lines"] {
            lines["items"] = ["$ref": "#/definitions/line"]
            properties["lines"] = .object(lines)
            schema["properties"] = .object(properties)
        }
        let valid = SchemaBenchmark.orderValue(lines: 10)
        guard case .object(var invalid) = valid else { fatalError("the order value is an object") }
        invalid["field1"] = "not an email"
        invalid["field5"] = "AB-12345"
        invalid["address"] = ["street": "Hauptstr. 1", "city": "Berlin", "zip": "1011"]
        return ComparedDocument(name: "order", schema: .object(schema), valid: valid, invalid: .object(invalid))
    }

    // MARK: The API body

    /// A checkout request as a payments API takes it: nine definitions, a `oneOf` of payment
    /// kinds told apart by a `const`, enums, six formats and nine patterns.
    static func apiBody() -> ComparedDocument {
        let schema = parse(#"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "title": "Checkout request",
          "type": "object",
          "required": ["idempotency_key", "created", "customer", "items", "payment", "currency"],
          "additionalProperties": false,
          "properties": {
            "idempotency_key": {"type": "string", "format": "uuid"},
            "created": {"type": "string", "format": "date-time"},
            "reference": {"type": "string", "pattern": "^ORD-[0-9]{4}-[A-Z0-9]{6}$"},
            "currency": {"$ref": "#/definitions/currency"},
            "customer": {"$ref": "#/definitions/customer"},
            "shipping": {"$ref": "#/definitions/shipping"},
            "items": {"type": "array", "minItems": 1, "maxItems": 100, "items": {"$ref": "#/definitions/lineItem"}},
            "payment": {"$ref": "#/definitions/payment"},
            "return_url": {"type": "string", "format": "uri"},
            "client_ip": {"type": "string", "format": "ipv4"},
            "metadata": {"$ref": "#/definitions/metadata"},
            "locale": {"enum": ["en-GB", "en-US", "de-DE", "fr-FR", "es-ES", "ja-JP", "zh-CN", "ar-EG"]}
          },
          "definitions": {
            "currency": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "money": {
              "type": "object", "required": ["amount", "currency"], "additionalProperties": false,
              "properties": {"amount": {"type": "integer", "minimum": 0, "maximum": 99999999}, "currency": {"$ref": "#/definitions/currency"}}
            },
            "address": {
              "type": "object", "required": ["line1", "city", "postal_code", "country"], "additionalProperties": false,
              "properties": {
                "line1": {"type": "string", "minLength": 1, "maxLength": 200},
                "line2": {"type": "string", "maxLength": 200},
                "city": {"type": "string", "minLength": 1, "maxLength": 100},
                "postal_code": {"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$"},
                "country": {"type": "string", "pattern": "^[A-Z]{2}$"}
              }
            },
            "customer": {
              "type": "object", "required": ["id", "email", "name"], "additionalProperties": false,
              "properties": {
                "id": {"type": "string", "pattern": "^cus_[A-Za-z0-9]{14}$"},
                "email": {"type": "string", "format": "email", "maxLength": 254},
                "name": {"type": "string", "minLength": 1, "maxLength": 100},
                "phone": {"type": "string", "pattern": "^\\+[1-9][0-9]{6,14}$"},
                "address": {"$ref": "#/definitions/address"},
                "tier": {"enum": ["standard", "silver", "gold", "platinum"]}
              }
            },
            "shipping": {
              "type": "object", "required": ["address", "method"], "additionalProperties": false,
              "properties": {
                "address": {"$ref": "#/definitions/address"},
                "method": {"enum": ["standard", "express", "pickup"]},
                "deliver_on": {"type": "string", "format": "date"},
                "cost": {"$ref": "#/definitions/money"}
              }
            },
            "lineItem": {
              "type": "object", "required": ["sku", "quantity", "unit_price"], "additionalProperties": false,
              "properties": {
                "sku": {"type": "string", "pattern": "^SKU-[0-9]{4,8}$"},
                "quantity": {"type": "integer", "minimum": 1, "maximum": 999},
                "unit_price": {"$ref": "#/definitions/money"},
                "tags": {"type": "array", "items": {"type": "string", "maxLength": 20}, "uniqueItems": true, "maxItems": 10},
                "gift": {"type": "boolean"},
                "note": {"type": ["string", "null"], "maxLength": 500}
              }
            },
            "payment": {
              "oneOf": [
                {
                  "type": "object", "required": ["kind", "card"], "additionalProperties": false,
                  "properties": {
                    "kind": {"const": "card"},
                    "card": {
                      "type": "object", "required": ["brand", "last4", "exp_month", "exp_year"], "additionalProperties": false,
                      "properties": {
                        "brand": {"enum": ["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]},
                        "last4": {"type": "string", "pattern": "^[0-9]{4}$"},
                        "exp_month": {"type": "integer", "minimum": 1, "maximum": 12},
                        "exp_year": {"type": "integer", "minimum": 2024, "maximum": 2100}
                      }
                    }
                  }
                },
                {
                  "type": "object", "required": ["kind", "iban", "mandate_accepted"], "additionalProperties": false,
                  "properties": {
                    "kind": {"const": "sepa_debit"},
                    "iban": {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"},
                    "bic": {"type": "string", "pattern": "^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$"},
                    "mandate_accepted": {"const": true}
                  }
                },
                {
                  "type": "object", "required": ["kind", "payer_email"], "additionalProperties": false,
                  "properties": {"kind": {"const": "paypal"}, "payer_email": {"type": "string", "format": "email"}}
                }
              ]
            },
            "metadata": {
              "type": "object", "maxProperties": 20,
              "propertyNames": {"maxLength": 40},
              "additionalProperties": {"type": "string", "maxLength": 500}
            }
          }
        }
        """#)
        var items: [String] = []
        for index in 0..<20 {
            let tags = index % 3 == 0 ? #", "tags": ["gift", "fragile"]"# : ""
            let note = index % 4 == 0 ? #", "note": null"# : #", "note": "Leave at the door — thanks""#
            items.append(#"{"sku": "SKU-\#(10_000 + index)", "quantity": \#(1 + index % 5), "unit_price": {"amount": \#(499 + index * 100), "currency": "EUR"}, "gift": \#(index % 2 == 0)\#(tags)\#(note)}"#)
        }
        let validText = #"""
        {
          "idempotency_key": "6f1c2a9e-3b4d-4f5a-8c7d-2e1f0a9b8c7d",
          "created": "2026-11-27T19:38:12Z",
          "reference": "ORD-2026-AB12CD",
          "currency": "EUR",
          "customer": {
            "id": "cus_9s6XKzkNRiz8i3", "email": "jenny.rosen@example.com", "name": "Jenny Rosén", "phone": "+4930123456",
            "address": {"line1": "Hauptstraße 5", "city": "Berlin", "postal_code": "10115", "country": "DE"}, "tier": "gold"
          },
          "shipping": {
            "address": {"line1": "Hauptstraße 5", "line2": "3. OG", "city": "Berlin", "postal_code": "10115", "country": "DE"},
            "method": "express", "deliver_on": "2026-12-01", "cost": {"amount": 990, "currency": "EUR"}
          },
          "items": [\#(items.joined(separator: ", "))],
          "payment": {"kind": "sepa_debit", "iban": "DE89370400440532013000", "bic": "COBADEFFXXX", "mandate_accepted": true},
          "return_url": "https://shop.example.com/checkout/complete?order=ORD-2026-AB12CD",
          "client_ip": "203.0.113.42",
          "metadata": {"campaign": "winter-sale", "channel": "web", "ab_test": "checkout-v2"},
          "locale": "de-DE"
        }
        """#
        let valid = parse(validText)
        let invalid = parse(validText
            .replacingOccurrences(of: #""email": "jenny.rosen@example.com""#, with: #""email": "jenny.rosen(at)example.com""#)
            .replacingOccurrences(of: #""sku": "SKU-10007""#, with: #""sku": "SKU-7""#)
            .replacingOccurrences(of: #""mandate_accepted": true"#, with: #""mandate_accepted": false"#))
        return ComparedDocument(name: "api", schema: schema, valid: valid, invalid: invalid)
    }

    // MARK: The array

    /// An array of 10,000 small objects (an export, a bulk import), each checked against one
    /// closed object schema.
    static func array() -> ComparedDocument {
        let schema = parse(#"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "type": "array",
          "maxItems": 100000,
          "items": {
            "type": "object", "required": ["id", "name", "active", "score"], "additionalProperties": false,
            "properties": {
              "id": {"type": "integer", "minimum": 0},
              "name": {"type": "string", "minLength": 1, "maxLength": 40},
              "active": {"type": "boolean"},
              "score": {"type": "number", "minimum": 0, "maximum": 10000}
            }
          }
        }
        """#)
        func element(_ index: Int) -> JSONValue {
            var element = JSONObject()
            element["id"] = .integer(index)
            element["name"] = .string("item \(index)")
            element["active"] = .bool(index % 2 == 0)
            element["score"] = .number(Double(index) / 8)
            return .object(element)
        }
        var elements = (0..<10_000).map(element)
        let valid = JSONValue.array(elements)
        elements[2_500] = ["id": 2_500, "name": "", "active": true, "score": 1.5]
        elements[5_000] = ["id": 5_000, "name": "item 5000", "active": true, "score": -1.5]
        elements[7_500] = ["id": 7_500, "name": "item 7500", "active": true, "score": 1.5, "extra": true]
        return ComparedDocument(name: "array", schema: schema, valid: valid, invalid: .array(elements))
    }

    // MARK: The patterns

    /// (property, pattern as its source publishes it, a value it matches, one it does not).
    /// Every pattern reads the same in ECMA-262, Python's `re` and Rust's `regex`/`fancy-regex`.
    static let realWorldPatterns: [(String, String, String, String)] = [
        ("semver", #"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$"#,
         "1.2.3-alpha.1+build.5", "1.02.3"),
        ("iban", #"^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$"#, "DE89370400440532013000", "DE8937040044"),
        ("uk_postcode", #"^([A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$"#, "SW1A 1AA", "SW1A-1AA"),
        ("slug", #"^[a-z0-9]+(?:-[a-z0-9]+)*$"#, "my-first-post-2024", "my--post"),
        ("email_local_part", #"^[A-Za-z0-9!#\$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#\$%&'*+/=?^_`{|}~-]+)*$"#, "first.last+tag", "first..last"),
        ("kubernetes_label_key", #"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"#,
         "app.kubernetes.io/name", "app.kubernetes.io/-name"),
        ("docker_reference", #"^(?:(?=[^:/]{1,253})(?!-)[a-zA-Z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-zA-Z0-9-]{1,63}(?<!-))*(?::[0-9]{1,5})?/)?((?![._-])[a-z0-9._-]*(?<![._-])(?:/(?![._-])[a-z0-9._-]*(?<![._-]))*)(?::(?![.-])[a-zA-Z0-9_.-]{1,128})?$"#,
         "registry.example.com:5000/team/app:1.2.3", "registry.example.com/Team/app"),
        ("password_rule", #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,64}$"#, "Sup3rSecret!", "supersecret"),
        ("phone", #"^\+?[0-9][0-9 ()-]{5,18}[0-9]$"#, "+1 (555) 010-4477", "call me"),
        ("us_zip", #"^[0-9]{5}(?:-[0-9]{4})?$"#, "94103-1234", "9410"),
        ("hex_colour", #"^#(?:[0-9a-fA-F]{3}){1,2}$"#, "#1a2B3c", "#1a2B3"),
        ("currency", #"^[A-Z]{3}$"#, "EUR", "eur"),
        ("uuid", #"^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#, "6f1c2a9e-3b4d-4f5a-8c7d-2e1f0a9b8c7d",
         "6f1c2a9e-3b4d-7f5a-8c7d-2e1f0a9b8c7d"),
        ("ipv4", #"^((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$"#, "192.168.1.254", "192.168.1.256"),
        ("username", #"^[a-zA-Z][a-zA-Z0-9_]{2,29}$"#, "jenny_rosen", "1jenny"),
        ("time_24h", #"^([01][0-9]|2[0-3]):[0-5][0-9]$"#, "23:59", "24:00"),
        ("language_tag", #"^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$"#, "zh-Hant-TW", "zh_TW"),
        ("iso_date", #"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$"#, "2026-11-27", "2026-13-01"),
        ("card_number", #"^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14})$"#, "4111111111111111", "6111111111111111"),
        ("canadian_postcode", #"^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPR-TV-Z] ?[0-9][ABCEGHJ-NPR-TV-Z][0-9]$"#, "K1A 0B1", "D1A 0B1"),
        ("domain_name", #"^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$"#, "api.example.co.uk", "api.-example.com"),
        ("s3_bucket", #"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$"#, "my-bucket.logs-2026", "My-Bucket"),
        ("github_repository", #"^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})/[A-Za-z0-9._-]{1,100}$"#, "apple/swift-collections", "apple/"),
        ("e164_phone", #"^\+[1-9]\d{1,14}$"#, "+4930123456", "+04930123456"),
        ("mac_address", #"^(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$"#, "00:1A:2b:3C:4d:5E", "00:1A:2b:3C:4d"),
        ("sha256", #"^[a-f0-9]{64}$"#, "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "9f86d081884c7d65"),
        ("isbn13", #"^97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d$"#, "978-3-16-148410-0", "979-3-16-148410-01-1"),
        ("iso_duration", #"^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$"#, "P1Y2M10DT2H30M", "P1Y2MT"),
        ("cron", #"^(\*|[0-5]?\d)(\s+(\*|[01]?\d|2[0-3]))(\s+(\*|[1-9]|[12]\d|3[01]))(\s+(\*|[1-9]|1[0-2]))(\s+(\*|[0-6]))$"#, "30 4 1 * 0", "30 4 1 * 7"),
        ("java_package", #"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$"#, "com.example.app", "com.Example.app"),
    ]

    /// An object of thirty string properties, each with one of ``realWorldPatterns``; the invalid
    /// value breaks five of them.
    static func patterns() -> ComparedDocument {
        var properties = JSONObject(), valid = JSONObject(), invalid = JSONObject()
        for (offset, (name, pattern, matching, failing)) in realWorldPatterns.enumerated() {
            properties[name] = ["type": "string", "pattern": .string(pattern)]
            valid[name] = .string(matching)
            invalid[name] = .string(offset % 6 == 0 ? failing : matching)
        }
        let schema: JSONValue = ["$schema": draft07, "type": "object", "properties": .object(properties),
                                 "required": .array(realWorldPatterns.map { .string($0.0) })]
        return ComparedDocument(name: "patterns", schema: schema, valid: .object(valid), invalid: .object(invalid))
    }

    private static func parse(_ text: String) -> JSONValue {
        do { return try JSONValue(parsing: text) } catch { fatalError("a compared document does not parse: \(error)") }
    }
}

/// A compared document's verdict is not the one its file name promises.
struct ComparedVerdictError: Error, CustomStringConvertible {
    let description: String
}

/// This package's side of `Scripts/compare-validators`: one round of every case on the documents
/// ``ComparedDocument/write(to:)`` wrote (the same bytes the peers read), printed one per line as
/// `document<TAB>value<TAB>case<TAB>µs per value<TAB>errors`, where `case` is `is-valid`,
/// `every-error`, `parse+is-valid` or `parse+every-error` and `errors` is the verdict (0: valid;
/// for `is-valid`, 1 when invalid).
struct ComparedRound {
    let folder: String
    /// About how long each case runs, in milliseconds.
    let budget: Double
    /// Only the cases whose `document value case` contains this text (for a profiler), if any.
    var only: String?

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        let names = String(decoding: try Data(contentsOf: url.appendingPathComponent("documents.txt")), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        for name in names {
            let schemaData = try Data(contentsOf: url.appendingPathComponent("\(name).schema.json"))
            let document = try SchemaDocument(parsing: schemaData)
            for kind in ["valid", "invalid"] {
                let bytes = try Data(contentsOf: url.appendingPathComponent("\(name).\(kind).json"))
                let value = try JSONValue(parsing: bytes)
                let cases: [(String, () -> Int)] = [
                    ("is-valid", { document.isValid(value) ? 0 : 1 }),
                    ("every-error", { document.validate(value).count }),
                    ("parse+is-valid", { ((try? JSONValue(parsing: bytes)).map(document.isValid) ?? false) ? 0 : 1 }),
                    ("parse+every-error", { (try? JSONValue(parsing: bytes)).map { document.validate($0).count } ?? -1 }),
                ]
                for (label, body) in cases where only.map({ "\(name) \(kind) \(label)".contains($0) }) ?? true {
                    let (micros, errors) = measure(body)
                    guard (errors == 0) == (kind == "valid") else {
                        throw ComparedVerdictError(description: "\(name).\(kind).json: \(label) reports \(errors) errors")
                    }
                    print("\(name)\t\(kind)\t\(label)\t\(String(format: "%.3f", micros))\t\(errors)")
                }
            }
        }
    }

    /// Microseconds per call of `body`, over about ``budget`` milliseconds, and its last result.
    private func measure(_ body: () -> Int) -> (Double, Int) {
        let clock = ContinuousClock()
        var result = 0
        let once = microseconds(clock.measure { result = body() })
        let count = max(1, Int(budget * 1_000 / max(once, 0.01)))
        for _ in 0..<max(1, count / 4) { result = body() }  // warm-up, as in every harness
        let total = microseconds(clock.measure { for _ in 0..<count { result = body() } })
        return (total / Double(count), result)
    }
}
