import GestureCore

/// The gallery screen: the navigation root "Photos" with a 3-column grid of square thumbnails in a vertical
/// scroll view `gallery`.
///
/// Thumbnails are square crops (the front end fills the square keeping the aspect), so the gallery never reads
/// an image's size. Only the rows within one screen above and below the visible area have views (a folder of
/// 10,000 images has a few dozen); they are recycled as the gallery scrolls. A touch-up on a thumbnail
/// (`gallery.tap`, a `SelectionGestureRecognizer` on the scroll view, as a collection view selects: no time
/// limit, highlighted after the 0.15 s content-touch delay, failed when the drag begins) calls `onSelect`.
final class PhotoGallery: ScrollViewDelegate {
    /// Points: the status bar above the navigation bar (an iPhone with a notch: 47).
    static let statusBarHeight = 47.0
    /// Points: UINavigationBar's height.
    static let navigationBarHeight = 44.0
    /// Points between thumbnails.
    static let spacing = 2.0
    static let columns = 3

    let container: View
    let navigationBar: View
    let titleLabel: Label
    let scrollView: ScrollView
    let tap = SelectionGestureRecognizer(name: "gallery.tap")
    /// The highlighted thumbnail, if any (drawn dimmed).
    private(set) var highlightedIndex: Int?
    let count: Int
    /// Called with the tapped thumbnail's index.
    var onSelect: ((Int) -> Void)?
    /// Thumbnail views on the screen, by index.
    private(set) var cells: [Int: ImageView] = [:]
    private var reusableCells: [ImageView] = []
    private var hiddenIndex: Int?

    init(size: Size, count: Int) {
        self.count = count
        container = View(frame: Rect(origin: .zero, size: size), name: "galleryScreen")
        container.backgroundColor = .white
        let barHeight = Self.statusBarHeight + Self.navigationBarHeight
        navigationBar = View(frame: Rect(x: 0, y: 0, width: size.width, height: barHeight), name: "navigationBar")
        navigationBar.backgroundColor = Color.systemGray6
        titleLabel = Label(
            frame: Rect(
                x: 0, y: Self.statusBarHeight, width: size.width,
                height: Self.navigationBarHeight),
            text: "Photos", fontSize: 17, bold: true, color: .black, alignment: .center)
        let separator = View(frame: Rect(x: 0, y: barHeight - 0.5, width: size.width, height: 0.5))
        separator.backgroundColor = Color.separator
        navigationBar.addSubview(titleLabel)
        navigationBar.addSubview(separator)
        scrollView = ScrollView(
            frame: Rect(
                x: 0, y: barHeight, width: size.width,
                height: max(0, size.height - barHeight)), name: "gallery")
        scrollView.clipsToBounds = true
        scrollView.alwaysBounceVertical = true
        container.addSubview(scrollView)
        container.addSubview(navigationBar)
        scrollView.contentSize = Size(width: size.width, height: contentHeight)
        scrollView.addGestureRecognizer(tap)
        tap.itemAt = { [weak self] point in self?.index(at: point) }
        tap.onHighlight = { [weak self] index in self?.setHighlighted(index) }
        tap.addTarget { [weak self] recognizer in if recognizer.state == .ended { self?.didTap() } }
        scrollView.scrollDelegate = self
        updateCells()
    }

    /// Points: a thumbnail's side, (width − 2 gaps) / 3.
    var side: Double {
        let columns = Double(Self.columns)
        return max(0, (scrollView.bounds.width - Self.spacing * (columns - 1)) / columns)
    }

    var rows: Int { (count + Self.columns - 1) / Self.columns }

    var contentHeight: Double {
        rows == 0 ? 0 : Double(rows) * side + Double(rows - 1) * Self.spacing
    }

    /// Thumbnail `index`'s frame in the gallery's content.
    func cellFrame(_ index: Int) -> Rect {
        let column = index % Self.columns, row = index / Self.columns
        let pitch = side + Self.spacing
        return Rect(x: Double(column) * pitch, y: Double(row) * pitch, width: side, height: side)
    }

    /// The thumbnail at `point` of the content, if the point is on one (not in a gap).
    func index(at point: Point) -> Int? {
        let pitch = side + Self.spacing
        guard pitch > 0, point.x >= 0, point.y >= 0 else { return nil }
        let column = Int(point.x / pitch), row = Int(point.y / pitch)
        guard column < Self.columns, point.x - Double(column) * pitch < side, point.y - Double(row) * pitch < side
        else { return nil }
        let index = row * Self.columns + column
        return index < count ? index : nil
    }

    /// Thumbnail `index` in window coordinates, or nil when none of it is inside the gallery's visible area.
    func thumbnailRectInWindow(_ index: Int) -> Rect? {
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

    private func didTap() {
        guard let index = tap.item else { return }
        onSelect?(index)
    }

    private func setHighlighted(_ index: Int?) {
        highlightedIndex = index
        for (i, cell) in cells { cell.alpha = i == hiddenIndex ? 0 : (i == index ? 0.6 : 1) }
    }

    // MARK: Cells

    func scrollViewDidScroll(_ scrollView: ScrollView) { updateCells() }

    /// The rows that get views: the visible ones and one screen's height above and below.
    var liveRows: ClosedRange<Int>? {
        guard rows > 0, side > 0 else { return nil }
        let pitch = side + Self.spacing
        let margin = scrollView.bounds.height
        let top = scrollView.contentOffset.y - margin,
            bottom = scrollView.contentOffset.y + scrollView.bounds.height + margin
        let first = max(0, Int((max(top, 0) / pitch).rounded(.down)))
        let last = min(rows - 1, Int((max(bottom, 0) / pitch).rounded(.down)))
        return first <= last ? first...last : nil
    }

    /// Recycles thumbnails outside `liveRows` and creates the missing ones.
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
            let cell = reusableCells.popLast() ?? ImageView(frame: .zero, name: "")
            cell.isUserInteractionEnabled = false
            cell.contentMode = .scaleAspectFill  // square crops, as a photo grid shows them
            cell.backgroundColor = Color(white: 0.9)
            cell.image = ImageHandle(index)
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

    /// The gallery's report entry.
    var report: ScrollViewReport {
        ScrollViewReport(
            name: scrollView.name, contentOffset: scrollView.contentOffset,
            contentSize: scrollView.contentSize, zoomScale: scrollView.zoomScale, page: nil,
            dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating)
    }
}
