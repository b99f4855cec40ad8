@testable import GestureUIKit
import GestureScript
import Testing
@testable import GestureReplay
@testable import GestureScenes

/// The outcome of a navigation replay: the report, plus the banner's extreme offsets seen frame by frame.
struct NavigationRun {
    let report: ReplayReport
    /// The banner's smallest and largest content offset x over the run (0 when it never moved).
    let bannerRange: ClosedRange<Double>

    var actionNames: [String] { report.actions.map(\.name) }
    var bannerMoved: Bool { bannerRange.lowerBound < -0.5 || bannerRange.upperBound > 0.5 }
    var bannerPage: Int? { report.scrollViews.first { $0.name == "banner" }?.page }

    func states(_ recognizer: String) -> [String] {
        report.transitions.filter { $0.recognizer == recognizer }.map(\.to.rawValue)
    }

    func reason(_ recognizer: String, _ state: GestureRecognizerState) -> String {
        report.transitions.last { $0.recognizer == recognizer && $0.to == state }?.reason ?? ""
    }

    func actionValues(_ name: String) -> [Double?] { report.actions.filter { $0.name == name }.map(\.value) }
}

/// Replays `events` (touch-script event lines) in the navigation scene with `pop`, stepping frame by frame to
/// watch the banner, until idle.
func replayNavigation(pop: String, start: String = "album", _ events: String) throws -> NavigationRun {
    let text = "scene navigation start=\(start)\nset pop=\(pop)\n" + events
    let script = try TouchScriptParser.parse(text, sourceName: "navigation.touches", catalog: SceneRegistry.builtIn.catalog)
    let session = try ReplaySession(script: script, images: ImageCatalog([]))
    var low = 0.0, high = 0.0
    var t = 0.0
    while !session.isFinished {
        t += 1.0 / 60
        session.step(to: t)
        if let banner = session.scene.scrollViewReports.first(where: { $0.name == "banner" }) {
            low = min(low, banner.contentOffset.x)
            high = max(high, banner.contentOffset.x)
        }
    }
    return NavigationRun(report: session.report(), bannerRange: low...high)
}

/// Touch-script lines shared by the tests.
enum Swipes {
    /// From x = 5 (inside the 13 pt edge region) across 295 pt in 0.3 s.
    static let edge = "0 drag 5 400 -> 300 400 in 0.3\n"
    /// From mid-screen leftwards: pages the banner forward.
    static let midLeft = "0 drag 300 400 -> 60 400 in 0.3\n"
}

extension LabSceneHost {
    /// The navigation scene's own object (the LabScene inside the kit's scene host), nil for other scenes.
    var navigationLab: NavigationScene? { (self.scene as? NavigationScene) }

    /// The kit navigation controller of the navigation scene.
    var labNavigationController: UINavigationController? { navigationLab?.navigationController }
}
