import Foundation
import Testing

/// The documents show only code the compiler checks, and what that code prints.
@Suite struct DocumentSnippetTests {
    @Test func everySwiftBlockOfEveryDocumentIsACompiledRegion() {
        let regions = DocumentSnippets.allRegions()
        let texts = Set(regions.map(\.text))
        let blocks = DocumentSnippets.allBlocks().filter { $0.language == "swift" }
        #expect(blocks.count > 20, "the documents show \(blocks.count) Swift blocks: is the search broken?")
        for block in blocks where !texts.contains(block.text) {
            let first = block.text.split(separator: "\n").first ?? ""
            Issue.record("\(block.file):\(block.line): a Swift block that no compiled region holds, starting `\(first)`")
        }
    }

    @Test func everyRegionIsShownByADocument() {
        let shown = Set(DocumentSnippets.allBlocks().filter { $0.language == "swift" }.map(\.text))
        let regions = DocumentSnippets.allRegions()
        #expect(regions.count > 20)
        var names: Set<String> = []
        for region in regions {
            #expect(names.insert(region.name).inserted, "\(region.file):\(region.line): a second region named \(region.name)")
            if !shown.contains(region.text) {
                Issue.record("\(region.file):\(region.line): region \(region.name) is in no document as written")
            }
        }
    }

    @Test func theChecksFindADriftedBlock() {
        // The comparison itself: indentation and trailing spaces do not matter, a changed word does.
        let region = DocumentSnippets.normalized(["        let a = 1   ", "        print(a)", ""])
        #expect(region == "let a = 1\nprint(a)")
        #expect(DocumentSnippets.normalized(["  let a = 1", "  print(a)"]) == region)
        #expect(DocumentSnippets.normalized(["let a = 2", "print(a)"]) != region)
    }
}

/// Compares what snippet `name` printed with the block each document shows right after it.
func expectShownOutput(of name: String, _ printed: Printed, sourceLocation: SourceLocation = #_sourceLocation) {
    let shown = DocumentSnippets.shownOutputs(of: name)
    if let problem = shown.problem {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        return
    }
    // Rewritten from the last, so that the earlier blocks' line numbers still hold.
    for block in shown.blocks.reversed() {
        #expect(block.language != "swift", "\(block.file):\(block.line): snippet \(name) is followed by Swift, not its output",
                sourceLocation: sourceLocation)
        if printed.text != block.text, ProcessInfo.processInfo.environment["UPDATE_SNIPPET_OUTPUT"] == "1" {
            DocumentSnippets.replaceBlock(block, with: printed.text)
            continue
        }
        #expect(printed.text == block.text, """
            \(block.file):\(block.line): snippet \(name) prints something else than shown \
            (UPDATE_SNIPPET_OUTPUT=1 swift test --filter DocumentationTests writes what it printed)
            """, sourceLocation: sourceLocation)
    }
}
