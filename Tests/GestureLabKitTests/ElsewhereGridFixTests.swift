import Foundation
import GestureLabKit
import GestureLabTestSupport
import GestureReplay
import GestureScenes
import GestureScript
import Testing

/// A vertical grid of reused tiles that open on a touch-down press whose delegate is the view controller: the
/// collection-view form of `ElsewhereCellFeedScene`. The fix the search finds is the same requirement, written for
/// `collectionView(_:cellForItemAt:)` on `collectionView.panGestureRecognizer`.
@Suite("gesturelab fix on reused collection-view cells that are not their recognizer's delegate")
struct ElsewhereGridFixTests {
    static let script = ElsewhereCellFixTests.script.replacingOccurrences(
        of: "elsewhere-card-feed", with: "elsewhere-tile-grid"
    ).replacingOccurrences(of: "offset feed", with: "offset grid")

    @Test("the best fix is a statement for cellForItemAt on the collection view's pan")
    func bestFixIsACellForItemStatement() throws {
        let registry = GestureLab.registry(with: [ElsewhereGridScene.self])
        let parsed = try TouchScriptParser.parse(Self.script, sourceName: "grid.touches", catalog: registry.catalog)
        let result = try FixSearch(
            target: FixSearch.Script(path: "grid.touches", script: parsed), settings: ReplaySettings(scenes: registry),
            images: { _ in ImageCatalog([]) }, jobs: 2
        ).run()
        let best = try #require(result.fixes.first, "\(FixReport.text(result, script: "grid", seconds: 0))")
        #expect(best.text == "tile.N.longPress requires grid.pan")
        #expect(best.placements.map(\.cellClass) == ["ElsewhereTileCell"])
        #expect(best.code.hasPrefix("// in collectionView(_:cellForItemAt:), after the constant holding"))
        #expect(
            best.placements.first?.member
                == "cell.pressGesture.require(toFail: collectionView.panGestureRecognizer)")
    }
}

/// A tile that opens on a touch-down press it holds in `pressGesture`; the scene is the press's delegate.
final class ElsewhereTileCell: UICollectionViewCell {
    var pressGesture = UILongPressGestureRecognizer()
    var report: ((String) -> Void)?

    required override init(frame: CGRect) {
        super.init(frame: frame)
        pressGesture = UILongPressGestureRecognizer(target: self, action: ElsewhereTileCell.pressed)
        pressGesture.minimumPressDuration = 0
        contentView.addGestureRecognizer(pressGesture)
    }

    required init?(coder: NSCoder) { return nil }

    func pressed(_ press: UILongPressGestureRecognizer) {
        if press.state == .ended { report?("opened") }
    }
}

/// Tiles 358 × 130 in a grid named `grid`, each tile's content view named `tile.ITEM`.
final class ElsewhereGridScene: LabScene, UICollectionViewDataSource, UIGestureRecognizerDelegate {
    static let name = "elsewhere-tile-grid"
    static let summary = "A grid of reused tiles that open on a press whose delegate is the view controller."
    let lab: LabContext
    var grid: UICollectionView?
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 358, height: 130)
        let grid = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        grid.register(ElsewhereTileCell.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = self
        controller.view.addSubview(grid)
        self.grid = grid
        return controller
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        guard let tile = cell as? ElsewhereTileCell else { return cell }
        tile.pressGesture.delegate = self
        tile.contentView.accessibilityIdentifier = "tile.\(indexPath.item)"
        tile.report = { [lab] name in lab.report(name, value: String(indexPath.item)) }
        return tile
    }
}
