import Foundation
import FormKit
import ListKit

/// TBVListAdapterManager's demo (IGListKit's ObjcDemoViewController with the manager): sections headed by a
/// timestamp, one bunch per post — user info, photo, an interactive row, one row per comment.
/// Selecting the user info resizes it and reloads the item; the photo, its bunch; the interactive
/// row, its section.
enum PostsDemo {
    struct Post {
        let user: String
        let comments: [String]
    }

    static let posts = [
        Post(user: "ryan", comments: ["Luminous triangle", "Awesome"]),
        Post(user: "oliver", comments: ["Pizza's on me", "晚上好"]),
    ]

    @MainActor
    static func run(_ context: DemoContext) -> String {
        let (adapter, view) = context.makeAdapter()
        let manager = AdapterManager(adapter: adapter)
        let width = context.width
        for timestamp in ["2017-01-22 12:23:44", "2017-01-21 09:10:00"] {
            let section = Section(header: timestamp)
            manager.addSection(section)
            for post in posts {
                let userInfo = LabelItem("@\(post.user)", detail: "follow")
                userInfo.selectBlock = { item in
                    item.cellSize = toggled(item.cellSize, width: width)
                    item.reload()
                }
                let photo = LabelItem("[ photo ]")
                photo.selectBlock = { item in
                    item.cellSize = toggled(item.cellSize, width: width)
                    item.associatedBunch?.reload()
                }
                let actions = LabelItem("♡ like   ↪ share")
                actions.selectBlock = { item in
                    item.cellSize = toggled(item.cellSize, width: width)
                    item.associatedBunch?.associatedSection?.reload()
                }
                let comments = post.comments.map { LabelItem("  \($0)") }
                comments.forEach { $0.isSelectable = false }
                section.addItemBunch(ItemBunch(items: [userInfo, photo, actions] + comments))
            }
        }
        manager.reload()
        var lines = [context.heading("posts: TBVListAdapterManager's demo"), "", context.render(view), ""]
        view.clearAppliedUpdates()
        for (title, path) in [("select @oliver's user info (it reloads itself)", IndexPath(item: 0, section: 1)),
                              ("select ryan's photo in the second section (it reloads its bunch)", IndexPath(item: 1, section: 2)),
                              ("select the like row of the first post (it reloads its section)", IndexPath(item: 2, section: 0))] {
            view.performUserSelection(at: path)
            lines.append(context.step(title))
            lines += DemoCatalog.takeLog(view)
        }
        lines += ["", context.step("after"), context.render(view)]
        return lines.joined(separator: "\n")
    }

    /// One line ↔ two lines.
    static func toggled(_ size: ListSize?, width: Int) -> ListSize {
        ListSize(width: width, height: size?.height == 2 ? 1 : 2)
    }
}
