import Foundation
import Testing
@testable import GestureUIKit

@Suite("Scroll view zooming")
struct ScrollViewZoomingTests {
    /// A photo scroll view filling the window, zooming a full-size image view between 1× and 4×.
    private struct Photo {
        let harness = ScrollHarness()
        let scrollView: UIScrollView
        let image: UIView
        let log = ScrollEventLog()

        init() {
            scrollView = UIScrollView(frame: harness.window.bounds, name: "photo")
            image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "image")
            scrollView.addSubview(image)
            scrollView.contentSize = CGSize(390, 844)
            harness.window.addSubview(scrollView)
            log.zoomView = image
            scrollView.delegate = log
            scrollView.maximumZoomScale = 4
        }
    }

    @Test("the pinch is enabled only when max > min and a view is zoomable")
    func pinchAvailability() {
        let photo = Photo()
        #expect(photo.scrollView.scrollPinch.isEnabled)
        photo.scrollView.maximumZoomScale = 1
        #expect(!photo.scrollView.scrollPinch.isEnabled)
        photo.scrollView.maximumZoomScale = 4
        photo.scrollView.delegate = nil
        #expect(!photo.scrollView.scrollPinch.isEnabled)
    }

    @Test("zoom(to:) scales to fit the rect and centres it")
    func zoomToRect() {
        let photo = Photo()
        let rect = CGRect(x: 100, y: 200, width: 97.5, height: 211)
        photo.scrollView.zoom(to: rect, animated: false)
        // scale = min(390 / 97.5, 844 / 211) = min(4, 4) = 4; the centre (148.75, 305.5) × 4 = (595, 1222) goes
        // to the middle of the bounds, (195, 422): offset (400, 800).
        #expect(photo.scrollView.zoomScale == 4)
        #expect(photo.scrollView.contentSize == CGSize(1560, 3376))
        #expect(photo.scrollView.contentOffset == CGPoint(400, 800))
        let centre = photo.image.convert(rect.center, to: nil)
        #expect(scrollClose(centre.x, 195, 1e-9) && scrollClose(centre.y, 422, 1e-9))
        #expect(photo.log.events.isEmpty)
    }

    @Test("zoom(to:) clamps the scale and keeps the offset in range")
    func zoomToTinyRectAtCorner() {
        let photo = Photo()
        photo.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        // 39× is clamped to 4×; the rect's centre (5, 5) × 4 − (195, 422) is negative, clamped to (0, 0).
        #expect(photo.scrollView.zoomScale == 4)
        #expect(photo.scrollView.contentOffset == .zero)
    }

    @Test("animated zoom(to:) arrives at the scale and reports the end of zooming")
    func animatedZoomToRect() {
        let photo = Photo()
        photo.scrollView.zoom(to: CGRect(x: 100, y: 200, width: 97.5, height: 211), animated: true)
        #expect(photo.scrollView.zoomScale == 1)
        photo.harness.runFrames(from: 0, to: 0.15)
        #expect(photo.scrollView.zoomScale > 1 && photo.scrollView.zoomScale < 4)
        photo.harness.runFrames(from: 0.15, to: 0.5)
        #expect(photo.scrollView.zoomScale == 4)
        #expect(photo.scrollView.contentOffset == CGPoint(400, 800))
        #expect(photo.log.events == ["didEndZooming(4)"])
    }

    @Test("setZoomScale animated reaches the scale about the centre of the view")
    func setZoomScaleAnimated() {
        let photo = Photo()
        photo.scrollView.setZoomScale(2, animated: true)
        photo.harness.runFrames(from: 0, to: 0.5)
        #expect(photo.scrollView.zoomScale == 2)
        // The centre (195, 422) stays put: at 2× it is at (390, 844) in content, so the offset is (195, 422).
        #expect(photo.scrollView.contentOffset == CGPoint(195, 422))
        #expect(photo.log.events == ["didEndZooming(2)"])
        photo.scrollView.setZoomScale(10, animated: false)
        #expect(photo.scrollView.zoomScale == 4)
    }

    @Test("a pinch zooms about the fingers: the point under them stays under them")
    func pinchAboutFingers() {
        let photo = Photo()
        let window = photo.harness.window
        window.touchDown(finger: 1, at: CGPoint(150, 400), time: 0)
        window.touchDown(finger: 2, at: CGPoint(250, 400), time: 0.01)
        // Spread from 100 pt to 200 pt apart, in ten steps per finger, around the centroid (200, 400).
        for i in 1...10 {
            let d = Double(i) * 5
            window.touchMoved(finger: 1, to: CGPoint(150 - d, 400), time: 0.01 + Double(i) * 0.02)
            window.touchMoved(finger: 2, to: CGPoint(250 + d, 400), time: 0.02 + Double(i) * 0.02)
        }
        #expect(photo.scrollView.isZooming)
        // 200 pt over 100 + 8 pt: the pinch's 8 pt hysteresis comes off its initial distance when it begins
        // (`_UIPinchGestureRecognizerDriver`), so the zoom is 200 / 108, not 2.
        let zoom = 200.0 / 108
        #expect(scrollClose(photo.scrollView.zoomScale, zoom, 1e-9))
        // The image point that was at (200, 400) on screen is there still: content (200, 400)·zoom − (200, 400).
        #expect(scrollClose(photo.scrollView.contentOffset.x, 200 * zoom - 200, 1e-9))
        #expect(scrollClose(photo.scrollView.contentOffset.y, 400 * zoom - 400, 1e-9))
        let underFingers = photo.image.convert(CGPoint(200, 400), from: nil)
        #expect(scrollClose(underFingers.x, 200, 1e-9) && scrollClose(underFingers.y, 400, 1e-9))
        window.touchUp(finger: 1, at: CGPoint(100, 400), time: 0.3)
        window.touchUp(finger: 2, at: CGPoint(300, 400), time: 0.31)
        #expect(!photo.scrollView.isZooming)
        #expect(photo.log.events == ["didEndZooming(1.85)"])
    }

    @Test("a pinch past the maximum resists, then bounces back to the maximum")
    func pinchBounce() {
        let photo = Photo()
        let window = photo.harness.window
        window.touchDown(finger: 1, at: CGPoint(170, 400), time: 0)
        window.touchDown(finger: 2, at: CGPoint(230, 400), time: 0.01)
        // 60 pt apart to 360 pt: a requested scale of 6.
        for i in 1...30 {
            let d = Double(i) * 5
            window.touchMoved(finger: 1, to: CGPoint(170 - d, 400), time: 0.01 + Double(i) * 0.02)
            window.touchMoved(finger: 2, to: CGPoint(230 + d, 400), time: 0.02 + Double(i) * 0.02)
        }
        // ln-space band: ln 4 + (1 − 1/(ln 1.5 · 0.55 / ln 2 + 1)) · ln 2 = 1.3863 + 0.1682 → 4.73.
        let stretched = photo.scrollView.zoomScale
        #expect(stretched > 4.5 && stretched < 5)
        window.touchUp(finger: 1, at: CGPoint(20, 400), time: 0.7)
        #expect(photo.scrollView.isZoomBouncing)
        photo.harness.runFrames(from: 0.7, to: 1.2)
        #expect(photo.scrollView.zoomScale == 4)
        #expect(!photo.scrollView.isZoomBouncing)
        #expect(photo.log.events.last == "didEndZooming(4)")
        let offset = photo.scrollView.contentOffset
        #expect(offset == photo.scrollView.clampedContentOffset(offset))
    }

    @Test("a pinch past the maximum whose second finger drags on bounces back when that finger lifts")
    func pinchBounceAfterDrag() {
        let photo = Photo()
        let window = photo.harness.window
        window.touchDown(finger: 1, at: CGPoint(170, 400), time: 0)
        window.touchDown(finger: 2, at: CGPoint(230, 400), time: 0.01)
        // Spread to a requested 6× while both fingers drift up 30 pt, so the built-in pan begins too.
        for i in 1...30 {
            let d = Double(i) * 5
            window.touchMoved(finger: 1, to: CGPoint(170 - d, 400 - Double(i)), time: 0.01 + Double(i) * 0.02)
            window.touchMoved(finger: 2, to: CGPoint(230 + d, 400 - Double(i)), time: 0.02 + Double(i) * 0.02)
        }
        #expect(photo.scrollView.isDragging && photo.scrollView.isZooming)
        window.touchUp(finger: 1, at: CGPoint(20, 370), time: 0.7)
        #expect(!photo.scrollView.isZooming && photo.scrollView.isDragging)
        #expect(!photo.scrollView.isZoomBouncing)
        #expect(photo.scrollView.zoomScale > 4)
        let before = photo.scrollView.contentOffset
        window.touchMoved(finger: 2, to: CGPoint(360, 300), time: 0.8)
        #expect(photo.scrollView.contentOffset.y == before.y + 70)
        window.touchUp(finger: 2, at: CGPoint(360, 300), time: 1.0)
        #expect(photo.scrollView.isZoomBouncing && !photo.scrollView.isDecelerating)
        photo.harness.runFrames(from: 1.0, to: 1.5)
        #expect(photo.scrollView.zoomScale == 4)
        let offset = photo.scrollView.contentOffset
        #expect(offset == photo.scrollView.clampedContentOffset(offset))
        #expect(photo.log.events.last == "didEndZooming(4)")
        #expect(photo.harness.window.isIdle)
    }

    @Test("without bouncesZoom a pinch stops at the maximum")
    func pinchClamped() {
        let photo = Photo()
        photo.scrollView.bouncesZoom = false
        let window = photo.harness.window
        window.touchDown(finger: 1, at: CGPoint(170, 400), time: 0)
        window.touchDown(finger: 2, at: CGPoint(230, 400), time: 0.01)
        for i in 1...30 {
            let d = Double(i) * 5
            window.touchMoved(finger: 1, to: CGPoint(170 - d, 400), time: 0.01 + Double(i) * 0.02)
            window.touchMoved(finger: 2, to: CGPoint(230 + d, 400), time: 0.02 + Double(i) * 0.02)
        }
        #expect(photo.scrollView.zoomScale == 4)
    }
}
