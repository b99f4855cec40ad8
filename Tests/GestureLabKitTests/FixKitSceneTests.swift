import Foundation
import GestureLabKit
import GestureReplay
import GestureScenes
import GestureScript
import Testing

/// A user's own scene, written on the kit: a photo card whose single tap and double tap both fire on a double tap
/// (no failure requirement), as an app first writes it.
final class LikeCardScene: LabScene {
    static let name = "like-card"
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController { LikeCardController(lab: lab) }
}

final class LikeCardController: UIViewController {
    let lab: LabContext

    init(lab: LabContext) {
        self.lab = lab
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let card = UIView(frame: CGRect(x: 45, y: 300, width: 300, height: 300))
        card.accessibilityIdentifier = "photo"
        let open = UITapGestureRecognizer { [weak self] _ in self?.lab.report("opened") }
        open.name = "photo.open"
        let like = UITapGestureRecognizer { [weak self] _ in self?.lab.report("liked") }
        like.numberOfTapsRequired = 2
        like.name = "photo.like"
        card.addGestureRecognizer(open)
        card.addGestureRecognizer(like)
        view.addSubview(card)
    }
}

@Suite("gesturelab fix on a user's own scene")
struct FixKitSceneTests {
    @Test("the search reaches the user's recognizers by their names and finds the failure requirement")
    func findsTheRequirement() throws {
        let registry = GestureLab.registry(with: [LikeCardScene.self])
        let text = "scene like-card\n0.4 tap 195 450 count 2\n1 expect action liked count 1\n1 expect not action opened\n1.2 end\n"
        let script = try TouchScriptParser.parse(text, sourceName: "like.touches", catalog: registry.catalog)
        let search = FixSearch(
            target: FixSearch.Script(path: "like.touches", script: script), settings: ReplaySettings(scenes: registry),
            images: { _ in ImageCatalog([]) }, jobs: 1)
        let result = try search.run()
        #expect(result.subjects.recognizers.map(\.name) == ["photo.open", "photo.like"])
        let best = try #require(result.fixes.first)
        #expect(best.text == "photo.open requires photo.like")
        #expect(best.code == "photoOpen.require(toFail: photoLike)")
    }
}
