/// FormKit re-exports FormJSON: the values a form reads and writes (`JSONValue`, `JSONObject`),
/// their parser and writer, JSON Pointer and declarative conditions (`Condition`) live in that
/// Foundation-only module, so that a server can use them without linking the form tree, while
/// `import FormKit` keeps giving them to every form user as before.
@_exported import FormJSON
