import Foundation
import ListDiffKit
import ListKit
import Testing
@testable import FormKit

// Seed 004's demo (IGListKit's ObjcDemoViewController rebuilt with the manager): sections headed by
// a timestamp, one bunch per post with a user-info item, a photo item, an interactive item and one
// item per comment. Selecting the user info resizes it and reloads the item; the photo, its bunch;
// the interactive item, its section.

@MainActor
final class SeedDemo {
    struct Post {
        let user: String
        let comments: [String]
    }

    let manager: AdapterManager
    let posts = [Post(user: "Ryan", comments: ["Luminous triangle", "Awesome"]),
                 Post(user: "Oliver", comments: ["Pizza's on me"])]

    init() {
        manager = makeManager(width: 24)
        for timestamp in ["2017-01-22 12:23:44", "2017-01-21 09:00:00"] {
            let section = Section(header: timestamp)
            manager.addSection(section)
            for post in posts {
                let bunch = ItemBunch()
                section.addItemBunch(bunch)
                let userInfo = LabelItem("@\(post.user)", detail: "user")
                userInfo.selectBlock = { item in
                    item.cellSize = Self.toggled(item.cellSize)
                    item.reload()
                }
                let photo = LabelItem("[photo]")
                photo.selectBlock = { item in
                    item.cellSize = Self.toggled(item.cellSize)
                    item.associatedBunch?.reload()
                }
                let interactive = LabelItem("♡ like  ↪ share")
                interactive.selectBlock = { item in
                    item.cellSize = Self.toggled(item.cellSize)
                    item.associatedBunch?.associatedSection?.reload()
                }
                bunch.addItems([userInfo, photo, interactive])
                bunch.addItems(post.comments.map { LabelItem("  \($0)") })
                for comment in bunch.items.dropFirst(3) { comment.isSelectable = false }
            }
        }
        manager.reload()
        manager.collectionView.clearAppliedUpdates()
    }

    /// One line ↔ two lines.
    static func toggled(_ size: ListSize?) -> ListSize {
        ListSize(width: 24, height: size?.height == 2 ? 1 : 2)
    }

    func select(_ section: Int, _ item: Int) {
        manager.collectionView.performUserSelection(at: IndexPath(item: item, section: section))
    }
}

@MainActor
@Suite struct SeedDemoTests {
    @Test func theDemoRendersTimestampedSectionsOfPosts() {
        let demo = SeedDemo()
        // Both days show the same two posts.
        let posts = """
            @Ryan               user
            [photo]
            ♡ like  ↪ share
              Luminous triangle
              Awesome
            @Oliver             user
            [photo]
            ♡ like  ↪ share
              Pizza's on me
            """
        #expect(demo.manager.text == "2017-01-22 12:23:44\n" + posts + "\n2017-01-21 09:00:00\n" + posts)
    }

    @Test func selectingTheUserInfoResizesAndReloadsOnlyThatItem() {
        let demo = SeedDemo()
        demo.select(1, 0)
        #expect(demo.manager.takeLog() == ["reloaded items [1, 0]"])
        #expect(demo.manager.text.contains("Awesome\n@Oliver             user\n\n[photo]"))
    }

    @Test func selectingThePhotoReloadsItsBunchWhichSendsOnlyTheChangedItem() {
        let demo = SeedDemo()
        demo.select(0, 1)
        #expect(demo.manager.takeLog() == ["reloaded items [0, 1]"])
        #expect(demo.manager.text.hasPrefix("2017-01-22 12:23:44\n@Ryan               user\n[photo]\n\n♡ like"))
    }

    @Test func selectingTheInteractiveItemReloadsItsSectionWhichSendsOnlyTheChangedItem() {
        let demo = SeedDemo()
        demo.select(2, 2)
        #expect(demo.manager.takeLog() == ["reloaded items [2, 2]"])
        demo.select(2, 2)
        #expect(demo.manager.takeLog() == ["reloaded items [2, 2]"])
        #expect(demo.manager.text == SeedDemo().manager.text, "toggled twice: back to the start")
    }

    @Test func commentsAreNotSelectable() {
        let demo = SeedDemo()
        demo.select(0, 3)
        #expect(demo.manager.takeLog().isEmpty)
    }
}
