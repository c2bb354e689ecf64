import Foundation

/// Supplies a collection view with its sections, items and views.
///
/// The counts must describe the data as it is *now*: before a batch update they must still be the
/// old counts, and after the batch's closure has run they must be the new ones (UIKit's rule).
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The number of items in each section of `sections`, in order: what
    /// ``collectionView(_:numberOfItemsInSection:)`` answers for each.
    ///
    /// A batch update that checks every section's count (as UIKit does) asks for all of them at
    /// once: a data source that answers in one pass saves a call per section (the list adapter
    /// does). The default asks section by section.
    /// - Returns: exactly `sections.count` counts.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSections sections: Range<Int>) -> [Int]
    /// A cell for the item at `indexPath`, dequeued from `collectionView` and configured.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// A header or footer view (`kind` is ``CollectionView/elementKindSectionHeader`` or
    /// ``CollectionView/elementKindSectionFooter``), dequeued from `collectionView`. The default
    /// returns `nil`: a blank area of the size the layout delegate gave.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView?
}

extension CollectionViewDataSource {
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSections sections: Range<Int>) -> [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for section in sections { counts.append(self.collectionView(collectionView, numberOfItemsInSection: section)) }
        return counts
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView? { nil }
}
