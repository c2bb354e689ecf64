import Foundation

extension IndexPath {
    /// An index path of two indexes, `[section, item]`, built the same way on every platform.
    ///
    /// On Apple platforms UIKit and AppKit spell it `IndexPath(item:section:)`; the package's own code
    /// uses this initializer so that it builds with or without them.
    /// - Parameters:
    ///   - listItem: the item's index inside its section.
    ///   - section: the section's index.
    @inlinable
    public init(listItem: Int, section: Int) {
        self.init(indexes: [section, listItem])
    }
}

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// An index path of an item in a section: `[section, item]`.
    ///
    /// UIKit and AppKit provide this on Apple platforms; ListDiffKit provides it where they are absent.
    /// - Parameters:
    ///   - item: the item's index inside its section.
    ///   - section: the section's index.
    @inlinable
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section index: the first index of a two-index path.
    ///
    /// - Precondition: the path has exactly two indexes.
    @inlinable
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section needs a path of exactly two indexes, got \(count)")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section needs a path of exactly two indexes, got \(count)")
            self[0] = newValue
        }
    }

    /// The item index: the second index of a two-index path.
    ///
    /// - Precondition: the path has exactly two indexes.
    @inlinable
    public var item: Int {
        get {
            precondition(count == 2, "IndexPath.item needs a path of exactly two indexes, got \(count)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.item needs a path of exactly two indexes, got \(count)")
            self[1] = newValue
        }
    }
}
#endif
