import Foundation
import GestureUIKit

/// The gallery screen `gallery`: a "Photos" bar over a 3-column grid of square thumbnails in a vertical scroll
/// view `gallery`; a tap on a thumbnail presents the viewer on that photo, as KSPhotoBrowser's demo does.
///
/// The grid stands in for a UICollectionView, which the kit does not have (as the navigation scene's list stands
/// in for a table view): thumbnails are `UIImageView`s laid out by index, and the selection is the engine's
/// `SelectionGestureRecognizer` (`gallery.tap`) put on the scroll view itself (a small bridge below the
/// kit). As a collection view selects: on touch-up however long the finger was down, highlighted (dimmed) after
/// the 0.15 s content-touch delay, unhighlighted when the drag begins (the gallery's pan excludes it).
/// Thumbnails are square crops (`.scaleAspectFill`), so the gallery never reads an image's size. Only the rows
/// within one screen above and below the visible area have views (a folder of 10,000 images has a few dozen);
/// they are reused as the gallery scrolls, as a collection view reuses its cells.
final class PhotoGalleryViewController: UIViewController, UIScrollViewDelegate {
    /// Points: the status bar above the navigation bar (an iPhone with a notch: 47).
    static let statusBarHeight: CGFloat = 47
    /// Points: UINavigationBar's height.
    static let navigationBarHeight: CGFloat = 44
    /// Points between thumbnails.
    static let spacing: CGFloat = 2
    static let columns = 3

    let lab: LabContext
    let scrollView = UIScrollView()
    let tap = SelectionGestureRecognizer(name: "gallery.tap")
    /// The highlighted thumbnail, if any (drawn dimmed).
    private(set) var highlightedIndex: Int?
    let count: Int
    /// Thumbnail views on the screen, by index.
    private(set) var cells: [Int: UIImageView] = [:]
    private var reusableCells: [UIImageView] = []
    private var hiddenIndex: Int?
    /// The photo to open once the gallery is on the screen (`open=N`).
    var openOnAppear: Int?
    /// The viewer, while it is up.
    private(set) var browser: PhotoBrowser?

    init(lab: LabContext) {
        self.lab = lab
        count = lab.imageCount
        super.init(nibName: nil, bundle: nil)
        title = "gallery"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = view.bounds.size
        view.accessibilityIdentifier = "galleryScreen"
        view.backgroundColor = .white
        let barHeight = Self.statusBarHeight + Self.navigationBarHeight
        let navigationBar = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: barHeight))
        navigationBar.accessibilityIdentifier = "navigationBar"
        navigationBar.backgroundColor = .systemGray6
        let titleLabel = UILabel(
            frame: CGRect(x: 0, y: Self.statusBarHeight, width: size.width, height: Self.navigationBarHeight))
        titleLabel.text = "Photos"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .black
        titleLabel.textAlignment = .center
        let separator = UIView(frame: CGRect(x: 0, y: barHeight - 0.5, width: size.width, height: 0.5))
        separator.backgroundColor = .separator
        navigationBar.addSubview(titleLabel)
        navigationBar.addSubview(separator)
        scrollView.frame = CGRect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
        scrollView.accessibilityIdentifier = "gallery"
        scrollView.clipsToBounds = true
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        view.addSubview(navigationBar)
        scrollView.contentSize = CGSize(width: size.width, height: contentHeight)
        // The bridge: UICollectionView's selection, on the grid itself.
        scrollView.addGestureRecognizer(tap)
        tap.itemAt = { [weak self] point in self?.index(at: CGPoint(x: point.x, y: point.y)) }
        tap.onHighlight = { [weak self] index in self?.setHighlighted(index) }
        tap.addTarget { [weak self] recognizer in if recognizer.state == .ended { self?.didSelect() } }
        scrollView.delegate = self
        updateCells()
    }

    /// `open=N`: the viewer comes up at once on photo N (KSPhotoBrowser shown without its transition).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let index = openOnAppear {
            openOnAppear = nil
            open(index, animated: false)
        }
    }

    // MARK: The grid

    /// Points: a thumbnail's side, (width − 2 gaps) / 3.
    var side: CGFloat {
        let columns = CGFloat(Self.columns)
        return max(0, (scrollView.bounds.width - Self.spacing * (columns - 1)) / columns)
    }

    var rows: Int { (count + Self.columns - 1) / Self.columns }

    var contentHeight: CGFloat {
        rows == 0 ? 0 : CGFloat(rows) * side + CGFloat(rows - 1) * Self.spacing
    }

    /// Thumbnail `index`'s frame in the gallery's content.
    func cellFrame(_ index: Int) -> CGRect {
        let column = index % Self.columns, row = index / Self.columns
        let pitch = side + Self.spacing
        return CGRect(x: CGFloat(column) * pitch, y: CGFloat(row) * pitch, width: side, height: side)
    }

    /// The thumbnail at `point` of the content, if the point is on one (not in a gap):
    /// `indexPathForItem(at:)`.
    func index(at point: CGPoint) -> Int? {
        let pitch = side + Self.spacing
        guard pitch > 0, point.x >= 0, point.y >= 0 else { return nil }
        let column = Int(point.x / pitch), row = Int(point.y / pitch)
        guard column < Self.columns, point.x - CGFloat(column) * pitch < side,
            point.y - CGFloat(row) * pitch < side
        else { return nil }
        let index = row * Self.columns + column
        return index < count ? index : nil
    }

    /// Thumbnail `index` in window coordinates, or nil when none of it is inside the gallery's visible area
    /// (KSPhotoItem's `sourceView`, converted as KSPhotoBrowser does).
    func thumbnailRectInWindow(_ index: Int) -> CGRect? {
        guard index >= 0, index < count else { return nil }
        let frame = cellFrame(index)
        guard frame.intersects(scrollView.bounds) else { return nil }
        return scrollView.convert(frame, to: nil)
    }

    /// Hides one thumbnail (KSPhotoBrowser's `sourceView.alpha = 0`), or shows it again.
    func setThumbnailHidden(_ hidden: Bool, at index: Int) {
        hiddenIndex = hidden ? index : (hiddenIndex == index ? nil : hiddenIndex)
        for (i, cell) in cells { cell.alpha = i == hiddenIndex ? 0 : 1 }
    }

    private func setHighlighted(_ index: Int?) {
        highlightedIndex = index
        for (i, cell) in cells { cell.alpha = i == hiddenIndex ? 0 : (i == index ? 0.6 : 1) }
    }

    // MARK: Selection and the viewer

    /// `collectionView(_:didSelectItemAt:)`: the viewer on that photo, growing out of its thumbnail.
    private func didSelect() {
        guard let index = tap.item else { return }
        open(index, animated: true)
    }

    /// Presents the viewer on photo `index` (KSPhotoBrowser `showFromViewController:`): grows it out of its
    /// thumbnail when `animated`. Ignored while a viewer is up.
    func open(_ index: Int, animated: Bool) {
        guard browser == nil, index >= 0, index < count else { return }
        let viewer = PhotoBrowser(lab: lab, index: index, gallery: self, animated: animated)
        browser = viewer
        lab.report("opened", value: "\(index)")
        // The browser draws its own transition over the gallery, which stays underneath (KSPhotoBrowser presents
        // with UIModalPresentationCustom), not a sheet.
        viewer.modalPresentationStyle = .custom
        present(viewer, animated: false)
    }

    /// The viewer's dismissal animation has finished (KSPhotoBrowser `dismissViewControllerAnimated:NO`).
    func browserDidDismiss(_ viewer: PhotoBrowser) {
        guard viewer === browser else { return }
        dismiss(animated: false)
        browser = nil
    }

    // MARK: Cells (UICollectionView's reuse)

    func scrollViewDidScroll(_ scrollView: UIScrollView) { updateCells() }

    /// The rows that get views: the visible ones and one screen's height above and below.
    var liveRows: ClosedRange<Int>? {
        guard rows > 0, side > 0 else { return nil }
        let pitch = side + Self.spacing
        let margin = scrollView.bounds.height
        let top = scrollView.contentOffset.y - margin
        let bottom = scrollView.contentOffset.y + scrollView.bounds.height + margin
        let first = max(0, Int((max(top, 0) / pitch).rounded(.down)))
        let last = min(rows - 1, Int((max(bottom, 0) / pitch).rounded(.down)))
        return first <= last ? first...last : nil
    }

    /// Reuses thumbnails outside `liveRows` and makes the missing ones.
    func updateCells() {
        guard let live = liveRows else {
            for index in Array(cells.keys) { recycle(index) }
            return
        }
        let first = live.lowerBound * Self.columns
        let last = min(count - 1, (live.upperBound + 1) * Self.columns - 1)
        for index in Array(cells.keys) where index < first || index > last { recycle(index) }
        guard first <= last else { return }
        for index in first...last where cells[index] == nil {
            let cell = reusableCells.popLast() ?? UIImageView()
            cell.contentMode = .scaleAspectFill  // square crops, as a photo grid shows them
            cell.backgroundColor = UIColor(white: 0.9, alpha: 1)
            cell.image = lab.thumbnail(at: index)
            cell.frame = cellFrame(index)
            cell.alpha = index == hiddenIndex ? 0 : (index == highlightedIndex ? 0.6 : 1)
            scrollView.addSubview(cell)
            cells[index] = cell
        }
    }

    private func recycle(_ index: Int) {
        guard let cell = cells.removeValue(forKey: index) else { return }
        cell.removeFromSuperview()
        reusableCells.append(cell)
    }
}
