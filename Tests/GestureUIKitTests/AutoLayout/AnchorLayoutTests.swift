import Foundation
import Testing
@testable import GestureUIKit

@Suite("Auto Layout: anchors place views in the layout pass")
struct AnchorLayoutTests {
    /// A window of the 390x844 device with its safe area, and a plain container filling it.
    private func window() -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(390, 844))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        return (window, container)
    }

    @Test("a child pinned to its parent's edges with insets takes the parent's frame inset")
    func pinToEdges() {
        let (window, parent) = window()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -20),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 358, height: 804))
        #expect(parent.constraints.count == 4)
        #expect(!child.hasAmbiguousLayout)
    }

    @Test("a child pinned to the safe area guide sits between the status bar and the home indicator")
    func pinToSafeArea() {
        let (window, parent) = window()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let guide = parent.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        window.layoutIfNeeded()
        // 844 - 47 - 34 = 763.
        #expect(child.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test("size, centre and multiplier anchors: a half-width square centred in its parent")
    func centreAndMultiplier() {
        let (window, parent) = window()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        // 195 wide and high, centred at (195, 432): x 97.5 and y 334.5, on the 3x pixel grid 97.67 and 334.67
        // (292.5 and 1003.5 pixels round up), right and bottom edges 292.5 → 292.67 and 529.5 → 529.67.
        let frame = child.frame
        #expect(abs(frame.minX - 293.0 / 3) < 1e-9 && abs(frame.minY - 1004.0 / 3) < 1e-9)
        #expect(abs(frame.width - 195) < 1e-9 && abs(frame.height - 195) < 1e-9)
    }

    @Test("a constraint between views with different superviews is solved in their common ancestor's space")
    func cousins() {
        let (window, parent) = window()
        let left = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        parent.addSubview(left)
        parent.addSubview(right)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: right.topAnchor),
            badge.leadingAnchor.constraint(equalTo: right.trailingAnchor, constant: 5),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        // right's top in parent = 300, so 200 in left; right's trailing 300 + 5 = 305, 295 in left.
        #expect(badge.frame == CGRect(x: 295, y: 200, width: 20, height: 20))
        #expect(parent.constraints.count == 2)
        #expect(badge.constraints.count == 2)
    }

    @Test("item-attribute initialiser, identifier and description in UIKit's format")
    func itemInitialiser() {
        let (window, parent) = window()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let height = NSLayoutConstraint(
            item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 100)
        #expect(!height.isActive)
        #expect(height.description.hasSuffix(".height == 100   (inactive)>"))
        height.isActive = true
        let top = NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .top, multiplier: 1,
            constant: 8)
        top.identifier = "top"
        top.isActive = true
        window.layoutIfNeeded()
        #expect(child.frame.height == 100)
        #expect(child.frame.minY == 8)
        #expect(height.firstItem === child && height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(height.description.contains(" UIView:0x"))
        #expect(height.description.hasSuffix(".height == 100   (active)>"))
        #expect(top.description.contains("'top' UIView:0x"))
        #expect(top.description.hasSuffix(".top == UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(parent).hashValue), radix: 16)).top + 8   (active)>"))
        // minX and width are not pinned: ambiguous.
        #expect(child.hasAmbiguousLayout)
    }

    @Test("deactivating a constraint lets the others decide; removing a view drops the constraints to outside it")
    func deactivateAndRemove() {
        let (window, parent) = window()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 300)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultHigh
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor)
        NSLayoutConstraint.activate([wide, narrow, leading])
        window.layoutIfNeeded()
        #expect(child.frame.width == 300)
        wide.isActive = false
        window.layoutIfNeeded()
        #expect(child.frame.width == 100)
        child.removeFromSuperview()
        #expect(!leading.isActive)
        #expect(narrow.isActive)
    }
}
