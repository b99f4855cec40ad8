import Foundation
import GestureUIKit

/// The `controls` screen (`settings`): a settings list `list` (a vertical scroll view) with a button, a switch and
/// a slider, and a horizontally paging scroll view `pager` inside it whose first page has the same three.
///
/// What each option value writes, as an app writes it in `viewDidLoad`:
/// - `touches=default`: nothing (UIKit's defaults: `delaysContentTouches` true, `canCancelContentTouches` true,
///   `touchesShouldCancel(in:)` false for controls).
/// - `touches=no-delay`: `delaysContentTouches = false` on both scroll views, for instant highlights.
/// - `touches=no-cancel`: `canCancelContentTouches = false` on both, to keep controls from losing their touch.
/// - `touches=cancel-controls` (the fix): no delay, and `touchesShouldCancel(in:)` true for controls
///   (`ControlsScrollView`).
/// - `slider=plain`: nothing; `slider=toggle-scroll`: the pager's slider turns `pager.isScrollEnabled` off on
///   `.touchDown` and on again when its touch ends; `slider=refuse-pager` (the fix): the pager's pan refuses to
///   begin over a slider.
final class ControlsViewController: UIViewController, UIScrollViewDelegate {
    /// Points: the height of a row in the cards.
    static let rowHeight: CGFloat = 56
    /// Points: the pager's height.
    static let pagerHeight: CGFloat = 200
    /// Rows below the pager, so the list scrolls.
    static let fillerRows = 16

    private let lab: LabContext
    private let touches: String
    private let sliderFix: String
    let list = ControlsScrollView()
    let pager = ControlsScrollView()
    /// The controls in report order (the value of their actions): the list's button, switch and slider, then
    /// the pager's.
    private(set) var controls: [UIControl] = []
    private var restingPage = 0

    init(lab: LabContext, touches: String, slider: String) {
        self.lab = lab
        self.touches = touches
        self.sliderFix = slider
        super.init(nibName: nil, bundle: nil)
        title = "settings"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        let width = view.bounds.width
        list.frame = view.bounds
        list.accessibilityIdentifier = "list"
        list.alwaysBounceVertical = true
        // The scene lays its content out from the top of the screen itself (its own title and margins, drawn from
        // y 0 as before the kit had a safe area), as an app that places content under the status bar does with
        // `.never`; with `.automatic` it would rest 47 pt lower on the 390x844 device.
        list.contentInsetAdjustmentBehavior = .never
        view.addSubview(list)

        list.addSubview(label("Settings", frame: CGRect(x: 20, y: 16, width: width - 40, height: 36), size: 30))
        list.addSubview(caption("IN A SCROLL VIEW", y: 64, width: width))
        let card = self.card(frame: CGRect(x: 16, y: 88, width: width - 32, height: 3 * Self.rowHeight))
        list.addSubview(card)
        addControls(to: card, name: "list", titles: ("Download", "Wi-Fi"))

        let pagerTop = 88 + 3 * Self.rowHeight + 36
        list.addSubview(caption("IN A PAGER", y: pagerTop - 24, width: width))
        pager.frame = CGRect(x: 0, y: pagerTop, width: width, height: Self.pagerHeight)
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 3 * width, height: Self.pagerHeight)
        pager.delegate = self
        list.addSubview(pager)
        let first = self.card(frame: CGRect(x: 16, y: 0, width: width - 32, height: Self.pagerHeight - 32))
        pager.addSubview(first)
        addControls(to: first, name: "pager", titles: ("Play", "Shuffle"))
        for page in 1..<3 {
            let other = self.card(
                frame: CGRect(x: CGFloat(page) * width + 16, y: 0, width: width - 32, height: Self.pagerHeight - 32))
            other.backgroundColor = page == 1 ? .systemOrange : .systemGreen
            let title = label("Page \(page + 1)", frame: other.bounds, size: 28)
            title.textColor = .white
            title.textAlignment = .center
            other.addSubview(title)
            pager.addSubview(other)
        }

        for page in 0..<3 {
            let caption = label(
                "Page \(page + 1) of 3: swipe sideways",
                frame: CGRect(x: CGFloat(page) * width, y: Self.pagerHeight - 28, width: width, height: 20), size: 13)
            caption.textColor = .gray
            caption.textAlignment = .center
            pager.addSubview(caption)
        }

        let moreTop = pagerTop + Self.pagerHeight + 8
        list.addSubview(caption("MORE", y: moreTop - 24 + 16, width: width))
        let more = self.card(
            frame: CGRect(x: 16, y: moreTop + 16, width: width - 32, height: CGFloat(Self.fillerRows) * 44))
        for row in 0..<Self.fillerRows {
            more.addSubview(
                label(
                    "Row \(row + 1)", frame: CGRect(x: 16, y: CGFloat(row) * 44, width: width - 64, height: 44),
                    size: 17))
        }
        list.addSubview(more)
        list.contentSize = CGSize(width: width, height: more.frame.maxY + 32)
        applyOptions()
    }

    /// The button (full width, first row), the switch (second row, right) and the slider (third row) of one card.
    private func addControls(to card: UIView, name: String, titles: (button: String, switchLabel: String)) {
        let inner = card.bounds.width
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 12, y: 8, width: inner - 24, height: Self.rowHeight - 16)
        button.accessibilityIdentifier = "\(name).button"
        button.setTitle(titles.button, for: .normal)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 10
        card.addSubview(button)

        card.addSubview(
            label(
                titles.switchLabel, frame: CGRect(x: 16, y: Self.rowHeight, width: inner - 100, height: Self.rowHeight),
                size: 17))
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: inner - 16 - 51, y: Self.rowHeight + (Self.rowHeight - 31) / 2)
        toggle.accessibilityIdentifier = "\(name).switch"
        card.addSubview(toggle)

        let slider = UISlider(frame: CGRect(x: 16, y: 2 * Self.rowHeight + 12, width: inner - 32, height: 31))
        slider.accessibilityIdentifier = "\(name).slider"
        slider.value = 0.3
        slider.isContinuous = false  // one `.valueChanged` per drag, when the touch lifts
        card.addSubview(slider)

        for control in [button, toggle, slider] as [UIControl] {
            let index = controls.count
            controls.append(control)
            control.addAction(UIAction { [lab] _ in lab.report("touchDown", value: "\(index)") }, for: .touchDown)
            control.addAction(
                UIAction { [lab] _ in lab.report("touchUpInside", value: "\(index)") }, for: .touchUpInside)
            control.addAction(UIAction { [lab] _ in lab.report("touchCancel", value: "\(index)") }, for: .touchCancel)
            control.addAction(
                UIAction { [lab] _ in lab.report("valueChanged", value: "\(index)") }, for: .valueChanged)
        }
    }

    /// What the app wrote, per the options (see the type's note).
    private func applyOptions() {
        for scrollView in [list, pager] {
            scrollView.lab = lab
            switch touches {
            case "no-delay":
                scrollView.delaysContentTouches = false
            case "no-cancel":
                scrollView.canCancelContentTouches = false
            case "cancel-controls":
                scrollView.delaysContentTouches = false
                scrollView.cancelsControls = true
            default:
                break
            }
        }
        switch sliderFix {
        case "refuse-pager":
            pager.refusesSliderDrags = true
        case "toggle-scroll":
            // The wrong fix: the slider switches paging off while it tracks. A drag on the track never
            // tracks, so it never runs.
            let slider = controls[5]
            slider.addAction(UIAction { [pager] _ in pager.isScrollEnabled = false }, for: .touchDown)
            slider.addAction(
                UIAction { [pager] _ in pager.isScrollEnabled = true },
                for: [.touchUpInside, .touchUpOutside, .touchCancel])
        default:
            break
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        let page = Int((pager.contentOffset.x / pager.bounds.width).rounded())
        if page != restingPage {
            restingPage = page
            lab.report("pageChanged", value: "\(page)")
        }
    }

    private func card(frame: CGRect) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        return card
    }

    private func caption(_ text: String, y: CGFloat, width: CGFloat) -> UILabel {
        let caption = label(text, frame: CGRect(x: 32, y: y, width: width - 64, height: 20), size: 13)
        caption.textColor = .gray
        return caption
    }

    private func label(_ text: String, frame: CGRect, size: CGFloat) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = size >= 28 ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = .black
        return label
    }
}
