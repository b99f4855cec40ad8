import Foundation
import GestureUIKit

/// A horizontal carousel: a `UICollectionView` with a horizontal `UICollectionViewFlowLayout`, its own data
/// source of `count` cards, and the app's fix for its drags.
///
/// It scrolls horizontally only (a flow layout's content is exactly as tall as the bounds), so its pan begins
/// only when the finger has moved 10 pt sideways, and at its first or last card it hands a drag further that way
/// to its nearest parent scroll view when that one scrolls horizontally (`transfersHorizontalScrollingToParent`,
/// UIKit's default true; `UIScrollView+Nesting.swift`). `simultaneous` is the delegate method apps paste.
final class CarouselView: UICollectionView, UICollectionViewDataSource, UIGestureRecognizerDelegate {
    var count = 0 {
        didSet { reloadData() }
    }
    var palette: [UIColor] = [.systemBlue]
    var fix = CarouselFix.noTransfer {
        didSet { transfersHorizontalScrollingToParent = fix != .noTransfer }
    }

    init(itemSize: CGSize, inset: UIEdgeInsets, spacing: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = itemSize
        layout.sectionInset = inset
        layout.minimumLineSpacing = spacing
        super.init(frame: .zero, collectionViewLayout: layout)
        backgroundColor = .clear
        register(CardCell.self, forCellWithReuseIdentifier: CardCell.identifier)
        dataSource = self
        transfersHorizontalScrollingToParent = false
    }

    required init?(coder: NSCoder) { return nil }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = dequeueReusableCell(withReuseIdentifier: CardCell.identifier, for: indexPath)
        if let card = cell as? CardCell {
            card.label.text = String(indexPath.item + 1)
            card.color = palette[indexPath.item % palette.count]
        }
        return cell
    }

    /// UIScrollView's delegate method for its own pan (declared as iOS code declares it): true for the wrong fix
    /// `simultaneous`.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        if fix == .simultaneous, gestureRecognizer === panGestureRecognizer { return true }
        return false
    }
}
