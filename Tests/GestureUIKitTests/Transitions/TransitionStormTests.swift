import Foundation
import Testing

@testable import GestureUIKit

/// A navigation controller with the app's swipe-back pop (a custom interactive pop), which presents a card that a
/// pan dismisses interactively; meanwhile code pushes, pops, presents, dismisses and animates a badge, at random
/// times, while random drags land on whatever is on screen.
@Suite("Transitions storm: animations and transitions interrupted by touches at random times end consistent")
struct TransitionStormTests {
    private final class Storm {
        let window = UIWindow(size: CGSize(390, 844))
        let nav = UINavigationController(nibName: nil, bundle: nil)
        let card = CardController()
        let coordinator: SwipeBackCoordinator
        var generator: SeededGenerator
        private var pageCount = 2

        init(seed: UInt64) {
            generator = SeededGenerator(seed: seed)
            window.addSubview(nav.view)
            nav.view.frame = window.bounds
            nav.setViewControllers([Self.page(0), Self.page(1)], animated: false)
            coordinator = SwipeBackCoordinator(nav: nav)
            nav.delegate = coordinator
            card.modalPresentationStyle = .fullScreen
            card.transitioningDelegate = card
        }

        static func page(_ index: Int) -> UIViewController {
            let page = NavigationHarness.page(index)
            let badge = UIView(frame: CGRect(x: 20, y: 200, width: 60, height: 60))
            badge.accessibilityIdentifier = "badge"
            page.view.addSubview(badge)
            return page
        }

        func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }

        /// The script: drags one after another (one finger), code actions at independent random times.
        func events(until end: Double) -> [(time: Double, action: () -> Void)] {
            var events: [(time: Double, action: () -> Void)] = []
            var t = 0.1
            while t < end {
                let horizontal = Bool.random(using: &generator)
                let start = CGPoint(x: random(40...300), y: random(150...650))
                let delta = horizontal ? CGPoint(x: random(-60...320), y: 0) : CGPoint(x: 0, y: random(-60...420))
                let duration = random(0.03...0.7), hold = random(0...0.3)
                let steps = max(1, Int((duration * 120).rounded()))
                let begin = t
                events.append((begin, { [window] in window.touchDown(finger: 1, at: start, time: begin) }))
                for i in 1...steps {
                    let f = Double(i) / Double(steps), time = begin + duration * f
                    let point = CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f)
                    events.append((time, { [window] in window.touchMoved(finger: 1, to: point, time: time) }))
                }
                let up = begin + duration + hold
                let end = CGPoint(x: start.x + delta.x, y: start.y + delta.y)
                events.append((up, { [window] in window.touchUp(finger: 1, at: end, time: up) }))
                t = up + random(0.01...0.6)
            }
            for _ in 0..<Int(end * 2) {
                let time = random(0...end), animated = Bool.random(using: &generator)
                let action: () -> Void
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    action = { [unowned self] in
                        pageCount += 1
                        nav.pushViewController(Self.page(pageCount), animated: animated)
                    }
                case 1: action = { [nav] in nav.popViewController(animated: animated) }
                case 2: action = { [nav, card] in nav.present(card, animated: animated) }
                case 3: action = { [nav] in nav.dismiss(animated: animated) }
                default:
                    let x = random(0...300)
                    action = { [nav] in
                        guard let badge = nav.topViewController?.view.subviews.first(where: {
                            $0.accessibilityIdentifier == "badge"
                        }) else { return }
                        UIView.animate(withDuration: 0.3) { badge.center.x = CGFloat(x) }
                    }
                }
                events.append((time, action))
            }
            return events.sorted { $0.time < $1.time }
        }

        /// Every view under `view` drawn at its model values, with no animation attached.
        func viewsInFlight(under view: UIView) -> [UIView] {
            var found: [UIView] = []
            if !view.layer.animations.isEmpty || view.presented.center != nil || view.presented.transform != nil
                || view.presented.bounds != nil || view.presented.alpha != nil
            {
                found.append(view)
            }
            for subview in view.subviews { found += viewsInFlight(under: subview) }
            return found
        }

        var openContexts: Int {
            let contexts =
                card.presentAnimator.contexts + card.dismissAnimator.contexts + coordinator.animator.contexts
            return contexts.filter { ($0 as? ViewControllerTransitionContext)?.isCompleted != true }.count
        }
    }

    @Test("30 seeded storms: no view left mid-flight, no transition context left open, the screen consistent",
          arguments: 1...30)
    func storm(seed: UInt64) {
        let storm = Storm(seed: seed)
        for event in storm.events(until: 8) {
            if event.time > storm.window.now { storm.window.advance(to: event.time) }
            event.action()
        }
        storm.window.advance(to: storm.window.now + 3)

        #expect(storm.openContexts == 0, "seed \(seed)")
        #expect(storm.viewsInFlight(under: storm.window).isEmpty, "seed \(seed)")
        #expect(!storm.nav.isTransitioning, "seed \(seed)")
        let top = storm.nav.topViewController
        #expect(top?.view.superview === storm.nav.contentView, "seed \(seed)")
        #expect(storm.nav.contentView.subviews.count == 1, "seed \(seed)")
        #expect(top?.view.transform == .identity && top?.view.frame == storm.nav.contentView.bounds, "seed \(seed)")
        #expect(storm.nav.contentView.isUserInteractionEnabled, "seed \(seed)")
        #expect(!storm.card.isBeingPresented && !storm.card.isBeingDismissed, "seed \(seed)")
        if storm.nav.presentedViewController === storm.card {
            #expect(storm.card.view.window === storm.window, "seed \(seed)")
            #expect(storm.card.view.frame == storm.window.bounds, "seed \(seed)")
            #expect(storm.nav.view.window == nil, "seed \(seed)")
        } else {
            #expect(storm.nav.presentedViewController == nil, "seed \(seed)")
            #expect(storm.card.view.window == nil && storm.card.presentingViewController == nil, "seed \(seed)")
            #expect(storm.nav.view.window === storm.window, "seed \(seed)")
            #expect(storm.window.subviews.count == 1, "seed \(seed)")  // no container left behind
        }
    }
}
