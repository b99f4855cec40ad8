import Foundation
import GestureUIKit
import GestureScenes
import Testing
@testable import GestureLabApp

extension SDLSuites {
/// Scroll views clip their content, as UIScrollView does by default, however deeply they are nested.
@Suite("Scroll view clipping", .serialized)
struct ScrollViewClippingTests {
    /// The nested scene's cover colour (`BookViewController.coverColor`).
    static let header = (red: 0x8E, green: 0x5A, blue: 0x3C)

    @Test("with handoff=none a list scrolled up stays below the tab bar: the header is not drawn over")
    func listDoesNotCoverTheHeader() throws {
        let harness = try SceneRenderHarness(scene: "nested", options: [("handoff", "none")])
        defer { harness.close() }
        _ = try harness.settledFrame(at: 0.5)
        // A slow drag up on the list: with no hand-off the list takes it and scrolls 300 points.
        harness.host.send(.down(finger: 1, at: CGPoint(x: 195, y: 700), time: 0.5))
        for step in 1...30 {
            harness.host.send(.moved(finger: 1, to: CGPoint(x: 195, y: 700 - Double(step) * 10),
                                      time: 0.5 + Double(step) * 0.02))
        }
        harness.host.send(.up(finger: 1, at: CGPoint(x: 195, y: 400), time: 1.2))
        let image = try harness.settledFrame(at: 1.25)
        let list = try #require(harness.host.scene.scrollViewReports.first { $0.name == "tab.0" })
        #expect(list.contentOffset.y > 200, "the list scrolled")
        let outer = try #require(harness.host.scene.scrollViewReports.first { $0.name == "outer" })
        #expect(outer.contentOffset.y < 1, "the header stayed (handoff=none)")
        // The header's 150 points are still the cover colour, away from its two labels.
        for y in [10, 40, 140] {
            for x in [10, 200, 380] {
                #expect(image.isColor(x: x, y: y, Self.header.red, Self.header.green,
                                      Self.header.blue, tolerance: 3), "pixel (\(x), \(y)) is not the header")
            }
        }
    }

    /// The scroll views each built-in scene shows at start, counted by hand (nested: outer, tabs, tab.0-2; photos:
    /// gallery; navigation at its album page: banner; controls: list, pager; zoom: grid), so the check below
    /// cannot pass on a scene whose scroll views were not found.
    static let scrollViewCounts = [
        "taps": 0, "nested": 5, "photos": 1, "navigation": 1, "controls": 2, "inbox": 4, "refresh": 2, "carousel": 3,
        "pager-back": 1, "sheet": 1, "context-menu": 1, "zoom": 1,
    ]

    @Test("every scene's scroll views clip to their bounds")
    func everyScrollViewClips() throws {
        #expect(SceneRegistry.builtIn.names.sorted() == Self.scrollViewCounts.keys.sorted())
        for name in SceneRegistry.builtIn.names {
            let harness = try SceneRenderHarness(scene: name)
            defer { harness.close() }
            var scrollViews: [UIScrollView] = []
            func collect(_ view: UIView) {
                if let s = view as? UIScrollView { scrollViews.append(s) }
                view.subviews.forEach(collect)
            }
            collect(harness.host.window)
            #expect(scrollViews.count == Self.scrollViewCounts[name], "\(name): \(scrollViews.map(\.name))")
            for scrollView in scrollViews {
                #expect(scrollView.clipsToBounds, "\(name): \(scrollView.name) does not clip")
            }
        }
    }
}
}
