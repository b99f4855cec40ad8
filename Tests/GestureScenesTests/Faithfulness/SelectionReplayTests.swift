@testable import GestureUIKit
import GestureReplay
import GestureScript
import Testing
@testable import GestureScenes

/// List and gallery selection as UITableView/UICollectionView select: on touch-up with no
/// time limit, highlighted after the 0.15 s content-touch delay, unhighlighted when a scroll begins.
@Suite("Replaying list and gallery selection")
struct SelectionReplayTests {
    @Test("a list row held 1 s and released is selected: the album page is pushed")
    func heldRowSelects() throws {
        let run = try replayNavigation(pop: "system", start: "root", "0.1 down 1 100 200\n1.1 up 1 100 200\n")
        #expect(run.states("list.select") == ["ended"])
        #expect(run.actionNames == ["pushed"])
    }

    @Test("a gallery thumbnail held 1 s and released opens the viewer")
    func heldThumbnailOpens() throws {
        let report = try photosSession("""
            scene photos
            0.1 down 1 60 150
            1.1 up 1 60 150
            """, images: [TestImages.short, TestImages.tall]).run()
        #expect(report.transitions(of: "gallery.tap").map(\.to) == [.ended])
        #expect(report.actionNames.first == "opened")
    }

    @Test("a list row highlights after 0.15 s, not before, and unhighlights when the list scrolls")
    func highlightThenScroll() throws {
        let script = try TouchScriptParser.parse("""
            scene navigation start=root
            0.1 down 1 100 300
            0.5 move 1 100 290
            0.51 move 1 100 270
            0.52 move 1 100 250
            0.6 up 1 100 250
            """, sourceName: "select.touches", catalog: SceneRegistry.builtIn.catalog)
        let session = try ReplaySession(script: script, images: ImageCatalog([]))
        session.start()
        let albums = try #require(session.scene.labNavigationController?.viewControllers.first as? AlbumsViewController)
        session.step(to: 0.2)
        #expect(albums.highlightedRow == nil)
        session.step(to: 0.3)
        // The list starts under the bar at y = 47 + 44 = 91: y = 300 is 209 pt down, in row ⌊209 / 60⌋ = 3.
        #expect(albums.highlightedRow == 3)
        session.step(to: 0.53)
        #expect(albums.highlightedRow == nil)  // the list's pan began and excluded the selection
        let report = session.run()
        #expect(report.transitions.first { $0.recognizer == "list.pan" }?.to == .began)
        #expect(report.transitions.first { $0.recognizer == "list.select" }?.to == .failed)
        #expect(report.actions.isEmpty)
    }
}
