import Foundation
import GestureLabKit
import GestureLabTesting
import Testing

// Ported from GKPhotoBrowser's GKScrollView (Objective-C), the same fix as KSPhotoView's commit a7278db
// ("Fix the bug that cannot drag to dismiss on a very high image"):
//
//     - (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer {
//         if (gestureRecognizer == self.panGestureRecognizer) {
//             if (gestureRecognizer.state == UIGestureRecognizerStatePossible) {
//                 if ([self isScrollViewOnTopOrBottom]) {
//                     return NO;
//                 }
//             }
//         }
//         return YES;
//     }
//
// rewritten in Swift with only the porting table's changes.
final class TallPhotoScrollView: UIScrollView {
    var declinesAtEdges = true

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if declinesAtEdges, gestureRecognizer == self.panGestureRecognizer {
            if gestureRecognizer.state == .possible {
                if isScrollViewOnTopOrBottom() {
                    return false
                }
            }
        }
        return true
    }

    func isScrollViewOnTopOrBottom() -> Bool {
        let translation = panGestureRecognizer.translation(in: self)
        if translation.y > 0 && contentOffset.y <= 0 {
            return true
        }
        let maxOffsetY = floor(contentSize.height - bounds.size.height)
        if translation.y < 0 && contentOffset.y >= maxOffsetY {
            return true
        }
        return false
    }
}

/// A photo three screens tall in a viewer whose root view has the drag-to-dismiss pan.
final class TallPhotoController: UIViewController {
    let lab: LabContext

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "viewer"
        let photo = TallPhotoScrollView(frame: view.bounds)
        photo.accessibilityIdentifier = "photo"
        photo.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        photo.declinesAtEdges = lab.option("fix") == "on"
        view.addSubview(photo)
        let dismissPan = UIPanGestureRecognizer(target: self, action: TallPhotoController.handleDismissPan)
        dismissPan.name = "viewer.dismiss"
        view.addGestureRecognizer(dismissPan)
    }

    func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended, pan.translation(in: view).y > 100 { lab.report("dismissed") }
    }
}

final class TallPhotoScene: LabScene {
    static let name = "tall-photo"
    static let summary = "Drag a photo three screens tall down to dismiss it."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { TallPhotoController(lab: lab) }
}

@Suite("Ported: KSPhotoView's gestureRecognizerShouldBegin fix")
struct TallPhotoPortTests {
    /// A vertical drag at x 200 at 0.1 s for 0.3 s, run until the scene settles (a script without `end`).
    static func dragged(from startY: CGFloat, to endY: CGFloat, fix: String) throws -> GestureTester {
        let tester = try GestureTester(TallPhotoScene.self, options: ["fix": fix])
        tester.advance(to: 0.1)
        tester.drag(from: CGPoint(x: 200, y: startY), to: CGPoint(x: 200, y: endY), duration: 0.3)
        tester.settle()
        return tester
    }

    @Test("without the fix the photo's own pan takes a downward drag at the top, and nothing dismisses")
    func brokenWithoutTheFix() throws {
        let tester = try Self.dragged(from: 300, to: 600, fix: "off")
        #expect(tester.states(of: "photo.pan").contains(.began))
        #expect(!tester.states(of: "viewer.dismiss").contains(.began))
        #expect(!tester.actionNames.contains("dismissed"))
    }

    @Test("with the fix the photo's pan declines at its top edge and the dismiss pan gets the drag")
    func fixedWithTheFix() throws {
        let tester = try Self.dragged(from: 300, to: 600, fix: "on")
        #expect(tester.states(of: "photo.pan") == [.failed])
        #expect(tester.states(of: "viewer.dismiss").contains(.ended))
        #expect(tester.actionNames == ["dismissed"])
        #expect(tester.screen == "viewer")
        #expect(tester.scrollViews.map(\.name) == ["photo"])
    }

    @Test("scrolling the photo up still works with the fix: the edge rule only applies at the edges")
    func scrollsInTheMiddle() throws {
        let tester = try Self.dragged(from: 600, to: 300, fix: "on")
        #expect(tester.states(of: "photo.pan").contains(.began))
        #expect((tester.contentOffset(of: "photo")?.y ?? 0) > 100)
    }
}
