import Foundation

/// Where a server keeps each visitor's forms between requests: a bounded, expiring store of
/// sessions keyed by a cookie.
///
/// - **Bounded.** At most ``Options/capacity`` sessions; a new one beyond it pushes out the one
///   used least recently.
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
/// let store = FormSessionStore { FormPage(manager: makeSignupForm(), options: options) }
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

        /// Creates options.
        /// - Precondition: `capacity` is positive and `lifetime` is positive.
        public init(capacity: Int = 10_000, lifetime: Duration = .seconds(30 * 60), cookieName: String = "form_session",
                    cookiePath: String = "/", isSecure: Bool = false) {
            precondition(capacity > 0, "FormSessionStore needs a capacity of at least one session, not \(capacity)")
            precondition(lifetime > .zero, "FormSessionStore needs a positive lifetime, not \(lifetime)")
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
    private let makeSession: () -> Session
    private let now: () -> ContinuousClock.Instant
    private var entries: [String: Entry] = [:]
    /// The least recently used entry; each entry's `newer` leads to ``newest``.
    private var oldest: Entry?
    private weak var newest: Entry?

    /// Creates a store.
    /// - Parameters:
    ///   - options: capacity, lifetime and cookie.
    ///   - now: the clock (tests pass their own).
    ///   - makeSession: a new visitor's session (their forms).
    public init(options: Options = Options(), now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
                makeSession: @escaping () -> Session) {
        self.options = options
        self.now = now
        self.makeSession = makeSession
    }

    /// How many sessions are held (expired ones may still count until a request removes them).
    public var count: Int { entries.count }

    /// Answers `request` with its visitor's session: the one its cookie names, if the store holds
    /// it and it has not expired, else a new one — whose cookie the response then sets.
    /// - Parameters:
    ///   - request: the request; its `Cookie` header is read.
    ///   - respond: answers the request with the session.
    /// - Returns: `respond`'s response, with `Set-Cookie` when the session is new.
    /// - Complexity: amortized O(1) besides `respond`: expired sessions are removed from the least
    ///   recently used end, each once.
    public func handle(_ request: FormHTTPRequest, _ respond: (Session) -> FormHTTPResponse) -> FormHTTPResponse {
        let (session, newID) = session(for: request)
        var response = respond(session)
        if let newID { response.headers.append(.init("Set-Cookie", cookie(newID))) }
        return response
    }

    /// The session `request`'s cookie names, and `nil`; or a new session and its new id.
    /// - Complexity: amortized O(1).
    public func session(for request: FormHTTPRequest) -> (session: Session, newID: String?) {
        let instant = now()
        removeExpired(at: instant)
        if let id = Self.cookieValue(named: options.cookieName, in: request.header("Cookie")), let entry = entries[id] {
            entry.lastUsed = instant
            moveToNewest(entry)
            return (entry.session, nil)
        }
        let id = Self.newID()
        let entry = Entry(id: id, session: makeSession(), lastUsed: instant)
        entries[id] = entry
        append(entry)
        while entries.count > options.capacity, let victim = oldest { remove(victim) }
        return (entry.session, id)
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
