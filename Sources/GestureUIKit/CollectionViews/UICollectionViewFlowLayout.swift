import Foundation

/// UIKit's `UICollectionViewFlowLayout` (open for subclassing): items of one size in lines, line after line along
/// `scrollDirection`, each section inset by `sectionInset`.
///
/// Scrolling vertically a line is a row across the width; scrolling horizontally it is a column down the height,
/// and a carousel is the case of one item per column. A line holds as many items as fit across with at least
/// `minimumInteritemSpacing` between them; lines are `minimumLineSpacing` apart. The content is as long as the
/// lines and exactly as wide as the bounds across (less the content insets), so a flow layout scrolls along one
/// axis only: the reason a carousel in a list is two one-axis scroll views (conflicts.md §7). Frames are computed
/// per question from the line arithmetic, so 10,000 items cost nothing until shown.
///
/// Read in the decompiled UIKitCore (iOS 26.1):
/// - `-[UICollectionViewFlowLayout _dimensionFromCollectionView]`: the width across is the bounds' width (height
///   when horizontal) less `_effectiveContentInset`, at least 0; `_updateCollectionViewScrollableAxis` sets
///   `_setContentScrollsAlongXAxis:` for `.horizontal` and `...AlongYAxis:` for `.vertical` only;
/// - `encodeWithCoder:` skips the defaults: spacings 10 and 10, `itemSize` 50 × 50, `sectionInset` zero;
/// - `-[_UIFlowLayoutRow layoutRow]`, justified alignment (case 3): a line of several items spreads the spare room
///   between them, `(dimension − items − insets) / (count − 1)`; a line of one item is centred,
///   `inset + (available − item) / 2`; the incomplete last line, when the other lines are justified, takes the
///   full lines' spacing (how many items fit), so it lines up with the columns above.
///
/// With a `UICollectionViewDelegateFlowLayout` delegate, items take its sizes, insets and spacings
/// (`UICollectionViewFlowLayout+Delegate.swift`). Subclasses override `prepare()`, `layoutAttributesForElements(in:)`,
/// `shouldInvalidateLayout(forBoundsChange:)` and `targetContentOffset(forProposedContentOffset:
/// withScrollingVelocity:)` (a snapping carousel), calling super, as on iOS.
///
/// Deviations: no headers, footers, `estimatedItemSize` or self-sizing; the alignments are fixed to the justified one above (UIKit's defaults for
/// the common and last lines are set outside the decoded method), and the last line of one item starts at the
/// inset.
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
        /// The room across for items, between the section's insets.
        var available: CGFloat
        var lines: Int { count == 0 ? 0 : (count + perLine - 1) / perLine }
    }

    private(set) var sections: [SectionLines] = []
    /// Every item's frame by section, when the collection view's delegate is a `UICollectionViewDelegateFlowLayout`
    /// (`UICollectionViewFlowLayout+Delegate.swift`); nil for the line arithmetic.
    private var measured: [[CGRect]]?
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
        let insets = collectionView.adjustedContentInset
        crossLength =
            vertical
            ? max(0, bounds.width - insets.left - insets.right) : max(0, bounds.height - insets.top - insets.bottom)
        if let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout {
            (measured, contentLength) = measuredFrames(delegate: delegate, in: collectionView, cross: crossLength)
            return
        }
        measured = nil
        let available = max(0, crossLength - insetCrossStart - insetCrossEnd)
        let fit = (available + minimumInteritemSpacing) / (itemCross + minimumInteritemSpacing)
        let perLine = fit.isFinite && fit < Double(Int.max / 2) ? max(1, Int(fit)) : 1
        // A full line's spare room goes between its items.
        let stride =
            perLine > 1
            ? itemCross + (available - CGFloat(perLine) * itemCross) / CGFloat(perLine - 1) : itemCross
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let lines = SectionLines(
                start: position, count: count, perLine: perLine, crossStride: stride, available: available)
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
        var cross = insetCrossStart + CGFloat(item % section.perLine) * section.crossStride
        // A complete line of one item is centred across (`layoutRow`, justified, count ≤ 1).
        if section.perLine == 1, line < section.lines - 1, section.available > itemCross {
            cross = insetCrossStart + (section.available - itemCross) / 2
        }
        return vertical
            ? CGRect(x: cross, y: main, width: itemSize.width, height: itemSize.height)
            : CGRect(x: main, y: cross, width: itemSize.width, height: itemSize.height)
    }

    /// `layoutAttributesForItem(at:)`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        if let measured {
            guard indexPath.count == 2, measured.indices.contains(indexPath.section),
                measured[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = measured[indexPath.section][indexPath.item]
            return attributes
        }
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.count).contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(section: section, item: indexPath.item)
        return attributes
    }

    /// `layoutAttributesForElements(in:)`: only the lines that cross `rect` along the scroll axis are visited.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if let measured {
            var found: [UICollectionViewLayoutAttributes] = []
            for (section, frames) in measured.enumerated() {
                for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = frame
                    found.append(attributes)
                }
            }
            return found
        }
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.lines > 0 {
            let first = section.start + insetMainStart
            let pitch = itemMain + minimumLineSpacing
            let skip = pitch > 0 ? ((low - first - itemMain) / pitch).rounded(.down) : 0
            let firstLine = skip.isFinite ? Int(max(0, min(skip, Double(section.lines)))) : 0
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
