import Foundation
import GestureUIKit

/// The album screen `album`: a full-screen, horizontally paging scroll view `banner` of three photos, with a
/// row of buttons (`album.button.0...2`: Like, Share, Save) near the bottom of the first photo, inside the
/// banner: they show UIKit's touches-in-scroll-views rules (0.15 s content-touch delay before the highlight,
/// the swipe cancelling a held button, touch-up inside within 70 pt).
///
/// Photo N shows image N of the scene's images (aspect-fit) when there is one, else a coloured placeholder.
/// The pop strategy's per-page code is here, as an app writes it in its view controller: the failure
/// requirement in `viewDidLoad`, and (`per-page`) the answer to `InteractivePopDeciding`: only while the
/// banner shows its first page (content offset x ≤ 0).
final class AlbumViewController: UIViewController, UIScrollViewDelegate, InteractivePopDeciding {
    static let photoCount = 3
    /// Placeholder colours for missing photos (system orange, green, indigo).
    static let placeholderColors: [UIColor] = [
        .systemOrange, .systemGreen, UIColor(red: 0x58 / 255, green: 0x56 / 255, blue: 0xD6 / 255, alpha: 1),
    ]
    static let buttonTitles = ["Like", "Share", "Save"]

    private let lab: LabContext
    private let strategy: PopStrategy
    let banner = EdgePanPassingScrollView()
    private var photos: [UIView] = []
    private var imageSizes: [CGSize?] = []
    /// The buttons on the first photo.
    private(set) var buttons: [UIButton] = []
    /// The page the banner last came to rest on.
    private(set) var restingPage = 0

    init(lab: LabContext, strategy: PopStrategy) {
        self.lab = lab
        self.strategy = strategy
        super.init(nibName: nil, bundle: nil)
        title = "album"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layout()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        banner.accessibilityIdentifier = "banner"
        banner.isPagingEnabled = true
        banner.delegate = self
        view.addSubview(banner)
        for index in 0..<Self.photoCount {
            let photo: UIView
            if let image = lab.image(at: index) {
                photo = UIImageView(image: image)
                imageSizes.append(image.size)
            } else {
                photo = UIView()
                photo.backgroundColor = Self.placeholderColors[index % Self.placeholderColors.count]
                let label = UILabel()
                label.text = "Photo \(index + 1)"
                label.font = .boldSystemFont(ofSize: 28)
                label.textColor = .white
                label.textAlignment = .center
                photo.addSubview(label)
                imageSizes.append(nil)
            }
            photo.isUserInteractionEnabled = false
            photos.append(photo)
            banner.addSubview(photo)
        }
        for (index, title) in Self.buttonTitles.enumerated() {
            let button = UIButton(type: .custom)
            button.accessibilityIdentifier = "album.button.\(index)"
            button.setTitle(title, for: .normal)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 10
            button.addAction(
                UIAction { [lab] _ in lab.report("buttonTapped", value: "\(index)") },
                for: .touchUpInside)
            buttons.append(button)
            banner.addSubview(button)
        }
        setUpPopStrategy()
    }

    /// The strategy's code in the album page: what `require-to-fail`, `per-page` and `simultaneous` add.
    private func setUpPopStrategy() {
        guard let pop = navigationController?.interactivePopGestureRecognizer else { return }
        switch strategy {
        case .requireToFail, .perPage:
            banner.panGestureRecognizer.require(toFail: pop)
        case .simultaneous:
            banner.recognizesSimultaneouslyWithEdgePans = true
        case .system, .replacedDelegate:
            break
        }
    }

    private func layout() {
        let bounds = view.bounds
        banner.frame = bounds
        banner.contentSize = CGSize(width: bounds.width * CGFloat(Self.photoCount), height: bounds.height)
        for (index, photo) in photos.enumerated() {
            let pageRect = CGRect(x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
            photo.frame = fitted(imageSizes[index], in: pageRect)
            photo.subviews.first?.frame = CGRect(origin: .zero, size: photo.frame.size)
        }
        let width = (bounds.width - 16 * 4) / 3
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: 16 + CGFloat(index) * (width + 16), y: bounds.height - 110, width: width, height: 44)
        }
    }

    /// The aspect-fit rectangle of an image of `size` in `rect` (the whole rect for a placeholder).
    private func fitted(_ size: CGSize?, in rect: CGRect) -> CGRect {
        guard let size, size.width > 0, size.height > 0 else { return rect }
        let scale = min(rect.width / size.width, rect.height / size.height)
        let w = size.width * scale, h = size.height * scale
        return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    // MARK: Per-page pop

    func shouldBeginInteractivePop(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard banner.contentOffset.x <= 0 else {
            lab.note("the album page allows the pop only on the banner's first page", for: gestureRecognizer)
            return false
        }
        return true
    }

    /// Leaving the stack: a banner still bouncing stops where it is (UIKit: setting the offset stops a scroll).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if navigationController == nil { banner.setContentOffset(banner.contentOffset, animated: false) }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { noteRest() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteRest() }
    }

    private func noteRest() {
        let width = banner.bounds.width
        let page = width > 0 ? Int((banner.contentOffset.x / width).rounded()) : 0
        guard page != restingPage else { return }
        restingPage = page
        lab.report("pageChanged", value: "\(page)")
    }
}
