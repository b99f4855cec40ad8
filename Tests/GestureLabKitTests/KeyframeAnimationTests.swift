import Foundation
import GestureUIKit
import GestureLabKit
import GestureScenes
import Testing

/// `UIView.animateKeyframes` as a card's "nudge" animations write it: keyframes of one property, in turn.
@Suite("UIView.animateKeyframes plays each keyframe in its part of the duration", .serialized)
struct KeyframeAnimationTests {
    private func build() throws -> (scene: LabSceneHost, window: UIWindow, box: UIView) {
        let registry = GestureLab.registry(with: [AnimatableScene.self])
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let context = SceneContext(window: window, images: ImageCatalog([]))
        let scene = try registry.make("animatable", context: context, options: [:])
        let box = try #require(AnimatableScene.lastBox)
        return (scene, window, box)
    }

    @Test("two keyframes of one property: right in the first half, then down; the model has the last value at once")
    func keyframesInTurn() throws {
        let (scene, window, box) = try build()
        var finished: Bool?
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center = CGPoint(x: 150, y: 50) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center = CGPoint(x: 150, y: 250) }
            }, completion: { finished = $0 })
        #expect(box.center == CGPoint(x: 150, y: 250))
        #expect(try #require(box.layer.presentation()).position == CGPoint(x: 50, y: 50))
        window.advance(to: 0.25)
        let quarter = try #require(box.layer.presentation()).position
        #expect(abs(quarter.x - 100) < 1e-9 && abs(quarter.y - 50) < 1e-9, "\(quarter)")
        window.advance(to: 0.75)
        let threeQuarters = try #require(box.layer.presentation()).position
        #expect(abs(threeQuarters.x - 150) < 1e-9 && abs(threeQuarters.y - 150) < 1e-9, "\(threeQuarters)")
        #expect(finished == nil)
        window.advance(to: 1.1)
        #expect(finished == true)
        #expect(box.layer.presentation()?.position ?? box.center == CGPoint(x: 150, y: 250))
        _ = scene
    }

    @Test("a keyframe of another property waits for its start; outside animateKeyframes a keyframe just runs")
    func laterKeyframeWaits() throws {
        let (scene, window, box) = try build()
        UIView.animateKeyframes(
            withDuration: 2, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
            })
        window.advance(to: 0.5)
        #expect(try #require(box.layer.presentation()).opacity == 1)
        window.advance(to: 1.5)
        #expect(abs(try #require(box.layer.presentation()).opacity - 0.5) < 1e-6)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.backgroundColor = .red }
        #expect(box.backgroundColor == .red)
        _ = scene
    }
}
