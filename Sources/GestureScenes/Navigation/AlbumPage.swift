import GestureCore

/// The album page `album`: a full-screen, horizontally paging scroll view `banner` of three photos, with a row
/// of buttons (`album.button.0...2`: Like, Share, Save) near the bottom of the first photo, inside the banner:
/// they show UIKit's touches-in-scroll-views rules (0.15 s content-touch delay before the highlight, the swipe
/// cancelling a held button, touch-up inside within 70 pt).
///
/// Photo N shows image N of the scene's images (aspect-fit) when there is one, else a coloured placeholder.
/// In the per-page strategy it is the page that decides the pop (`InteractivePopDeciding`): only while the
/// banner shows its first page (content offset x ≤ 0), and with `banner.pan` required to wait for the edge pan.
final class AlbumPage: NavigationPage, InteractivePopDeciding, ScrollViewDelegate {
    static let photoCount = 3
    /// Placeholder colours for missing photos.
    static let placeholderColors = [Color(hex: 0xFF9500), Color(hex: 0x34C759), Color(hex: 0x5856D6)]

    let banner = EdgePanPassingScrollView(name: "banner")
    private var photos: [View] = []
    private var infos: [ImageInfo?]
    /// The page the banner last came to rest on.
    private(set) var restingPage = 0
    /// Called with the new page when the banner comes to rest on another page.
    var onPageChange: ((Int) -> Void)?
    static let buttonTitles = ["Like", "Share", "Save"]
    /// The button row on the first photo.
    private(set) var buttons: [Button] = []
    /// Called with the button's index on a touch-up inside.
    var onButton: ((Int) -> Void)?

    init(title: String, images: ImageCatalog) {
        infos = (0..<Self.photoCount).map { $0 < images.count ? images.info(at: $0) : nil }
        super.init(name: "album", title: title, view: AlbumView(name: "album"))
        view.backgroundColor = .black
        banner.isPagingEnabled = true
        banner.scrollDelegate = self
        view.addSubview(banner)
        for index in 0..<Self.photoCount {
            let photo: View
            if let info = infos[index], info.pixelSize != nil {
                let imageView = ImageView(name: "banner.photo.\(index)")
                imageView.image = ImageHandle(index)
                photo = imageView
            } else {
                photo = View(name: "banner.photo.\(index)")
                photo.backgroundColor = Self.placeholderColors[index % Self.placeholderColors.count]
                photo.addSubview(Label(text: "Photo \(index + 1)", fontSize: 28, bold: true, color: .white,
                                       alignment: .center))
            }
            photo.isUserInteractionEnabled = false
            photos.append(photo)
            banner.addSubview(photo)
        }
        for (index, title) in Self.buttonTitles.enumerated() {
            let button = Button(name: "album.button.\(index)", title: title)
            button.addAction(for: .touchUpInside) { [weak self] _, _ in self?.onButton?(index) }
            buttons.append(button)
            banner.addSubview(button)
        }
        (view as? AlbumView)?.page = self
    }

    func layout() {
        let bounds = view.bounds
        banner.frame = bounds
        banner.contentSize = Size(width: bounds.width * Double(Self.photoCount), height: bounds.height)
        for (index, photo) in photos.enumerated() {
            let pageRect = Rect(x: Double(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
            photo.frame = fitted(infos[index]?.pixelSize, in: pageRect)
            photo.subviews.first?.frame = Rect(origin: .zero, size: photo.frame.size)
        }
        let width = (bounds.width - 16 * 4) / 3
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: 16 + Double(index) * (width + 16), y: bounds.height - 110, width: width, height: 44)
        }
    }

    /// The aspect-fit rectangle of an image of `size` in `rect` (the whole rect for a placeholder).
    private func fitted(_ size: Size?, in rect: Rect) -> Rect {
        guard let size, size.width > 0, size.height > 0 else { return rect }
        let scale = min(rect.width / size.width, rect.height / size.height)
        let w = size.width * scale, h = size.height * scale
        return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
    }

    // MARK: Per-page pop

    func shouldBeginInteractivePop(_ recognizer: GestureRecognizer) -> Bool {
        guard banner.contentOffset.x <= 0 else {
            recognizer.note("the album page allows the pop only on the banner's first page")
            return false
        }
        return true
    }

    func configureInteractivePop(edgePan: GestureRecognizer?) {
        banner.panGestureRecognizer.removeFailureRequirements()
        if let edgePan { banner.panGestureRecognizer.require(toFail: edgePan) }
    }

    /// Leaving the stack: a banner still bouncing stops where it is (its frames run on the window's).
    override func didMove(to navigationController: NavigationController?) {
        if navigationController == nil { banner.stopMotion() }
    }

    // MARK: Banner

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { noteRest() }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { noteRest() }
    }

    private func noteRest() {
        let page = banner.page ?? 0
        guard page != restingPage else { return }
        restingPage = page
        onPageChange?(page)
    }
}

private final class AlbumView: View {
    weak var page: AlbumPage?
    override func layoutSubviews() { page?.layout() }
}
