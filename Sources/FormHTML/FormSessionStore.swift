import Foundation

/// Where a server keeps each visitor's forms between requests: a bounded, expiring store of
/// sessions keyed by a cookie.
///
/// - **Bounded, by count and by bytes.** At most ``Options/capacity`` sessions, and at most
///   ``Options/maximumBytes`` of them by their estimate (``FormSessionSized/estimatedBytes``,
///   read again after every request, so rows added count): a new or growing session beyond either
///   bound pushes out the ones used least recently (never the one answering).
/// - **Made for pages, not for refusals.** A new visitor's session is kept (and its cookie set)
///   only when the answer is a success, a redirect or a page to go on from (`422` or `403` in
///   HTML); a request answered with a refusal — a cross-site post, a body over its limits, an
///   unknown path — leaves nothing behind.
/// - **Tokens bound to it.** The session is made with its id (``init(options:now:makeSession:)-(_,_,(String)->Session)``):
///   give it to ``FormPageOptions/csrfBinding`` and each page's CSRF token holds for this visitor
///   alone — a token from another session, or a post with no session, is refused (and, from the
///   page's own origin, answered with the page filled in from the post, nothing lost). A new
///   session is a new id, so its tokens rotate with it.
/// - **Expiring.** A session unused for ``Options/lifetime`` is gone; each request that finds it
///   starts its lifetime again.
/// - **Losing nothing typed.** A session that expired, was pushed out, or was lost to a server
///   restart takes nothing from the person: the page in their browser still holds every value,
///   and its next full post carries them all into the new session's form (``FormPage`` binds
///   every control the page shows). With the same CSRF secret after a restart, that post is
///   accepted as it stands; with a new secret, ``FormPage`` answers `403` with the page filled in
///   from the post, to be checked and sent again.
/// - **Ids.** 128 random bits from the system's generator, as 32 hexadecimal digits; an id the
///   store did not issue (or no longer holds) is never adopted: the request gets a new session
///   and a new id (no session fixation).
///
/// ```swift
/// let store = FormSessionStore { id in
///     FormPage(manager: makeSignupForm(), options: FormPageOptions(title: "Sign up", csrfSecret: secret, csrfBinding: id))
/// }
/// let response = store.handle(request) { page in page.handle(request) }
/// ```
@MainActor
public final class FormSessionStore<Session> {
    /// The store's bounds and its cookie.
    public struct Options: Sendable {
        /// The most sessions kept. Default: 10,000.
        public var capacity: Int
        /// How long an unused session is kept. Default: 30 minutes.
        public var lifetime: Duration
        /// The cookie's name. Default: `form_session`.
        public var cookieName: String
        /// The cookie's `Path`. Default: `/`.
        public var cookiePath: String
        /// Whether the cookie is sent over HTTPS only (`Secure`). Default: `false` — set it
        /// whenever the site is served over HTTPS.
        public var isSecure: Bool
        /// The most bytes the sessions may hold together, by their estimates
        /// (``FormSessionSized/estimatedBytes``; a session type that does not conform counts 0).
        /// Default: 512 MiB.
        public var maximumBytes: Int

        /// Creates options.
        /// - Precondition: `capacity`, `lifetime` and `maximumBytes` are positive.
        public init(capacity: Int = 10_000, lifetime: Duration = .seconds(30 * 60), cookieName: String = "form_session",
                    cookiePath: String = "/", isSecure: Bool = false, maximumBytes: Int = 512 << 20) {
            precondition(capacity > 0, "FormSessionStore needs a capacity of at least one session, not \(capacity)")
            precondition(lifetime > .zero, "FormSessionStore needs a positive lifetime, not \(lifetime)")
            precondition(maximumBytes > 0, "FormSessionStore needs a positive maximumBytes, not \(maximumBytes)")
            self.maximumBytes = maximumBytes
            self.capacity = capacity
            self.lifetime = lifetime
            self.cookieName = cookieName
            self.cookiePath = cookiePath
            self.isSecure = isSecure
        }
    }

    /// One session, in the list from most to least recently used.
    private final class Entry {
        let id: String
        let session: Session
        var lastUsed: ContinuousClock.Instant
        /// The session's estimate when last measured.
        var bytes = 0
        var newer: Entry?
        weak var older: Entry?

        init(id: String, session: Session, lastUsed: ContinuousClock.Instant) {
            self.id = id
            self.session = session
            self.lastUsed = lastUsed
        }
    }

    /// The store's options.
    public let options: Options
    private let makeSession: (String) -> Session
    private let now: () -> ContinuousClock.Instant
    private var entries: [String: Entry] = [:]
    /// The least recently used entry; each entry's `newer` leads to ``newest``.
    private var oldest: Entry?
    private weak var newest: Entry?
    /// The sum of the entries' `Entry/bytes`.
    public private(set) var estimatedBytes = 0

    /// Creates a store whose sessions are made knowing their id: pass it to
    /// ``FormPageOptions/csrfBinding`` so that each visitor's tokens are theirs alone.
    /// - Parameters:
    ///   - options: bounds, lifetime and cookie.
    ///   - now: the clock (tests pass their own).
    ///   - makeSession: a new visitor's session (their forms), given its id (never sent back in a
    ///     page: the cookie carries it).
    public init(options: Options = Options(), now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                makeSession: @escaping (_ id: String) -> Session) {
        self.options = options
        self.now = now
        self.makeSession = makeSession
    }

    /// Creates a store whose sessions do not need their id (their pages' tokens are then the same
    /// for every visitor of a path: bind them with ``init(options:now:makeSession:)-(_,_,(String)->Session)``).
    public convenience init(options: Options = Options(), now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                            makeSession: @escaping () -> Session) {
        self.init(options: options, now: now) { _ in makeSession() }
    }

    /// How many sessions are held (expired ones may still count until a request removes them).
    public var count: Int { entries.count }

    /// Answers `request` with its visitor's session: the one its cookie names, if the store holds
    /// it and it has not expired, else a new one — whose cookie the response then sets.
    /// - Parameters:
    ///   - request: the request; its `Cookie` header is read.
    ///   - respond: answers the request with the session.
    /// - Returns: `respond`'s response, with `Set-Cookie` when the session is new and kept: a new
    ///   session is dropped unless the answer is below 400, or a page to go on from (`422` with
    ///   the form's errors, `403` with an expired page filled in from the post).
    /// - Complexity: amortized O(1) besides `respond` and the session's estimate: expired and
    ///   pushed-out sessions are removed from the least recently used end, each once.
    public func handle(_ request: FormHTTPRequest, _ respond: (Session) -> FormHTTPResponse) -> FormHTTPResponse {
        let instant = now()
        removeExpired(at: instant)
        if let entry = existing(for: request, at: instant) {
            let response = respond(entry.session)
            measure(entry)
            return response
        }
        let id = Self.newID()
        let entry = Entry(id: id, session: makeSession(id), lastUsed: instant)
        var response = respond(entry.session)
        guard Self.keepsNewSession(response) else { return response }
        insert(entry)
        response.headers.append(.init("Set-Cookie", cookie(id)))
        return response
    }

    /// Whether a new visitor's session is worth keeping after `response`: a success, a redirect,
    /// or a page to go on from (a form with its errors, an expired page filled in from a post).
    static func keepsNewSession(_ response: FormHTTPResponse) -> Bool {
        if response.status < 400 { return true }
        return (response.status == 403 || response.status == 422) && (response.header("Content-Type")?.hasPrefix("text/html") ?? false)
    }

    /// The session `request`'s cookie names, and `nil`; or a new session, kept, and its new id.
    /// - Complexity: amortized O(1), plus the session's estimate.
    public func session(for request: FormHTTPRequest) -> (session: Session, newID: String?) {
        let instant = now()
        removeExpired(at: instant)
        if let entry = existing(for: request, at: instant) { return (entry.session, nil) }
        let id = Self.newID()
        let entry = Entry(id: id, session: makeSession(id), lastUsed: instant)
        insert(entry)
        return (entry.session, id)
    }

    /// The live session `request`'s cookie names, made the newest.
    private func existing(for request: FormHTTPRequest, at instant: ContinuousClock.Instant) -> Entry? {
        guard let id = Self.cookieValue(named: options.cookieName, in: request.header("Cookie")), let entry = entries[id] else { return nil }
        entry.lastUsed = instant
        moveToNewest(entry)
        return entry
    }

    private func insert(_ entry: Entry) {
        entries[entry.id] = entry
        append(entry)
        measure(entry)
    }

    /// Reads `entry`'s estimate again, then pushes out the least recently used sessions (never
    /// `entry`) while the store is over a bound.
    private func measure(_ entry: Entry) {
        let bytes = (entry.session as? any FormSessionSized)?.estimatedBytes ?? 0
        estimatedBytes += bytes - entry.bytes
        entry.bytes = bytes
        while entries.count > options.capacity || estimatedBytes > options.maximumBytes, let victim = oldest, victim !== entry {
            remove(victim)
        }
    }

    /// Removes every session unused for longer than the lifetime.
    /// - Complexity: O(*e*) for *e* expired sessions.
    public func removeExpired() { removeExpired(at: now()) }

    /// The `Set-Cookie` value for a session id: `HttpOnly`, `SameSite=Lax`, no `Max-Age` (a
    /// browser session's cookie; the store's lifetime decides), `Secure` when asked.
    func cookie(_ id: String) -> String {
        "\(options.cookieName)=\(id); Path=\(options.cookiePath); HttpOnly; SameSite=Lax" + (options.isSecure ? "; Secure" : "")
    }

    // MARK: - The list

    private func removeExpired(at instant: ContinuousClock.Instant) {
        while let entry = oldest, instant - entry.lastUsed > options.lifetime { remove(entry) }
    }

    private func append(_ entry: Entry) {
        entry.older = newest
        entry.newer = nil
        if let newest { newest.newer = entry } else { oldest = entry }
        newest = entry
    }

    private func unlink(_ entry: Entry) {
        let older = entry.older, newer = entry.newer
        if let older { older.newer = newer } else { oldest = newer }
        if let newer { newer.older = older } else { newest = older }
        entry.older = nil
        entry.newer = nil
    }

    private func moveToNewest(_ entry: Entry) {
        guard entry !== newest else { return }
        unlink(entry)
        append(entry)
    }

    private func remove(_ entry: Entry) {
        entries[entry.id] = nil
        estimatedBytes -= entry.bytes
        unlink(entry)
    }

    // MARK: - Ids and cookies

    /// 128 random bits as 32 lowercase hexadecimal digits.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for _ in 0..<2 {
            var word = generator.next() as UInt64
            for _ in 0..<16 {
                bytes.append(digits[Int(word & 0xF)])
                word >>= 4
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value of the cookie `name` in a `Cookie` header (RFC 6265 §5.4: `name=value` pairs
    /// separated by `;`), when it looks like an id this store issues.
    static func cookieValue(named name: String, in header: String?) -> String? {
        guard let header else { return nil }
        for pair in header.split(separator: ";") {
            let trimmed = pair.drop { $0 == " " || $0 == "\t" }
            guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == name else { continue }
            let value = trimmed[trimmed.index(after: equals)...].prefix { $0 != " " && $0 != "\t" }
            if value.utf8.count == 32, value.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) { return String(value) }
        }
        return nil
    }
}

/// A session that can say about how much memory it holds, so that a ``FormSessionStore`` bounds
/// its sessions by bytes as well as by count. ``FormPage`` conforms; a session of several pages
/// sums theirs.
@MainActor
public protocol FormSessionSized {
    /// About how many bytes the session holds (an estimate, read after every request).
    var estimatedBytes: Int { get }
}
