import Foundation
import FormKit
import FormTerminal
import ListKit

/// A draft file: written whole or not at all (a temporary file renamed over it), readable by its
/// owner only.
enum DraftFile {
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    static func write(_ text: String, to path: String) throws(WriteError) {
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw WriteError(description: String(cString: strerror(errno))) }
        do {
            try OutputFile(descriptor: descriptor).write(text)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw WriteError(description: error.description)
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(description: message)
        }
    }
}
