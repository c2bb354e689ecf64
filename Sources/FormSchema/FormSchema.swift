/// FormSchema re-exports FormSchemaValidation: documents (`SchemaDocument`, `Schema`), their
/// errors and the headless validator live in that module, which needs FormJSON alone, so that a
/// server can validate values without linking the form tree; `import FormSchema` keeps giving them
/// to every form user as before.
@_exported import FormSchemaValidation
