import Foundation
import GestureLabKit
import Testing

// A custom scroll-to-top driven by a CADisplayLink, as apps write one when UIView.animate cannot drive a
// contentOffset frame by frame:
//
//     link = CADisplayLink(target: self, selector: #selector(step(_:)))
//     link.add(to: .main, forMode: .common)
//     start = CACurrentMediaTime()
//     @objc func step(_ link: CADisplayLink) {
//         let progress = min(1, (link.timestamp - start) / duration)
//         list.contentOffset.y = from + (to - from) * progress
//         if progress >= 1 { link.invalidate() }
//     }
final class LinkScrollController: UIViewController {
    static let duration: TimeInterval = 0.3
    static let target: CGFloat = 300
    let lab: LabContext
    let list = UIScrollView()
    private var link: CADisplayLink?
    private var start: TimeInterval = 0
    private var from: CGFloat = 0

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        list.frame = view.bounds
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        view.addSubview(list)
        let tap = UITapGestureRecognizer(target: self, action: LinkScrollController.didTap)
        tap.name = "list.tap"
        list.addGestureRecognizer(tap)
    }

    func didTap(_ tap: UITapGestureRecognizer) {
        link?.invalidate()
        from = list.contentOffset.y
        let link = view.displayLink(target: self, selector: LinkScrollController.step)
        link.add(to: .main, forMode: .common)
        // Porting note: the kit has no clock; the link's timestamp is the current frame's right after `add`.
        start = link.timestamp
        link.isPaused = lab.option("paused") == "on"
        self.link = link
        lab.report("started", value: String(start))
    }

    func step(_ link: CADisplayLink) {
        let progress = min(1, (link.timestamp - start) / Self.duration)
        list.contentOffset.y = from + (Self.target - from) * CGFloat(progress)
        lab.report("frame")
        if progress >= 1 {
            link.invalidate()
            self.link = nil
            lab.report("finished", value: String(link.timestamp - start))
        }
    }
}

final class LinkScrollScene: LabScene {
    static let name = "link-scroll"
    static let summary = "A tap scrolls the list to 300 pt with a CADisplayLink."
    static let options: [LabOption] = [.toggle("paused", default: false)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { LinkScrollController(lab: lab) }
}

@Suite("A CADisplayLink animation ported from iOS, through replay")
struct DisplayLinkPortTests {
    private func offsetY(_ report: GestureReplayReport) -> Double {
        (report.scrollViews.first { $0.name == "list" }?.contentOffset.y).map(Double.init) ?? .nan
    }

    @Test("the link calls its target every frame from the tap's frame until it invalidates itself at 300 pt")
    func runsToTheEnd() throws {
        let report = try replayKit("scene link-scroll\n0.1 tap 195 400\n", scenes: [LinkScrollScene.self])
        let started = try #require(report.actions.first { $0.name == "started" })
        // The timestamp right after `add` is the frame in progress: the time the tap was recognized.
        #expect(started.value == started.time)
        let finished = try #require(report.actions.first { $0.name == "finished" })
        // 0.3 s of frames, ending on the first frame at or past it (frames are 1/60 s apart).
        let elapsed = try #require(finished.value)
        #expect(elapsed >= 0.3 && elapsed < 0.3 + 1.0 / 60 + 1e-9)
        #expect(report.actionNames.filter { $0 == "finished" }.count == 1)
        #expect(report.actionNames.filter { $0 == "frame" }.count >= 17)  // 0.3 s at 60 Hz: 18 frames, give or take one
        #expect(offsetY(report) == 300)
    }

    @Test("a paused link keeps its place but is not called: the list never moves")
    func pausedLinkIsNotCalled() throws {
        let report = try replayKit("scene link-scroll paused=on\n0.1 tap 195 400\n", scenes: [LinkScrollScene.self])
        #expect(report.actionNames.contains("started"))
        #expect(!report.actionNames.contains("frame"))
        // The list rests where it first rested: under the 390x844 device's status bar, as on iOS (`.automatic`
        // adjusts a vertically scrolling view's top by the safe area's 47 pt, so it rests at -47).
        #expect(offsetY(report) == -47)
        // A paused link does not keep the scene busy: the replay settles right after the tap.
        #expect(report.end < 1)
    }
}
