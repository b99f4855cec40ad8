import Foundation
import Testing
@testable import GestureUIKit

@Suite("Auto Layout: inequalities, priorities, intrinsic sizes, autoresizing, conflicts")
struct IntrinsicSizeTests {
    private func container() -> (UIWindow, UIView) {
        let window = UIWindow(size: CGSize(390, 844))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(container)
        return (window, container)
    }

    @Test("an inequality holds against a weaker equality; a higher priority wins over any number of lower ones")
    func inequalitiesAndPriorities() {
        let (window, parent) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        let low1 = box.heightAnchor.constraint(equalToConstant: 10)
        low1.priority = UILayoutPriority(250)
        let low2 = box.heightAnchor.constraint(equalToConstant: 10)
        low2.priority = UILayoutPriority(250)
        let high = box.heightAnchor.constraint(equalToConstant: 80)
        high.priority = UILayoutPriority(251)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            box.topAnchor.constraint(equalTo: parent.topAnchor),
            box.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, constant: -40),
            wish, low1, low2, high,
        ])
        window.layoutIfNeeded()
        #expect(box.frame.width == 350)
        #expect(box.frame.height == 80)
    }

    @Test("two labels in a row: the one that hugs less stretches, and the one that resists less is compressed")
    func labelsInARow() {
        let (window, parent) = container()
        let title = UILabel(), value = UILabel()
        title.text = "Name"  // 4 × 8.5 = 34 wide
        value.text = "A value"  // 7 × 8.5 = 59.5 wide
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
        }
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: parent.topAnchor),
            value.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(title.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(title.frame.width == 34)
        #expect(value.frame.width == CGFloat(390 - 16 - 34 - 8 - 16))
        #expect(title.frame.height == title.intrinsicContentSize.height)
        #expect(!title.hasAmbiguousLayout && !value.hasAmbiguousLayout)

        // Too long for the row (350 pt between the margins): the label with the lower compression resistance gives way.
        value.text = String(repeating: "x", count: 40)  // 340 wide
        title.setContentCompressionResistancePriority(.required, for: .horizontal)
        window.layoutIfNeeded()
        #expect(title.frame.width == 34)
        #expect(value.frame.width == CGFloat(350 - 34))
        title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        window.layoutIfNeeded()
        #expect(value.frame.width == 340)
        #expect(title.frame.width == 10)
    }

    @Test("an autoresizing mask follows the superview's new bounds without Auto Layout")
    func autoresizingMask() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 10, y: 250, width: 280, height: 40))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let corner = UIView(frame: CGRect(x: 250, y: 10, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin]
        parent.addSubview(bar)
        parent.addSubview(corner)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        #expect(bar.frame == CGRect(x: 10, y: 450, width: 380, height: 40))
        #expect(corner.frame == CGRect(x: 350, y: 10, width: 40, height: 40))
    }

    @Test("flexible margins on both sides share the change in proportion: the view stays centred")
    func autoresizingShares() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]  // 100 and 200: a third and two thirds
        parent.addSubview(centred)
        parent.addSubview(stretchy)
        parent.bounds.size = CGSize(width: 600, height: 300)
        #expect(centred.frame == CGRect(x: 250, y: 0, width: 100, height: 100))
        #expect(stretchy.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 300, height: 300)
        #expect(centred.frame.minX == 250)
    }

    @Test("an engine-sized parent takes its autoresizing subviews along in the same solve")
    func autoresizingInEngine() {
        let (window, parent) = container()
        // The autoresizing subview's frame is taken relative to its superview's size now, as in UIKit: 100 x 100.
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(panel)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.addSubview(inner)
        let width = panel.widthAnchor.constraint(equalToConstant: 100)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        NSLayoutConstraint.activate([
            width, panel.heightAnchor.constraint(equalToConstant: 100),
            panel.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            panel.topAnchor.constraint(equalTo: parent.topAnchor),
            label.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(label.frame.minX == 100)
        width.constant = 250
        window.layoutIfNeeded()
        #expect(inner.frame.width == 250)
        #expect(label.frame.minX == 250)
    }

    @Test("unsatisfiable required constraints log UIKit's message, break the last one and do not crash")
    func unsatisfiable() {
        let (window, parent) = container()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(box)
        let first = box.heightAnchor.constraint(equalToConstant: 100)
        let second = box.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([first, second])
        window.layoutIfNeeded()
        #expect(box.frame.height == 100)
        let log = Array(window.diagnostics.consoleMessages).joined(separator: "\n")
        #expect(log.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("\"\(first.description)\""))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        #expect(second.description.hasSuffix("UIView:0x\(String(UInt(bitPattern: ObjectIdentifier(box).hashValue), radix: 16)).height == 200   (active)>"))
        // The broken constraint comes back once it no longer conflicts.
        first.isActive = false
        window.layoutIfNeeded()
        second.constant = 150
        window.layoutIfNeeded()
        #expect(box.frame.height == 150)
    }

    @Test("systemLayoutSizeFitting: the compressed size of a label with insets")
    func fittingSize() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // 5 × 8.5 = 42.5, rounded up to the third of a point, 42.67; + 32. Height 20.33 + 22.
        #expect(abs(size.width - (128.0 / 3 + 32)) < 1e-9)
        #expect(abs(size.height - (label.intrinsicContentSize.height + 22)) < 1e-9)
        let fixedWidth = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth.width == 320)
    }
}
