import Foundation
import GestureUIKit
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
            let window = UIWindow(size: CGSize(width: 390, height: 844))
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

/// A scene that presents and dismisses a controller whose view holds a subclass the test watches.
final class PresentedTeardownScene: LabScene {
    static let name = "presented-teardown"
    nonisolated(unsafe) static weak var lastPresentedCard: UIView?
    nonisolated(unsafe) static weak var lastPresented: UIViewController?
    nonisolated(unsafe) static weak var last: PresentedTeardownScene?
    let lab: LabContext
    private var root: UIViewController?
    init(lab: LabContext) {
        self.lab = lab
        Self.last = self
    }

    func makeRootViewController() -> UIViewController {
        let root = UIViewController()
        self.root = root
        return root
    }

    /// Presents a controller with a card (a UIView subclass) in its view, then dismisses it; nothing keeps it.
    func presentAndDismiss() {
        final class Card: UIView { var marker = 1 }
        let presented = UIViewController()
        let card = Card(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        presented.view.addSubview(card)
        Self.lastPresentedCard = card
        Self.lastPresented = presented
        root?.present(presented, animated: false)
        #expect(card.window != nil)
        presented.dismiss(animated: false)
    }
}

@Suite("A dismissed controller's views are freed with it")
struct PresentedTeardownTests {
    @Test("after present and dismiss, nothing holds the controller, its view or the subview subclass")
    func dismissedTreeIsFreed() throws {
        let registry = GestureLab.registry(with: [PresentedTeardownScene.self])
        let window = UIWindow(size: CGSize(width: 390, height: 844))
        let context = SceneContext(window: window, images: ImageCatalog([]))
        let scene = try registry.make("presented-teardown", context: context, options: [:])
        try #require(PresentedTeardownScene.last).presentAndDismiss()
        #expect(PresentedTeardownScene.lastPresented == nil)
        #expect(PresentedTeardownScene.lastPresentedCard == nil)
        #expect(window.subviews.count == 1)
        _ = scene
    }
}
