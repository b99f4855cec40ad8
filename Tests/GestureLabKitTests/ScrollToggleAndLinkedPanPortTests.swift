import Foundation
import GestureLabKit
import Testing

// A seed-style scrollViewDidScroll toggle: the inner list scrolls only once the outer scroll view has pinned
// its header, as apps write in their UIScrollViewDelegate:
//
//     func scrollViewDidScroll(_ scrollView: UIScrollView) {
//         guard scrollView == outer else { return }
//         inner.isScrollEnabled = outer.contentOffset.y >= headerHeight
//     }
final class PinnedHeaderController: UIViewController, UIScrollViewDelegate {
    static let headerHeight: CGFloat = 200
    let lab: LabContext
    let outer = UIScrollView()
    let inner = UIScrollView()

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "feed"
        let size = view.bounds.size
        outer.frame = view.bounds
        outer.accessibilityIdentifier = "outer"
        outer.contentSize = CGSize(width: size.width, height: size.height + Self.headerHeight)
        outer.delegate = self
        inner.frame = CGRect(x: 0, y: Self.headerHeight, width: size.width, height: size.height)
        inner.accessibilityIdentifier = "inner"
        inner.contentSize = CGSize(width: size.width, height: size.height * 4)
        inner.isScrollEnabled = false
        outer.addSubview(inner)
        view.addSubview(outer)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView == outer else { return }
        let pinned = outer.contentOffset.y >= Self.headerHeight
        if inner.isScrollEnabled != pinned {
            inner.isScrollEnabled = pinned
            lab.report(pinned ? "innerEnabled" : "innerDisabled")
        }
    }
}

final class PinnedHeaderScene: LabScene {
    static let name = "pinned-header"
    static let summary = "A header that pins before the list under it scrolls."
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { PinnedHeaderController(lab: lab) }
}

// A sheet whose pan is linked to its list's pan, the usual bottom-sheet code:
//
//     func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
//                            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
//         return otherGestureRecognizer == list.panGestureRecognizer
//     }
final class LinkedSheetController: UIViewController, UIGestureRecognizerDelegate {
    let lab: LabContext
    let list = UIScrollView()
    var moved: CGFloat = 0

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "sheet"
        lab.report("loaded")
        list.frame = view.bounds
        list.accessibilityIdentifier = "list"
        list.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        view.addSubview(list)
        view.accessibilityIdentifier = "sheet"
        let pan = UIPanGestureRecognizer(target: self, action: LinkedSheetController.didPan)
        pan.delegate = self
        view.addGestureRecognizer(pan)
    }

    func didPan(_ pan: UIGestureRecognizer) {
        if pan.state == .ended { lab.report("sheetPanEnded") }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        return lab.option("linked") == "on" && otherGestureRecognizer == list.panGestureRecognizer
    }
}

final class LinkedSheetScene: LabScene {
    static let name = "linked-sheet"
    static let summary = "A sheet's pan and its list's pan, linked or not."
    static let options: [LabOption] = [.toggle("linked", default: true)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }
    func makeRootViewController() -> UIViewController { LinkedSheetController(lab: lab) }
}

@Suite("Ported: a scrollViewDidScroll toggle and a linked pan")
struct ScrollToggleAndLinkedPanPortTests {
    @Test("dragging up pins the header, and scrollViewDidScroll then enables the inner list")
    func toggleEnablesTheInnerList() throws {
        let report = try replayKit("scene pinned-header\n0.1 drag 200 700 -> 200 300 in 0.4\n",
                                   scenes: [PinnedHeaderScene.self])
        #expect(report.states(of: "outer.pan").contains(.began))
        #expect(!report.states(of: "inner.pan").contains(.began))
        #expect(report.actionNames.first == "innerEnabled")
        #expect(Set(report.scrollViews.map(\.name)) == ["outer", "inner"])
        #expect(report.screen == "feed")
    }

    @Test("linked, the sheet's pan and the list's pan recognize together")
    func linkedPansRecognizeTogether() throws {
        let report = try replayKit("scene linked-sheet linked=on\n0.1 drag 200 600 -> 200 300 in 0.3\n",
                                   scenes: [LinkedSheetScene.self])
        #expect(report.states(of: "list.pan").contains(.began))
        #expect(report.states(of: "sheet.pan").contains(.began))
        #expect(report.actionNames == ["loaded", "sheetPanEnded"])
    }

    @Test("unlinked, one pan excludes the other")
    func unlinkedPansExclude() throws {
        let report = try replayKit("scene linked-sheet linked=off\n0.1 drag 200 600 -> 200 300 in 0.3\n",
                                   scenes: [LinkedSheetScene.self])
        let began = ["list.pan", "sheet.pan"].filter { report.states(of: $0).contains(.began) }
        #expect(began.count == 1)
    }

    @Test("the default optionDidChange rebuilds the scene with the new value")
    func defaultOptionChangeRebuilds() throws {
        let report = try replayKit("scene linked-sheet\nset linked=off\n0.1 drag 200 600 -> 200 300 in 0.3\n",
                                   scenes: [LinkedSheetScene.self])
        #expect(report.options.first?.value == "off")
        #expect(report.actionNames.filter { $0 == "loaded" }.count == 2)
        #expect(!report.states(of: "sheet.pan").contains(.began) || !report.states(of: "list.pan").contains(.began))
    }
}
