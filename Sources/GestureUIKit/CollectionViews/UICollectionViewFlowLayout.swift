import Foundation

/// UIKit's `UICollectionViewFlowLayout` (open for subclassing): items of one size in lines, line after line along
/// `scrollDirection`, each section inset by `sectionInset`.
///
/// Scrolling vertically a line is a row across the width; scrolling horizontally it is a column down the height,
/// and a carousel is the case of one item per column. A line holds as many items as fit across with at least
/// `minimumInteritemSpacing` between them, and the spare room of a full line goes between its items (which is
/// why the spacing is a minimum: UIKit justifies the line); lines are `minimumLineSpacing` apart. The content is
/// as long as the lines and exactly as wide as the bounds across (less the content insets), so a flow layout
/// scrolls along one axis only: the reason a carousel in a list is two one-axis scroll views (conflicts.md §7).
/// Frames are computed per question from the line arithmetic, so 10,000 items cost nothing until shown.
///
/// Deviations: no `UICollectionViewDelegateFlowLayout` (every item is `itemSize`), no headers, footers,
/// `estimatedItemSize` or self-sizing; a line with one item starts at the inset (UIKit's placement of a lone item
/// was not decoded: it may centre it).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `scrollDirection` (default `.vertical`).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { invalidateLayout() }
    }
    /// `itemSize` (UIKit's default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// `minimumLineSpacing` between lines (UIKit's default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// `minimumInteritemSpacing` between the items of a line (UIKit's default 10).
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// `sectionInset` (default zero).
    open var sectionInset = UIEdgeInsets.zero {
        didSet { invalidateLayout() }
    }

    /// One section's lines, measured along the scroll axis ("main") and across it ("cross").
    struct SectionLines {
        /// Where the section starts along the scroll axis (its inset not included).
        var start: CGFloat
        var count: Int
        var perLine: Int
        /// From one item's cross start to the next one's in a line.
        var crossStride: CGFloat
        var lines: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }
    }

    private(set) var sections: [SectionLines] = []
    private var contentLength: CGFloat = 0
    private var crossLength: CGFloat = 0
    /// The collection view's bounds size at the last `prepare()`.
    private var preparedSize: CGSize?

    /// `init()`.
    public override init() { super.init() }

    private var vertical: Bool { scrollDirection == .vertical }
    private var itemMain: CGFloat { vertical ? itemSize.height : itemSize.width }
    private var itemCross: CGFloat { vertical ? itemSize.width : itemSize.height }
    private var insetMainStart: CGFloat { vertical ? sectionInset.top : sectionInset.left }
    private var insetMainEnd: CGFloat { vertical ? sectionInset.bottom : sectionInset.right }
    private var insetCrossStart: CGFloat { vertical ? sectionInset.left : sectionInset.top }
    private var insetCrossEnd: CGFloat { vertical ? sectionInset.right : sectionInset.bottom }

    /// `prepare()`: counts the items and measures each section's lines.
    open override func prepare() {
        super.prepare()
        sections = []
        guard let collectionView else {
            contentLength = 0
            return
        }
        let bounds = collectionView.bounds.size
        preparedSize = bounds
        let insets = collectionView.contentInset
        crossLength =
            vertical
            ? max(0, bounds.width - insets.left - insets.right) : max(0, bounds.height - insets.top - insets.bottom)
        let available = max(0, crossLength - insetCrossStart - insetCrossEnd)
        let perLine = max(1, Int((available + minimumInteritemSpacing) / (itemCross + minimumInteritemSpacing)))
        // A full line's spare room goes between its items.
        let stride =
            perLine > 1
            ? itemCross + (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1) : itemCross
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let lines = SectionLines(start: position, count: count, perLine: perLine, crossStride: stride)
            sections.append(lines)
            let linesLength =
                lines.lines == 0
                ? 0 : CGFloat(lines.lines) * itemMain + CGFloat(lines.lines - 1) * minimumLineSpacing
            position += insetMainStart + linesLength + insetMainEnd
        }
        contentLength = position
    }

    /// `collectionViewContentSize`: as long as the sections, as wide (or tall) as the bounds across.
    open override var collectionViewContentSize: CGSize {
        vertical
            ? CGSize(width: crossLength, height: contentLength) : CGSize(width: contentLength, height: crossLength)
    }

    /// The frame of item `item` of section `section`.
    private func frame(section: SectionLines, item: Int) -> CGRect {
        let line = item / section.perLine
        let main = section.start + insetMainStart + CGFloat(line) * (itemMain + minimumLineSpacing)
        let cross = insetCrossStart + CGFloat(item % section.perLine) * section.crossStride
        return vertical
            ? CGRect(x: cross, y: main, width: itemSize.width, height: itemSize.height)
            : CGRect(x: main, y: cross, width: itemSize.width, height: itemSize.height)
    }

    /// `layoutAttributesForItem(at:)`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.count).contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(section: section, item: indexPath.item)
        return attributes
    }

    /// `layoutAttributesForElements(in:)`: only the lines that cross `rect` along the scroll axis are visited.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.lines > 0 {
            let first = section.start + insetMainStart
            let pitch = itemMain + minimumLineSpacing
            let firstLine = max(0, Int(((low - first - itemMain) / pitch).rounded(.down)))
            guard firstLine < section.lines else { continue }
            var line = firstLine
            while line < section.lines, first + CGFloat(line) * pitch < high {
                for item in line * section.perLine..<min(section.count, (line + 1) * section.perLine) {
                    let frame = frame(section: section, item: item)
                    guard frame.intersects(rect) else { continue }
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: index))
                    attributes.frame = frame
                    found.append(attributes)
                }
                line += 1
            }
        }
        return found
    }

    /// `shouldInvalidateLayout(forBoundsChange:)`: true when the size differs from the one the lines were
    /// measured for, false for a scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}
