import Foundation
import Testing

@_spi(GestureLabHost) @testable import GestureUIKit

/// Derived names (kit.md "Names in reports"): an unnamed view in a window is named by its type and index path, and
/// its recognizers by the view. The kit renames only the views a change moves (not the whole window on every
/// `addSubview`), so these check that every change that moves an index path renames what it moved, and nothing
/// else: the names must be the ones a walk of the whole window gives.
@Suite struct DerivedNameTests {
    /// A window holding a container with three plain subviews, each with a pan.
    private func makeTree() -> (UIWindow, UIView, [UIView]) {
        let window = UIWindow(size: CGSize(390, 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let children = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for child in children {
            child.addGestureRecognizer(UIPanGestureRecognizer())
            container.addSubview(child)
        }
        window.addSubview(container)
        return (window, container, children)
    }

    /// Every view's name under `root`, depth first, with its recognizers' names.
    private func names(under root: UIView) -> [String] {
        let own: [String] = [root.name] + root.attachedRecognizers.map(\.derivedName)
        return own + root.subviews.flatMap { names(under: $0) }
    }

    /// The names a full walk of the window gives, taken on a copy of the state: the reference the incremental
    /// renaming must match.
    private func expectMatchesFullWalk(_ window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) {
        let incremental = names(under: window)
        KitNaming.assignDerivedNames(under: window)
        #expect(incremental == names(under: window), sourceLocation: sourceLocation)
    }

    @Test func aSubtreeAddedToTheWindowIsNamedByItsIndexPaths() {
        let (window, container, children) = makeTree()
        #expect(container.name == "UIView[0]")
        #expect(children.map(\.name) == ["UIView[0.0]", "UIView[0.1]", "UIView[0.2]"])
        #expect(children[1].attachedRecognizers.first?.derivedName == "UIView[0.1].pan")
        expectMatchesFullWalk(window)
    }

    @Test func insertingAtTheFrontRenamesTheSiblingsItMoved() {
        let (window, container, children) = makeTree()
        let header = UIView(frame: .zero)
        header.addSubview(UIView(frame: .zero))
        container.insertSubview(header, at: 0)
        #expect(header.name == "UIView[0.0]")
        #expect(header.subviews[0].name == "UIView[0.0.0]")
        #expect(children.map(\.name) == ["UIView[0.1]", "UIView[0.2]", "UIView[0.3]"])
        #expect(children[2].attachedRecognizers.first?.derivedName == "UIView[0.3].pan")
        expectMatchesFullWalk(window)
    }

    @Test func removingRenamesTheSiblingsAboveAndTheRemovedViewKeepsItsName() {
        let (window, container, children) = makeTree()
        children[0].removeFromSuperview()
        #expect(children[0].name == "UIView[0.0]")
        #expect(container.subviews.map(\.name) == ["UIView[0.0]", "UIView[0.1]"])
        #expect(children[2].attachedRecognizers.first?.derivedName == "UIView[0.1].pan")
        expectMatchesFullWalk(window)
    }

    @Test func reorderingRenamesEveryViewWhosePlaceChanged() {
        let (window, container, children) = makeTree()
        container.bringSubviewToFront(children[0])
        #expect(children.map(\.name) == ["UIView[0.2]", "UIView[0.0]", "UIView[0.1]"])
        expectMatchesFullWalk(window)
        container.sendSubviewToBack(children[0])
        #expect(children.map(\.name) == ["UIView[0.0]", "UIView[0.1]", "UIView[0.2]"])
        container.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(children.map(\.name) == ["UIView[0.2]", "UIView[0.1]", "UIView[0.0]"])
        container.insertSubview(children[0], at: 0)
        #expect(children.map(\.name) == ["UIView[0.0]", "UIView[0.2]", "UIView[0.1]"])
        expectMatchesFullWalk(window)
    }

    @Test func aViewMovedBetweenParentsRenamesBothSides() {
        let (window, container, children) = makeTree()
        let other = UIView(frame: .zero)
        window.addSubview(other)
        other.addSubview(children[1])
        #expect(children[1].name == "UIView[1.0]")
        #expect(children[2].name == "UIView[0.1]")
        expectMatchesFullWalk(window)
        _ = container
    }

    @Test func givenNamesStayAndAClearedIdentifierGetsADerivedName() {
        let (window, _, children) = makeTree()
        children[1].accessibilityIdentifier = "card"
        #expect(children[1].name == "card")
        #expect(children[1].attachedRecognizers.first?.derivedName == "card.pan")
        children[1].accessibilityIdentifier = nil
        #expect(children[1].name == "UIView[0.1]")
        #expect(children[1].attachedRecognizers.first?.derivedName == "UIView[0.1].pan")
        expectMatchesFullWalk(window)
    }

    @Test func viewsOutsideAWindowStayUnnamedUntilTheyJoinOne() {
        let parent = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.name.isEmpty)
        let window = UIWindow(size: CGSize(390, 844))
        window.addSubview(parent)
        #expect(child.name == "UIView[0.0]")
    }
}
