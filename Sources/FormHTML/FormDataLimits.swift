/// The bounds a posted body must keep before and while it is parsed; each broken bound is its own
/// ``FormDataError``.
///
/// The defaults follow the preview-server recommendations of the web reference: a body of 64 KiB,
/// 1,000 name–value pairs, names of 256 bytes.
public struct FormDataLimits: Sendable, Hashable {
    /// The most bytes a body may have; checked before parsing starts.
    public var maxBodyBytes: Int
    /// The most name–value pairs (multipart parts) a body may carry.
    public var maxPairs: Int
    /// The most bytes a name may have once decoded.
    public var maxKeyBytes: Int
    /// The most bytes the headers of one multipart part may have.
    public var maxPartHeaderBytes: Int
    /// The most repeating rows one post may make a fresh form add (a post from a page that had
    /// added rows, reaching a new session or a restarted server): a post that names more is
    /// refused with `413` before any row is added.
    public var maxRowsAdded: Int

    /// Creates limits.
    /// - Parameters:
    ///   - maxBodyBytes: the most bytes of a body; default 64 KiB.
    ///   - maxPairs: the most pairs; default 1,000.
    ///   - maxKeyBytes: the most bytes of a decoded name; default 256.
    ///   - maxPartHeaderBytes: the most bytes of one multipart part's headers; default 8 KiB.
    ///   - maxRowsAdded: the most rows one post may make a fresh form add; default 1,000.
    public init(maxBodyBytes: Int = 64 * 1024, maxPairs: Int = 1_000, maxKeyBytes: Int = 256, maxPartHeaderBytes: Int = 8 * 1024,
                maxRowsAdded: Int = 1_000) {
        self.maxBodyBytes = maxBodyBytes
        self.maxPairs = maxPairs
        self.maxKeyBytes = maxKeyBytes
        self.maxPartHeaderBytes = maxPartHeaderBytes
        self.maxRowsAdded = maxRowsAdded
    }
}
