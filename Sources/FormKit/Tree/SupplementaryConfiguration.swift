import Foundation
import ListDiffKit
import ListKit

/// How a section's header or footer looks: its height, its view class, and how to configure it.
public struct SupplementaryConfiguration {
    /// Lines tall.
    public var height: Int
    /// The view class to dequeue.
    public var viewClass: CollectionReusableView.Type
    /// Sets the dequeued view up for the section.
    public var configure: @MainActor (Section, CollectionReusableView) -> Void
    /// For a title: its text, so that its height follows its wrapping at the container's width.
    public var title: String?

    /// Creates a configuration.
    public init(height: Int, viewClass: CollectionReusableView.Type,
                configure: @escaping @MainActor (Section, CollectionReusableView) -> Void) {
        self.height = max(0, height)
        self.viewClass = viewClass
        self.configure = configure
    }

    /// A one-line title (the common case): text from data is sanitized when rendered.
    public static func title(_ text: String) -> SupplementaryConfiguration {
        var configuration = SupplementaryConfiguration(height: 1, viewClass: SectionTitleView.self) { _, view in
            (view as? SectionTitleView)?.text = text
        }
        configuration.title = text
        return configuration
    }

    /// The height at `width` columns: a title's wrapped line count, else ``height``.
    public func height(forWidth width: Int) -> Int {
        guard let title else { return height }
        return TextLayout.wrap(TextLayout.sanitized(title), width: max(1, width)).count
    }
}
