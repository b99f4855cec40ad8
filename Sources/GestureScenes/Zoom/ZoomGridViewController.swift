import Foundation
import GestureUIKit

/// The grid (screen `grid`): the run's photos as square thumbnails, 3 to a row 2 pt apart, in a collection view
/// `grid` under a navigation bar. Selecting one presents the viewer with `.zoom` out of that cell.
final class ZoomGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let columns = 3
    static let spacing: CGFloat = 2

    let lab: LabContext
    let fix: ZoomDismissFix
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// The viewer, while it is up.
    private(set) weak var viewer: ZoomPhotoViewController?

    init(lab: LabContext, fix: ZoomDismissFix) {
        self.lab = lab
        self.fix = fix
        super.init(nibName: nil, bundle: nil)
        title = "grid"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView.accessibilityIdentifier = "grid"
        collectionView.backgroundColor = .white
        collectionView.alwaysBounceVertical = true
        collectionView.register(ZoomThumbnailCell.self, forCellWithReuseIdentifier: ZoomThumbnailCell.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns = CGFloat(Self.columns)
        let side = ((view.bounds.width - Self.spacing * (columns - 1)) / columns).rounded(.down)
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        lab.imageCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ZoomThumbnailCell.identifier, for: indexPath)
        (cell as? ZoomThumbnailCell)?.imageView.image = lab.thumbnail(at: indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        open(indexPath.item)
    }

    /// Presents the viewer on photo `index`, zooming out of its cell: Apple's pattern, the source view provider
    /// asking the grid for the cell of the photo the viewer shows.
    func open(_ index: Int) {
        guard viewer == nil, index >= 0, index < lab.imageCount else { return }
        let photo = ZoomPhotoViewController(index: index, lab: lab, fix: fix)
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomPhotoViewController)?.visiblePhotoRect
        }
        if fix.setsShouldBegin {
            options.interactiveDismissShouldBegin = { [weak photo] context in
                photo?.shouldBeginDismissal(context) ?? context.willBegin
            }
        }
        photo.preferredTransition = .zoom(options: options) { [weak self] context in
            guard let photo = context.zoomedViewController as? ZoomPhotoViewController else { return nil }
            return self?.collectionView.cellForItem(at: IndexPath(item: photo.index, section: 0))
        }
        viewer = photo
        lab.report("opened", value: "\(index)")
        present(photo, animated: true)
    }
}
