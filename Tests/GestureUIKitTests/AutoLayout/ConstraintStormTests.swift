import Foundation
import Testing
@testable import GestureUIKit

/// A small deterministic generator (SplitMix64), so a failing storm replays exactly.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Auto Layout storms: random constraint sets and tree changes never crash or hang")
struct ConstraintStormTests {
    @Test("random constraints (conflicting, cyclic, huge constants), constant and priority changes, views moved")
    func storm() {
        for seed in UInt64(1)...20 {
            var random = SplitMix(state: seed)
            let window = UIWindow(size: CGSize(390, 844))
            var views: [UIView] = []
            for index in 0..<12 {
                let view = index % 3 == 0 ? UILabel() : UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                (view as? UILabel)?.text = String(repeating: "w", count: index)
                view.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &random)
                let parent = views.isEmpty || Bool.random(using: &random) ? window : views.randomElement(using: &random)
                (parent ?? window).addSubview(view)
                views.append(view)
            }
            var made: [NSLayoutConstraint] = []
            let xAttributes: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .left, .right]
            let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .firstBaseline]
            for step in 0..<60 {
                let first = views.randomElement(using: &random) ?? window
                let second: UIView? = Bool.random(using: &random) ? views.randomElement(using: &random) : window
                let constants: [CGFloat] = [0, 8, -20, 1e6, -1e9, 0.333]
                let constant = constants.randomElement(using: &random) ?? 0
                let constraint: NSLayoutConstraint
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    let attribute = xAttributes.randomElement(using: &random) ?? .leading
                    constraint = NSLayoutConstraint(
                        item: first, attribute: attribute, relatedBy: .equal, toItem: second,
                        attribute: xAttributes.randomElement(using: &random) ?? .leading, multiplier: 1,
                        constant: constant)
                case 1:
                    constraint = NSLayoutConstraint(
                        item: first, attribute: yAttributes.randomElement(using: &random) ?? .top,
                        relatedBy: .greaterThanOrEqual, toItem: second,
                        attribute: yAttributes.randomElement(using: &random) ?? .top, multiplier: 1, constant: constant)
                case 2:
                    constraint = first.widthAnchor.constraint(
                        equalTo: (second ?? window).heightAnchor, multiplier: [0.5, 2, -1][step % 3], constant: constant)
                default:
                    constraint = first.heightAnchor.constraint(lessThanOrEqualToConstant: constant)
                }
                if Bool.random(using: &random) { constraint.priority = UILayoutPriority(Float(Int.random(in: 1...999, using: &random))) }
                constraint.isActive = true
                made.append(constraint)
                if step % 7 == 0, let changed = made.randomElement(using: &random) {
                    changed.constant = constants.randomElement(using: &random) ?? 0
                }
                if step % 11 == 0, let dropped = made.randomElement(using: &random) { dropped.isActive = false }
                if step % 13 == 0, let moved = views.randomElement(using: &random) {
                    moved.removeFromSuperview()
                    window.addSubview(moved)
                }
                if step % 5 == 0 { window.layoutIfNeeded() }
            }
            window.advance(to: 1)
            for view in views {
                let frame = view.frame
                #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite)
                _ = view.hasAmbiguousLayout
            }
        }
    }

    @Test("a scroll view's content layout guide defines its content size; its frame guide gives the content its width")
    func scrollViewGuides() {
        let window = UIWindow(size: CGSize(390, 844))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        window.addSubview(scrollView)
        let stack = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            stack.heightAnchor.constraint(equalToConstant: 1500),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 10, width: 390, height: 1500))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1520))
        #expect(scrollView.contentLayoutGuide.layoutFrame.size == CGSize(width: 390, height: 1520))
    }
}
