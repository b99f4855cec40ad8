import Foundation
import GestureReplay
import Testing
@testable import GestureScenes
@testable import GestureUIKit

/// The zoom scene with touches at random times: opening taps, drags of any speed and direction and pinches, many
/// landing while a zoom moves, each burst followed by two seconds of frames.
@Suite("Zoom scene: zooms interrupted by touches at random times end still and consistent")
struct ZoomInterruptionTests {
    @Test("after every burst the viewer is either gone or full screen and still", arguments: [1, 2, 3, 4] as [UInt64])
    func interruptedZoomsSettle(seed: UInt64) throws {
        let window = UIWindow(size: CGSize(390, 844))
        let context = SceneContext(window: window, images: ImageCatalog([TestImages.tall, TestImages.short]))
        let host = try SceneRegistry.builtIn.make("zoom", context: context, options: ["dismiss": "gate"])
        let scene = try #require(host.scene as? ZoomScene)
        var random = StormRandom(seed: seed)
        var swipes = 0, burstsUp = 0, burstsGone = 0
        window.diagnostics.onTransition = { if $0.recognizer == "zoom.swipeDown" && $0.to == .began { swipes += 1 } }
        var t = 0.0
        func frames(for seconds: Double) {
            let end = t + seconds
            while t < end {
                t += 1.0 / 60
                window.advance(to: t)
            }
        }
        func drag(from a: CGPoint, by d: CGPoint, steps: Int, interval: Double) {
            window.touchDown(finger: 1, at: a, time: t)
            for step in 1...steps {
                t += interval
                window.touchMoved(finger: 1, to: a + d * (Double(step) / Double(steps)), time: t)
            }
            t += interval
            window.touchUp(finger: 1, at: a + d, time: t)
        }
        frames(for: 0.5)
        for burst in 0..<40 {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0:  // open a photo
                    let cell = Bool.random(using: &random) ? CGPoint(64, 155) : CGPoint(195, 155)
                    drag(from: cell, by: .zero, steps: 1, interval: 0.05)
                case 1, 2:  // a drag, often downward, at any speed
                    let start = CGPoint(
                        Double.random(in: 40...350, using: &random), Double.random(in: 150...600, using: &random))
                    let d = CGPoint(
                        Double.random(in: -60...60, using: &random), Double.random(in: -100...350, using: &random))
                    drag(
                        from: start, by: d, steps: Int.random(in: 2...30, using: &random),
                        interval: Double.random(in: 0.004...0.03, using: &random))
                default:  // a pinch
                    let r0 = Double.random(in: 60...150, using: &random),
                        r1 = Double.random(in: 20...200, using: &random)
                    window.touchDown(finger: 1, at: CGPoint(195 - r0, 422), time: t)
                    window.touchDown(finger: 2, at: CGPoint(195 + r0, 422), time: t)
                    for step in 1...12 {
                        t += 0.01
                        let r = r0 + (r1 - r0) * Double(step) / 12
                        window.touchMoved(finger: 1, to: CGPoint(195 - r, 422), time: t)
                        window.touchMoved(finger: 2, to: CGPoint(195 + r, 422), time: t)
                    }
                    t += 0.01
                    window.touchUp(finger: 1, at: CGPoint(195 - r1, 422), time: t)
                    window.touchUp(finger: 2, at: CGPoint(195 + r1, 422), time: t)
                }
                frames(for: Double.random(in: 0...0.3, using: &random))
            }
            frames(for: 2)
            let label = "seed \(seed), burst \(burst)"
            #expect(!window.animator.isAnimating, "\(label): an animation is still running")
            if let viewer = scene.grid.viewer {
                burstsUp += 1
                let zoom = try #require(viewer.zoomTransitionController)
                #expect(zoom.phase == .presented, "\(label): \(zoom.phase)")
                #expect(viewer.view.transform == .identity, "\(label)")
                #expect(viewer.view.frame == window.bounds, "\(label)")
                #expect(viewer.view.backgroundColor == .black, "\(label): the backdrop is restored")
            } else {
                burstsGone += 1
                #expect(!window.subviews.contains { $0.name == "zoom.dimming" }, "\(label): the dimming view is left")
            }
            for cell in scene.grid.collectionView.visibleCells {
                #expect(cell.alpha == 1, "\(label): a source cell is left hidden")
            }
        }
        // The storm reached both ends: the viewer left up and closed, and swipes that took the view.
        #expect(swipes > 0 && burstsUp > 0 && burstsGone > 0, "swipes \(swipes), up \(burstsUp), gone \(burstsGone)")
    }
}
