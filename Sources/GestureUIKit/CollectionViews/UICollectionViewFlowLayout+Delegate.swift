import Foundation

/// A flow layout whose collection view's delegate is a `UICollectionViewDelegateFlowLayout`: every item measured
/// in `prepare()` and placed line by line, along the scroll axis ("main") and across it ("cross").
///
/// A line takes items while they fit across between the section's insets with the section's minimum interitem
/// spacing between them (a line always takes one). As the arithmetic path (`-[_UIFlowLayoutRow layoutRow]`,
/// justified): a full line of several items spreads its spare room between them, a full line of one item is
/// centred; items are centred along the scroll axis within their line. Deviation: the last line keeps the minimum
/// spacing from the leading inset (UIKit's last-line alignment for items of different sizes was not decoded).
extension UICollectionViewFlowLayout {
    /// The frames of every item of every section, and the content's length along the scroll axis.
    func measuredFrames(
        delegate: UICollectionViewDelegateFlowLayout, in collectionView: UICollectionView, cross crossLength: CGFloat
    ) -> (frames: [[CGRect]], length: CGFloat) {
        let vertical = scrollDirection == .vertical
        var frames: [[CGRect]] = []
        var position: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            let lineSpacing = delegate.collectionView(
                collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            let itemSpacing = delegate.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            let (mainStart, mainEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let crossStart = vertical ? inset.left : inset.top
            let available = max(0, crossLength - crossStart - (vertical ? inset.right : inset.bottom))
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                let size = delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                return vertical ? (main: size.height, cross: size.width) : (main: size.width, cross: size.height)
            }
            let lines = Self.lines(of: sizes.map(\.cross), spacing: itemSpacing, available: available)
            var sectionFrames: [CGRect] = []
            var main = position + mainStart
            for (index, line) in lines.enumerated() {
                let lineMain = line.map { sizes[$0].main }.max() ?? 0
                let isLast = index == lines.count - 1
                let used = line.map { sizes[$0].cross }.reduce(0, +)
                var gap = itemSpacing
                var cross = crossStart
                if !isLast, line.count > 1 { gap = (available - used) / CGFloat(line.count - 1) }
                if !isLast, line.count == 1 { cross = crossStart + max(0, (available - used) / 2) }
                for item in line {
                    let (itemMain, itemCross) = sizes[item]
                    let origin = (main: main + (lineMain - itemMain) / 2, cross: cross)
                    sectionFrames.append(
                        vertical
                            ? CGRect(x: origin.cross, y: origin.main, width: itemCross, height: itemMain)
                            : CGRect(x: origin.main, y: origin.cross, width: itemMain, height: itemCross))
                    cross += itemCross + gap
                }
                main += lineMain + (isLast ? 0 : lineSpacing)
            }
            frames.append(sectionFrames)
            position = main + mainEnd
        }
        return (frames, position)
    }

    /// The items of each line: as many as fit across `available` with `spacing` between them, at least one.
    static func lines(of crossSizes: [CGFloat], spacing: CGFloat, available: CGFloat) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used: CGFloat = 0
        for (item, size) in crossSizes.enumerated() {
            if !current.isEmpty, used + spacing + size > available {
                lines.append(current)
                current = []
                used = 0
            }
            used += (current.isEmpty ? 0 : spacing) + size
            current.append(item)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
