import Foundation

extension FormData {
    /// Parses a `multipart/form-data` body (RFC 7578, with the framing of RFC 2046 §5.1.1).
    ///
    /// - The body is a preamble (ignored), then parts, each opened by a delimiter line
    ///   `--boundary` (at the very start or after CRLF) with optional trailing spaces or tabs, and
    ///   closed by the next `CRLF--boundary`; `--boundary--` ends the body and the epilogue is
    ///   ignored. `CRLF--boundary` followed by anything else is content, not a delimiter.
    /// - Each part needs `Content-Disposition: form-data; name="…"` (header names compared
    ///   without case). A `filename` parameter makes the part a file entry
    ///   (``Entry/filename``), which ``values(for:)`` leaves out.
    /// - Browsers escape `"`, CR and LF in names and file names as `%22`, `%0D` and `%0A` (HTML
    ///   §4.10.21.8, "multipart/form-data encoding algorithm"); those three are decoded, and
    ///   nothing else is. Content is taken as UTF-8, invalid bytes becoming U+FFFD.
    /// - Parameters:
    ///   - body: the body's bytes.
    ///   - boundary: the `boundary` parameter of the content type (1–70 characters, RFC 2046).
    ///   - limits: the body size, the number of parts, each name, each part's headers.
    /// - Throws: ``FormDataError``: a limit's own case, or
    ///   ``FormDataError/malformedMultipart(_:)`` with the reason.
    /// - Complexity: O(*n* · *b*) worst case for a body of *n* bytes and a boundary of *b*; O(*n*)
    ///   for the usual bodies.
    public static func multipart(_ body: Data, boundary: String, limits: FormDataLimits = FormDataLimits()) throws(FormDataError) -> FormData {
        guard body.count <= limits.maxBodyBytes else { throw .bodyTooLarge(limit: limits.maxBodyBytes) }
        let boundaryBytes = Array(boundary.utf8)
        guard (1...70).contains(boundaryBytes.count) else { throw .malformedMultipart("the boundary must have 1 to 70 characters") }
        let bytes = [UInt8](body)
        let dashBoundary = Array("--".utf8) + boundaryBytes
        let delimiter = Array("\r\n".utf8) + dashBoundary

        /// Where the line after a delimiter starts, or whether it closes the body; `nil` when
        /// the bytes after the boundary make it no delimiter.
        func afterDelimiter(_ end: Int) -> (next: Int, isClose: Bool)? {
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "-"), bytes[end + 1] == UInt8(ascii: "-") { return (end + 2, true) }
            var index = end
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            guard index + 1 < bytes.count, bytes[index] == 13, bytes[index + 1] == 10 else { return nil }
            return (index + 2, false)
        }

        // The first delimiter: at the start, or after a CRLF in the preamble.
        var position: Int?
        if bytes.starts(with: dashBoundary), let after = afterDelimiter(dashBoundary.count) {
            if after.isClose { return FormData() }
            position = after.next
        } else {
            var from = 0
            while let found = find(delimiter, in: bytes, from: from) {
                if let after = afterDelimiter(found + delimiter.count) {
                    if after.isClose { return FormData() }
                    position = after.next
                    break
                }
                from = found + 1
            }
        }
        guard var start = position else { throw .malformedMultipart("the body has no opening boundary") }

        var entries: [Entry] = []
        while true {
            guard entries.count < limits.maxPairs else { throw .tooManyPairs(limit: limits.maxPairs) }
            // Headers, up to an empty line.
            if bytes[start...].starts(with: [13, 10]) { throw .malformedMultipart("a part has no Content-Disposition header") }
            guard let headerEnd = find(Array("\r\n\r\n".utf8), in: bytes, from: start, limit: limits.maxPartHeaderBytes + 4) else {
                throw .malformedMultipart("a part's headers do not end with an empty line within \(limits.maxPartHeaderBytes) bytes")
            }
            let headerText = String(decoding: bytes[start..<headerEnd], as: UTF8.self)
            let contentStart = headerEnd + 4
            // The content, up to the next delimiter.
            var searchFrom = contentStart
            var next: (found: Int, after: (next: Int, isClose: Bool))?
            while let found = find(delimiter, in: bytes, from: searchFrom) {
                if let after = afterDelimiter(found + delimiter.count) {
                    next = (found, after)
                    break
                }
                searchFrom = found + 1
            }
            guard let next else { throw .malformedMultipart("the body ends before the closing boundary") }
            let content = bytes[contentStart..<next.found]
            entries.append(try entry(headers: headerText, content: content, limits: limits))
            if next.after.isClose { return FormData(entries: entries) }
            start = next.after.next
        }
    }

    /// The entry a part's headers and content make.
    private static func entry(headers: String, content: ArraySlice<UInt8>, limits: FormDataLimits) throws(FormDataError) -> Entry {
        var disposition: String?
        for line in headers.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                if line.isEmpty { continue }
                throw .malformedMultipart("a part has a header line without a colon")
            }
            if line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "content-disposition" {
                disposition = String(line[line.index(after: colon)...])
            }
        }
        guard let disposition else { throw .malformedMultipart("a part has no Content-Disposition header") }
        let parameters = dispositionParameters(disposition)
        guard parameters.type == "form-data" else { throw .malformedMultipart("a part's disposition is not form-data") }
        guard let name = parameters.values["name"] else { throw .malformedMultipart("a part has no name") }
        guard name.utf8.count <= limits.maxKeyBytes else { throw .keyTooLong(limit: limits.maxKeyBytes) }
        return Entry(name: name, value: String(decoding: content, as: UTF8.self), filename: parameters.values["filename"])
    }

    /// The disposition type (lowercased) and its parameters (names lowercased; values unquoted,
    /// with `%22`, `%0D` and `%0A` decoded).
    private static func dispositionParameters(_ text: String) -> (type: String, values: [String: String]) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        func token() -> String {
            var value = String.UnicodeScalarView()
            while index < scalars.count, !";= \t".unicodeScalars.contains(scalars[index]) { value.append(scalars[index]); index += 1 }
            return String(value)
        }
        skipSpaces()
        let type = token().lowercased()
        var values: [String: String] = [:]
        while index < scalars.count {
            skipSpaces()
            guard index < scalars.count, scalars[index] == ";" else { index += 1; continue }
            index += 1
            skipSpaces()
            let name = token().lowercased()
            skipSpaces()
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            skipSpaces()
            var value = String.UnicodeScalarView()
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" { value.append(scalars[index]); index += 1 }
                index += 1
            } else {
                value = token().unicodeScalars
            }
            if values[name] == nil {
                values[name] = String(value).replacingOccurrences(of: "%22", with: "\"")
                    .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            }
        }
        return (type, values)
    }

    /// The first index at or after `from` where `needle` starts in `haystack` (searching no
    /// further than `limit` bytes past `from`), or `nil`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int, limit: Int = .max) -> Int? {
        guard !needle.isEmpty, from >= 0 else { return nil }
        let last = min(haystack.count - needle.count, limit == .max ? .max : from + limit - needle.count)
        guard from <= last else { return nil }
        let first = needle[0]
        var index = from
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
