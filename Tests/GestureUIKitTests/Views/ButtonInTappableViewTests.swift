import Foundation
import Testing

@testable import GestureUIKit

/// A button inside a view that has a tap recognizer: UIKit lets the button's own single tap win
/// (`-[UIButton gestureRecognizerShouldBegin:]`, Apple's "Attaching gesture recognizers to UIKit controls").
@Suite("A button inside a view with a tap recognizer")
struct ButtonInTappableViewTests {
    private final class Log {
        var entries: [String] = []
    }

    /// A card (tap recognizer `taps` taps) holding a button at (40, 40, 120, 44); both log what fires.
    private func setUp(taps: Int = 1) -> (Harness, UIButton, UITapGestureRecognizer, Log) {
        let h = Harness()
        let log = Log()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200), name: "card")
        h.add(card)
        let tap = UITapGestureRecognizer(name: "cardTap", taps: taps)
        tap.addTarget { recognizer in if recognizer.state == .ended { log.entries.append("card") } }
        card.addGestureRecognizer(tap)
        let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44), name: "button", title: "Like")
        button.addAction(UIAction { _ in log.entries.append("button") }, for: .touchUpInside)
        card.addSubview(button)
        return (h, button, tap, log)
    }

    /// The button's centre in window points.
    private let onButton = CGPoint(120, 162)

    @Test("a single tap on the button runs the button's action; the card's tap fails, refused by the button")
    func buttonWins() {
        let (h, _, _, log) = setUp()
        h.tap(onButton, at: 1)
        #expect(log.entries == ["button"])
        #expect(h.states(of: "cardTap") == ["failed"])
        #expect(
            h.reason(of: "cardTap", to: .failed)?.contains("button.gestureRecognizerShouldBegin returned false") == true
        )
    }

    @Test("a tap beside the button is the card's")
    func cardElsewhere() {
        let (h, _, _, log) = setUp()
        h.tap(CGPoint(300, 250), at: 1)
        #expect(log.entries == ["card"])
    }

    @Test("a disabled button is not hit: the tap goes to the card")
    func disabledButton() {
        let (h, button, _, log) = setUp()
        button.isEnabled = false
        h.tap(onButton, at: 1)
        #expect(log.entries == ["card"])
        #expect(h.states(of: "cardTap") == ["ended"])
    }

    @Test("a double-tap recognizer on the card is not refused: two taps on the button are the card's double tap")
    func doubleTapIsNotRefused() {
        let (h, _, _, log) = setUp(taps: 2)
        h.tap(onButton, at: 1)
        h.tap(onButton, at: 1.2)
        #expect(log.entries.contains("card"))
        #expect(h.states(of: "cardTap") == ["ended"])
    }

    @Test("a tap recognizer on the button itself is not refused")
    func ownTapIsNotRefused() {
        let (h, button, _, log) = setUp()
        let own = UITapGestureRecognizer(name: "buttonTap", taps: 1)
        own.addTarget { recognizer in if recognizer.state == .ended { log.entries.append("own") } }
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
        h.tap(onButton, at: 1)
        #expect(h.states(of: "buttonTap") == ["ended"])
        #expect(log.entries.contains("own"))
    }
}
