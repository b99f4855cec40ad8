import Foundation
@testable import GestureUIKit

/// A window holding a navigation container of plain pages, each with an optional content pan, and a log of
/// the container's delegate calls.
final class NavigationHarness: NavigationControllerDelegate {
    let h: Harness
    let nav: NavigationController
    private(set) var log: [String] = []

    var window: UIWindow { h.window }

    /// A stack of `depth` pages named `page.0`...; `contentPan` adds a pan named `page.N.pan` to each page.
    init(depth: Int, contentPan: Bool = false) {
        h = Harness()
        nav = NavigationController(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        h.add(nav.view)
        nav.setPages((0..<depth).map { Self.page($0, contentPan: contentPan) })
        nav.delegate = self
    }

    static func page(_ index: Int, contentPan: Bool = false) -> NavigationPage {
        let page = NavigationPage(name: "page.\(index)", title: "Page \(index)")
        page.view.backgroundColor = .white
        if contentPan { page.view.addGestureRecognizer(UIPanGestureRecognizer(name: "page.\(index).pan")) }
        return page
    }

    /// Advances the window frame by frame (60 Hz) until `time`.
    func run(until time: Double) {
        var t = window.now
        while t < time {
            t = min(time, t + 1.0 / 60)
            window.advance(to: t)
        }
    }

    func navigationController(_ controller: NavigationController, didShow page: NavigationPage,
                              after operation: NavigationOperation) {
        log.append("\(operation.rawValue) \(page.name)")
    }

    func navigationController(_ controller: NavigationController, didCancelInteractivePopOf page: NavigationPage) {
        log.append("cancel \(page.name)")
    }
}

/// An app's replacement for the edge pan's delegate: it only turns the pop off on the root page.
final class RootOnlyPopDelegate: UIGestureRecognizerDelegate {
    weak var nav: NavigationController?
    init(_ nav: NavigationController) { self.nav = nav }
    func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { (nav?.pages.count ?? 0) > 1 }
}
