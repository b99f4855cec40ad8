import Foundation
import GestureUIKit
import Testing
@testable import GestureScenes

/// Each dismiss style's thresholds, on both sides, through real drags on a short image (its page can't scroll
/// vertically, so the dismiss pan always gets the drag).
///
/// Distances: the finger moves 10 pt more than the translation wanted (the pan's hysteresis is removed when it
/// begins), slowly (about 100 pt/s) and then rests 0.1 s before lifting, so the release velocity is 0.
/// Velocities: the finger moves at a constant speed for 0.1 s (about 50 pt, translation about 40 pt) and lifts on
/// its last move, so the pan's velocity is exactly that speed.
@Suite("Dismiss thresholds")
struct PhotosDismissThresholdTests {
    enum Release: CustomStringConvertible {
        case distance(Double)
        case velocity(Double)
        var description: String {
            switch self {
            case .distance(let d): "released at t.y = \(d) pt, still"
            case .velocity(let v): "released at v.y = \(v) pt/s"
            }
        }
    }

    static let cases: [(DismissStyle, Release, Bool)] = [
        (.rotation, .distance(199), false), (.rotation, .distance(201), true),
        (.rotation, .distance(-199), false), (.rotation, .distance(-201), true),
        (.rotation, .velocity(499), false), (.rotation, .velocity(501), true),
        (.slide, .distance(199), false), (.slide, .distance(201), true),
        (.slide, .distance(-201), true), (.slide, .velocity(499), false), (.slide, .velocity(501), true),
        (.slide, .velocity(-501), true),
        (.scale, .distance(99), false), (.scale, .distance(101), true),
        (.scale, .distance(-101), true), (.scale, .velocity(499), false), (.scale, .velocity(501), true),
        (.none, .distance(400), false), (.none, .velocity(3000), false),
    ]

    @Test("a release dismisses only past the style's threshold", arguments: cases)
    func threshold(style: DismissStyle, release: Release, dismisses: Bool) throws {
        let harness = try PhotosHarness([TestImages.short], options: ["open": "0", "dismiss-style": style.rawValue])
        let start = CGPoint(195, 422)
        switch release {
        case .distance(let d):
            let end = CGPoint(195, 422 + d + (d < 0 ? -10 : 10))
            harness.drag(start, end, at: 0.1, duration: 2, hz: 60, hold: 0.1)
            let browser = try #require(harness.browser)
            #expect(browser.dismissPan.translation(in: nil).y == 0)  // reset after the lift
        case .velocity(let v):
            harness.drag(start, CGPoint(195, 422 + v * 0.1), at: 0.1, duration: 0.1, hz: 120, hold: 0)
        }
        harness.run(until: 3)
        #expect(harness.states(of: "browser.dismissPan").first == .began)
        if dismisses {
            #expect(harness.actionNames == ["opened", "dismissed"])
            #expect(harness.scene.screenName == "gallery")
        } else if style == .none {
            #expect(harness.actionNames == ["opened"])
        } else {
            #expect(harness.actionNames == ["opened", "dismissCancelled"])
            #expect(harness.scene.screenName == "viewer")
            // Back where it was: the page has the image again, the background is opaque.
            let page = try #require(harness.page)
            #expect(!page.isImageDetached)
            #expect(page.imageView.transform == .identity)
            #expect(abs(page.imageView.frame.minY - (844 - 390 * 427 / 640) / 2) < 1e-6)
            #expect(harness.backgroundAlpha == 1)
        }
    }

    @Test("the decision is strict: exactly 200 pt or 500 pt/s does not dismiss")
    func strictness() {
        #expect(!DismissStyle.rotation.dismissesOnRelease(translationY: 200, velocityY: 0))
        #expect(!DismissStyle.slide.dismissesOnRelease(translationY: -200, velocityY: 500))
        #expect(!DismissStyle.scale.dismissesOnRelease(translationY: 100, velocityY: -500))
        #expect(DismissStyle.scale.dismissesOnRelease(translationY: 0, velocityY: -500.001))
        #expect(!DismissStyle.none.dismissesOnRelease(translationY: 10_000, velocityY: 10_000))
    }

    @Test("a throw lasts min(500 / |v.y|, 0.33) s")
    func throwDuration() {
        #expect(DismissThresholds.throwDuration(velocityY: 0) == 0.33)
        #expect(DismissThresholds.throwDuration(velocityY: 1000) == 0.33)
        #expect(DismissThresholds.throwDuration(velocityY: -2000) == 0.25)
    }

    @Test("rotation follows the finger: angle ∓(π/2)·t.y/H by the half it started in, background 1 − |t.y|/(H/2)")
    func rotationFollows() throws {
        for (x, sign) in [(100.0, -1.0), (300.0, 1.0)] {
            let harness = try PhotosHarness([TestImages.short], options: ["open": "0"])
            harness.drag(CGPoint(x, 422), CGPoint(x, 532), at: 0.1, duration: 0.5, lift: false)
            // t.y = 110 − 10 = 100; H = max(image 260.2, page 844) = 844.
            let transform = try #require(harness.page?.imageView.transform)
            #expect(abs(transform.rotationAngle - sign * (Double.pi / 2) * 100 / 844) < 1e-9)
            #expect(abs(transform.ty - 100) < 1e-9)
            #expect(abs((harness.backgroundAlpha ?? 0) - (1 - 100.0 / 422)) < 1e-9)
        }
    }

    @Test("scale keeps the grabbed point of the image under the finger, down to 30 %")
    func scaleFollows() throws {
        let harness = try PhotosHarness([TestImages.short], options: ["open": "0", "dismiss-style": "scale"])
        let page = try #require(harness.page)
        harness.drag(CGPoint(100, 400), CGPoint(150, 600), at: 0.1, duration: 0.5, lift: false)
        // KSPhotoBrowser records `_startLocation` when the pan begins: 10 pt down the line, at (102.5, 410).
        let start = try #require(harness.browser?.drag?.startLocationInPage)
        let grabbed = CGPoint(x: Double(start.x), y: Double(start.y))
        #expect(grabbed.distance(to: CGPoint(102.5, 410)) < 1e-6)
        let imageHeight = 390.0 * 427 / 640, imageTop = (844 - imageHeight) / 2
        let fraction = CGPoint(grabbed.x / 390, (grabbed.y - imageTop) / imageHeight)
        // t.y = 200 − 10 = 190: s = 1 − 190/844.
        let s = 1 - 190.0 / 844
        #expect(abs(page.imageView.frame.width - 390 * s) < 1e-9)
        let bounds = page.imageView.bounds
        let underFinger = page.imageView.convert(CGPoint(fraction.x * bounds.width, fraction.y * bounds.height), to: nil)
        #expect(underFinger.distance(to: CGPoint(150, 600)) < 1e-6)
        harness.window.touchMoved(finger: 1, to: CGPoint(150, 1400), time: 0.7)
        #expect(abs(page.imageView.frame.width - 390 * 0.3) < 1e-9)
    }

    @Test("the dismiss pan is ignored while the page is zoomed past 1.1")
    func ignoredWhenZoomed() throws {
        let harness = try PhotosHarness([TestImages.short], options: ["open": "0"])
        harness.page?.setZoomScale(1.2, animated: false)
        harness.drag(CGPoint(195, 422), CGPoint(195, 800), at: 0.1, duration: 0.3)
        harness.run(until: 2)
        #expect(harness.states(of: "browser.dismissPan").first == .began)
        #expect(harness.actionNames == ["opened"])
        #expect(harness.page?.imageView.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
    }
}
