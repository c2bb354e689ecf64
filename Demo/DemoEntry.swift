import Foundation
import FormKit
import ListDiffKit
import ListKit

/// One demo: a name to run it by, a line to describe it, and what it prints.
struct DemoEntry {
    let name: String
    let summary: String
    let run: @MainActor (DemoContext) -> String
}
