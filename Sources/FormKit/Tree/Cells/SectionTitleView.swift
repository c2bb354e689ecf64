import Foundation
import ListDiffKit
import ListKit

/// A one-line header or footer title.
public final class SectionTitleView: CollectionReusableView {
    /// The title (sanitized when rendered).
    public var text = ""

    /// Resets the title.
    public override func prepareForReuse() {
        text = ""
        super.prepareForReuse()
    }

    /// The title, wrapped to the frame's width.
    public override func render(in context: RenderContext) -> [String] {
        TextLayout.wrap(TextLayout.sanitized(text), width: context.size.width, ambiguous: context.ambiguousWidth)
    }
}
