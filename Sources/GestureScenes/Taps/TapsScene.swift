import Foundation
import GestureUIKit

/// The `taps` scene: single tap, double tap, long press and pan on one card, written on the kit in UIKit's names.
///
/// The seed problem: without a failure requirement a single tap fires on the first tap of every double tap.
/// `single-waits-for-double=on` writes what an iOS app writes, `singleTap.require(toFail: doubleTap)`, which
/// delays the single tap by the double-tap interval (0.35 s) and makes it fail when a double tap is recognized.
/// The option's other value builds the card without the requirement (the kit's default `optionDidChange`
/// rebuilds the scene: UIKit has no call that removes a failure requirement).
public final class TapsScene: LabScene {
    /// `LabScene.name`: what scripts write after `scene`.
    public static let name = "taps"
    /// `LabScene.title`: the panels' header and `scenes`.
    public static let title = "Tap, double tap, long press and pan"
    /// `LabScene.summary`: one sentence for the panels and `scenes`.
    public static let summary = "single tap, double tap, long press and pan on one card"
    /// `LabScene.problem`: the conflict and its fix, for the fixes panel.
    public static let problem =
        "A single tap fires before a double tap unless it requires the double tap to fail. "
        + "With the requirement it waits 0.35 s for a second tap, which is the price of the fix."
    /// `LabScene.options`: the main fix first.
    public static let options: [LabOption] = [
        .choice(
            "single-waits-for-double", ["on", "off"], default: "on",
            summary: "card.singleTap requires card.doubleTap to fail")
    ]
    /// `LabScene.actions`: what the scene reports.
    public static let actions = ["singleTap", "doubleTap", "longPress", "panEnded"]

    let lab: LabContext

    /// Builds the scene from `lab`'s options.
    public init(lab: LabContext) { self.lab = lab }

    /// `LabScene.makeRootViewController()`: the scene's root, at the device's size.
    public func makeRootViewController() -> UIViewController { CardViewController(lab: lab) }
}

/// The card and its four recognizers.
final class CardViewController: UIViewController {
    /// Points: the card's side.
    static let cardSide: CGFloat = 300

    private let lab: LabContext
    private let card = UIView()
    private let caption = UILabel()
    private var restingCenter = CGPoint.zero

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "card"
        view.backgroundColor = .systemGray6
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 24
        caption.text = "Tap, double tap, hold or drag"
        caption.font = .systemFont(ofSize: 17)
        caption.textColor = .white
        caption.textAlignment = .center
        card.addSubview(caption)
        view.addSubview(card)

        let singleTap = UITapGestureRecognizer(target: self, action: CardViewController.didSingleTap)
        singleTap.name = "card.singleTap"
        let doubleTap = UITapGestureRecognizer(target: self, action: CardViewController.didDoubleTap)
        doubleTap.name = "card.doubleTap"
        doubleTap.numberOfTapsRequired = 2
        let longPress = UILongPressGestureRecognizer(target: self, action: CardViewController.didLongPress)
        longPress.name = "card.longPress"
        let pan = UIPanGestureRecognizer(target: self, action: CardViewController.didPan)
        pan.name = "card.pan"
        [singleTap, doubleTap, longPress, pan].forEach(card.addGestureRecognizer)
        if lab.option("single-waits-for-double") == "on" {
            singleTap.require(toFail: doubleTap)
        }
        layoutCard()
    }

    private func layoutCard() {
        let size = view.bounds.size
        let side = min(Self.cardSide, size.width - 20, size.height - 20)
        restingCenter = CGPoint(x: size.width / 2, y: size.height / 2)
        card.frame = CGRect(x: restingCenter.x - side / 2, y: restingCenter.y - side / 2, width: side, height: side)
        caption.frame = CGRect(x: 0, y: side / 2 - 20, width: side, height: 40)
    }

    func didSingleTap(_ tap: UITapGestureRecognizer) { show("singleTap", "Single tap") }

    func didDoubleTap(_ tap: UITapGestureRecognizer) { show("doubleTap", "Double tap") }

    func didLongPress(_ press: UILongPressGestureRecognizer) {
        if press.state == .began { show("longPress", "Long press") }
    }

    private func show(_ action: String, _ text: String) {
        caption.text = text
        lab.report(action)
    }

    func didPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            card.layer.removeAllAnimations()
            let t = pan.translation(in: view)
            card.center = CGPoint(x: restingCenter.x + t.x, y: restingCenter.y + t.y)
        case .ended, .cancelled:
            if pan.state == .ended { lab.report("panEnded") }
            UIView.animate(
                withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                animations: { self.card.center = self.restingCenter })
        default:
            break
        }
    }
}
