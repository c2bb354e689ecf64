/// A header or footer's place: its kind and section.
struct SupplementaryKey: Hashable {
    var kind: String
    var section: Int
}
