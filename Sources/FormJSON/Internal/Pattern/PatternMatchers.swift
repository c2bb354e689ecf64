/// Runs a regular ``PatternProgram`` as a Thompson NFA, every thread at once (Pike's VM without
/// captures, as RE2 and Rust's `regex` do when only "does it match?" is asked): one pass over the
/// text, each operation visited at most once per position, so a match costs O(operations × text)
/// whatever the pattern and the text — `(a|aa)*b` on a million `a`s included.
struct PikeMatcher {
    /// Whether `program` matches somewhere in `text` (its scalars or, for ASCII, its bytes).
    static func matches<Text: RandomAccessCollection>(_ program: PatternProgram, _ text: Text) -> Bool
    where Text.Index == Int, Text.Element: FixedWidthInteger {
        let size = program.operations.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 5 * size + 1) { memory in
            memory.initialize(repeating: 0)
            var run = Run(program: program, memory: memory, size: size)
            return run.matches(text)
        }
    }

    /// One run's state sets, in one temporary allocation: two sparse sets (dense and sparse
    /// arrays each) and a stack for the closure.
    struct Run {
        let program: PatternProgram
        let operations: [PatternProgram.Operation]
        var current: SparseSet
        var next: SparseSet
        let stack: UnsafeMutableBufferPointer<Int>

        init(program: PatternProgram, memory: UnsafeMutableBufferPointer<Int>, size: Int) {
            self.program = program
            operations = program.operations
            current = SparseSet(dense: UnsafeMutableBufferPointer(rebasing: memory[0..<size]),
                                sparse: UnsafeMutableBufferPointer(rebasing: memory[size..<(2 * size)]))
            next = SparseSet(dense: UnsafeMutableBufferPointer(rebasing: memory[(2 * size)..<(3 * size)]),
                             sparse: UnsafeMutableBufferPointer(rebasing: memory[(3 * size)..<(4 * size)]))
            stack = UnsafeMutableBufferPointer(rebasing: memory[(4 * size)..<(5 * size + 1)])
        }

        mutating func matches<Text: RandomAccessCollection>(_ text: Text) -> Bool
        where Text.Index == Int, Text.Element: FixedWidthInteger {
            let count = text.count
            var position = 0
            while true {
                // A search: a new thread starts at every position (at 0 alone when anchored).
                if position == 0 || !program.isAnchoredAtStart {
                    if Self.add(0, into: &current, at: position, text, operations: operations, stack: stack) { return true }
                }
                if current.count == 0 {
                    if program.isAnchoredAtStart || position >= count { return false }
                }
                if position >= count { return false }
                let scalar = UInt32(truncatingIfNeeded: text[text.startIndex + position])
                next.clear()
                for index in 0..<current.count {
                    let pc = current.dense[index]
                    guard case .set(let set, _) = operations[pc], program.sets[set].contains(scalar) else { continue }
                    if Self.add(pc + 1, into: &next, at: position + 1, text, operations: operations, stack: stack) { return true }
                }
                swap(&current, &next)
                position += 1
            }
        }

        /// Adds `pc` and everything reachable from it without consuming a scalar at `position`;
        /// returns whether that reaches `match`.
        static func add<Text: RandomAccessCollection>(_ pc: Int, into set: inout SparseSet, at position: Int, _ text: Text,
                                                      operations: [PatternProgram.Operation], stack: UnsafeMutableBufferPointer<Int>) -> Bool
        where Text.Index == Int, Text.Element: FixedWidthInteger {
            var top = 0
            stack[top] = pc
            top += 1
            while top > 0 {
                top -= 1
                let pc = stack[top]
                guard set.insert(pc) else { continue }
                switch operations[pc] {
                case .match:
                    return true
                case .set:
                    break
                case .jump(let target):
                    stack[top] = target
                    top += 1
                case .split(let first, let second):
                    stack[top] = second
                    stack[top + 1] = first
                    top += 2
                case .start:
                    if position == 0 { stack[top] = pc + 1; top += 1 }
                case .end:
                    if position == text.count { stack[top] = pc + 1; top += 1 }
                case .wordBoundary(let negated):
                    let before = position > 0 && isPatternWordScalar(UInt32(truncatingIfNeeded: text[text.startIndex + position - 1]))
                    let after = position < text.count && isPatternWordScalar(UInt32(truncatingIfNeeded: text[text.startIndex + position]))
                    if (before != after) != negated { stack[top] = pc + 1; top += 1 }
                case .save, .clearCaptures, .loopEnter, .loopCheck:
                    stack[top] = pc + 1
                    top += 1
                case .look, .backreference:
                    preconditionFailure("PikeMatcher runs regular programs only")
                }
            }
            return false
        }
    }

    /// A set of program counters with O(1) insert, test and clear (Briggs and Torczon).
    struct SparseSet {
        let dense: UnsafeMutableBufferPointer<Int>
        let sparse: UnsafeMutableBufferPointer<Int>
        var count = 0

        /// Inserts `value`; returns whether it was absent.
        @inline(__always)
        mutating func insert(_ value: Int) -> Bool {
            let slot = sparse[value]
            if slot < count && dense[slot] == value { return false }
            sparse[value] = count
            dense[count] = value
            count += 1
            return true
        }

        mutating func clear() { count = 0 }
    }
}

/// Runs a ``PatternProgram`` with lookaround or backreferences by backtracking, as ECMA-262
/// defines their meaning, under a budget of steps: a pattern that would take longer stops with
/// ``Exhausted`` instead of running for minutes.
struct BacktrackingMatcher<Text: RandomAccessCollection> where Text.Index == Int, Text.Element: FixedWidthInteger {
    /// The budget ran out.
    struct Exhausted: Error {}

    enum Frame {
        case branch(pc: Int, position: Int)
        case restoreCapture(slot: Int, value: Int)
        case restoreRegister(Int, value: Int)
    }

    let program: PatternProgram
    let operations: [PatternProgram.Operation]
    let text: Text
    var captures: [Int]
    var registers: [Int]
    var steps = 0
    let budget: Int

    init(program: PatternProgram, text: Text, budget: Int) {
        self.program = program
        operations = program.operations
        self.text = text
        captures = Array(repeating: -1, count: 2 * program.groupCount + 2)
        registers = Array(repeating: -1, count: program.registerCount)
        self.budget = budget
    }

    /// Whether the program matches somewhere in the text.
    mutating func matches() throws(Exhausted) -> Bool {
        let last = program.isAnchoredAtStart ? 0 : text.count
        for start in 0...last {
            for slot in captures.indices { captures[slot] = -1 }
            if try run(from: 0, at: start) != nil { return true }
        }
        return false
    }

    @inline(__always)
    func scalar(at position: Int) -> UInt32 { UInt32(truncatingIfNeeded: text[text.startIndex + position]) }

    /// Runs from `pc` at `position` until a `match` (returning the position there) or until every
    /// branch failed (`nil`).
    mutating func run(from pc: Int, at position: Int) throws(Exhausted) -> Int? {
        var stack: [Frame] = []
        var pc = pc
        var position = position
        while true {
            steps += 1
            if steps > budget { throw Exhausted() }
            var failed = false
            switch operations[pc] {
            case .match:
                return position
            case .set(let set, let backward):
                if backward {
                    if position > 0, program.sets[set].contains(scalar(at: position - 1)) {
                        position -= 1
                        pc += 1
                    } else {
                        failed = true
                    }
                } else if position < text.count, program.sets[set].contains(scalar(at: position)) {
                    position += 1
                    pc += 1
                } else {
                    failed = true
                }
            case .split(let first, let second):
                stack.append(.branch(pc: second, position: position))
                pc = first
            case .jump(let target):
                pc = target
            case .start:
                if position == 0 { pc += 1 } else { failed = true }
            case .end:
                if position == text.count { pc += 1 } else { failed = true }
            case .wordBoundary(let negated):
                let before = position > 0 && isPatternWordScalar(scalar(at: position - 1))
                let after = position < text.count && isPatternWordScalar(scalar(at: position))
                if (before != after) != negated { pc += 1 } else { failed = true }
            case .save(let slot):
                stack.append(.restoreCapture(slot: slot, value: captures[slot]))
                captures[slot] = position
                pc += 1
            case .clearCaptures(let from, let to):
                for slot in from..<to where captures[slot] != -1 {
                    stack.append(.restoreCapture(slot: slot, value: captures[slot]))
                    captures[slot] = -1
                }
                pc += 1
            case .loopEnter(let register):
                stack.append(.restoreRegister(register, value: registers[register]))
                registers[register] = position
                pc += 1
            case .loopCheck(let register):
                if registers[register] == position { failed = true } else { pc += 1 }
            case .look(let start, let negated):
                let before = captures
                let savedRegisters = registers
                let matched = try run(from: start, at: position) != nil
                registers = savedRegisters
                if negated || !matched {
                    captures = before
                } else {
                    // A lookahead is atomic; what it captured stays until the match backtracks
                    // past it.
                    for slot in captures.indices where captures[slot] != before[slot] {
                        stack.append(.restoreCapture(slot: slot, value: before[slot]))
                    }
                }
                if matched != negated { pc += 1 } else { failed = true }
            case .backreference(let group, let backward):
                let start = captures[2 * group], end = captures[2 * group + 1]
                if start < 0 || end < start {
                    pc += 1   // a group that took no part matches the empty string
                } else {
                    let length = end - start
                    if backward {
                        if position - length >= 0, (0..<length).allSatisfy({ scalar(at: start + $0) == scalar(at: position - length + $0) }) {
                            position -= length
                            pc += 1
                        } else {
                            failed = true
                        }
                    } else if position + length <= text.count, (0..<length).allSatisfy({ scalar(at: start + $0) == scalar(at: position + $0) }) {
                        position += length
                        pc += 1
                    } else {
                        failed = true
                    }
                    steps += length
                }
            }
            guard failed else { continue }
            // Back to the last branch, undoing what was recorded since.
            var resumed = false
            while let frame = stack.popLast() {
                switch frame {
                case .branch(let target, let at):
                    pc = target
                    position = at
                    resumed = true
                case .restoreCapture(let slot, let value):
                    captures[slot] = value
                case .restoreRegister(let register, let value):
                    registers[register] = value
                }
                if resumed { break }
            }
            if !resumed { return nil }
        }
    }
}
