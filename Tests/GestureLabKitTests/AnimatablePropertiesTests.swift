import Foundation
import GestureUIKit
import GestureLabKit
import GestureScenes
import Testing

/// A scene with one box the tests animate directly.
final class AnimatableScene: LabScene {
    static let name = "animatable"
    nonisolated(unsafe) static weak var lastBox: UIView?
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = UIColor(white: 0, alpha: 0)
        controller.view.addSubview(box)
        Self.lastBox = box
        return controller
    }
}

// Serialized: each test finds its box through the scene's static `lastBox`, which tests running in parallel would
// overwrite (a rotation test once read the scale test's box).
@Suite("UIView.animate plays frame, backgroundColor and a turning transform as Core Animation does", .serialized)
struct AnimatablePropertiesTests {
    /// The scene built in a window; the box and the window to advance.
    private func build() throws -> (scene: LabSceneHost, window: UIWindow, box: UIView) {
        let registry = GestureLab.registry(with: [AnimatableScene.self])
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let context = SceneContext(window: window, images: ImageCatalog([]))
        let scene = try registry.make("animatable", context: context, options: [:])
        let box = try #require(AnimatableScene.lastBox)
        return (scene, window, box)
    }

    @Test("a frame animates its origin and size; the block leaves the final value, the first frame shows the old")
    func frameAnimates() throws {
        let (scene, window, box) = try build()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { box.frame = CGRect(x: 100, y: 200, width: 200, height: 50) })
        // The model has the final value at once; what is drawn (the presentation layer) starts at the old one.
        #expect(box.frame == CGRect(x: 100, y: 200, width: 200, height: 50))
        #expect(try #require(box.layer.presentation()).frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        window.advance(to: 0.5)
        let drawn = try #require(box.layer.presentation()).frame
        #expect(abs(drawn.minX - 50) < 1e-9 && abs(drawn.minY - 100) < 1e-9)
        #expect(abs(drawn.width - 150) < 1e-9 && abs(drawn.height - 75) < 1e-9)
        window.advance(to: 1.1)
        #expect(try #require(box.layer.presentation()).frame == CGRect(x: 100, y: 200, width: 200, height: 50))
        _ = scene
    }

    @Test("a background colour animates component by component, clear to opaque black")
    func backgroundColorAnimates() throws {
        let (scene, window, box) = try build()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { box.backgroundColor = .black },
            completion: { finished = $0 })
        window.advance(to: 0.25)
        #expect(box.backgroundColor == .black)  // the model
        #expect(abs((box.renderBackgroundColor?.color.alpha ?? -1) - 0.25) < 1e-9)  // what is drawn
        #expect(finished == nil)
        window.advance(to: 1.1)
        #expect(box.backgroundColor == .black)
        #expect(finished == true)
        _ = scene
    }

    @Test("a rotation turns at a constant size (a matrix interpolated entry by entry would shrink to 0.71 at 45°)")
    func rotationKeepsItsSize() throws {
        let (scene, window, box) = try build()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                box.transform = CGAffineTransform(rotationAngle: .pi / 2).concatenating(
                    CGAffineTransform(translationX: 0, y: 300))
            })
        window.advance(to: 0.5)
        let t = try #require(box.layer.presentation()).affineTransform()
        #expect(abs((t.a * t.a + t.b * t.b).squareRoot() - 1) < 1e-9)
        #expect(abs(atan2(t.b, t.a) - .pi / 4) < 1e-9)
        #expect(abs(t.ty - 150) < 1e-9)
        window.advance(to: 1.1)
        #expect(abs(atan2(box.transform.b, box.transform.a) - .pi / 2) < 1e-9)
        _ = scene
    }

    @Test("a scale with no rotation interpolates as before: halfway from 1 to 3 is 2")
    func scaleInterpolates() throws {
        let (scene, window, box) = try build()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { box.transform = CGAffineTransform(scaleX: 3, y: 3) })
        window.advance(to: 0.5)
        let t = try #require(box.layer.presentation()).affineTransform()
        #expect(abs(t.a - 2) < 1e-9 && abs(t.d - 2) < 1e-9)
        #expect(abs(t.b) < 1e-12 && abs(t.c) < 1e-12)
        _ = scene
    }
}
