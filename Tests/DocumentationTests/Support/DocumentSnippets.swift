import Foundation
import Synchronization

/// The documents' Swift blocks and the compiled regions they must equal.
///
/// A document is the README, a Markdown file of a documentation catalog (`Sources/*/*.docc`), or a
/// doc comment of the library's sources (its Swift blocks are on the symbols' pages).
/// A region is the text between `// snippet: NAME` and `// snippet end` in a Swift file of this test
/// target or of a package under `Examples/` (which CI builds and runs). Every ```swift block of
/// every document must be the text of some region, compared line by line after removing the
/// common indentation and trailing spaces — so a block can only change together with code the
/// compiler checks, and a region no document shows is reported too.
enum DocumentSnippets {
    struct Block: Sendable {
        let file: String
        let line: Int
        let language: String
        let text: String
    }

    struct Region: Sendable {
        let name: String
        let file: String
        let line: Int
        let text: String
    }

    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
               FileManager.default.fileExists(atPath: url.appendingPathComponent("README.md").path) {
                return url
            }
        }
        fatalError("DocumentSnippets: no package root above \(#filePath)")
    }()

    /// The README and every catalog's Markdown files, as paths relative to the root.
    static func documentPaths() -> [String] {
        var paths = ["README.md"]
        paths += files(under: "Sources", where: { $0.hasSuffix(".md") && $0.contains(".docc/") })
        return paths.sorted()
    }

    static func regionSourcePaths() -> [String] {
        let tests = files(under: "Tests/DocumentationTests", where: { $0.hasSuffix(".swift") })
        let examples = files(under: "Examples", where: { $0.hasSuffix(".swift") && !$0.contains("/.build/") })
        return (tests + examples).sorted()
    }

    static func files(under folder: String, where keep: (String) -> Bool) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        for case let url as URL in walker {
            // Examples/ListKit is a link to the root: never walk into it.
            if url.lastPathComponent == "ListKit", folder == "Examples" { walker.skipDescendants(); continue }
            if url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
            let relative = folder + "/" + url.path.dropFirst(base.path.count + 1)
            if keep(relative) { found.append(relative) }
        }
        return found
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Every fenced block of a document, with its info string ("swift", "sh", "" …).
    static func blocks(in path: String) -> [Block] {
        let lines = read(path).components(separatedBy: "\n")
        var result: [Block] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].drop(while: { $0 == " " })
            if trimmed.hasPrefix("```") {
                let indent = lines[index].count - trimmed.count
                let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                var body: [String] = []
                var end = index + 1
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(String(lines[end].dropFirst(min(indent, lines[end].prefix(while: { $0 == " " }).count))))
                    end += 1
                }
                result.append(Block(file: path, line: index + 1, language: language, text: normalized(body)))
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }

    static func regions(in path: String) -> [Region] {
        let lines = read(path).components(separatedBy: "\n")
        var result: [Region] = []
        var open: (name: String, line: Int, body: [String])?
        for (number, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet: ") {
                precondition(open == nil, "\(path):\(number + 1): a snippet opens inside snippet \(open!.name)")
                open = (String(trimmed.dropFirst("// snippet: ".count)), number + 1, [])
            } else if trimmed == "// snippet end" {
                guard let region = open else { preconditionFailure("\(path):\(number + 1): a snippet ends that never began") }
                result.append(Region(name: region.name, file: path, line: region.line, text: normalized(region.body)))
                open = nil
            } else if open != nil {
                open!.body.append(line)
            }
        }
        precondition(open == nil, "\(path): snippet \(open?.name ?? "") never ends")
        return result
    }

    /// Writes `text` into the document in place of `block`'s lines (for UPDATE_SNIPPET_OUTPUT=1).
    static func replaceBlock(_ block: Block, with text: String) {
        let url = root.appendingPathComponent(block.file)
        var lines = read(block.file).components(separatedBy: "\n")
        let fence = block.line - 1
        let indent = String(lines[fence].prefix(while: { $0 == " " }))
        var end = fence + 1
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
        let body = text.components(separatedBy: "\n").map { $0.isEmpty ? "" : indent + $0 }
        lines.replaceSubrange(fence + 1 ..< end, with: body)
        try? lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// The Swift blocks of the library's doc comments (`/// ```swift` … `/// ````), which DocC
    /// shows on each symbol's page.
    static func docCommentBlocks(in path: String) -> [Block] {
        let lines = read(path).components(separatedBy: "\n")
        var result: [Block] = []
        var index = 0
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces) == "/// ```swift" {
                var body: [String] = []
                var end = index + 1
                while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "/// ```" {
                    let line = lines[end].drop(while: { $0 == " " })
                    body.append(line.hasPrefix("/// ") ? String(line.dropFirst(4)) : String(line.dropFirst(3)))
                    end += 1
                }
                result.append(Block(file: path, line: index + 1, language: "swift", text: normalized(body)))
                index = end + 1
            } else {
                index += 1
            }
        }
        return result
    }

    static func librarySourcePaths() -> [String] {
        files(under: "Sources", where: { $0.hasSuffix(".swift") }).sorted()
    }

    static func allBlocks() -> [Block] {
        documentPaths().flatMap(blocks(in:)) + librarySourcePaths().flatMap(docCommentBlocks(in:))
    }
    static func allRegions() -> [Region] { regionSourcePaths().flatMap(regions(in:)) }

    /// The lines without their common indentation, trailing spaces, and empty lines around them.
    static func normalized(_ lines: [String]) -> String {
        var lines = lines.map { line -> String in
            var line = line
            while line.last == " " || line.last == "\t" { line.removeLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }

    /// The blocks right after every document block that shows region `name`: what that snippet
    /// prints, as each document shows it.
    static func shownOutputs(of name: String) -> (blocks: [Block], problem: String?) {
        guard let region = allRegions().first(where: { $0.name == name }) else {
            return ([], "no region is named \(name)")
        }
        var found: [Block] = []
        for path in documentPaths() {
            let blocks = blocks(in: path)
            for (index, block) in blocks.enumerated() where block.language == "swift" && block.text == region.text {
                guard index + 1 < blocks.count else { return ([], "\(path): nothing follows snippet \(name)") }
                found.append(blocks[index + 1])
            }
        }
        if found.isEmpty { return ([], "no document shows snippet \(name)") }
        return (found, nil)
    }
}

/// What a snippet prints, kept for comparison with the block the document shows after it.
final class Printed: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ items: [Any], separator: String, terminator: String) {
        let text = items.map { "\($0)" }.joined(separator: separator) + terminator
        lines.withLock { $0.append(text) }
    }

    var text: String {
        DocumentSnippets.normalized(lines.withLock { $0.joined() }.components(separatedBy: "\n"))
    }
}

/// A suite whose snippets' `print` goes to `printed` instead of standard output.
protocol PrintingSnippets {
    var printed: Printed { get }
}

extension PrintingSnippets {
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        printed.append(items, separator: separator, terminator: terminator)
    }
}

/// Runs a doc comment's lines as written — expressions whose results the comment states — and
/// returns each line's result in order (`()` for a statement), so a test can check the comment.
@resultBuilder
enum Shown {
    static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
    static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
}

func shown(@Shown _ lines: () throws -> [Any]) rethrows -> [Any] { try lines() }
