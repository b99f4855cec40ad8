import GestureUIKit
import GestureReplay
import Testing
@testable import GestureScenes

/// The seed bug and its fix, and the viewer's other gestures, replayed from touch scripts.
///
/// Every script opens the viewer at start (`open=0`, no transition) and drags with `drag`, which moves at 120 Hz.
/// A drag from y = 300 to 600 in 0.3 s moves 8.3 pt per step: the pans reach their 10 pt hysteresis on the
/// second step (16.7 pt), so at shouldBegin time the translation is +6.7 pt (hysteresis removed) — the sign the
/// fix looks at.
@Suite("Replaying the photos scene")
struct PhotosReplayTests {
    @Test("a tall image dragged down at its top, fix off: the page's pan takes the drag and nothing is dismissed")
    func tallDownAtTopFixOff() throws {
        let run = try photosSession("""
            scene photos open=0 long-image-dismiss=off
            0.1 drag 195 300 -> 195 600 in 0.3
            """, images: [TestImages.tall])
        var lowestOffset = 0.0
        run.start()
        while !run.isFinished, let next = run.nextInstant {
            run.step(to: next)
            if let page = run.scene.scrollViewReports.first(where: { $0.name == "page.0" }) {
                lowestOffset = min(lowestOffset, page.contentOffset.y)
            }
        }
        let report = run.report()
        #expect(report.transitions(of: "page.0.pan").map(\.to).first == .began)
        #expect(report.transitions(of: "browser.dismissPan").map(\.to) == [.failed])
        #expect(!report.actionNames.contains("dismissed"))
        #expect(report.screen == "viewer")
        // The page rubber-banded down past its top (it scrolled), then bounced back.
        #expect(lowestOffset < -50)
        #expect(abs(report.scrollView("page.0")?.contentOffset.y ?? 1) < 0.5)
    }
}

/// The fix on, and the cases that must behave the same either way.
@Suite("Replaying the photos scene: long-image-dismiss")
struct PhotosLongImageReplayTests {
    static let downAtTop = "0.1 drag 195 300 -> 195 600 in 0.3"

    @Test("a tall image dragged down at its top, fix on: the page's pan declines and the drag dismisses")
    func tallDownAtTopFixOn() throws {
        let report = try photosSession("""
            scene photos open=0
            set long-image-dismiss=on
            \(Self.downAtTop)
            """, images: [TestImages.tall]).run()
        let page = report.transitions(of: "page.0.pan")
        #expect(page.map(\.to) == [.failed])
        #expect(page.first?.reason == "shouldBegin returned false: at top and dragging down (long-image-dismiss)")
        let dismiss = report.transitions(of: "browser.dismissPan")
        #expect(dismiss.map(\.to).first == .began)
        #expect(dismiss.first?.reason == "moved 10 pt vertically")
        // Both in the same move: the page's pan fails just before the dismiss pan begins.
        #expect(page.first?.time == dismiss.first?.time)
        #expect(report.actionNames == ["opened", "dismissed"])
        #expect(report.screen == "gallery")
        #expect(report.scrollView("pager") == nil)
    }

    @Test("a tall image dragged up at its top scrolls, fix on or off", arguments: ["on", "off"])
    func tallUpAtTop(fix: String) throws {
        let report = try photosSession("""
            scene photos open=0 long-image-dismiss=\(fix)
            0.1 drag 195 600 -> 195 300 in 0.3
            """, images: [TestImages.tall]).run()
        #expect(report.transitions(of: "page.0.pan").map(\.to).first == .began)
        #expect(report.transitions(of: "browser.dismissPan").map(\.to) == [.failed])
        #expect(report.actionNames == ["opened"])
        #expect((report.scrollView("page.0")?.contentOffset.y ?? 0) > 250)
    }

    /// The page is put at its bottom before the drag (a script would need several flings and their
    /// decelerations to get there): offset 7222.2 − 844 = 6378.2 ≥ floor(6378.2) = 6378, the fix's bottom test.
    @Test("a tall image at its bottom dragged up: dismissed with the fix, scrolled (bounced) without it",
          arguments: [("on", true), ("off", false)])
    func tallUpAtBottom(fix: String, dismisses: Bool) throws {
        let run = try photosSession("""
            scene photos open=0 long-image-dismiss=\(fix)
            0.1 drag 195 600 -> 195 300 in 0.3
            """, images: [TestImages.tall])
        run.start()
        let scene = try #require(run.photos)
        let page = try #require(scene.currentPageProbe)
        page.contentOffset = page.maximumContentOffset
        #expect(abs(page.contentOffset.y - (390.0 * 20000 / 1080 - 844)) < 1e-6)
        let report = run.run()
        let pan = report.transitions(of: "page.0.pan")
        if dismisses {
            #expect(pan.map(\.to) == [.failed])
            #expect(pan.first?.reason == "shouldBegin returned false: at bottom and dragging up (long-image-dismiss)")
            #expect(report.transitions(of: "browser.dismissPan").map(\.to).first == .began)
            #expect(report.actionNames == ["opened", "dismissed"])
            #expect(report.screen == "gallery")
        } else {
            #expect(pan.map(\.to).first == .began)
            #expect(report.transitions(of: "browser.dismissPan").map(\.to) == [.failed])
            #expect(report.actionNames == ["opened"])
            let offset = try #require(report.scrollView("page.0")?.contentOffset.y)
            #expect(abs(offset - page.maximumContentOffset.y) < 0.5)  // bounced back to the bottom
        }
    }

    @Test("a short image dragged down is dismissed, fix on or off", arguments: ["on", "off"])
    func shortDown(fix: String) throws {
        let report = try photosSession("""
            scene photos open=0 long-image-dismiss=\(fix)
            \(PhotosLongImageReplayTests.downAtTop)
            """, images: [TestImages.short]).run()
        // The page can't scroll vertically (260 pt of content in 844), so its pan never tries to begin.
        #expect(report.transitions(of: "page.0.pan").map(\.to) == [.failed])
        #expect(report.transitions(of: "page.0.pan").first?.reason.hasPrefix("excluded by browser.dismissPan") == true)
        #expect(report.transitions(of: "browser.dismissPan").map(\.to).first == .began)
        #expect(report.actionNames == ["opened", "dismissed"])
    }
}

/// Taps and swipes in the viewer.
@Suite("Replaying the photos scene: taps and paging")
struct PhotosGestureReplayTests {
    @Test("a single tap dismisses after the double tap's 0.35 s wait, back into the thumbnail")
    func singleTap() throws {
        let report = try photosSession("""
            scene photos open=0
            0.1 tap 195 422
            """, images: [TestImages.short]).run()
        #expect(report.actionNames == ["opened", "singleTap", "dismissed"])
        // The tap lifts at 0.15; the double tap gives up 0.35 s later; the dismissal takes 0.33 s.
        let single = try #require(report.actions.first { $0.name == "singleTap" })
        #expect(abs(single.time - 0.5) < 0.02)
        let dismissed = try #require(report.actions.first { $0.name == "dismissed" })
        #expect(abs(dismissed.time - 0.83) < 0.02)
        #expect(report.transitions(of: "browser.doubleTap").map(\.to) == [.failed])
        #expect(report.transitions(of: "browser.singleTap").map(\.to) == [.ended])
        #expect(report.screen == "gallery")
    }

    @Test("a double tap zooms to 3 and no single tap fires")
    func doubleTap() throws {
        let report = try photosSession("""
            scene photos open=0
            0.1 tap 195 422 count 2
            """, images: [TestImages.short]).run()
        #expect(report.actionNames == ["opened", "doubleTap", "zoomed"])
        #expect(report.actions.last?.value == 3)
        #expect(report.transitions(of: "browser.singleTap").map(\.to) == [.failed])
        #expect(report.scrollView("page.0")?.zoomScale == 3)
        #expect(report.screen == "viewer")
    }

    @Test("a horizontal swipe goes to the next page")
    func swipe() throws {
        let report = try photosSession("""
            scene photos open=0
            0.1 drag 300 422 -> 100 422 in 0.15
            """, images: [TestImages.short, TestImages.tall, TestImages.portrait]).run()
        #expect(report.actionNames == ["opened", "pageChanged"])
        #expect(report.actions.last?.value == 1)
        #expect(report.transitions(of: "pager.pan").map(\.to).first == .began)
        #expect(report.transitions(of: "browser.dismissPan").map(\.to) == [.failed])
        let pager = try #require(report.scrollView("pager"))
        #expect(pager.page == 1)
        #expect(abs(pager.contentOffset.x - 410) < 0.5)
        #expect(report.scrollViews.map(\.name) == ["gallery", "pager", "page.0", "page.1", "page.2"])
    }

    @Test("a tap on a thumbnail opens the viewer, growing the image out of it")
    func openFromGallery() throws {
        let run = try photosSession("""
            scene photos
            0.1 tap 60 150
            0.3 end
            """, images: [TestImages.short, TestImages.tall])
        let report = run.run()
        #expect(report.actionNames == ["opened"])
        #expect(report.actions.first?.value == 0)
        #expect(report.screen == "viewer")
        // 0.15 s into the 0.33 s presentation the image is between the thumbnail and its fitted frame.
        let scene = try #require(run.photos)
        #expect(scene.browser?.isAnimating == true)
        // What is drawn: the model (`frame`) already has the fitted frame, as in UIKit.
        let frame = try #require(scene.currentPageProbe?.imageView.layer.presentation()?.frame)
        #expect(frame.width > 129 && frame.width < 390)
    }
}

/// The long press and a pinch.
@Suite("Replaying the photos scene: long press and pinch")
struct PhotosPressReplayTests {
    @Test("holding 0.7 s is a long press, and the taps fail because of it")
    func longPress() throws {
        let report = try photosSession("""
            scene photos open=0
            0.1 down 1 195 422
            0.8 up 1 195 422
            """, images: [TestImages.short]).run()
        #expect(report.actionNames == ["opened", "longPress"])
        #expect(report.transitions(of: "browser.longPress").map(\.to) == [.began, .ended])
        #expect(report.transitions(of: "browser.singleTap").map(\.to) == [.failed])
        #expect(report.screen == "viewer")
    }

    @Test("a double tap's zoomed is told when its zoom animation ends, with the scale the page reached")
    func zoomedWhenTheZoomEnds() throws {
        let run = try photosSession("""
            scene photos open=0
            0.1 tap 195 422 count 2
            1.5 tap 195 422 count 2
            3 end
            """, images: [TestImages.short])
        run.start()
        let scene = try #require(run.photos)
        // The page's scale at the step each `zoomed` first shows in the actions.
        var seen: [(value: Double?, scale: Double)] = []
        var t = 0.0
        while !run.isFinished {
            t += 1.0 / 60
            run.step(to: t)
            let zoomed = run.context.actions.filter { $0.name == "zoomed" }
            guard zoomed.count > seen.count, let page = scene.currentPageProbe, let last = zoomed.last else { continue }
            seen.append((last.value, page.zoomScale))
        }
        #expect(seen.map(\.value) == [3, 1])
        #expect(seen.map(\.scale) == [3, 1], "told at the end of each zoom, not when it was asked for")
        let report = run.report()
        #expect(report.actionNames == ["opened", "doubleTap", "zoomed", "doubleTap", "zoomed"])
        let times = report.actions.map(\.time)
        // Each zoom animates for ScrollView.animationDuration (0.3 s) after its double tap is recognized.
        #expect(times[2] - times[1] > 0.29 && times[4] - times[3] > 0.29, "\(times)")
    }

    @Test("a pinch zooms the page and reports the scale it settles at")
    func pinch() throws {
        let report = try photosSession("""
            scene photos open=0
            0.1 pinch 195 422 40 -> 80 in 0.3
            """, images: [TestImages.short]).run()
        #expect(report.transitions(of: "page.0.pinch").map(\.to).first == .began)
        #expect(report.actionNames.first == "opened")
        #expect(report.actionNames.last == "zoomed")
        let scale = try #require(report.actions.last?.value)
        #expect(scale > 1.5 && scale <= 3)
        #expect(report.scrollView("page.0")?.zoomScale == scale)
        #expect(!report.actionNames.contains("dismissed"))
    }
}

@Suite("Photos options")
struct PhotosOptionTests {
    @Test("open=N beyond the images is refused before anything runs")
    func openOutOfRange() throws {
        let script = try parsePhotosScript("scene photos open=2\n0.1 tap 195 422")
        #expect(throws: ReplayError.self) {
            _ = try ReplaySession(script: script, images: ImageCatalog([TestImages.short, TestImages.tall]))
        }
    }

    @Test("options switch live and are reported in the description's order")
    func liveOptions() throws {
        let harness = try PhotosHarness([TestImages.tall], options: ["open": "0"])
        #expect(harness.scene.optionValues.map(\.value) == ["on", "rotation"])
        try harness.scene.setOption("long-image-dismiss", to: "off")
        try harness.scene.setOption("dismiss-style", to: "slide")
        #expect(harness.page?.longImageDismiss == false)
        #expect(harness.browser?.dismissStyle == .slide)
        #expect(harness.scene.optionValues.map(\.value) == ["off", "slide"])
        #expect(throws: SceneError.self) { try harness.scene.setOption("dismiss-style", to: "spin") }
    }
}
