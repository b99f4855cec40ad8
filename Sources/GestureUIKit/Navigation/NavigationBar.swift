import Foundation
/// The bar across the top of a navigation container: the top page's title and a "‹ Back" button, as
/// UINavigationBar.
///
/// Its height is `topInset` (the status bar) plus 44 pt (UIKit's compact bar). The back button is a view named
/// `nav.backButton` carrying a tap recognizer `nav.back`; it is hidden on the root page. During a transition the
/// bar cross-fades as UIKit's does: the upper page's title slides towards the right half and fades with the
/// page's coverage, the lower page's title comes in from the left and fades in, and the back button fades out
/// when the lower page is the root. UIKit's back button shows the previous page's title; this one always reads
/// "‹ Back" (a deliberate simplification).
public final class UINavigationBar: UIView {
    /// Points: the bar's own height below the status bar. UIKit: 44.
    package static let barHeight = 44.0
    /// Points: how far the upper title travels to the right as the upper page leaves (half the width in UIKit's
    /// pop animation, where the title ends over the centre of the right half [?]).
    static let titleTravelFraction = 0.5

    /// Points above the bar's content: the status bar. 47 on the 390x844 device.
    package var topInset: Double {
        didSet { setNeedsLayout() }
    }
    /// The title of the page on top (of the upper page during a transition).
    package let titleLabel: UILabel
    /// The lower page's title, shown only during a transition.
    let lowerTitleLabel: UILabel
    /// The "‹ Back" button (named `nav.backButton`).
    package let backButton: UIView
    private let backLabel: UILabel
    /// Pops the top page when the back button is tapped.
    package let backTapGestureRecognizer = UITapGestureRecognizer(name: "nav.back")
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    /// `prefersLargeTitles` (iOS 11, default false). Deviation: stored only; the bar keeps its 44-point height and
    /// small title (UIKit's large-title bar is 52 points taller and collapses as the content scrolls).
    public var prefersLargeTitles = false {
        didSet { reportDeviation(.navigationBarPrefersLargeTitles, if: prefersLargeTitles) }
    }

    /// A bar `topInset` (the status bar) plus 44 pt tall.
    /// `init?(coder:)`: no nibs; always nil.
    public required init?(coder: NSCoder) { return nil }

    /// A bar `topInset` (the status bar) plus 44 pt tall (the navigation controller makes it).
    package init(topInset: Double) {
        self.topInset = topInset
        titleLabel = UILabel(name: "nav.title", text: "", fontSize: 17, bold: true, alignment: .center)
        lowerTitleLabel = UILabel(name: "nav.lowerTitle", text: "", fontSize: 17, bold: true, alignment: .center)
        backButton = UIView(name: "nav.backButton")
        backLabel = UILabel(text: "‹ Back", fontSize: 17, color: .systemBlue)
        super.init(frame: .zero)
        name = "nav.bar"
        backgroundColor = UIColor(Color(hex: 0xF9F9F9, alpha: 0.94))
        lowerTitleLabel.isHidden = true
        backButton.addSubview(backLabel)
        backButton.isHidden = true
        addSubview(lowerTitleLabel)
        addSubview(titleLabel)
        addSubview(backButton)
        backButton.addGestureRecognizer(backTapGestureRecognizer)
        backTapGestureRecognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .ended { self?.onBack?() }
        }
    }

    /// The bar's full height: the status bar plus 44 pt.
    package var height: Double { topInset + Self.barHeight }

    public override func layoutSubviews() {
        let content = CGRect(x: 0, y: topInset, width: bounds.width, height: Self.barHeight)
        let titleWidth = max(0, content.width - 200)
        titleLabel.frame = CGRect(
            x: (content.width - titleWidth) / 2, y: content.minY, width: titleWidth,
            height: content.height)
        lowerTitleLabel.frame = titleLabel.frame
        backButton.frame = CGRect(x: 0, y: content.minY, width: 96, height: content.height)
        backLabel.frame = CGRect(x: 8, y: 0, width: 88, height: content.height)
    }

    /// Shows the resting state for `title`, with or without the back button.
    func show(title: String, showsBack: Bool) {
        titleLabel.text = title
        titleLabel.alpha = 1
        titleLabel.transform = .identity
        lowerTitleLabel.isHidden = true
        lowerTitleLabel.transform = .identity
        backButton.isHidden = !showsBack
        backButton.alpha = 1
    }

    /// Places the bar's items for a transition where the upper page covers `coverage` (0...1) of the lower one.
    func showTransition(upperTitle: String, lowerTitle: String, lowerShowsBack: Bool, coverage c: Double) {
        let travel = bounds.width * Self.titleTravelFraction
        titleLabel.text = upperTitle
        titleLabel.alpha = c
        titleLabel.transform = CGAffineTransform(translationX: (1 - c) * travel, y: 0)
        lowerTitleLabel.isHidden = false
        lowerTitleLabel.text = lowerTitle
        lowerTitleLabel.alpha = 1 - c
        lowerTitleLabel.transform = CGAffineTransform(translationX: -c * travel, y: 0)
        backButton.isHidden = false
        backButton.alpha = lowerShowsBack ? 1 : c
    }

    /// Whether `point` (window coordinates) lies on the visible bar (the edge pan ignores such touches).
    func containsWindowPoint(_ point: CGPoint) -> Bool {
        guard !isHidden, window != nil else { return false }
        return bounds.contains(convert(point, from: nil))
    }

    override func draw(in context: inout DrawContext) {
        super.draw(in: &context)
        context.fill(
            CGRect(x: 0, y: renderBounds.height - 0.5, width: renderBounds.width, height: 0.5), color: .separator)
    }
}
