import Foundation
import GestureCore
import GestureLabKit
import GestureScenes
import Testing

/// A scene whose controller and card view the test can watch through weak references.
final class TeardownScene: LabScene {
    static let name = "teardown"
    nonisolated(unsafe) static weak var lastController: UIViewController?
    nonisolated(unsafe) static weak var lastCard: UIView?
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    func makeRootViewController() -> UIViewController {
        final class CardController: UIViewController {
            override func viewDidLoad() {
                final class Card: UIView { var marker = 1 }
                let card = Card(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
                card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CardController.tapped))
                view.addSubview(card)
                TeardownScene.lastCard = card
            }
            func tapped() {}
        }
        let controller = CardController()
        Self.lastController = controller
        return controller
    }
}

@Suite("A kit scene's tree is freed when its host lets it go")
struct TeardownTests {
    @Test("the controller, its views and their recognizers are freed with the scene; alive while it runs")
    func freedWithTheScene() throws {
        let registry = GestureLab.registry(with: [TeardownScene.self])
        do {
            let window = Window(size: Size(width: 390, height: 844))
            let context = SceneContext(window: window, images: ImageCatalog([]))
            let scene = try registry.make("teardown", context: context, options: [:])
            #expect(TeardownScene.lastController != nil)
            #expect(TeardownScene.lastCard?.gestureRecognizers?.count == 1)
            _ = scene
        }
        #expect(TeardownScene.lastController == nil)
        #expect(TeardownScene.lastCard == nil)
    }
}
