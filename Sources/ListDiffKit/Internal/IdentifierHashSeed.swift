/// The process's seeds for the diff's hashes: two words drawn from `Hasher`'s per-process seed.
@usableFromInline
struct IdentifierHashSeed: Sendable {
    @usableFromInline let first: UInt64
    /// Every byte has its high bit set, so an ASCII word never cancels it (see ``hashASCII``).
    @usableFromInline let second: UInt64

    /// The seeds of this process.
    @usableFromInline static let process: IdentifierHashSeed = {
        var hasher = Hasher()
        hasher.combine(0x4C69_7374_4469_6666 as UInt64)
        var generator = SplitMix64(seed: UInt64(UInt(bitPattern: hasher.finalize())))
        return IdentifierHashSeed(first: generator.next(), second: generator.next())
    }()

    /// Seeds from two words (the high bit of each byte of `second` is set).
    init(first: UInt64, second: UInt64) {
        self.first = first
        self.second = second | 0x8080_8080_8080_8080
    }
}
