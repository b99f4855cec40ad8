import Foundation
import GestureLabKit
import GestureLabTesting
import GestureUIKit
import Testing

/// A scene whose window is the app's own `UIWindow` subclass, as a scene delegate makes it on iOS.
final class VisualizedTapScene: LabScene {
    static let name = "visualized-tap"

    init(lab: LabContext) {}

    static func makeWindow(frame: CGRect) -> UIWindow { RecordingWindow(frame: frame) }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let button = UIView(frame: CGRect(x: 100, y: 300, width: 190, height: 60))
        button.accessibilityIdentifier = "button"
        button.addGestureRecognizer(UITapGestureRecognizer { _ in })
        controller.view.addSubview(button)
        return controller
    }
}

@Suite("A LabScene's makeWindow(frame:) gives the scene its UIWindow subclass")
struct SceneWindowTests {
    @Test("the tester's scene runs in the subclass, whose sendEvent sees the script's touches")
    func sceneRunsInSubclass() throws {
        let tester = try GestureTester(VisualizedTapScene.self)
        let window = try #require(tester.window as? RecordingWindow)
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        tester.tap(at: CGPoint(x: 195, y: 330))
        #expect(window.phases == ["began", "ended"])
        #expect(window.toolbar.frame.minY == 795)
    }
}
