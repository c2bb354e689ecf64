/// A regular ``PatternProgram`` turned into a deterministic automaton over ASCII bytes (subset
/// construction, as RE2 and Rust's `regex` build theirs, but all at once when the pattern is
/// made): one table look-up per byte of an ASCII text, no thread lists.
///
/// Bytes are first sorted into classes — the bytes every set of the program treats alike — so a
/// state has one transition per class, not per byte (`^[A-Z]{2}[0-9]{4}$` has four classes).
/// A state is the set of the program's threads waiting to read a byte (the kernel: where the
/// previous byte led, plus the search's new thread at every position when the pattern is not
/// anchored at its start), closed over the operations that read nothing. `^` holds in the first
/// state alone; `$` is checked once the text has ended (``acceptsAtEnd``).
///
/// Not built for a program with `\b`/`\B` (whose truth depends on the bytes on both sides) or one
/// whose automaton would exceed ``maximumStates`` or take more than ``maximumWork`` to build: those
/// run on ``PikeMatcher``, as every text with a scalar beyond ASCII does.
final class PatternDFA: @unchecked Sendable {
    // @unchecked: the buffers are written in `init` and only read afterwards.

    /// More states than this and the pattern runs on ``PikeMatcher`` instead.
    static let maximumStates = 2_000
    /// More steps than this building the automaton (operations visited by closures) and the
    /// pattern runs on ``PikeMatcher`` instead: making a pattern stays a matter of milliseconds
    /// whatever it is.
    static let maximumWork = 1_000_000

    /// Each byte's class.
    private let classes: UnsafeMutablePointer<UInt8>
    private let classCount: Int
    /// `transitions[state * classCount + class]`: the next state.
    private let transitions: UnsafeMutablePointer<Int32>
    /// Whether a state has matched already (the text after it does not matter).
    private let acceptsNow: UnsafeMutablePointer<Bool>
    /// Whether a state matches if the text ends there.
    private let acceptsAtEnd: UnsafeMutablePointer<Bool>
    /// Whether no match can follow a state (an anchored pattern whose threads all failed).
    private let isDead: UnsafeMutablePointer<Bool>
    let stateCount: Int

    /// Builds the automaton of `program`, or returns `nil` when it cannot (see above).
    /// - Complexity: O(states × classes × operations).
    init?(_ program: PatternProgram) {
        let operations = program.operations
        guard !program.needsBacktracking,
              !operations.contains(where: { if case .wordBoundary = $0 { true } else { false } }) else { return nil }

        // Byte classes: bytes that every set contains or lacks alike, refined set by set.
        var classOf = [UInt8](repeating: 0, count: 128)
        var classCount = 1
        for set in program.sets {
            var split = [Int](repeating: -1, count: 2 * classCount)
            var count = 0
            for byte in 0..<128 {
                let key = 2 * Int(classOf[byte]) + (set.contains(UInt32(byte)) ? 1 : 0)
                if split[key] < 0 {
                    split[key] = count
                    count += 1
                }
                classOf[byte] = UInt8(split[key])
            }
            classCount = count
        }
        var representatives = [UInt32](repeating: 0, count: classCount)
        for byte in (0..<128).reversed() { representatives[Int(classOf[byte])] = UInt32(byte) }

        /// The `.set` operations reachable from `kernel` reading nothing, and whether `.match` is.
        var mark = [Int](repeating: 0, count: operations.count), generation = 0, work = 0
        func closure(_ kernel: [Int], atStart: Bool, atEnd: Bool) -> (sets: [Int], matched: Bool) {
            generation += 1
            var stack = kernel, sets: [Int] = [], matched = false
            while let pc = stack.popLast() {
                work += 1
                guard mark[pc] != generation else { continue }
                mark[pc] = generation
                switch operations[pc] {
                case .match: matched = true
                case .set: sets.append(pc)
                case .jump(let target): stack.append(target)
                case .split(let first, let second):
                    stack.append(second)
                    stack.append(first)
                case .start: if atStart { stack.append(pc + 1) }
                case .end: if atEnd { stack.append(pc + 1) }
                case .save, .clearCaptures, .loopEnter, .loopCheck: stack.append(pc + 1)
                case .wordBoundary, .look, .backreference: break  // excluded above
                }
            }
            return (sets.sorted(), matched)
        }

        struct Key: Hashable {
            let kernel: [Int]
            let isStart: Bool
        }
        var states: [Key: Int] = [:]
        var pending: [(Key, Int)] = []
        var threads: [[Int]] = []
        var now: [Bool] = [], end: [Bool] = [], dead: [Bool] = []
        var table: [Int32] = []
        func state(_ key: Key) -> Int? {
            if let known = states[key] { return known }
            guard states.count < Self.maximumStates, work <= Self.maximumWork else { return nil }
            let middle = closure(key.kernel, atStart: key.isStart, atEnd: false)
            let index = states.count
            states[key] = index
            threads.append(middle.sets)
            now.append(middle.matched)
            end.append(middle.matched || closure(key.kernel, atStart: key.isStart, atEnd: true).matched)
            dead.append(key.kernel.isEmpty)
            table.append(contentsOf: repeatElement(Int32(index), count: classCount))
            pending.append((key, index))
            return index
        }
        guard state(Key(kernel: [0], isStart: true)) != nil else { return nil }
        while let (_, index) = pending.popLast() {
            guard !now[index], !dead[index] else { continue }
            for (offset, byte) in representatives.enumerated() {
                var kernel: [Int] = []
                work += threads[index].count
                for pc in threads[index] {
                    if case .set(let set, _) = operations[pc], program.sets[set].contains(byte) { kernel.append(pc + 1) }
                }
                if !program.isAnchoredAtStart { kernel.append(0) }
                kernel.sort()
                kernel = kernel.enumerated().compactMap { $0.offset > 0 && kernel[$0.offset - 1] == $0.element ? nil : $0.element }
                guard let next = state(Key(kernel: kernel, isStart: false)) else { return nil }
                table[index * classCount + offset] = Int32(next)
            }
        }

        self.classCount = classCount
        stateCount = states.count
        classes = .allocate(capacity: 128)
        classes.initialize(from: classOf, count: 128)
        transitions = .allocate(capacity: table.count)
        transitions.initialize(from: table, count: table.count)
        acceptsNow = .allocate(capacity: now.count)
        acceptsNow.initialize(from: now, count: now.count)
        acceptsAtEnd = .allocate(capacity: end.count)
        acceptsAtEnd.initialize(from: end, count: end.count)
        isDead = .allocate(capacity: dead.count)
        isDead.initialize(from: dead, count: dead.count)
    }

    deinit {
        classes.deallocate()
        transitions.deallocate()
        acceptsNow.deallocate()
        acceptsAtEnd.deallocate()
        isDead.deallocate()
    }

    /// Whether the program matches somewhere in `bytes`, every one of them ASCII.
    /// - Complexity: O(*n*): one look-up per byte.
    func matches(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var state = 0
        if acceptsNow[state] { return true }
        for byte in bytes {
            state = Int(transitions[state &* classCount &+ Int(classes[Int(byte)])])
            if acceptsNow[state] { return true }
            if isDead[state] { return false }
        }
        return acceptsAtEnd[state]
    }
}

/// A pattern that begins `^(?=…)(?!…)…` — lookaheads at the start, as password rules and length
/// limits are written (`^(?=.*[a-z])(?=.*\d).{8,64}$`, `^(?=.{1,253}$)…`) — run as automata: at
/// position 0 a lookahead only asks whether its body matches a prefix of the text, so the pattern
/// matches exactly when every positive body does, no negative one does, and the rest matches from
/// the start. Built only when every body and the rest are regular (no backreference can then read
/// what a lookahead captured) and each has its ``PatternDFA``.
struct LeadingLookaheads: Sendable {
    let looks: [(automaton: PatternDFA, negated: Bool)]
    let rest: PatternDFA

    init?(_ node: PatternNode, groupCount: Int) {
        var parts: [PatternNode] = []
        func flatten(_ node: PatternNode) {
            if case .sequence(let inner) = node { inner.forEach(flatten) } else { parts.append(node) }
        }
        flatten(node)
        guard case .start = parts.first else { return nil }
        var index = 0
        while index < parts.count, case .start = parts[index] { index += 1 }
        var looks: [(PatternDFA, Bool)] = []
        while index < parts.count, case .look(let body, behind: false, let negated) = parts[index] {
            guard body.isRegular,
                  let program = try? PatternProgram(.sequence([.start, body]), groupCount: groupCount),
                  let automaton = program.dfa else { return nil }
            looks.append((automaton, negated))
            index += 1
        }
        let rest = PatternNode.sequence([.start] + parts[index...])
        guard !looks.isEmpty, rest.isRegular,
              let program = try? PatternProgram(rest, groupCount: groupCount), let automaton = program.dfa else { return nil }
        self.looks = looks
        self.rest = automaton
    }

    /// Whether the pattern matches `bytes`, every one of them ASCII.
    /// - Complexity: O(*n*) per lookahead and for the rest.
    func matches(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (automaton, negated) in looks where automaton.matches(ascii: bytes) == negated { return false }
        return rest.matches(ascii: bytes)
    }
}
