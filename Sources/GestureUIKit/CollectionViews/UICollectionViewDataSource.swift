import Foundation

/// UIKit's `UICollectionViewDataSource`: the items and their cells. The number of items and the cell are
/// required; the number of sections is optional, with UIKit's default in the extension.
public protocol UICollectionViewDataSource: AnyObject {
    /// `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// `collectionView(_:cellForItemAt:)`: usually `dequeueReusableCell(withReuseIdentifier:for:)`, configured.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// `numberOfSections(in:)`.
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    /// `numberOfSections(in:)`, optional in UIKit: 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
