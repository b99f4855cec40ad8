import GestureLabKit
import GestureLabTesting
import Testing

/// A user's own map app: a page sheet of places (medium and large) over the map, presented when the map appears.
/// Written as an app writes it, with only the kit.
///
/// `fix=off` is what the app first shipped: UIKit's default `prefersScrollingExpandsWhenScrolledToEdge` (true): a
/// drag up at medium expands instead of scrolling. `fix=on` turns the flag off. `refresh=on` puts a refresh
/// control on the list: a drag down on the list then refreshes and never moves the sheet (nor does a drag up).
final class PlacesSheetScene: LabScene {
    static let name = "places-sheet"
    static let summary = "A sheet of places with medium and large detents."
    static let options: [LabOption] = [.toggle("fix", default: true), .toggle("refresh", default: false)]
    let lab: LabContext
    init(lab: LabContext) { self.lab = lab }

    /// The map: presents the places when it appears.
    final class MapController: UIViewController, UISheetPresentationControllerDelegate, UITableViewDataSource {
        let lab: LabContext
        let fixed: Bool
        let refreshes: Bool
        let list = UITableView(frame: .zero, style: .plain)

        init(lab: LabContext, fixed: Bool, refreshes: Bool) {
            self.lab = lab
            self.fixed = fixed
            self.refreshes = refreshes
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { return nil }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let places = UIViewController()
            places.view = PlacesView(list: list)
            list.accessibilityIdentifier = "places"
            list.dataSource = self
            list.register(UITableViewCell.self, forCellReuseIdentifier: "place")
            if refreshes {
                let refresh = UIRefreshControl()
                refresh.addAction(UIAction { [lab] _ in lab.report("refreshed") }, for: .valueChanged)
                list.refreshControl = refresh
            }
            places.modalPresentationStyle = .pageSheet
            if let sheet = places.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.selectedDetentIdentifier = .medium
                sheet.prefersScrollingExpandsWhenScrolledToEdge = !fixed
                sheet.delegate = self
            }
            present(places, animated: true)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
            cell.textLabel?.text = "Place \(indexPath.row + 1)"
            return cell
        }

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            lab.report(sheetPresentationController.selectedDetentIdentifier == .large ? "large" : "medium")
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            lab.report("dismissed")
        }
    }

    /// The sheet's view: the list fills it, whatever its height.
    final class PlacesView: UIView {
        let list: UITableView

        init(list: UITableView) {
            self.list = list
            super.init(frame: .zero)
            addSubview(list)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            list.frame = bounds
        }
    }

    func makeRootViewController() -> UIViewController {
        MapController(lab: lab, fixed: lab.option("fix") == "on", refreshes: lab.option("refresh") == "on")
    }
}

@Suite("A sheet of places with medium and large detents, written with the kit, through the tester")
struct SheetConflictTests {
    @Test("the sheet slides up to medium: its top half way down the screen")
    func slidesUpToMedium() throws {
        let tester = try GestureTester(PlacesSheetScene.self)
        tester.settle()
        #expect(try tester.frame(of: "places").minY == CGFloat(422))
    }

    @Test("without the fix a drag up at medium expands the sheet and the list does not scroll")
    func brokenDragUpExpands() throws {
        let tester = try GestureTester(PlacesSheetScene.self, options: ["fix": "off"])
        tester.settle()
        tester.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.5, hold: 0.2)
        tester.settle()
        tester.expectReported("large", count: 1)
        #expect(tester.contentOffset(of: "places")?.y == CGFloat(0))
        #expect(try tester.frame(of: "places").minY == CGFloat(57))
    }

    @Test("with a refresh control a drag down on the list refreshes and never dismisses; a drag up never expands")
    func brokenRefreshStopsDismissal() throws {
        let tester = try GestureTester(PlacesSheetScene.self, options: ["fix": "off", "refresh": "on"])
        tester.settle()
        tester.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.5, hold: 0.2)
        tester.settle()
        #expect(!tester.didReport("large"))
        #expect(tester.contentOffset(of: "places")?.y == CGFloat(290))
        tester.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 800), duration: 0.5, hold: 0.2)
        tester.settle()
        tester.advance(by: 0.5)
        tester.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 800), duration: 0.4)
        tester.settle()
        tester.expectReported("refreshed", count: 1)
        #expect(!tester.didReport("dismissed"))
        tester.expectRecognized("places.pan")
        tester.expectFailed("_UISheetInteractionBackgroundDismissRecognizer", because: "excluded by places.pan")
    }

    @Test("with the fix a drag up scrolls the list at medium, and a drag down from its top dismisses the sheet")
    func fixedScrollsAndDismisses() throws {
        let tester = try GestureTester(PlacesSheetScene.self)
        tester.settle()
        tester.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 400), duration: 0.5, hold: 0.2)
        tester.settle()
        #expect(tester.contentOffset(of: "places")?.y == CGFloat(290))
        #expect(!tester.didReport("large"))
        // Back to the top, then a new drag down from there after a pause.
        tester.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 800), duration: 0.5, hold: 0.2)
        tester.settle()
        #expect(tester.contentOffset(of: "places")?.y == CGFloat(0))
        #expect(!tester.didReport("dismissed"))
        tester.advance(by: 0.5)
        tester.drag(from: CGPoint(x: 195, y: 480), to: CGPoint(x: 195, y: 800), duration: 0.4)
        tester.settle()
        tester.expectReported("dismissed", count: 1)
    }
}
