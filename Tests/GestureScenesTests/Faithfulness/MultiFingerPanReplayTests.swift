import Foundation
import GestureUIKit
import GestureReplay
import Testing
@testable import GestureScenes

/// Two-finger drags through replay: the set of fingers changing must not fling.
///
/// UIKit keeps the translation continuous when fingers are added or lifted (`_touchesListChangedFrom:to:`),
/// adds no velocity sample for lifted fingers (`_handleEndedTouches:`), and clears the scroll view's pan
/// samples when a zoom ends (`_scrollViewDidEndZooming`).
@Suite("Replaying two-finger pans")
struct MultiFingerPanReplayTests {
    /// Fingers 1 and 2, `gap` pt apart vertically, move down together by `distance` at `speed` pt/s in 120 Hz
    /// steps from t = 0.1, then lift one 1/120 s after the other (finger 1 first).
    static func twoFingerDrag(x: Double = 195, topY: Double, gap: Double, distance: Double, speed: Double) -> String {
        var lines = ["0.1 down 1 \(x) \(topY)", "0.1 down 2 \(x) \(topY + gap)"]
        let steps = Int((distance / speed * 120).rounded())
        var t = 0.1
        for i in 1...steps {
            t = 0.1 + Double(i) / 120
            let dy = distance * Double(i) / Double(steps)
            lines.append("\(t) move 1 \(x) \(topY + dy)")
            lines.append("\(t) move 2 \(x) \(topY + gap + dy)")
        }
        lines.append("\(t + 1.0 / 120) up 1 \(x) \(topY + distance)")
        lines.append("\(t + 2.0 / 120) up 2 \(x) \(topY + gap + distance)")
        return lines.joined(separator: "\n")
    }

    @Test("a slow two-finger drag (100 pt/s, 150 pt) does not dismiss, as a one-finger drag at that speed does not")
    func slowTwoFingerDragDoesNotDismiss() throws {
        let two = try photosSession("""
            scene photos open=0
            \(Self.twoFingerDrag(topY: 300, gap: 100, distance: 150, speed: 100))
            """, images: [TestImages.short]).run()
        #expect(two.transitions(of: "browser.dismissPan").map(\.to).first == .began)
        #expect(two.actionNames == ["opened", "dismissCancelled"])
        #expect(two.screen == "viewer")

        let one = try photosSession("""
            scene photos open=0
            0.1 drag 195 350 -> 195 500 in 1.5
            """, images: [TestImages.short]).run()
        #expect(one.actionNames == ["opened", "dismissCancelled"])
    }

    @Test("the pan's velocity stays the fingers' own when one of two fingers 100 pt apart lifts")
    func liftingOneFingerKeepsTheVelocity() {
        let window = UIWindow(size: CGSize(390, 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "v")
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        var velocities: [CGPoint] = []
        var translations: [CGPoint] = []
        pan.addTarget { _ in
            velocities.append(pan.velocity(in: nil))
            translations.append(pan.translation(in: nil))
        }
        window.touchDown(finger: 1, at: CGPoint(195, 300), time: 0)
        window.touchDown(finger: 2, at: CGPoint(195, 400), time: 0)
        for i in 1...30 {  // 300 pt/s upwards
            let t = Double(i) / 120
            window.touchMoved(finger: 1, to: CGPoint(195, 300 - 2.5 * Double(i)), time: t)
            window.touchMoved(finger: 2, to: CGPoint(195, 400 - 2.5 * Double(i)), time: t)
        }
        let before = pan.translation(in: nil)
        window.touchUp(finger: 2, at: CGPoint(195, 325), time: 31.0 / 120)
        // The centroid jumped 50 pt up (from 275 to 225) but the translation did not.
        #expect(pan.translation(in: nil) == before)
        window.touchMoved(finger: 1, to: CGPoint(195, 222.5), time: 32.0 / 120)
        #expect(abs(pan.translation(in: nil).y - (before.y - 2.5)) < 1e-9)
        // Samples: the last two-finger move (−300 pt/s) and the one-finger move (−2.5 pt in 2/120 s = −150).
        #expect(abs(pan.velocity(in: nil).y - (0.2 * -150 + 0.8 * -300)) < 1e-6)
        window.touchUp(finger: 1, at: CGPoint(195, 222.5), time: 32.0 / 120)
        #expect(abs((velocities.last?.y ?? 0) - (0.2 * -150 + 0.8 * -300)) < 1e-6)
        #expect(velocities.allSatisfy { $0.y <= 0 })
        #expect(translations.allSatisfy { $0.y <= 0 })
    }

    @Test("a pinch whose centroid moves, on a tall photo, throws nothing when both fingers lift")
    func pinchThenLiftThrowsNothing() throws {
        // The fingers spread from 40 to 120 pt apart while their centroid moves down 60 pt at 200 pt/s.
        var lines: [String] = ["0.1 down 1 155 400", "0.1 down 2 235 400"]
        var t = 0.1
        for i in 1...36 {
            t = 0.1 + Double(i) / 120
            let f = Double(i) / 36
            let cy = 400 + 60 * f
            let r = 40 + 40 * f
            lines.append("\(t) move 1 \(195 - r) \(cy)")
            lines.append("\(t) move 2 \(195 + r) \(cy)")
        }
        lines.append("\(t) up 1 115 460")
        lines.append("\(t) up 2 275 460")
        let run = try photosSession("""
            scene photos open=0
            \(lines.joined(separator: "\n"))
            """, images: [TestImages.tall])
        run.start()
        let scene = try #require(run.photos)
        var offsetAtLift: CGPoint?
        var decelerated = false
        while !run.isFinished, let next = run.nextInstant {
            run.step(to: next)
            guard let page = scene.currentPageProbe else { continue }
            if next >= t, offsetAtLift == nil { offsetAtLift = page.contentOffset }
            if page.isDecelerating { decelerated = true }
        }
        let report = run.report()
        #expect(report.transitions(of: "page.0.pinch").map(\.to).first == .began)
        #expect(report.transitions(of: "page.0.pan").map(\.to).first == .began)
        #expect(!decelerated)
        let lifted = try #require(offsetAtLift)
        let final = try #require(report.scrollView("page.0")?.contentOffset)
        #expect(abs(final.x - lifted.x) < 40)  // only the zoom bounce may move it, never a throw to an edge
    }
}
