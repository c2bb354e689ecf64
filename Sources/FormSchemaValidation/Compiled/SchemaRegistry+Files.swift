import FormJSON
import Foundation

/// A referenced schema file that could not be read.
public struct SchemaFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public let path: String
    /// Why: missing bytes, too large, or not JSON.
    public let reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

extension SchemaRegistry {
    /// Registers the schema files a document's `$ref`s name, and the files theirs name in turn:
    /// schemas split across files, as real ones are (`"$ref": "address.json#/$defs/street"`).
    ///
    /// Each `$ref` is resolved against the base URI where it stands (`retrievedFrom`, changed by
    /// each `$id` on the way, RFC 3986 §5). A `file:` URI is read from that file; a URI starting
    /// with one of `folders`' prefixes is read from the folder (`http://localhost:1234/` mapped to
    /// `remotes/` reads `remotes/tree.json` for `http://localhost:1234/tree.json`). Nothing is
    /// fetched from the network: any other URI is left for the document to report as a `$ref` it
    /// cannot resolve, and so is a file that does not exist.
    /// - Parameters:
    ///   - document: the document, as parsed.
    ///   - uri: the absolute URI it was retrieved from (`file:///srv/order.schema.json`).
    ///   - folders: URI prefixes and the folders that hold what they name.
    ///   - limits: ``SchemaLimits/maximumDocumentBytes`` bounds each file; at most 100 files.
    /// - Throws: ``SchemaFileError`` for a file that exists but is too large or is not JSON, or
    ///   for more than 100 files.
    /// - Complexity: O(*n*) in the size of the documents read.
    public mutating func registerReferencedFiles(of document: JSONValue, retrievedFrom uri: String,
                                                 folders: [(prefix: String, folder: URL)] = [],
                                                 limits: SchemaLimits = .default) throws(SchemaFileError) {
        var pending: [(JSONValue, String)] = [(document, SchemaURI.split(uri).uri)]
        var seen: Set<String> = [SchemaURI.split(uri).uri]
        var read = 0
        while let (json, base) = pending.popLast() {
            for reference in Self.references(in: json, base: base) {
                let target = SchemaURI.split(reference).uri
                guard !target.isEmpty, seen.insert(target).inserted, self.document(at: target) == nil,
                      let file = Self.file(for: target, folders: folders) else { continue }
                guard FileManager.default.fileExists(atPath: file.path) else { continue }
                read += 1
                guard read <= 100 else { throw SchemaFileError(path: file.path, reason: "more than 100 referenced files") }
                let data: Data
                do {
                    data = try Data(contentsOf: file)
                } catch {
                    throw SchemaFileError(path: file.path, reason: "cannot be read (\(error.localizedDescription))")
                }
                guard data.count <= limits.maximumDocumentBytes else {
                    throw SchemaFileError(path: file.path, reason: "has \(data.count) bytes; the limit is \(limits.maximumDocumentBytes)")
                }
                let parsed: JSONValue
                do {
                    parsed = try JSONValue(parsing: data)
                } catch {
                    throw SchemaFileError(path: file.path, reason: "is not JSON: \(error)")
                }
                register(parsed, as: target)
                pending.append((parsed, target))
            }
        }
    }

    /// The file a fragment-free URI names: a `file:` URI's path, or a mapped prefix's file.
    static func file(for uri: String, folders: [(prefix: String, folder: URL)]) -> URL? {
        if uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL { return url }
        for (prefix, folder) in folders where uri.hasPrefix(prefix) {
            let rest = String(uri.dropFirst(prefix.count))
            guard !rest.split(separator: "/").contains("..") else { continue }
            return folder.appendingPathComponent(rest.removingPercentEncoding ?? rest)
        }
        return nil
    }

    /// Every `$ref` of `json`, resolved against the base where it stands (each `$id` on the way
    /// changes it); values of `enum`, `const`, `default` and `examples` are data, not schemas.
    static func references(in json: JSONValue, base: String) -> [String] {
        var found: [String] = []
        func visit(_ value: JSONValue, _ base: String, depth: Int) {
            guard depth < 64 else { return }
            switch value {
            case .object(let object):
                var here = base
                if let id = object["$id"]?.stringValue, !id.hasPrefix("#") { here = SchemaURI.resolve(id, against: base) }
                if let reference = object["$ref"]?.stringValue { found.append(SchemaURI.resolve(reference, against: here)) }
                for (key, member) in object where !["enum", "const", "default", "examples"].contains(key) {
                    visit(member, here, depth: depth + 1)
                }
            case .array(let elements):
                for element in elements { visit(element, base, depth: depth + 1) }
            default:
                break
            }
        }
        visit(json, base, depth: 0)
        return found
    }
}
