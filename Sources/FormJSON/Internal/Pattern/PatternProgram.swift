/// A parsed pattern compiled to a program of simple operations (Thompson's construction, as RE2
/// and Rust's `regex` compile theirs), run either by ``PikeMatcher`` — every thread at once, one
/// pass over the text, O(program × text) whatever the pattern — or, for what an automaton cannot
/// do (lookaround, backreferences), by ``BacktrackingMatcher`` under a step budget.
struct PatternProgram: Sendable {
    enum Operation: Sendable, Equatable {
        /// Consume one scalar of `sets[index]` (the one before the position, when `backward`).
        case set(Int, backward: Bool)
        /// Go on at both; the first is preferred (a greedy quantifier's "once more").
        case split(Int, Int)
        case jump(Int)
        /// `^`, `$`.
        case start, end
        /// `\b`, or `\B` when `negated`.
        case wordBoundary(negated: Bool)
        /// Record the position in capture slot `slot` (group *g*'s start is slot 2*g*, its end
        /// 2*g* + 1). Backtracking only.
        case save(Int)
        /// Forget the captures in slots `from..<to`: a new iteration of a quantified group.
        /// Backtracking only.
        case clearCaptures(from: Int, to: Int)
        /// Record the position in loop register `register` (an iteration of `*` begins).
        /// Backtracking only.
        case loopEnter(Int)
        /// Fail when the position is the one `register` recorded: an iteration of `*` that
        /// matched nothing ends the loop (ECMA-262's RepeatMatcher). Backtracking only.
        case loopCheck(Int)
        /// A lookaround whose program starts at `start` and ends with its own `match`.
        case look(start: Int, negated: Bool)
        /// What group `group` captured, again (backward: ending at the position).
        case backreference(Int, backward: Bool)
        case match
    }

    private(set) var operations: [Operation] = []
    private(set) var sets: [ScalarSet] = []
    private var setIndices: [ScalarSet: Int] = [:]
    /// Capture groups (slots are twice as many, plus group 0's unused pair).
    private(set) var groupCount = 0
    private(set) var registerCount = 0
    /// Whether every match starts at position 0.
    private(set) var isAnchoredAtStart = false
    /// Whether the program uses operations only ``BacktrackingMatcher`` runs.
    private(set) var needsBacktracking = false

    /// More operations than this make the pattern too large: a pattern's counted repetitions are
    /// written out (`(a{100}){100}` is 10,000 copies), and an automaton's time is O(operations ×
    /// text).
    static let maximumOperations = 10_000

    /// Compiles `node`: for an automaton when it is regular, else (or when `backtracking`, as
    /// tests cross-check the two) for backtracking.
    init(_ node: PatternNode, groupCount: Int, backtracking: Bool = false) throws(TextPatternError) {
        self.groupCount = groupCount
        needsBacktracking = backtracking || !node.isRegular
        isAnchoredAtStart = node.isAnchoredAtStart
        try emit(node, backward: false)
        append(.match)
        try checkSize()
        dfa = PatternDFA(self)
    }

    /// The program as a deterministic automaton over ASCII bytes, when it has one.
    private(set) var dfa: PatternDFA?

    private mutating func append(_ operation: Operation) {
        operations.append(operation)
    }

    private func checkSize() throws(TextPatternError) {
        if operations.count > Self.maximumOperations {
            throw TextPatternError(offset: 0, message: "the pattern is too large once its counted repetitions are written out "
                + "(more than \(Self.maximumOperations) steps); use fewer or smaller {n,m}")
        }
    }

    private mutating func setIndex(_ set: ScalarSet) -> Int {
        if let index = setIndices[set] { return index }
        sets.append(set)
        setIndices[set] = sets.count - 1
        return sets.count - 1
    }

    /// The capture groups inside `node`, as a range of slots (empty when none).
    private static func captureSlots(in node: PatternNode) -> Range<Int> {
        var lowest = Int.max, highest = Int.min
        func visit(_ node: PatternNode) {
            switch node {
            case .capture(let inner, let index):
                lowest = min(lowest, index)
                highest = max(highest, index)
                visit(inner)
            case .sequence(let parts), .alternation(let parts): parts.forEach(visit)
            case .repetition(let inner, _, _, _), .look(let inner, _, _): visit(inner)
            default: break
            }
        }
        visit(node)
        return lowest <= highest ? (2 * lowest)..<(2 * highest + 2) : 0..<0
    }

    private mutating func emit(_ node: PatternNode, backward: Bool) throws(TextPatternError) {
        try checkSize()
        switch node {
        case .empty:
            break
        case .set(let set):
            append(.set(setIndex(set), backward: backward))
        case .sequence(let parts):
            for part in backward ? parts.reversed() : parts { try emit(part, backward: backward) }
        case .alternation(let parts):
            // split(L1, next) L1: part1 jump(end) next: split(L2, …) … last part.
            var jumps: [Int] = []
            for (offset, part) in parts.enumerated() {
                if offset < parts.count - 1 {
                    let split = operations.count
                    append(.split(split + 1, -1))
                    try emit(part, backward: backward)
                    jumps.append(operations.count)
                    append(.jump(-1))
                    operations[split] = .split(split + 1, operations.count)
                } else {
                    try emit(part, backward: backward)
                }
            }
            for jump in jumps { operations[jump] = .jump(operations.count) }
        case .repetition(let inner, let minimum, let maximum, let greedy):
            try emitRepetition(inner, minimum: minimum, maximum: maximum, greedy: greedy, backward: backward)
        case .capture(let inner, let index):
            guard needsBacktracking else { return try emit(inner, backward: backward) }
            append(.save(backward ? 2 * index + 1 : 2 * index))
            try emit(inner, backward: backward)
            append(.save(backward ? 2 * index : 2 * index + 1))
        case .start:
            append(.start)
        case .end:
            append(.end)
        case .wordBoundary(let negated):
            append(.wordBoundary(negated: negated))
        case .look(let inner, let behind, let negated):
            // The lookaround's own program sits after a jump over it.
            let look = operations.count
            append(.look(start: look + 2, negated: negated))
            let jump = operations.count
            append(.jump(-1))
            try emit(inner, backward: behind)
            append(.match)
            operations[jump] = .jump(operations.count)
        case .backreference(let group):
            append(.backreference(group, backward: backward))
        }
    }

    private mutating func emitRepetition(_ inner: PatternNode, minimum: Int, maximum: Int?, greedy: Bool,
                                         backward: Bool) throws(TextPatternError) {
        let slots = needsBacktracking ? Self.captureSlots(in: inner) : 0..<0
        func iteration(_ program: inout PatternProgram) throws(TextPatternError) {
            if !slots.isEmpty { program.append(.clearCaptures(from: slots.lowerBound, to: slots.upperBound)) }
            try program.emit(inner, backward: backward)
        }
        for _ in 0..<minimum { try iteration(&self) }
        if let maximum {
            // Optional copies, each inside the one before: split(copy, end) copy split(copy, end) …
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(operations.count)
                append(.split(-1, -1))
                try iteration(&self)
            }
            let end = operations.count
            for split in splits { operations[split] = greedy ? .split(split + 1, end) : .split(end, split + 1) }
        } else {
            // loop: split(body, end) body: [loopEnter] iteration [loopCheck] jump(loop) end:
            let loop = operations.count
            append(.split(-1, -1))
            let register = registerCount
            if needsBacktracking {
                registerCount += 1
                append(.loopEnter(register))
            }
            try iteration(&self)
            if needsBacktracking { append(.loopCheck(register)) }
            append(.jump(loop))
            let end = operations.count
            operations[loop] = greedy ? .split(loop + 1, end) : .split(end, loop + 1)
        }
    }
}

/// ECMA-262's word characters, for `\b` and `\B`.
@inline(__always)
func isPatternWordScalar(_ value: UInt32) -> Bool {
    (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
}
