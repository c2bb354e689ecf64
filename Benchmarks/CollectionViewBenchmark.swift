import Foundation
import ListDiffKit
import ListKit

/// A section of `count` numbered items that can grow at the front in O(1), so the benchmark
/// measures the collection view, not the model.
@MainActor
final class CountingModel: CollectionViewDataSource, CollectionViewLayoutDelegate {
    var count: Int
    var first = 0

    init(count: Int) { self.count = count }

    final class NumberCell: CollectionViewCell {
        var number = 0
        override func render(in context: RenderContext) -> [String] { ["item \(number)"] }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(of: NumberCell.self, for: indexPath)
        cell.number = first + indexPath.item
        return cell
    }
    func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> ListSize {
        ListSize(width: collectionView.width, height: 1 + (first + indexPath.item) % 3)
    }
}

/// Viewport rendering, a reload and an insert at the front, with 1k and with 1M items: the cost
/// must grow with log n, not n.
@MainActor
struct CollectionViewBenchmark {
    let runs: Int

    func run() throws {
        print("CollectionView benchmark: median of \(runs) run(s), microseconds, one section")
        print("")
        let sizes = [1_000, 1_000_000]
        let models = sizes.map { CountingModel(count: $0) }
        let views = models.map { model in
            let view = CollectionView(width: 60, height: 50)
            view.dataSource = model
            view.layoutDelegate = model
            view.layoutIfNeeded()
            view.scroll(to: view.maximumContentOffset / 2)
            return view
        }
        var render: [[Double]] = [[], []]
        var reload: [[Double]] = [[], []]
        var insert: [[Double]] = [[], []]
        let clock = ContinuousClock()
        var sink = 0
        for _ in 0..<runs {
            for index in sizes.indices {
                let view = views[index]
                let model = models[index]
                render[index].append(microseconds(clock.measure { sink &+= view.renderViewport().utf8.count }))
                let visible = view.indexPathsForVisibleItems[view.indexPathsForVisibleItems.count / 2]
                try reload[index].append(microseconds(clock.measure { try view.reloadItems(at: [visible]) }))
                model.count += 1
                model.first -= 1
                try insert[index].append(microseconds(clock.measure { try view.insertItems(at: [IndexPath(listItem: 0, section: 0)]) }))
            }
        }
        print("operation                                1k items    1M items    1M/1k")
        for (name, samples) in [("render a 50-line viewport mid-content", render), ("reload one visible item", reload),
                                ("insert one item at the front", insert)] {
            let small = median(samples[0])
            let large = median(samples[1])
            print(name.padding(toLength: 38, withPad: " ", startingAt: 0)
                + String(format: "%10.1f  %10.1f  %7.2f×", small, large, large / small))
        }
        if sink == 42 { print("") }
    }
}
