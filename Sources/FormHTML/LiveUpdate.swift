/// The answer to a live update (see ``FormPage/handle(_:)``), as sent in JSON:
/// `{"revision": N, "fragments": [...]}`, with `"stale": true` when the post was refused as stale.
public struct LiveUpdate: Codable, Sendable, Hashable {
    /// One changed row of the page.
    public struct Fragment: Codable, Sendable, Hashable {
        /// What happened to the row.
        public enum Kind: String, Codable, Sendable, Hashable {
            /// A row appeared: `html` goes after `after`, else before `before`.
            case insert
            /// The row `id` left the page.
            case delete
            /// The row `id` moved after `after`, else before `before`; `html` is its markup.
            case move
            /// The row `id` is replaced by `html` (its focused control kept as it is).
            case reload
        }

        /// What happened to the row.
        public var kind: Kind
        /// The id of the row's wrapper element (`f-email:row`).
        public var id: String
        /// The id of the element the row goes right after (an insert or a move).
        public var after: String?
        /// The id of the element the row goes right before, when there is no `after`.
        public var before: String?
        /// The row's markup, rendered as in the full page (all but a delete).
        public var html: String?

        /// Creates a fragment.
        public init(kind: Kind, id: String, after: String? = nil, before: String? = nil, html: String? = nil) {
            self.kind = kind
            self.id = id
            self.after = after
            self.before = before
            self.html = html
        }
    }

    /// The form's revision after the post: the script drops a reply older than one it applied.
    public var revision: Int
    /// Whether the post was refused because the page's revision was not the form's.
    public var stale: Bool?
    /// Whether the change was applied but its rows cannot be placed one by one (a row in a group
    /// the page does not show yet, or a full reload of the collection view): the page is fetched
    /// again, and shows every value posted so far.
    public var reload: Bool?
    /// The changed rows, in the order to apply them: deletes, then inserts and moves in page
    /// order, then reloads.
    public var fragments: [Fragment]

    /// Creates a reply.
    public init(revision: Int, stale: Bool? = nil, reload: Bool? = nil, fragments: [Fragment]) {
        self.revision = revision
        self.stale = stale
        self.reload = reload
        self.fragments = fragments
    }
}
