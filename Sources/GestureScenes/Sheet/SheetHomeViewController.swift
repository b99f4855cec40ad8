import Foundation
import GestureUIKit

/// The screen under the sheet: a button that presents the items sheet at medium.
final class SheetHomeViewController: UIViewController {
    let button = UIButton(type: .system)
    private let lab: LabContext
    private let expands: Bool
    private let list: String
    private let startsPresented: Bool
    /// The sheet's controller while presented (tests read it).
    private(set) var items: ItemsViewController?

    init(lab: LabContext, expands: Bool, list: String, startsPresented: Bool) {
        self.lab = lab
        self.expands = expands
        self.list = list
        self.startsPresented = startsPresented
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "home"
        view.backgroundColor = .systemGray6
        button.accessibilityIdentifier = "showItems"
        button.setTitle("Show items", for: .normal)
        button.frame = CGRect(x: (view.bounds.width - 200) / 2, y: 160, width: 200, height: 50)
        button.addTarget(self, action: SheetHomeViewController.showItems, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if startsPresented, items == nil { present(animated: false) }
    }

    func showItems() { present(animated: true) }

    /// Presents the list as a page sheet at medium, with the scene's options.
    private func present(animated: Bool) {
        guard presentedViewController == nil else { return }
        let controller = ItemsViewController(lab: lab, list: list)
        controller.modalPresentationStyle = .pageSheet
        if let sheet = controller.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .medium
            sheet.prefersGrabberVisible = true
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            sheet.delegate = controller
        }
        items = controller
        // Reported only for the button: a scene that starts with the sheet up (or is rebuilt) is not news.
        present(controller, animated: animated) { [lab] in if animated { lab.report("presented") } }
    }
}
