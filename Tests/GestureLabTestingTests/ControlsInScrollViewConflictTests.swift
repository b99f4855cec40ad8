import GestureLabKit
import GestureLabTesting
import Testing

/// A user's own version of the `controls` conflict, written only with GestureLabKit: a list with instant
/// highlights (`delaysContentTouches = false`) holding a button, and a pager (UIKit's defaults) holding a slider. `fix=on` is the
/// app's fix: a scroll view subclass whose `touchesShouldCancel(in:)` is true for controls, and a pager that
/// refuses drags starting on a slider.
final class SettingsControlsScene: LabScene {
    static let name = "settings-controls"
    static let summary = "A button in a list and a slider in a pager."
    static let options: [LabOption] = [.toggle("fix", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    /// The app's scroll view: with the fix, a drag that starts on a control scrolls; the pager refuses drags
    /// that start on a slider.
    final class SettingsScrollView: UIScrollView {
        var fixed = false

        override func touchesShouldCancel(in view: UIView) -> Bool {
            fixed && view is UIControl ? true : super.touchesShouldCancel(in: view)
        }

        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if fixed, isPagingEnabled, gestureRecognizer === panGestureRecognizer,
                hitTest(gestureRecognizer.location(in: self), with: nil) is UISlider
            {
                return false
            }
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 350, height: 31))

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let fixed = lab.option("fix") == "on"
        let list = SettingsScrollView(frame: controller.view.bounds)
        list.accessibilityIdentifier = "list"
        list.contentInsetAdjustmentBehavior = .never  // laid out from y 0, as written before the kit had a safe area
        list.contentSize = CGSize(width: 390, height: 2000)
        list.delaysContentTouches = false
        list.fixed = fixed
        controller.view.addSubview(list)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
        button.setTitle("Download", for: .normal)
        button.accessibilityIdentifier = "download"
        button.addAction(UIAction { [lab] _ in lab.report("tapped") }, for: .touchUpInside)
        button.addAction(UIAction { [lab] _ in lab.report("cancelled") }, for: .touchCancel)
        list.addSubview(button)

        let pager = SettingsScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 3 * 390, height: 200)
        pager.fixed = fixed
        list.addSubview(pager)
        slider.accessibilityIdentifier = "volume"
        slider.addAction(UIAction { [lab] _ in lab.report("volumeChanged") }, for: .valueChanged)
        slider.isContinuous = false
        pager.addSubview(slider)
        return controller
    }
}

@Suite("A button in a list and a slider in a pager, written with the kit, through the tester")
struct ControlsInScrollViewConflictTests {
    /// The slider's thumb at value 0: the track starts at x 20, the 28 pt thumb's centre at 34; y 300 + 80 + 15.5.
    static let thumb = CGPoint(x: 34, y: 395.5)
    static let track = CGPoint(x: 300, y: 395.5)

    @Test("without the fix a drag from the button does not scroll: the button keeps its touch")
    func brokenButtonKeepsTheTouch() throws {
        let tester = try GestureTester(SettingsControlsScene.self, options: ["fix": "off"])
        tester.drag(from: CGPoint(x: 195, y: 122), to: CGPoint(x: 193, y: 22), duration: 0.2)
        tester.settle()
        tester.expectFailed("list.pan", because: "touchesShouldCancel(in:) returned false")
        #expect(tester.contentOffset(of: "list")?.y == 0)
    }

    @Test("with the fix the same drag scrolls and cancels the button")
    func fixedDragScrolls() throws {
        let tester = try GestureTester(SettingsControlsScene.self)
        tester.drag(from: CGPoint(x: 195, y: 122), to: CGPoint(x: 193, y: 22), duration: 0.2)
        tester.settle()
        tester.expectRecognized("list.pan")
        #expect(tester.didReport("cancelled", count: 1))
        #expect(!tester.didReport("tapped"))
        #expect((tester.contentOffset(of: "list")?.y ?? 0) > 80)
    }

    @Test("without the fix a drag on the slider's track pages; from the thumb it moves the slider", arguments: [false, true])
    func sliderInPager(fixed: Bool) throws {
        let tester = try GestureTester(SettingsControlsScene.self, options: ["fix": fixed ? "on" : "off"])
        tester.drag(from: Self.track, to: CGPoint(x: 100, y: 397.5), duration: 0.3)
        tester.settle()
        #expect(tester.page(of: "pager") == (fixed ? 0 : 1))
        #expect(!tester.didReport("volumeChanged"))
        if fixed { tester.expectFailed("pager.pan", because: "shouldBegin returned false") }

        let thumbTester = try GestureTester(SettingsControlsScene.self, options: ["fix": fixed ? "on" : "off"])
        thumbTester.drag(from: Self.thumb, to: CGPoint(x: 190, y: 397.5), duration: 0.3)
        thumbTester.settle()
        #expect(thumbTester.page(of: "pager") == 0)
        #expect(thumbTester.didReport("volumeChanged", count: 1))
        // UISlider's own veto: the pan moved along the track from the thumb, before the slider saw the touch.
        thumbTester.expectFailed("pager.pan", because: "a pan along the track from the slider's thumb")
    }
}
